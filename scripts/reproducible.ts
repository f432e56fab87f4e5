/**
 * Proves a build is a function of its sources: two cold builds of one brand from this checkout,
 * the second with the clock moved ahead (a build on another day), must be the same files, byte
 * for byte (pages, sitemaps, assets, deploy bundle, nginx block).
 *   node scripts/reproducible.ts --brand main [--days 400]
 * Each build starts with no cache at all (its own PUBLICWEB_DIST): the build data is made again too.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const shiftClock = fileURLToPath(new URL('./lib/shift-clock.mjs', import.meta.url));

/** Every file under `dir` with the sha256 of its bytes. */
export function fileHashes(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

/** Files that differ, are missing or are extra between two trees. */
export function treeDifferences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = [...new Set([...a.keys(), ...b.keys()])].sort();
  return names.filter((name) => a.get(name) !== b.get(name));
}

function build(brand: string, dist: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync(process.execPath, ['scripts/build.ts', '--brand', brand], {
    cwd: root,
    env: { ...process.env, PUBLICWEB_DIST: dist, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build of ${brand} in ${dist} failed`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { brand: { type: 'string', default: 'main' }, days: { type: 'string', default: '400' } },
  });
  const brand = values.brand;
  const today = mkdtempSync(join(tmpdir(), 'publicweb-today-'));
  const later = mkdtempSync(join(tmpdir(), 'publicweb-later-'));
  try {
    console.log(`Cold build of ${brand} today…`);
    build(brand, today, {});
    console.log(`Cold build of ${brand} with the clock ${values.days} days ahead…`);
    build(brand, later, {
      PUBLICWEB_CLOCK_SHIFT_DAYS: values.days,
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import ${shiftClock}`.trim(),
    });
    const trees = [today, later].map((dist) => {
      const files = fileHashes(join(dist, brand));
      const nginx = join(dist, `${brand}.nginx.conf`);
      if (existsSync(nginx)) files.set('../nginx.conf', createHash('sha256').update(readFileSync(nginx)).digest('hex'));
      return files;
    });
    const differences = treeDifferences(trees[0]!, trees[1]!);
    console.log(`${trees[0]!.size} files compared: ${differences.length} differ.`);
    for (const name of differences.slice(0, 20)) console.log(`  ${name}`);
    process.exitCode = differences.length === 0 ? 0 : 1;
  } finally {
    rmSync(today, { recursive: true, force: true });
    rmSync(later, { recursive: true, force: true });
  }
}
