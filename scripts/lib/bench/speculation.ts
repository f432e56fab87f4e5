/**
 * `npm run bench`'s speculation and back/forward figures (docs/speculation.md), on the phone profile (./phone.ts):
 * - tap to typing, /deal -> checkout: the shopper rests on an option's checkout link for a second,
 *   then taps it; the time until the checkout's email field is on screen and until its island has
 *   hydrated (the form submits), median of 5, with the deal page's speculation rules and without.
 *   Read on the pages' own clocks (wall time, shared by the two documents): from the tap's
 *   `pointerdown` on /deal to the frame in which the email field is on screen and to the island
 *   losing its `ssr` mark. The same span as the test driver saw it is printed beside it: that adds
 *   its checks before the tap and its polling through the phone's busy main thread;
 * - back from the checkout to /deal: restored from the back/forward cache, and how long it takes;
 * - bytes fetched speculatively on a /deal view that follows none of it.
 * Chromium never prerenders while DevTools is attached (PrerenderingDisabledByDevTools), and this
 * measures through DevTools: the figures are the prefetch path. Prints figures, never fails on them.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { seenOn, watchPages, type Watch } from './pageClock.ts';
import { emulatePhone } from './phone.ts';
import { median } from '../median.ts';
import { progress } from '../perfDoc.ts';

const RUNS = 5;
const OPTION_LINK = '#options a[href^="/checkout/"]';

/** Serves /deal without its speculation rules (the "without" runs). */
async function withoutRules(page: Page): Promise<void> {
  await page.route(/\/deal$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<script type="speculationrules">[\s\S]*?<\/script>/, '');
    await route.fulfill({ response, body });
  });
}

/** Bytes the browser fetched with `Sec-Purpose: prefetch…` (speculation), by the page's DevTools session. */
async function speculativeBytes(page: Page): Promise<() => number> {
  const cdp = await page.context().newCDPSession(page);
  const speculative = new Set<string>();
  let bytes = 0;
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { headers: Record<string, string> } }) => {
    const purpose = Object.entries(event.request.headers).find(([name]) => name.toLowerCase() === 'sec-purpose');
    if (purpose?.[1].startsWith('prefetch')) speculative.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number }) => {
    if (speculative.has(event.requestId)) bytes += event.encodedDataLength;
  });
  await cdp.send('Network.enable');
  return () => bytes;
}

/** The checkout's email field and island, from the press on a /deal option's link. */
const CHECKOUT: Watch = {
  island: 'Checkout',
  field: 'input[id$="-email"]',
  path: '/checkout/',
  tap: { on: OPTION_LINK, key: 'publicweb.bench.tappedAt' },
};

/** One tap: /deal loaded, a second's rest on the first option's checkout link, the tap. */
async function tapToTyping(browser: Browser, origin: string, speculation: boolean) {
  const context = await browser.newContext();
  await watchPages(context, CHECKOUT);
  const page = await context.newPage();
  await emulatePhone(page);
  if (!speculation) await withoutRules(page);
  await page.goto(`${origin}/deal`);
  const link = page.locator(OPTION_LINK).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(1000); // the shopper's dwell (what is measured starts at the tap)
  const tapped = Date.now();
  await link.click({ noWaitAfter: true });
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  const field = Date.now() - tapped;
  await page.locator('astro-island[component-url*="/Checkout."]:not([ssr])').waitFor({ state: 'attached' });
  const hydrated = Date.now() - tapped;
  const seen = await seenOn(page, CHECKOUT);
  await context.close();
  return {
    field: Math.round(seen.field - seen.tapped),
    hydrated: Math.round(seen.working - seen.tapped),
    driver: { field, hydrated },
  };
}

type Tap = Awaited<ReturnType<typeof tapToTyping>>;

/**
 * Back from the checkout to /deal: from the moment the checkout calls history.back() to the restored
 * page's `pageshow`, both read from the pages' own clocks (wall time, shared by the two documents),
 * so the figure holds no DevTools round trips.
 */
async function backNavigation(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await emulatePhone(page);
  await page.goto(`${origin}/deal`);
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => {
      Object.assign(window, { __shownAt: Date.now(), __restored: event.persisted });
    }),
  );
  await page.locator(OPTION_LINK).first().click();
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  await page.locator('astro-island[component-url*="/Checkout."]:not([ssr])').waitFor({ state: 'attached' });
  const started = await page.evaluate(() => {
    const now = Date.now();
    setTimeout(() => history.back());
    return now;
  });
  await page.waitForURL(/\/deal$/, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
  const { shownAt, restored } = await page.evaluate(() => {
    const shown = window as unknown as { __shownAt: number; __restored: boolean };
    return { shownAt: shown.__shownAt, restored: shown.__restored };
  });
  await context.close();
  return { ms: shownAt - started, restored };
}

/** A /deal view that scrolls past the options, rests on one for a second, and follows nothing. */
async function unusedBytes(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bytes = await speculativeBytes(page);
  await emulatePhone(page, { network: true });
  await page.goto(`${origin}/deal`);
  const link = page.locator(OPTION_LINK).first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(1000);
  await page.mouse.move(0, 0);
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  const total = bytes();
  await context.close();
  return total;
}

export async function benchSpeculation(origin: string, executablePath?: string): Promise<void> {
  // The back/forward cache is off in Playwright's default launch: turned back on here.
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  const runs = { with: [] as Tap[], without: [] as Tap[] };
  for (let run = 0; run < RUNS; run += 1) {
    // Alternating, so a busy moment of the machine does not fall on one side only.
    runs.with.push(await tapToTyping(browser, origin, true));
    runs.without.push(await tapToTyping(browser, origin, false));
  }
  const back = await backNavigation(browser, origin);
  const unused = await unusedBytes(browser, origin);
  await browser.close();
  const row = (list: Tap[]) => ({
    'email field on screen, ms (median)': median(list.map((r) => r.field)),
    'form works (hydrated), ms (median; target <= 800)': median(list.map((r) => r.hydrated)),
    'the same two, as the test driver saw them': `${median(list.map((r) => r.driver.field))}/${median(list.map((r) => r.driver.hydrated))}`,
  });
  // Each run's figures are for the terminal; the document keeps the medians.
  for (const [name, list] of Object.entries(runs))
    progress(`runs ${name} speculation rules: ${list.map((r) => `${r.field}/${r.hydrated}`).join(' ')}`);
  console.log(
    `\nSpeculation and back/forward (phone profile: 390 px, 1.6 Mbps, 150 ms RTT, CPU 4x; median of ${RUNS}; ` +
      "prefetch path only: Chromium does not prerender while DevTools is attached; ms from the tap on the pages' clocks)",
  );
  console.table({
    'tap -> checkout, with speculation rules': row(runs.with),
    'tap -> checkout, without': row(runs.without),
  });
  console.table({
    'back checkout -> /deal (history.back() to pageshow)': { ms: back.ms, 'from back/forward cache': back.restored },
    'speculative bytes per /deal view, unused': { bytes: unused, KB: Number((unused / 1024).toFixed(1)) },
  });
}
