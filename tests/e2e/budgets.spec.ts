import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkName, firstLoadFromNames, firstLoadJs, firstLoadOf } from '../../scripts/lib/first-load.ts';
import { TELEMETRY_TEMPLATE, measurePage, moduleGraph } from '../../scripts/lib/page-weight.ts';
import { brandDist, repoRoot } from '../../build-data/dist.ts';
import { BEFORE_TELEMETRY_FILE, pageBefore, type BeforeTelemetry } from '../../scripts/lib/first-load-before.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { billingWording } from '../../src/domain/planTerms.ts';
import { FRIENDLY_TRANSPORT_MESSAGE } from '../../src/graphql/friendly.ts';
import { experimentsConfig } from '../../src/brand/experiments.ts';
import { expect, templatePages, test } from './fixtures.ts';

/** The telemetry head script of a page. */
const headScriptOf = (html: string) =>
  [...html.matchAll(/<script>([^<]*__pw[^<]*)<\/script>/g)].map((m) => m[1]!)[0] ?? '';

/**
 * The head script carries the brand's experiment table (src/telemetry/inline.ts). The budgets hold
 * for the code with the default table; a brand that runs more variants (staging lists every
 * catalogue cohort for QA, brands/staging.ts) pays for its longer table on top: what the page's head
 * script weighs (gzip) beyond the same script with the default table.
 */
function tableAllowance(brand: Parameters<typeof experimentsConfig>[0] & { isDev?: boolean }, html: string): number {
  const head = headScriptOf(html);
  // A development brand (staging: QA, never shopped) also carries the code that lets QA pick a
  // cohort (PICK_COHORT in src/telemetry/head.ts): it pays for its whole head beyond a live brand's
  // head of the same build, when one is built.
  const live = join(brandDist('main'), 'index.html');
  if (brand.isDev && existsSync(live)) {
    return Math.max(0, gzipSync(head).length - gzipSync(headScriptOf(readFileSync(live, 'utf8'))).length);
  }
  const table = JSON.stringify(experimentsConfig(brand));
  if (!head.includes(table)) return 0;
  const withDefaultTable = head.replace(table, JSON.stringify(experimentsConfig({ experiments: {} })));
  return Math.max(0, gzipSync(head).length - gzipSync(withDefaultTable).length);
}

const KB = 1024;

/**
 * A development brand's QA code in the first load's chunks (staging's test hooks in the island
 * wrapper): what each chunk weighs (gzip) beyond main's chunk of the same name, when main is built.
 */
function devChunkExtras(brand: { isDev?: boolean }, siteDir: string, files: readonly string[]): number {
  const mainAssets = join(brandDist('main'), '_astro');
  if (!brand.isDev || !existsSync(mainAssets)) return 0;
  const mainFiles = readdirSync(mainAssets);
  let extra = 0;
  for (const file of files) {
    const twin = mainFiles.find((candidate) => candidate.endsWith('.js') && chunkName(candidate) === chunkName(file));
    if (!twin) continue;
    const size = (path: string) => gzipSync(readFileSync(path)).length;
    extra += Math.max(0, size(join(siteDir, file)) - size(join(mainAssets, twin)));
  }
  return extra;
}

/**
 * Gzip JavaScript a page may reference in total, every island hydrated (exact, from the files).
 * Pages with islands pay React's runtime (≈ 69 KB) once; the first-load budget is tested below.
 */
function jsBudget(path: string): number {
  if (path === '/' || path === '/deal') return 110 * KB;
  if (path === '/reviews/') return 90 * KB;
  if (path.startsWith('/checkout')) return 109 * KB; // the target is 110 KB (docs/performance.md); this holds what the page weighs now
  return 10 * KB; // directory, services, legal and the other static pages
}

test('every template stays within its byte budgets (gzip)', { tag: '@every-brand' }, async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of templatePages(brand.key)) {
    const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
    expect(weight.cssGzip, `CSS of ${path}`).toBeLessThanOrEqual(20 * KB);
    // A development brand (staging) pays for its QA code on top, as in its first load below.
    const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
    // A development brand sells every cohort, so its pages also carry every cohort's offer wording
    // and price ranges (about 100 B gzip more than a live brand's on / and /deal).
    const everyCohort = brand.isDev && jsBudget(path) === 110 * KB ? 256 : 0;
    const devExtras = tableAllowance(brand, html) + devChunkExtras(brand, siteDir, weight.jsFiles) + everyCohort;
    expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(jsBudget(path) + devExtras);
    if (path.startsWith('/us/')) expect(weight.htmlGzip, `HTML of ${path}`).toBeLessThanOrEqual(40 * KB);
  }
});

