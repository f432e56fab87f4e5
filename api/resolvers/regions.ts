/** Zip code -> service region, with the two failure results of spec §7/§8, and browser location. */
import { LRUCache } from 'lru-cache';
import * as v from 'valibot';
import { homeSalesTaxRate } from '../../src/domain/salesTax.ts';
import { ZipcodeSchema } from '../../src/schemas/fields.ts';
import type { Queryable } from '../db/connection.ts';
import { locateIp, type Position } from '../geo.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';

export type Disclosures = { CC: string; AC: string; EC: string; OCC: string };
export type Region = {
  __typename: 'ServiceRegion';
  id: string;
  name: string;
  state: string;
  zipcode: string;
  rate: number;
  higherRate: number;
  salesTaxRate: number;
  numCleaners: number;
  numCustomers: number;
  arl: Disclosures;
  latitude: number;
  longitude: number;
};
export type Unsupported = {
  __typename: 'UnsupportedServiceRegion';
  message: string;
  zipcode: string;
  nearestServedCity: string | null;
};
export type FormatError = { __typename: 'ZipcodeFormatError'; message: string; zipcode: string };
export type RegionResult = Region | Unsupported | FormatError;

type RegionRow = {
  id: number;
  name: string;
  state: string;
  rate_cents: number;
  higher_rate_cents: number;
  num_cleaners: number;
  num_customers: number;
  latitude: number;
  longitude: number;
};

export async function disclosuresFor(db: Queryable, state: string): Promise<Disclosures> {
  const rows = await db.query<{ state: string; cc: string; ac: string; ec: string; occ: string }>(
    `SELECT state, cc, ac, ec, occ FROM consent_disclosures WHERE state IN ($1, '') ORDER BY state DESC LIMIT 1`,
    [state],
  );
  const row = rows[0]!;
  return { CC: row.cc, AC: row.ac, EC: row.ec, OCC: row.occ };
}

/**
 * SQL for the squared equirectangular distance from a point given as two query parameters
 * (e.g. `squaredDistance('$1', '$2')`): cheap, and ordered like the true distance at city scale.
 */
export function squaredDistance(latitude: string, longitude: string): string {
  return `((latitude - ${latitude}) ^ 2 + ((longitude - ${longitude}) * cos(radians(${latitude}))) ^ 2)`;
}

// Zip codes, regions and disclosures are seed data that never change while the server runs, so
// answers are kept per database, keyed by the validated five-digit zip code only (anything else
// is answered without touching the cache), in an LRU of bounded size.
const REGION_CACHE_LIMIT = 20_000;
const regionCache = new WeakMap<Queryable, LRUCache<string, RegionResult>>();

/** A zip code as it may be quoted back in an answer: trimmed and at most 10 characters. */
export function echoZipcode(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.length > 10 ? `${trimmed.slice(0, 10)}…` : trimmed;
}

/** Resolves a zip code to its region, or says why it cannot. */
export async function findRegion(db: Queryable, rawZipcode: string): Promise<RegionResult> {
  const parsed = v.safeParse(ZipcodeSchema, rawZipcode);
  if (!parsed.success) {
    return { __typename: 'ZipcodeFormatError', message: parsed.issues[0].message, zipcode: echoZipcode(rawZipcode) };
  }
  const zipcode = parsed.output;
  let cache = regionCache.get(db);
  if (!cache) regionCache.set(db, (cache = new LRUCache({ max: REGION_CACHE_LIMIT })));
  const cached = cache.get(zipcode);
  if (cached) return cached;
  const result = await lookupRegion(db, zipcode);
  cache.set(zipcode, result);
  return result;
}

