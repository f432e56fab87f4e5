/**
 * Builds brand sites into dist/<brand>/: every brand by default, or the ones named.
 *   npm run build                      all ten brands
 *   npm run build -- --brand main      one brand (repeat --brand for several)
 * All brand files are validated first; a broken one stops the build naming brand and field.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BrandConfigError, loadAllBrands, loadBrand } from '../src/brand/load.ts';
import { validateContent } from '../src/copy/validate.ts';
import { writeDeployBundle } from './lib/deploy/bundle.ts';
import { brandDist, buildTimesFile, distRoot, lastBuildTimes } from '../build-data/dist.ts';
import { prepareBuildData } from '../build-data/integration.ts';
import { sourceDay, stampSitemaps } from '../build-data/lastmod.ts';
import { ensureSourceDateEpoch } from '../build-data/sourceDate.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const astroBin = join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');

export type BrandBuild = { brand: string; seconds: number; pages: number; inlineScripts: number };

function countPages(dir: string): number {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html')).length;
}

function buildOne(brand: string): Promise<BrandBuild> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: root,
      env: { ...process.env, BRAND: brand, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`Build of brand "${brand}" failed (exit ${code}):\n${output}`));
      // The deploy bundle (_headers, _redirects, nginx.conf); fails the build when the CSP would block a script.
      loadBrand(brand)
        .then((config) => {
          // Each page's lastmod: the date its content last changed (build-data/lastmod.ts).
          stampSitemaps(brand, brandDist(brand), sourceDay());
          return writeDeployBundle(config);
        })
        .then((bundle) =>
          resolve({
            brand,
            seconds: (performance.now() - started) / 1000,
            pages: countPages(brandDist(brand)),
            inlineScripts: bundle.inlineScripts,
          }),
        )
        .catch(reject);
    });
  });
}

function recordBuildTime(result: BrandBuild) {
  const times = { ...lastBuildTimes(), [result.brand]: Math.round(result.seconds * 10) / 10 };
  mkdirSync(dirname(buildTimesFile), { recursive: true });
  writeFileSync(buildTimesFile, `${JSON.stringify(times, null, 2)}\n`);
}

/** Builds the given brands, `concurrency` at a time (one per core by default). */
export async function buildBrands(brands: string[], concurrency = availableParallelism()): Promise<BrandBuild[]> {
  // Once for all brands: the build data (API snapshot, location directory) is made and cached on
  // disk here, so no two parallel brand builds make it; each build's integration only reads it.
  const data = await prepareBuildData((message) => console.log(`  build data ${message}`));
  // Every date a page shows comes from the sources (the built commit), never the clock: set once,
  // so every brand's build process reads the same one.
  ensureSourceDateEpoch(process.env, data['virtual:publicweb/api-snapshot'].takenAt);
  const results: BrandBuild[] = [];
  const queue = [...brands];
  const worker = async () => {
    for (let brand = queue.shift(); brand; brand = queue.shift()) {
      const result = await buildOne(brand);
      console.log(
        `  built ${brand.padEnd(18)} ${String(result.pages).padStart(5)} pages  ${result.seconds.toFixed(1)} s  ` +
          `(deploy rules: ${result.inlineScripts} inline script hashes)`,
      );
      results.push(result);
      recordBuildTime(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, brands.length)) }, worker));
  return brands.map((brand) => results.find((result) => result.brand === brand)!);
}

/** Validates every brand and returns the keys to build, or exits with a clear message. */
export async function selectBrands(requested: string[]): Promise<string[]> {
  try {
    const brands = await loadAllBrands();
    const known = [...brands.keys()];
    // The marketers' copy (src/content/, docs/content.md): a broken file stops the build in one line.
    const contentProblem = validateContent(undefined, known);
    if (contentProblem) {
      console.error(`Invalid content. ${contentProblem}`);
      process.exit(1);
    }
    const unknown = requested.filter((key) => !brands.has(key));
    if (unknown.length > 0) {
      console.error(`Unknown brand: ${unknown.join(', ')}\nKnown brands: ${known.join(', ')}`);
      process.exit(2);
    }
    return requested.length > 0 ? requested : known;
  } catch (error) {
    if (error instanceof BrandConfigError) {
      console.error(`Invalid brand config. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', multiple: true, default: [] },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log('Usage: npm run build [-- --brand <key> ...] [--concurrency N]');
    process.exit(0);
  }
  const brands = await selectBrands(values.brand);
  const started = performance.now();
  console.log(`Building ${brands.length} brand${brands.length === 1 ? '' : 's'}: ${brands.join(', ')}`);
  try {
    const results = await buildBrands(brands, values.concurrency ? Number(values.concurrency) : undefined);
    const seconds = (performance.now() - started) / 1000;
    const pages = results.reduce((sum, result) => sum + result.pages, 0);
    console.log(`Done: ${pages} pages in ${seconds.toFixed(1)} s → ${distRoot}/<brand>/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
