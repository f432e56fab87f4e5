/**
 * The figures the location directory's pages state about places: how many are served, which
 * service areas serve a state and at what rates, how a place's price compares with its state's,
 * what share of an area's cleaners work near a place. The pages choose words; the counting is here.
 */
import type { Directory, DirectoryCity, DirectoryRegion, DirectoryState } from '#src/directory/lookup.ts';

/** How many of `places` lie inside a service area. */
export function servedCount(places: readonly Pick<DirectoryCity, 'region'>[]): number {
  return places.filter((place) => place.region).length;
}

/** How many states (and DC, Puerto Rico) have at least one served place. */
export function statesWithServed(dir: Directory): number {
  return dir.states.filter((state) => state.cities.some((i) => dir.cities[i]!.region)).length;
}

/** The regions serving places of a state, most places first (then region id). */
export function stateRegions(dir: Directory, state: DirectoryState): { region: DirectoryRegion; places: number }[] {
  const counts = new Map<number, number>();
  for (const i of state.cities) {
    const id = dir.cities[i]!.region?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id, places]) => ({ region: dir.regionById(id), places }));
}

/** The hourly band across `regions`: the lowest member rate to the highest non-member rate. */
export function rateBand(regions: readonly DirectoryRegion[]): { low: number; high: number } {
  return {
    low: Math.min(...regions.map((region) => region.rate)),
    high: Math.max(...regions.map((region) => region.higherRate)),
  };
}

/** Of places not served, the one closest to a service area (the first of equals). */
export function closestToArea(cities: readonly DirectoryCity[]): DirectoryCity | undefined {
  if (cities.length === 0) return undefined;
  return cities.reduce((best, city) => (city.nearestRegion.km < best.nearestRegion.km ? city : best));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median member rate of each state's served places (computed once per directory). */
const stateMedians = new WeakMap<Directory, Map<string, { median: number; served: number }>>();

/** The median member rate of a state's served places, and how many there are (0 when none). */
export function stateMedianRate(dir: Directory, stateCode: string): { median: number; served: number } {
  let medians = stateMedians.get(dir);
  if (!medians) {
    medians = new Map();
    for (const s of dir.states) {
      const rates = s.cities.flatMap((i) => {
        const region = dir.cities[i]!.region;
        return region ? [dir.regionById(region.id).rate] : [];
      });
      if (rates.length) medians.set(s.code, { median: median(rates), served: rates.length });
    }
    stateMedians.set(dir, medians);
  }
  return medians.get(stateCode) ?? { median: 0, served: 0 };
}

/**
 * An area's member rate against the median of its state's served places: undefined when the state
 * has one served place or the rate is the median.
 */
export function rateAgainstState(
  dir: Directory,
  stateCode: string,
  rate: number,
): { median: number; served: number; difference: number; above: boolean } | undefined {
  const { median, served } = stateMedianRate(dir, stateCode);
  if (served <= 1 || rate === median) return undefined;
  return { median, served, difference: Math.abs(rate - median), above: rate > median };
}

/** Whole percent of an area's cleaners that work near a place. */
export function cleanerShare(near: number, areaCleaners: number): number {
  return Math.round((near / areaCleaners) * 100);
}

/** Cleanings per cleaner, rounded. */
export function perCleaner(jobs: number, cleaners: number): number {
  return Math.round(jobs / cleaners);
}

/** How many of `total` things a sentence leaves unnamed after naming `named` ("and 3 more"). */
export function moreThan(total: number, named: number): number {
  return Math.max(0, total - named);
}

/** Which of a place's listed zip codes lie outside the served ones. */
export function zipsOutside(zips: readonly string[], servedZips: readonly string[]): string[] {
  return zips.filter((zip) => !servedZips.includes(zip));
}
