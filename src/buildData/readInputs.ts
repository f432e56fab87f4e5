/**
 * What the pages read from disk while they render, rather than import: the marketers' copy
 * (src/content/, read by src/copy/content.ts) and the brand files (brands/, read for the brand
 * names and logos). Astro hashes a page's imported code itself, but not these, so a page's
 * incremental-build cacheKey must include their hash (./directory.ts): without it an edit to
 * src/content/places/city.yaml left every city page as it was built before.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Builds run from the repository (as src/copy/content.ts assumes); this file is bundled, so no import.meta.url. */
const repoRoot = process.cwd();

/** The folders read at render time, from the repository root. */
export const READ_AT_RENDER = ['src/content', 'brands'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** One hash of every file (its path and its bytes) under `folders` of `root`. */
export function readInputsHash(root = repoRoot, folders: readonly string[] = READ_AT_RENDER): string {
  const hash = createHash('sha256');
  for (const folder of folders) {
    for (const file of filesUnder(join(root, folder))) {
      hash.update(relative(root, file));
      hash.update('\0');
      hash.update(readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}