test(
  'static pages ship no framework runtime: the mobile menu script at most',
  { tag: '@every-brand' },
  async ({ brand }) => {
    const siteDir = brandDist(brand.key);
    for (const path of templatePages(brand.key).filter((p) => jsBudget(p) === 10 * KB)) {
      const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
      expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(3 * KB);
    }
  },
);

/**
 * TanStack Form's code, by a property name only one of its modules holds: FieldApi (what the deal
 * page's forms make) and FormGroupApi (which only the checkout's `useForm` reaches).
 */
const TANSTACK_FORM = { FieldApi: 'getLinkedFields', FormGroupApi: '_lastDistributedFieldNames' };

// A chunk cut in two weighs more than the one chunk (src/islands/shared/form/headless.ts): the
// checkout loads TanStack Form at hydration, the deal page's forms the same chunk on first use.
test("TanStack Form is one chunk: the checkout's at hydration, the deal page's forms' on first use", () => {
  const siteDir = brandDist('main');
  const assets = readdirSync(join(siteDir, '_astro')).filter((file) => file.endsWith('.js'));
  const holding = (marker: string) =>
    assets.filter((file) => readFileSync(join(siteDir, '_astro', file), 'utf8').includes(marker));
  const chunks = [...new Set(Object.values(TANSTACK_FORM).flatMap(holding))].map((file) => `/_astro/${file}`);
  expect(chunks, 'the chunks holding TanStack Form').toHaveLength(1);
  expect(measurePage(siteDir, fileForPath(siteDir, '/checkout/')!).jsFiles).toContain(chunks[0]);
  for (const island of ['ZipLookup', 'Waitlist']) {
    const entry = `/_astro/${assets.find((file) => new RegExp(`^${island}\\.[\\w-]{8}\\.js$`).test(file))}`;
    expect(moduleGraph(siteDir, entry), `${island} once used`).toContain(chunks[0]);
    expect(moduleGraph(siteDir, entry, { dynamic: false }), `${island} at hydration`).not.toContain(chunks[0]);
  }
});

/**
 * Code a shopper needs only after acting (a form's error wording, the option cards' plan terms),
 * each with a string only it contains. None belongs in the first load of / and /deal: the room it
 * leaves is for telemetry.
 */
const NOT_AT_FIRST_LOAD: Record<string, string> = {
  "a form's transport-error sentence (src/graphql/friendly.ts)": FRIENDLY_TRANSPORT_MESSAGE,
  "the plan terms' billing wording (src/domain/planTerms.ts)": billingWording('QUARTERLY'),
};
/** vanilla-extract's recipe runtime: islands join class names from *Parts.css.ts instead (eslint.config.js). */
const RECIPE_RUNTIME = 'defaultClassName';

const beforeTelemetry = JSON.parse(readFileSync(join(repoRoot, BEFORE_TELEMETRY_FILE), 'utf8')) as BeforeTelemetry;

/** Pages whose islands load at first visit; every other template has inline scripts only. */
const ISLAND_PAGES = ['/', '/deal', '/checkout/', '/reviews/'];

/**
 * The early-actions head script (src/islands/shared/earlyActions.inline.ts: a press
 * before hydration is kept) on `path`, gzip: no part of telemetry, so it is held to its own
 * budget (750 bytes) and not counted in telemetry's growth nor in the 90 KB of / and /deal below.
 * (It was 700 until it also wrote the looked-up zip code into a checkout link followed before the
 * options' island runs: about 95 bytes.)
 */
function earlyActionsGzip(siteDir: string, path: string): number {
  const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
  const scripts = [...html.matchAll(/<script>([^<]*__early[^<]*)<\/script>/g)].map((m) => m[1]!);
  expect(scripts, `early-actions script of ${path}`).toHaveLength(1);
  const gzip = gzipSync(scripts[0]!).length;
  expect(gzip, `early-actions script gzip on ${path}`).toBeLessThanOrEqual(750);
  return gzip;
}

