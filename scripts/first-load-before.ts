/**
 * `npm run budgets:before`: records what every template of every brand loaded before telemetry
 *for the byte-budget test that holds telemetry's growth of a page's first load to
 * 1 KB gzip (tests/e2e/budgets.spec.ts). Builds all ten brands at BEFORE_TELEMETRY in a temporary
 * git worktree (scripts/lib/baseline.ts) and measures one page per template the way the test
 * measures today's build:
 * - every page: the gzip JavaScript it references, every island hydrated, and the inline part of
 *   it (scripts/lib/page-weight.ts): for a page of inline scripts only, that is its first load;
 * - pages with JavaScript files (islands): the first load in Chromium on a phone, with the
 *   reference API (scripts/lib/first-load.ts).
 * Writes tests/e2e/first-load-before-telemetry.json. Run it again only when a measure itself
 * changes: the file records the old site; it is not a figure to raise when a page grows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { loadAllBrands } from '../src/brand/load.ts';
import { repoRoot } from '../build-data/dist.ts';
import { BEFORE_TELEMETRY, buildBaseline } from './lib/baseline.ts';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { firstLoadJs } from './lib/first-load.ts';
import { measurePage } from './lib/page-weight.ts';
import { fileForPath, sitePaths, templateSamples } from './lib/site-pages.ts';
import { BEFORE_TELEMETRY_FILE, BUDGET_SAMPLES, type BeforeTelemetry } from './lib/first-load-before.ts';
import { memoryApi, serveBrand, serverOrigin } from './serve.ts';

const brands = [...(await loadAllBrands()).keys()].sort();
console.log(`Building ${brands.length} brands as of ${BEFORE_TELEMETRY}…`);
const baseline = buildBaseline(BEFORE_TELEMETRY, brands);
if ('skipped' in baseline) {
  console.error(`Cannot record: ${baseline.skipped}`);
  process.exit(1);
}
const api = await memoryApi(() => {});
const { path: executablePath } = ensureChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
try {
  const record: BeforeTelemetry = { commit: baseline.commit, brands: {} };
  for (const brand of brands) {
    const siteDir = baseline.siteDirs[brand]!;
    const server = await serveBrand(brand, 0, '127.0.0.1', api, { root: siteDir });
    const origin = serverOrigin(server);
    const pages: BeforeTelemetry['brands'][string] = {};
    for (const path of templateSamples(sitePaths(siteDir), BUDGET_SAMPLES)) {
      const { jsGzip, inlineJsGzip, jsFiles } = measurePage(siteDir, fileForPath(siteDir, path)!);
      pages[path] = { jsGzip, inlineJsGzip };
      if (jsFiles.length > 0) {
        const page = await browser.newPage();
        pages[path].firstLoadGzip = (await firstLoadJs(page, siteDir, `${origin}${path}`, path)).jsGzip;
        await page.close();
      }
    }
    server.close();
    record.brands[brand] = pages;
    console.log(`${brand}: ${Object.keys(pages).length} sample pages`);
  }
  const file = join(repoRoot, BEFORE_TELEMETRY_FILE);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`Wrote ${file}`);
} finally {
  await browser.close();
  baseline.remove();
}
process.exit(0);
