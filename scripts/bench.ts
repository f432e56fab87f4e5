/**
 * `npm run bench`: builds every brand and prints build speed and, for each page template of the
 * main brand, what a first visit downloads. Prints figures; it never fails on them (targets are
 * shown for reference; byte budgets are enforced by tests/e2e/budgets.spec.ts).
 *
 * Telemetry's cost is measured against the site as it was before telemetry: the main
 * brand at BEFORE_TELEMETRY is built in the same run (scripts/lib/baseline.ts) and measured the
 * same way, Lighthouse alternating between the two builds. `--baseline=<ref>` picks another
 * commit; `--no-baseline` skips it. `--phone-only` prints only the phone-profile figures of the
 * existing main build (speculation, tap to a working checkout, the zip lookup).
 */
import { buildBrands, selectBrands } from './build.ts';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { firstLoadJs } from './lib/first-load.ts';
import { lighthouseMobile } from './lib/lighthouse.ts';
import { measurePage } from './lib/page-weight.ts';
import { BEFORE_TELEMETRY, buildBaseline, type Baseline } from './lib/baseline.ts';
import { telemetryStages } from './lib/telemetry-weight.ts';
import { byTemplate, fileForPath, sitePaths } from './lib/site-pages.ts';
import { memoryApi, serveBrand, serverOrigin } from './serve.ts';
import { brandDist, buildDataDir } from '../build-data/dist.ts';
import { existsSync, readFileSync } from 'node:fs';
import { loadAllBrands } from '../src/brand/load.ts';
import { measureSimilarity, sampleServedCities } from '../tests/lib/citySimilarity.ts';
import { benchSpeculation } from './lib/bench/speculation.ts';
import { benchCheckout } from './lib/bench/checkout.ts';
import { profilePhone } from './lib/bench/profile.ts';
import { lighthouseDetails } from './lib/bench/lighthouse.ts';
import { recordFigures } from './lib/perfDoc.ts';
import { median } from './lib/median.ts';

// `npm run bench -- --phone-only`: only the phone-profile figures on the existing
// build of the main brand (no build, no Lighthouse), and docs/performance.md is left alone.
// `--profile`: instead, one timeline of /deal and of the tap to /checkout/ (./lib/bench/profile.ts).
// `--lighthouse`: instead, Lighthouse mobile on /deal and /checkout/, five runs each, and what it charges.
if (['--phone-only', '--profile', '--lighthouse'].some((flag) => process.argv.includes(flag))) {
  const api = await memoryApi(() => {});
  const server = await serveBrand('main', 0, '127.0.0.1', api);
  const { path: executablePath } = ensureChromium();
  if (process.argv.includes('--profile')) await profilePhone(serverOrigin(server), executablePath);
  else if (process.argv.includes('--lighthouse')) await lighthouseDetails(serverOrigin(server));
  else {
    await benchSpeculation(serverOrigin(server), executablePath);
    await benchCheckout(serverOrigin(server), brandDist('main'), executablePath);
  }
  server.close();
  process.exit(0);
}

recordFigures('bench');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const baselineRef = process.argv.find((arg) => arg.startsWith('--baseline='))?.slice('--baseline='.length);

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

// Search: pages each built brand offers to search engines, and how different the main
// brand's served city pages are (the same measure as tests/built/site.test.ts).
const allBrands = [...(await loadAllBrands()).values()];
const offered: Record<string, { offered: number; of: number }> = {};
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
  offered[brand.key] = { offered: count, of: paths.length };
}
// One line: most brands offer nothing, by design.
const search = Object.entries(offered).sort(([, a], [, b]) => b.offered - a.offered);
console.log(
  `\nSearch: pages offered to search engines (no noindex, canonical to themselves), of each brand's built pages: ${search
    .filter(([, o]) => o.offered > 0)
    .map(([key, o]) => `${key} ${o.offered} of ${o.of}`)
    .join(', ')}; none on ${search
    .filter(([, o]) => o.offered === 0)
    .map(([key]) => key)
    .join(', ')}`,
);
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
let baseline: Baseline | undefined;
if (!process.argv.includes('--no-baseline')) {
  const ref = baselineRef ?? BEFORE_TELEMETRY;
  console.log(`\nBuilding the main brand as of ${ref} (before telemetry) for the before/after figures…`);
  const built = buildBaseline(ref);
  if ('skipped' in built) console.log(`Before/after skipped: ${built.skipped}`);
  else baseline = built;
}
process.on('exit', () => baseline?.remove());
// Stopped with Ctrl-C: exit normally, so that the worktree above is removed too.
process.on('SIGINT', () => process.exit(130));

