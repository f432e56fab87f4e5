/**
 * What every section of a city page is made from: the place, its state, the service area that
 * serves it (or the nearest), the places near it and the values every sentence may use. The
 * sections are the other modules of this folder, assembled by ./page.ts.
 */
import { cityPath, type Directory, type DirectoryCity, type DirectoryRegion } from '#src/directory/lookup.ts';
import type { DirectoryState } from '#src/directory/compute.ts';
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { formatMiles, PlaceDistances } from '#src/domain/distance.ts';
import { firstPriceText } from '#src/domain/charges.ts';
import { offerFactsFor } from '#src/copy/rules.ts';
import { featuredOption } from '#src/domain/offer.ts';
import { byNumber, placesCopy, say } from '#src/copy/places.ts';
import { regionLabel, type Site } from '../site.ts';

export type CityCopy = ReturnType<typeof placesCopy>['city'];

/** The values every sentence of a city page may use. */
export type CityValues = { brand: string; city: string; state: string; place: string };

export type NearbyPlace = { name: string; path: string; distance: string; served: boolean };

export type CityContext = {
  copy: CityCopy;
  dir: Directory;
  city: DirectoryCity;
  state: DirectoryState;
  site: Site;
  /** Served places' own facts (build-data/city-facts.ts). */
  facts?: CityFacts | undefined;
  /** The area serving the place, if any. */
  region?: DirectoryRegion | undefined;
  /** The service area nearest the place (its own when served). */
  nearest: DirectoryRegion;
  values: CityValues;
  /** `values` with the zip code count: "12 zip codes". */
  zipValues: CityValues & { zipCount: number; zipWord: string };
  /** The first cleaning's hours and price. */
  firstCleaning: { numHours: number; price: string };
  /** The one distance this page states for each place it names. */
  distances: PlaceDistances;
  nearby: NearbyPlace[];
  /** How many of `nearby` are served. */
  servedNearby: number;
};

/** The key PlaceDistances knows a place by: "Fresno, CA". */
export function placeKey(place: { name: string; state: string }): string {
  return `${place.name}, ${place.state}`;
}

/** How far the nearest service area is, as this page says it everywhere. */
export function nearestAreaDistance({ distances, nearest, city }: CityContext): string {
  return distances.miles(regionLabel(nearest), city.nearestRegion.km);
}

/**
 * The distances a city page states, each place once: the directory's nearest places first, then
 * the served places nearby from the facts.
 */
export function pageDistances(dir: Directory, city: DirectoryCity, facts?: CityFacts): PlaceDistances {
  const known = [...city.nearby, ...(facts?.nearbyServed ?? [])];
  return new PlaceDistances(known.map(([index, km]) => [placeKey(dir.cities[index]!), km] as const));
}

export function cityContext(dir: Directory, city: DirectoryCity, site: Site, facts?: CityFacts): CityContext {
  const copy = placesCopy(site.key).city;
  const state = dir.stateOf(city);
  const values: CityValues = {
    brand: site.name,
    city: city.name,
    state: state.name,
    place: `${city.name}, ${state.code}`,
  };
  const zipCount = city.zips.length;
  const near = city.nearby.map(([index, km]) => ({ other: dir.cities[index]!, km }));
  const nearby = near.map(({ other, km }) => ({
    name: other.state === city.state ? other.name : `${other.name}, ${other.state}`,
    path: cityPath(dir.stateOf(other), other),
    distance: formatMiles(km),
    served: Boolean(other.region),
  }));
  return {
    copy,
    dir,
    city,
    state,
    site,
    facts,
    region: city.region ? dir.regionById(city.region.id) : undefined,
    nearest: dir.regionById(city.nearestRegion.id),
    values,
    zipValues: { ...values, zipCount, zipWord: say(byNumber(copy.zipWord, zipCount), {}) },
    // The range of the cohorts the brand sells: the page cannot know the visitor's.
    firstCleaning: { numHours: featuredOption.numHours, price: firstPriceText(offerFactsFor(site.key).range) },
    distances: pageDistances(dir, city, facts),
    nearby,
    servedNearby: nearby.filter((place) => place.served).length,
  };
}
