/**
 * Service regions as pure functions of the metros (./metros.ts), shared by the API's seed
 * (api/db/seed/index.ts) and the location directory (src/directory/compute.ts): metro centres
 * from the zip-code dataset, the region a point or zip code belongs to, and each region's figures.
 */
import zipcodes from 'zipcodes';
import { metros, REGION_RADIUS_KM, tierRates, type Metro } from './metros.ts';
import { ZIPCODE_FORMAT } from '../domain/storageKeys.ts';
import { distanceKm } from './geo.ts';

/** A zip code as the `zipcodes` package describes it. */
export type ZipPoint = { zip: string; city: string; state: string; latitude: number; longitude: number };

/** A metro with its region id (1-based, in `metros` order), centre and centre zip. */
export type RegionCentre = Metro & { id: number; latitude: number; longitude: number; centerZip: string };

/**
 * What the API stores and answers for one region (US dollars). No sales tax: a home is taxed at its
 * own state's rate, not its region's (src/domain/salesTax.ts `homeSalesTaxRate`).
 */
export type RegionFigures = {
  rate: number;
  higherRate: number;
  numCleaners: number;
  numCustomers: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Every 5-digit US zip code of the dataset (50 states, DC and PR; Canadian codes left out). */
export function usZipcodes(): ZipPoint[] {
  return Object.values(zipcodes.codes).filter((z) => z.country === 'US' && ZIPCODE_FORMAT.test(z.zip));
}

/**
 * The metros' centres: the median coordinates of the zip codes named after the metro city
 * (median, not mean: the dataset has a few zips with a flipped sign, e.g. 10200 at +73.95).
 */
export function regionCentres(lookupByName: (city: string, state: string) => ZipPoint[] = zipcodes.lookupByName) {
  return metros.map((metro, index): RegionCentre => {
    const match = lookupByName(metro.city, metro.state);
    if (match.length === 0) throw new Error(`Metro ${metro.city}, ${metro.state}: no zip code of that name`);
    return {
      ...metro,
      id: index + 1,
      latitude: median(match.map((z) => z.latitude)),
      longitude: median(match.map((z) => z.longitude)),
      centerZip: match[0]!.zip,
    };
  });
}

/** The region serving a point: the nearest centre within REGION_RADIUS_KM, or undefined. */
export function regionAt(
  latitude: number,
  longitude: number,
  centres: readonly RegionCentre[],
): { id: number; km: number } | undefined {
  let best: { id: number; km: number } | undefined;
  for (const centre of centres) {
    const km = distanceKm(latitude, longitude, centre.latitude, centre.longitude);
    if (km <= REGION_RADIUS_KM && (!best || km < best.km)) best = { id: centre.id, km };
  }
  return best;
}

/** Region id of every served zip code (zips outside every region are absent). */
export function assignZipRegions(zips: readonly ZipPoint[], centres: readonly RegionCentre[]): Map<string, number> {
  const regionOf = new Map<string, number>();
  for (const zip of zips) {
    const region = regionAt(zip.latitude, zip.longitude, centres);
    if (region) regionOf.set(zip.zip, region.id);
  }
  return regionOf;
}

/** Rates by cost tier, cleaners and customers by metro rank. */
export function regionFigures(centre: RegionCentre): RegionFigures {
  const [rate, higherRate] = tierRates[centre.tier];
  const numCleaners = Math.round(2600 / Math.sqrt(centre.id));
  return {
    rate,
    higherRate,
    numCleaners,
    numCustomers: numCleaners * 17,
  };
}