/**
 * The scripts a phone's browser loads on opening each island page (chunk names, without their
 * hashes), recorded from main: every brand behaves as a template brand and has its structure
 * (tests/lib/brandGroups.ts), so every brand's page loads its own build's scripts of these names;
 * the browser test below proves it on the template brands.
 */
const FIRST_LOAD_FILE = 'tests/e2e/first-load-scripts.json';
type FirstLoadRecord = { how: string; pages: Record<string, string[]> };
const firstLoadRecord = JSON.parse(readFileSync(join(repoRoot, FIRST_LOAD_FILE), 'utf8')) as FirstLoadRecord;
const RECORD_HOW = 'npm run budgets:first-load';

// "Before the shopper interacts": opening the page on a phone and waiting, no scrolling or tapping
// (scripts/lib/first-load.ts), inline scripts included. Telemetry may add at most 1 KB gzip
// to that on any template, against the same brand's same template built at the last commit before
// telemetry (recorded by `npm run budgets:before`). /deal and / also stay within 90 KB. Read from
// every brand's files: the scripts of the recorded first load, in this brand's build.
test(
  'first load on a phone: at most 1 KB gzip over the site before telemetry on every template, 90 KB on / and /deal',
  { tag: '@every-brand' },
  async ({ brand }) => {
    const siteDir = brandDist(brand.key);
    for (const path of templatePages(brand.key)) {
      const before = pageBefore(beforeTelemetry, brand.key, path);
      expect(before, `${path} has no record before telemetry (a new template sets its own budget here)`).toBeDefined();
      const early = earlyActionsGzip(siteDir, path);
      // The reviews island says when the API is slow and carries every pre-rendered sort (so a
      // visitor's list shows from the first paint), in named hooks and components (no function over
      // 80 lines, +0.3 KB): features of the page, not telemetry.
      // The checkout's API calls load after its form hydrates (src/islands/Checkout/api.ts): the same
      // code in one more file with its loader and failure wording, about 0.42 KB gzip over loading
      // it with the island; the form no longer waits for those 11 KB to hydrate.
      // The waitlist and survey answers share one fragment (src/islands/shared/form/graphql/FormResult.ts), a
      // chunk of its own in step 1's first load (+0.18 KB gzip with its file overhead).
      // The checkout's hydration a task after its code (client:loadApart's inline directive,
      // src/islands/shared/loadApart.ts) and dollars written without Intl (src/domain/format.ts):
      // +0.11 KB gzip that take its longest tasks apart.
      // The reviews' own requests are given up at the deadline as every request a shopper waits on
      // is (src/graphql/timed.ts, a chunk of 0.21 KB gzip).
      // The checkout keeps a bought voucher for the browser's other tabs and shows it there instead
      // of an empty step 1 (src/islands/Checkout/session.ts `withKeptVoucher`, edges.ts): 0.2 KB gzip.
      // Every island fills its sentences with the pages' one fill (src/copy/fill.ts), carried in
      // React's chunk so it costs no request of its own: +0.07 KB gzip on the checkout, less on
      // the reviews.
      const fill = 96;
      // TanStack Form is one chunk with the deal page's forms (src/islands/shared/form/headless.ts),
      // which leaves the steps' shared Problem component in a chunk of its own: 0.19 KB gzip.
      const problem = 192;
      const features =
        path === '/reviews/'
          ? KB + 320 + 256 + fill
          : path === '/checkout/'
            ? 512 + 192 + 128 + 256 + fill + problem
            : 0;
      const beforeFirstLoad = (before!.firstLoadGzip ?? before!.jsGzip) + early + features;
      const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
      if (!ISLAND_PAGES.includes(path)) {
        // Inline scripts only: what the page references is exactly what it loads first.
        const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
        expect(weight.jsFiles, `JavaScript files on ${path}`).toEqual([]);
        expect(weight.jsGzip - beforeFirstLoad, `growth of ${path}'s first-load JS`).toBeLessThanOrEqual(
          KB + tableAllowance(brand, html),
        );
        continue;
      }
      const names = firstLoadRecord.pages[path];
      expect(names, `${path}'s first-load scripts in ${FIRST_LOAD_FILE} (${RECORD_HOW})`).toBeDefined();
      const { jsGzip, files } = firstLoadFromNames(siteDir, path, names!);
      expect(jsGzip - beforeFirstLoad, `growth of ${path}'s first-load JS: ${files.join(', ')}`).toBeLessThanOrEqual(
        KB + tableAllowance(brand, html) + devChunkExtras(brand, siteDir, files),
      );
      const code = files.map((file) => readFileSync(join(siteDir, file), 'utf8')).join('\n');
      expect(code.includes(RECIPE_RUNTIME), `vanilla-extract's recipe runtime in the first load of ${path}`).toBe(
        false,
      );
      if (path !== '/' && path !== '/deal') continue;
      expect(jsGzip - early, `first-load JS of ${path}: ${files.join(', ')}`).toBeLessThanOrEqual(90 * KB);
      for (const [what, marker] of Object.entries(NOT_AT_FIRST_LOAD)) {
        expect(code.includes(marker), `${what} in the first load of ${path}`).toBe(false);
      }
    }
  },
);

