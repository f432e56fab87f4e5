/**
 * What a served city page says about its city alone (./local.ts), from facts shaped like the
 * build's (build-data/city-facts.ts): prices with tax, sentences chosen by what is notable, and
 * two places of one service area that read differently when their facts differ.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeFromDatasets } from '#src/directory/datasets.ts';
import { indexDirectory, type Directory, type DirectoryCity } from '#src/directory/lookup.ts';
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { localSection } from './section.ts';
import { shortDate } from './dates.ts';

let dir: Directory;
beforeAll(() => {
  dir = indexDirectory(computeFromDatasets());
});

const find = (name: string, state: string): DirectoryCity => {
  const city = dir.cities.find((c) => c.name === name && c.state === state);
  if (!city) throw new Error(`${name}, ${state} not in the directory`);
  return city;
};

function facts(city: DirectoryCity, overrides: Partial<CityFacts> = {}): CityFacts {
  return {
    originZip: city.zips[0]!,
    servedZips: city.zips,
    reviews: [
      {
        stars: 5,
        body: 'Kim was friendly and fast. The kitchen sparkles and the whole place smells fresh.',
        place: `${city.name}, ${city.state}`,
        date: '2026-03-12',
        author: 'Ana B.',
        km: 0.8,
      },
    ],
    reviewsNear: 12,
    starsNear: 4.6,
    cleanersNear: 40,
    cleanersByZip: {},
    cleanersWithin2: 3,
    cleanersWithin5: 11,
    latestNear: '2026-10-02',
    jobsNear: 9_000,
    nearestCleanerKm: 1.2,
    nearbyServed: [],
    ...overrides,
  };
}

describe('localSection', () => {
  it('prices every option at the area rates with the state sales tax (Austin: 8.25%)', () => {
    const austin = find('Austin', 'TX');
    const local = localSection(dir, austin, facts(austin), '2026-11-23', 'Brand');
    const region = dir.regionById(austin.region!.id);
    expect(homeSalesTaxRate(austin.state)).toBe(0.0825);
    const threeHours = local.prices.find((p) => p.hours === 3)!;
    expect(threeHours.member).toBe(`$${(3 * region.rate * 1.0825).toFixed(2)}`);
    expect(local.pricesNote).toContain('8.25%');
    expect(local.asOf).toContain('November 23, 2026');
  });

  it('leads with what is notable: a review from the city itself, then a partial zip coverage', () => {
    const chicago = find('Chicago', 'IL');
    const own = localSection(dir, chicago, facts(chicago), '2026-11-23', 'Brand');
    expect(own.summary[0]).toContain('written right here');
    const partial = localSection(
      dir,
      chicago,
      facts(chicago, {
        servedZips: chicago.zips.slice(0, 2),
        reviews: [{ ...facts(chicago).reviews[0]!, place: 'Evanston, IL', km: 20 }],
      }),
      '2026-11-23',
      'Brand',
    );
    expect(partial.summary[0]).toMatch(/^Only 2 of its \d+ zip codes are served/);
    expect(partial.servedZips.has(chicago.zips[2]!)).toBe(false);
  });

  it('two places of one area say different things wherever their facts differ', () => {
    const [a, b] = dir.cities.filter((c) => c.region?.id === 1).slice(0, 2) as [DirectoryCity, DirectoryCity];
    const one = localSection(dir, a, facts(a), '2026-11-23', 'Brand').summary;
    const other = localSection(
      dir,
      b,
      facts(b, {
        cleanersNear: 0,
        jobsNear: 0,
        nearestCleanerKm: 22.4,
        reviewsNear: 3,
        starsNear: 4.3,
        reviews: [{ ...facts(b).reviews[0]!, author: 'Omar T.', date: '2025-07-01', stars: 4 }],
      }),
      '2026-11-23',
      'Brand',
    ).summary;
    const blank = (text: string, city: DirectoryCity) => text.replaceAll(city.name, 'X');
    const shared = one.map((s) => blank(s, a)).filter((s) => other.map((t) => blank(t, b)).includes(s));
    // Only the area's price against the state median is the same, because it is the same fact.
    expect(shared.length).toBeLessThanOrEqual(1);
    for (const sentence of shared) expect(sentence).toMatch(/^At \$\d+ an hour for members|^A \d-hour/);
    expect(other[0]).toContain('No cleaner is based within 10 mi');
  });

  it('writes dates as day, short month and year', () => {
    expect(shortDate('2026-03-02')).toBe('2 Mar 2026');
  });
});
