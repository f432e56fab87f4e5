/**
 * The directory of this build: build-data/directory.ts computes it once per build tree and the
 * build-data integration serves it as `virtual:publicweb/directory`. Imported by the /us/ pages.
 */
import data from 'virtual:publicweb/directory';
import { indexDirectory, type Directory } from './directory.ts';

const built = indexDirectory(data);

/** The directory of this build. */
export function directory(): Directory {
  return built;
}

/**
 * cacheKey of every directory page for Astro's incremental build: what a page shows besides its
 * code (which Astro hashes itself) is the directory data and the copyright year in the footer.
 */
export function pageCacheKey(): string {
  return `${built.data.hash}/${new Date().getFullYear()}`;
}
