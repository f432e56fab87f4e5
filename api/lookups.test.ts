/**
 * Zip lookups (api/lookups.ts, resolvers/regions.ts): an unserved zip names the nearest served
 * city, an unknown one none, and garbage never grows the region cache nor comes back whole.
 */
import type { DocumentNode } from 'graphql';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { ServiceRegionPrices } from '#tests/lib/operations.ts';
import { regionCacheSize } from './resolvers/regions.ts';
import { CLIENT_HEADERS, dataOf, messagesOf, postGraphql, productionServerPerTest } from './test-support.ts';

/** A production server per test (rate-limit counters at zero) on the file's seeded database. */
const probe = productionServerPerTest();
const send = <T>(document: DocumentNode | string, variables: Record<string, unknown>) =>
  dataOf<T>(probe.prod.url, document, variables);

describe('zip lookup', () => {
  it('an unserved zip names the nearest served city; an unknown one names none', async () => {
    const { serviceRegion: anchorage } = await send<ResultOf<typeof ServiceRegionPrices>>(ServiceRegionPrices, {
      zipcode: '99501',
    });
    expect(anchorage.__typename).toBe('UnsupportedServiceRegion');
    if (anchorage.__typename !== 'UnsupportedServiceRegion') return;
    expect(anchorage.nearestServedCity).toMatch(/^.+, [A-Z]{2}$/);
    expect(anchorage.message).toBe(
      `We don't serve 99501 yet. The nearest area we serve is ${anchorage.nearestServedCity}.`,
    );

    const { serviceRegion: nowhere } = await send<ResultOf<typeof ServiceRegionPrices>>(ServiceRegionPrices, {
      zipcode: '00001',
    });
    expect(nowhere).toEqual({
      __typename: 'UnsupportedServiceRegion',
      message: "We don't serve 00001 yet.",
      nearestServedCity: null,
    });
    // 00000 is no zip code anywhere: the format message, no waitlist offer.
    const { serviceRegion: zeros } = await send<ResultOf<typeof ServiceRegionPrices>>(ServiceRegionPrices, {
      zipcode: '00000',
    });
    expect(zeros).toMatchObject({ __typename: 'ZipcodeFormatError', message: 'Enter a valid 5-digit zipcode' });
  });
});

describe('memory is bounded: only valid zip codes are cached', () => {
  it('distinct long garbage zip codes on every path leave the cache as it was and are not echoed whole', async () => {
    const before = regionCacheSize(probe.db);
    for (let i = 0; i < 20; i++) {
      const garbage = `${i}${'9'.repeat(20_000)}`;
      const answer = await postGraphql(
        probe.prod.url,
        `query($z: String!) {
          serviceRegion(zipcode: $z) { ... on ZipcodeFormatError { zipcode message } }
          voucherPrice(numHours: 3, zipcode: $z) { __typename }
          paymentIntent(numHours: 3, zipcode: $z) { __typename }
        }`,
        { z: garbage },
        { ...CLIENT_HEADERS, 'x-publicweb-geo-zip': garbage },
      );
      expect(answer.text.length).toBeLessThan(2_000);
      const reviews = await postGraphql(
        probe.prod.url,
        'query($z: String) { publicReviews(first: 1, filter: { sort: LOCATION_CLOSEST, zipcode: $z }) { edges { cursor } } }',
        { z: garbage },
      );
      expect(reviews.status).toBeLessThan(500);
      expect(messagesOf(reviews)).toMatch(/zipcode/);
    }
    expect(regionCacheSize(probe.db)).toBe(before);
  });
});