async function lookupRegion(db: Queryable, zipcode: string): Promise<RegionResult> {
  const [zip] = await db.query<{ region_id: number | null; latitude: number; longitude: number; state: string }>(
    'SELECT region_id, latitude, longitude, state FROM zipcodes WHERE zip = $1',
    [zipcode],
  );
  if (!zip?.region_id) {
    // Nearest region centre to the zip, if the zip is a real one we can place on the map.
    const nearest = zip
      ? await db.query<{ name: string; state: string }>(
          `SELECT name, state FROM service_regions
           ORDER BY ${squaredDistance('$1', '$2')} LIMIT 1`,
          [zip.latitude, zip.longitude],
        )
      : [];
    const city = nearest[0] ? `${nearest[0].name}, ${nearest[0].state}` : null;
    return {
      __typename: 'UnsupportedServiceRegion',
      message: `We don't serve ${zipcode} yet.${city ? ` The nearest area we serve is ${city}.` : ''}`,
      zipcode,
      nearestServedCity: city,
    };
  }
  const [row] = await db.query<RegionRow>('SELECT * FROM service_regions WHERE id = $1', [zip.region_id]);
  const region = row!;
  // The home's own state decides its sales tax and the consent texts it reads (a home in Hoboken,
  // NJ served from New York is taxed and protected as New Jersey's), not the region's.
  return {
    __typename: 'ServiceRegion',
    id: String(region.id),
    name: region.name,
    state: region.state,
    zipcode,
    rate: region.rate_cents / 100,
    higherRate: region.higher_rate_cents / 100,
    salesTaxRate: homeSalesTaxRate(zip.state),
    numCleaners: region.num_cleaners,
    numCustomers: region.num_customers,
    arl: await disclosuresFor(db, zip.state),
    latitude: region.latitude,
    longitude: region.longitude,
  };
}

/** Where the visitor is assumed to be when nothing better is known (documented in the README). */
export const DEFAULT_ZIPCODE = '60601';
/** Header with which tests and local tools place the visitor at a zip code. */
export const GEO_OVERRIDE_HEADER = 'x-publicweb-geo-zip';

/** Region of the served zip code nearest to a position. */
async function nearestServedRegion(db: Queryable, position: Position): Promise<Region> {
  const [zip] = await db.query<{ zip: string }>(
    `SELECT zip FROM zipcodes WHERE region_id IS NOT NULL
     ORDER BY ${squaredDistance('$1', '$2')} LIMIT 1`,
    [position.latitude, position.longitude],
  );
  return (await findRegion(db, zip!.zip)) as Region;
}

/**
 * Where the visitor probably is: the override header's zip when it is served, else the client
 * address's GeoIP position (nearest served zip), else the default metro.
 */
export async function estimateBrowserLocation(
  db: Queryable,
  source: { overrideZip: string | null; ip: string | undefined },
) {
  const override = source.overrideZip ? await findRegion(db, source.overrideZip) : undefined;
  let region: Region | undefined = override?.__typename === 'ServiceRegion' ? override : undefined;
  let accuracyRadius = 10_000;
  if (!region) {
    const position = await locateIp(source.ip);
    if (position) {
      region = await nearestServedRegion(db, position);
      accuracyRadius = Math.round(position.accuracyKm * 1000);
    }
  }
  if (!region) {
    region = (await findRegion(db, DEFAULT_ZIPCODE)) as Region;
    accuracyRadius = 100_000;
  }
  const cities = await db.query<{ city: string }>(
    `SELECT city FROM zipcodes WHERE region_id = $1 GROUP BY city HAVING count(*) >= 2
     ORDER BY min(${squaredDistance('$2', '$3')}) LIMIT 5`,
    [Number(region.id), region.latitude, region.longitude],
  );
  return {
    nearbyZipcode: region.zipcode,
    nearbyCities: cities.map((c) => c.city),
    nearbyState: region.state,
    nearbyRecentJobs: Math.round(region.numCustomers / 9),
    memberHourlyRate: region.rate,
    nonmemberHourlyRate: region.higherRate,
    accuracyRadius,
  };
}

// The visitor's location depends only on the request (its address or test header): worked out once
// per request however many aliases ask for it.
const locationOfRequest = new WeakMap<object, ReturnType<typeof estimateBrowserLocation>>();

/** Service regions by zip code and the visitor's estimated location. */
export const regionResolvers: Resolvers = {
  Query: {
    serviceRegion: (_, args, ctx) => ctx.lookups.region(args.zipcode),
    estimatedBrowserLocation: (_, __, ctx) => {
      let location = locationOfRequest.get(ctx.request);
      if (!location) {
        location = estimateBrowserLocation(ctx.db, { overrideZip: ctx.geoZip, ip: ctx.ip });
        locationOfRequest.set(ctx.request, location);
      }
      return location;
    },
  },
};

/** How many zip codes the region cache holds for a database (tests of its bound). */
export function regionCacheSize(db: Queryable): number {
  return regionCache.get(db)?.size ?? 0;
}
