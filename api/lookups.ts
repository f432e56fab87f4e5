/**
 * What one request looks up once, however many of its fields ask: a zip code's region and the
 * voucher cohorts. A purchase, or a document with `voucherPrice` and `paymentIntent`, resolves the
 * shopper's region once (the server resolved it again for each field).
 */
import type { Queryable } from './db/connection.ts';
import { voucherCohorts, type Cohort } from './resolvers/catalog.ts';
import { findRegion, type RegionResult } from './resolvers/regions.ts';

export type Lookups = {
  region(zipcode: string): Promise<RegionResult>;
  cohorts(): Promise<Cohort[]>;
};

/** Lookups for one request (the context's): each answer is asked once and shared by the request's fields. */
export function requestLookups(db: Queryable): Lookups {
  // Bounded by the request: the query limits cap its fields (api/limits.ts).
  const regions = new Map<string, Promise<RegionResult>>();
  let cohorts: Promise<Cohort[]> | undefined;
  return {
    region(zipcode) {
      let region = regions.get(zipcode);
      if (!region) regions.set(zipcode, (region = findRegion(db, zipcode)));
      return region;
    },
    cohorts: () => (cohorts ??= voucherCohorts(db)),
  };
}
