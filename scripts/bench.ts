/**
 * `npm run bench`: builds every brand and prints build speed and, for each page template of the
 * main brand, what a first visit downloads. Prints figures; it never fails on them (targets are
 * shown for reference; byte budgets are enforced by tests/e2e/budgets.spec.ts).
 */
import { buildBrands, selectBrands } from './build.ts';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { firstLoadJs } from './lib/first-load.ts';
import { lighthouseMobile } from './lib/lighthouse.ts';
import { measurePage } from './lib/page-weight.ts';
import { byTemplate, fileForPath, sitePaths } from './lib/site-pages.ts';
import { serveBrand } from './serve.ts';
import { brandDist, buildDataDir } from '../build-data/dist.ts';
import { existsSync, readFileSync } from 'node:fs';
import { loadAllBrands } from '../src/brand/load.ts';
import { measureSimilarity, sampleServedCities } from '../tests/lib/citySimilarity.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// `npm run bench -- --no-build` measures the existing build instead of building first.
if (!process.argv.includes('--no-build')) {
  const brands = await selectBrands([]);
  console.log(`Building ${brands.length} brands…`);
  const started = performance.now();
  const results = await buildBrands(brands);
  const total = (performance.now() - started) / 1000;
  const pages = results.reduce((sum, result) => sum + result.pages, 0);

  console.log('\nBuild');
  console.table(
    Object.fromEntries(results.map((r) => [r.brand, { seconds: Number(r.seconds.toFixed(1)), pages: r.pages }])),
  );
  console.log(
    `Total: ${total.toFixed(1)} s wall clock for ${pages} pages = ${(pages / total).toFixed(1)} pages/s (target: ≥ 300 pages/s for all ten brands with every page)`,
  );
}

// Search (issue 13): pages each built brand offers to search engines, and how different the main
// brand's served city pages are (the same measure as tests/e2e/city-pages.spec.ts).
const allBrands = [...(await loadAllBrands()).values()];
const offered: Record<string, { 'pages offered to search': number; of: number }> = {};
for (const brand of allBrands) {
  const dir = brandDist(brand.key);
  if (!existsSync(dir)) continue;
  let count = 0;
  const paths = sitePaths(dir);
  for (const path of paths) {
    const html = readFileSync(fileForPath(dir, path)!, 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    if (/<meta name="robots" content="[^"]*noindex/.test(head)) continue;
    if (/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] === `${brand.baseUrl}${path}`) count++;
  }
  offered[brand.key] = { 'pages offered to search': count, of: paths.length };
}
console.log('\nSearch: pages offered to search engines (no noindex, canonical to themselves)');
console.table(offered);
if (existsSync(`${buildDataDir}/city-facts.json`) && existsSync(brandDist('main'))) {
  const { samples, served } = sampleServedCities(brandDist('main'), buildDataDir, 300);
  const figures = measureSimilarity(
    samples,
    allBrands.flatMap((b) => [b.appName, b.domain]),
    served,
  );
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  console.log(
    `Served city pages (main, ${figures.pages} of ${figures.servedPages} sampled, names removed): word 5-gram Jaccard ` +
      `median ${figures.medianSimilarity.toFixed(3)}, p90 ${figures.p90Similarity.toFixed(3)} (target: median <= 0.25); ` +
      `sentences on no other sampled page: median ${pct(figures.medianUniqueShare)}, lowest ${pct(figures.minUniqueShare)} (target: every page >= 20%)`,
  );
}

const siteDir = brandDist('main');
const rows: Record<string, Record<string, string | number>> = {};
for (const [template, paths] of byTemplate(sitePaths(siteDir))) {
  const weight = measurePage(siteDir, fileForPath(siteDir, paths[0]!)!);
  rows[template] = {
    pages: paths.length,
    html: kb(weight.htmlBytes),
    'html gzip': kb(weight.htmlGzip),
    'js gzip (all islands)': kb(weight.jsGzip),
    'css gzip': kb(weight.cssGzip),
  };
}
console.log(
  '\nFirst visit, main brand, one page per template (targets: directory/service/legal JS <= 10 KB, checkout <= 130 KB, city HTML <= 40 KB gzip)',
);
console.table(rows);

// In a browser, with the reference API: first-load JS on a phone and Lighthouse (mobile preset).
const { apiHandler, prepareDatabase } = await import('../api/server.ts');
const api = apiHandler(await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, () => {}));
const server = await serveBrand('main', 0, '127.0.0.1', api);
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { path: executablePath } = ensureChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
const live: Record<string, Record<string, string | number>> = {};
for (const path of ['/deal', '/', '/checkout/']) {
  const page = await browser.newPage();
  const first = await firstLoadJs(page, siteDir, `${origin}${path}`, path);
  await page.close();
  const lighthouse = await lighthouseMobile(`${origin}${path}`);
  live[path] = {
    'first-load JS gzip': kb(first.jsGzip),
    'CLS (Lighthouse mobile)': Number(lighthouse.cls.toFixed(3)),
    'LCP ms': Math.round(lighthouse.lcpMs),
    'TBT ms': Math.round(lighthouse.tbtMs),
    performance: lighthouse.performance,
  };
}
await browser.close();
server.close();
console.log(
  '\nIn the browser, main brand with the reference API (targets: /deal first load <= 90 KB gzip JS, CLS < 0.05)',
);
console.table(live);
process.exit(0);
