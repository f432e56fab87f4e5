/**
 * The city pages' nearest reviews are the API's LOCATION_CLOSEST answer: closestReviews (one pass
 * over all rows, ./city-facts.ts) returns the same reviews in the same order as the resolver
 * (api/resolvers/reviews.ts) for served zip codes across the country.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../api/db/connection.ts';
import { publicReviews } from '../api/resolvers/reviews.ts';
import { DEFAULT_ZIPCODE } from '../api/resolvers/regions.ts';
import { seededDatabase } from '../api/test-support.ts';
import { closestReviews } from './city-facts.ts';

let db: Database;
beforeAll(async () => {
  db = await seededDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

describe('closestReviews', () => {
  it('orders reviews exactly as the API does for LOCATION_CLOSEST', { timeout: 120_000 }, async () => {
    const zips = await db.query<{ zip: string; latitude: number; longitude: number }>(
      'SELECT zip, latitude, longitude FROM zipcodes WHERE region_id IS NOT NULL ORDER BY zip',
    );
    const rows = await db.query<{ id: number; latitude: number; longitude: number }>(
      'SELECT id, latitude, longitude FROM public_reviews WHERE NOT withdrawn',
    );
    // Every 150th served zip code: dense metros and their edges, all over the country.
    const sample = zips.filter((_, i) => i % 150 === 0);
    expect(sample.length).toBeGreaterThan(40);
    for (const zip of sample) {
      const page = await publicReviews(
        db,
        { first: 5, filter: { sort: 'LOCATION_CLOSEST', zipcode: zip.zip } },
        DEFAULT_ZIPCODE,
      );
      const api = page.edges.map((edge) => Number(edge.node!.id));
      expect(
        closestReviews(rows, zip, 5).map((row) => row.id),
        `zip ${zip.zip}`,
      ).toEqual(api);
    }
  });
});
