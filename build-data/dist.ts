/**
 * Where builds go: dist/<brand>/ by default. PUBLICWEB_DIST moves the whole tree (absolute, or
 * relative to the repository), so two checkouts of work can build and test side by side.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));

const configured = process.env['PUBLICWEB_DIST'];

/** Absolute folder holding one folder per built brand. */
export const distRoot = configured
  ? isAbsolute(configured)
    ? configured
    : resolve(repoRoot, configured)
  : join(repoRoot, 'dist');

/** Absolute folder of one brand's built site. */
export function brandDist(brand: string): string {
  return join(distRoot, brand);
}

/**
 * A brand's nginx server block: beside its folder, never in it, because everything in dist/<brand>/
 * is uploaded to the static host and would be published (server name, paths, every rule).
 */
export function brandNginxConf(brand: string): string {
  return join(distRoot, `${brand}.nginx.conf`);
}

/** Build data shared by every brand build of this tree (./cache.ts): one JSON file per product. */
export const buildDataDir = join(distRoot, '.cache', 'data');

/** Where scripts/build.ts keeps the seconds the last build of each brand took (quoted by `npm run content`). */
export const buildTimesFile = join(distRoot, '.cache', 'build-times.json');

/** The seconds the last build of each brand took (empty before the first build of this tree). */
export function lastBuildTimes(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(buildTimesFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}
