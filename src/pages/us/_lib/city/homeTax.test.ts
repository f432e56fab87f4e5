/**
 * A city page states the sales tax of the home's own state, not of the area that serves it: every
 * served place whose area lies across a state line (Hoboken, NJ from New York; Vancouver, WA from
 * Portland, OR; Arlington, VA and Bethesda, MD from Washington, DC) is swept, and its tax sentence,
 * price table and cost answer are checked against `homeSalesTaxRate` of its own state, the function
 * the API charges with (api/resolvers/regions.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeFromDatasets } from '#src/directory/datasets.ts';
import { indexDirectory, type Directory } from '#src/directory/lookup.ts';
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { hoursTotal } from '#src/domain/charges.ts';
import { formatMoney, formatRate } from '#src/domain/format.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { localSection } from '../local/section.ts';
import { cityPage } from './page.ts';

let dir: Directory;
beforeAll(() => {
  dir = indexDirectory(computeFromDatasets());
});

const site = { name: 'Brand', key: 'main', url: (path: string) => `https://example.com${path}` };
const facts = (zips: string[]): CityFacts => ({
  originZip: zips[0]!,
  servedZips: zips,
  reviews: [],
  reviewsNear: 0,
  starsNear: 0,
  cleanersNear: 10,
  cleanersByZip: {},
  cleanersWithin2: 1,
  cleanersWithin5: 4,
  latestNear: '',
  jobsNear: 100,
  nearestCleanerKm: 1.2,
  nearbyServed: [],
});

describe('the sales tax a city page states is its own state’s', () => {
  it('for every served place across a state line from its area', () => {
    const across = dir.cities.filter((city) => city.region && dir.regionById(city.region.id).state !== city.state);
    // Hoboken, Vancouver, Arlington, Bethesda and the rest: hundreds of places in many state pairs.
    expect(across.length).toBeGreaterThan(100);
    const pairs = new Set(across.map((city) => `${city.state}<${dir.regionById(city.region!.id).state}`));
    expect(pairs.size).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const city of across) {
      const region = dir.regionById(city.region!.id);
      const rate = homeSalesTaxRate(city.state);
      const page = cityPage(dir, city, site, facts(city.zips));
      const tax = page.price!.tax;
      const says =
        rate > 0 ? tax.includes(`${formatRate(rate)} sales tax, which ${city.state} charges`) : !/\d%/.test(tax);
      if (!says || tax.includes(`which ${region.state} charges`)) wrong.push(`${city.name}, ${city.state}: ${tax}`);
      const local = localSection(dir, city, facts(city.zips), '2026-11-23', 'Brand');
      const threeHours = local.prices.find((p) => p.hours === 3)!;
      if (threeHours.member !== formatMoney(hoursTotal(3, region.rate, rate))) {
        wrong.push(`${city.name}, ${city.state}: 3 hours ${threeHours.member}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('Hoboken, NJ served from New York is not charged New York’s 8.875%; Vancouver, WA is charged Washington’s', () => {
    const find = (name: string, state: string) => dir.cities.find((c) => c.name === name && c.state === state)!;
    const hoboken = cityPage(dir, find('Hoboken', 'NJ'), site, facts(find('Hoboken', 'NJ').zips));
    expect(dir.regionById(find('Hoboken', 'NJ').region!.id).state).toBe('NY');
    expect(hoboken.price!.tax).toBe('No sales tax is added to cleaning in Hoboken, NJ.');
    const vancouver = find('Vancouver', 'WA');
    expect(dir.regionById(vancouver.region!.id).state).toBe('OR');
    expect(cityPage(dir, vancouver, site, facts(vancouver.zips)).price!.tax).toContain('10.25% sales tax, which WA');
  });
});