const rows: Record<string, Record<string, string | number>> = {};
const beforeTemplates = baseline ? byTemplate(sitePaths(baseline.siteDir)) : undefined;
for (const [template, paths] of byTemplate(sitePaths(siteDir))) {
  const weight = measurePage(siteDir, fileForPath(siteDir, paths[0]!)!);
  rows[template] = {
    pages: paths.length,
    html: kb(weight.htmlBytes),
    'html gzip': kb(weight.htmlGzip),
    'js gzip (all islands)': kb(weight.jsGzip),
    'css gzip': kb(weight.cssGzip),
  };
  const beforePath = beforeTemplates?.get(template)?.[0];
  if (baseline && beforePath) {
    const before = measurePage(baseline.siteDir, fileForPath(baseline.siteDir, beforePath)!);
    rows[template]['js before telemetry'] = kb(before.jsGzip);
    rows[template]['js change'] =
      `${weight.jsGzip >= before.jsGzip ? '+' : '−'}${kb(Math.abs(weight.jsGzip - before.jsGzip))}`;
  }
}
console.log(
  '\nFirst visit, main brand, one page per template (targets: directory/service/legal JS <= 10 KB, checkout <= 108 KB, city HTML <= 40 KB gzip; telemetry: first load + at most 1 KB)',
);
console.table(rows);

console.log(
  '\nTelemetry after the first load, /deal (main brand; gzip bytes each stage adds to what is already loaded; nothing at all loads before the page is idle)',
);
console.table(
  Object.fromEntries(
    telemetryStages(siteDir, fileForPath(siteDir, '/deal')!).map((stage) => [
      stage.stage,
      { when: stage.when, files: stage.files, gzip: kb(stage.gzip) },
    ]),
  ),
);

// In a browser, with the reference API: first-load JS on a phone and Lighthouse (mobile preset).
const api = await memoryApi(() => {});
const server = await serveBrand('main', 0, '127.0.0.1', api);
const origin = serverOrigin(server);
const beforeServer = baseline ? await serveBrand('main', 0, '127.0.0.1', api, { root: baseline.siteDir }) : undefined;
const beforeOrigin = beforeServer ? serverOrigin(beforeServer) : undefined;
const { path: executablePath } = ensureChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
/** Lighthouse runs per build for the before/after pages, alternating builds, median reported. */
const RUNS = 3;
const live: Record<string, Record<string, string | number>> = {};
const CITY = '/us/illinois/chicago/';
for (const path of ['/deal', '/', CITY, '/checkout/']) {
  const page = await browser.newPage();
  const first = await firstLoadJs(page, siteDir, `${origin}${path}`, path);
  await page.close();
  const compare = Boolean(beforeOrigin) && path !== '/checkout/';
  const after: Awaited<ReturnType<typeof lighthouseMobile>>[] = [];
  const before: number[] = [];
  for (let run = 0; run < (compare ? RUNS : 1); run += 1) {
    if (compare) before.push((await lighthouseMobile(`${beforeOrigin}${path}`)).performance);
    after.push(await lighthouseMobile(`${origin}${path}`));
  }
  const lighthouse = after.find((run) => run.performance === median(after.map((r) => r.performance)))!;
  live[path] = {
    'first-load JS gzip': kb(first.jsGzip),
    'CLS (Lighthouse mobile)': Number(lighthouse.cls.toFixed(3)),
    'LCP ms': Math.round(lighthouse.lcpMs),
    'TBT ms': Math.round(lighthouse.tbtMs),
    performance: lighthouse.performance,
  };
  if (compare && baseline) {
    const page = await browser.newPage();
    const firstBefore = await firstLoadJs(page, baseline.siteDir, `${beforeOrigin}${path}`, path);
    await page.close();
    live[path]['first-load JS before telemetry'] = kb(firstBefore.jsGzip);
    live[path]['performance before telemetry'] = median(before);
    live[path]['runs'] = `${before.join('/')} → ${after.map((r) => r.performance).join('/')}`;
  }
}
await browser.close();
// Speculation, tap to typing and back/forward on the phone profile (docs/speculation.md).
await benchSpeculation(origin, executablePath);
// The zip lookup before and after it works, and the checkout's weight at hydration.
await benchCheckout(origin, siteDir, executablePath);
server.close();
beforeServer?.close();
console.log(
  `\nIn the browser, main brand with the reference API (targets: /deal first load <= 90 KB gzip JS, CLS < 0.05${
    baseline ? `; Lighthouse within 1 point of ${baseline.ref}, the median of ${RUNS} runs each, alternating` : ''
  })`,
);
console.table(live);
process.exit(0);
