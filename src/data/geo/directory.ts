/**
 * Page-side access to the location directory: reads the JSON that prepare.ts computed for this
 * build tree (astro.config.ts computes or validates it before the build and passes its path in
 * PUBLICWEB_DIRECTORY_FILE), once per build process, and indexes it for the /us/ pages.
 */
import { readFileSync } from 'node:fs';
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

let loaded: Directory | undefined;

/** The directory of this build (read once per process). */
export function directory(): Directory {
  if (!loaded) {
    const file = process.env['PUBLICWEB_DIRECTORY_FILE'];
    if (!file) throw new Error('PUBLICWEB_DIRECTORY_FILE not set: build through astro.config.ts');
    loaded = indexDirectory(JSON.parse(readFileSync(file, 'utf8')) as DirectoryData);
  }
  return loaded;
}

/**
 * cacheKey of every directory page for Astro's incremental build: what a page shows besides its
 * code (which Astro hashes itself) is the directory data and the copyright year in the footer.
 */
export function pageCacheKey(): string {
  return `${directory().data.hash}/${new Date().getFullYear()}`;
}
