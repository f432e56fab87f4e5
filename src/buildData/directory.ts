/**
 * The directory of this build: build-data/directory.ts computes it once per build tree and the
 * build-data integration serves it as `virtual:publicweb/directory`. Imported by the /us/ pages.
 */
import data from 'virtual:publicweb/directory';
import facts from 'virtual:publicweb/city-facts';
import type { CityFactsData } from './cityFactsTypes.ts';
import { indexDirectory, type Directory } from '../directory/lookup.ts';
import { readInputsHash } from './readInputs.ts';
import { sourceYear } from '../lib/sourceDate.ts';

const built = indexDirectory(data);

/** The directory of this build. */
export function directory(): Directory {
  return built;
}

/** Reviews, cleaners and zip codes of each served city, read from the API's data at build time. */
export function cityFacts(): CityFactsData {
  return facts;
}

/** Read once per build: the copy and brand files do not change while a build runs. */
let readInputs: string | undefined;

/**
 * cacheKey of every directory page for Astro's incremental build: what a page shows besides its
 * code (which Astro hashes itself) is the directory data, the city facts, the copyright year and
 * the files it reads while rendering (every file of src/content/ and brands/, ./readInputs.ts), so
 * an edit to any of them renders the pages again.
 */
export function pageCacheKey(): string {
  readInputs ??= readInputsHash();
  return `${built.data.hash}/${facts.hash}/${facts.takenAt}/${sourceYear()}/${readInputs}`;
}