// The figure above, measured: a phone's browser opening each island page loads exactly the
// recorded scripts, so the figure read from the files is what it downloads. On the template brands
// (main, and the brands whose settings change what loads: staging's test hooks, partner-platform's
// consent); the others behave as one of them (tests/lib/brandGroups.test.ts).
test(
  'a phone’s browser loads exactly the recorded first-load scripts on every island page',
  { tag: '@template-brands' },
  async ({ page, brand }) => {
    const siteDir = brandDist(brand.key);
    const paths = ISLAND_PAGES.filter((path) => templatePages(brand.key).includes(path));
    expect(paths, 'island pages of this brand').toEqual(ISLAND_PAGES);
    let expected = firstLoadRecord.pages;
    if (process.env['PW_RECORD_FIRST_LOAD'] && brand.key === 'main') {
      expected = {};
      for (const path of paths)
        expected[path] = (await firstLoadJs(page, siteDir, path, path)).files.map(chunkName).sort();
      const record: FirstLoadRecord = { how: RECORD_HOW, pages: expected };
      writeFileSync(join(repoRoot, FIRST_LOAD_FILE), JSON.stringify(record, null, 2) + '\n');
    }
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.add(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of paths) {
      requested.clear();
      await page.goto(path, { waitUntil: 'networkidle' });
      // Islands that hydrate at load or when the browser is idle have done so.
      await expect(
        page.locator('astro-island[ssr]:is([client="load"], [client="loadApart"], [client="idle"])'),
      ).toHaveCount(0);
      const loaded = () => firstLoadOf(siteDir, path, requested).files.map(chunkName).sort();
      await expect
        .poll(loaded, { message: `first-load scripts of ${path} (when they change on purpose: ${RECORD_HOW})` })
        .toEqual(expected[path]);
      expect(firstLoadOf(siteDir, path, requested).jsGzip, `${path}: measured and read from the files`).toBe(
        firstLoadFromNames(siteDir, path, expected[path]!).jsGzip,
      );
    }
  },
);

// Telemetry's whole first-load cost is the inline head script (agent mode, experiments,
// UTM, early errors); the loader and every vendor SDK wait in an inert <template> until idle.
test(
  'telemetry in the first load is one inline head script of at most 1 KB gzip; the loader waits in its template',
  { tag: '@every-brand' },
  async ({ brand }) => {
    const siteDir = brandDist(brand.key);
    for (const path of templatePages(brand.key)) {
      const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
      const head = [...html.matchAll(/<script>([^<]*__pw[^<]*)<\/script>/g)].map((m) => m[1]!);
      expect(head, `telemetry head script of ${path}`).toHaveLength(1);
      expect(gzipSync(head[0]!).length, `head script gzip on ${path}`).toBeLessThanOrEqual(
        KB + tableAllowance(brand, html),
      );
      const outsideTemplate = html.replace(TELEMETRY_TEMPLATE, '');
      expect(outsideTemplate, `telemetry loader outside its template on ${path}`).not.toMatch(
        /TelemetryLoader|ConsentBanner/,
      );
    }
  },
);
