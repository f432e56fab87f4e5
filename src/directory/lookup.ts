/**
 * The location directory indexed for the /us/ pages, and their paths. Pure (unit-testable); the
 * build's own directory is src/buildData/directory.ts.
 */
import type { DirectoryCity, DirectoryData, DirectoryRegion, DirectoryState } from './compute.ts';

export type { DirectoryCity, DirectoryData, DirectoryRegion, DirectoryState } from './compute.ts';

export type Directory = {
  data: DirectoryData;
  states: readonly DirectoryState[];
  cities: readonly DirectoryCity[];
  stateOf: (city: DirectoryCity) => DirectoryState;
  regionById: (id: number) => DirectoryRegion;
};

/** /us/{state}/ */
export function statePath(state: Pick<DirectoryState, 'slug'>): string {
  return `/us/${state.slug}/`;
}

/** /us/{state}/{city}/ */
export function cityPath(state: Pick<DirectoryState, 'slug'>, city: Pick<DirectoryCity, 'slug'>): string {
  return `/us/${state.slug}/${city.slug}/`;
}

/** Indexes a computed directory (used by the pages and by unit tests). */
export function indexDirectory(data: DirectoryData): Directory {
  const byCode = new Map(data.states.map((state) => [state.code, state]));
  const regions = new Map(data.regions.map((region) => [region.id, region]));
  return {
    data,
    states: data.states,
    cities: data.cities,
    stateOf: (city) => byCode.get(city.state)!,
    regionById: (id) => {
      const region = regions.get(id);
      if (!region) throw new Error(`Directory: unknown service region ${id}`);
      return region;
    },
  };
}
