/**
 * What every section of a served city's own facts is made from (build-data/city-facts.ts): the
 * place, its area and the values its sentences may use. Sections sort their summary sentences by
 * a score: the most notable fact about the place first.
 */
import type { Directory, DirectoryCity, DirectoryRegion } from '#src/directory/lookup.ts';
import type { DirectoryState } from '#src/directory/compute.ts';
import { NEAR_MILES, type CityFacts } from '#src/buildData/cityFactsTypes.ts';
import type { PlaceDistances } from '#src/domain/distance.ts';
import { placesCopy } from '#src/copy/places.ts';
import { pageDistances } from '../city/context.ts';

export type LocalCopy = ReturnType<typeof placesCopy>['local'];

/** A summary sentence and how notable it is (higher first). */
export type Scored = { score: number; text: string };

export type LocalContext = {
  copy: LocalCopy;
  /** "{amount} an hour", as the city page says a rate. */
  hourly: ReturnType<typeof placesCopy>['city']['hourly'];
  dir: Directory;
  city: DirectoryCity;
  state: DirectoryState;
  region: DirectoryRegion;
  facts: CityFacts;
  values: { brand: string; city: string; state: string; place: string; radius: number };
  distances: PlaceDistances;
};

export function localContext(
  dir: Directory,
  city: DirectoryCity,
  facts: CityFacts,
  brandName: string,
  brandKey?: string,
): LocalContext {
  const state = dir.stateOf(city);
  return {
    copy: placesCopy(brandKey).local,
    hourly: placesCopy(brandKey).city.hourly,
    dir,
    city,
    state,
    region: dir.regionById(city.region!.id),
    facts,
    values: {
      brand: brandName,
      city: city.name,
      state: state.name,
      place: `${city.name}, ${city.state}`,
      radius: NEAR_MILES,
    },
    distances: pageDistances(dir, city, facts),
  };
}
