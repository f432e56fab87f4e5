/**
 * `npm run bench -- --profile`: where a phone's time goes, on the phone profile
 * (./phone.ts), one visit each, printed as timelines in ms from the document's navigation:
 * - /deal with its zip field scrolled to at once;
 * - /checkout/ after a second's rest on a /deal option and the tap.
 * Each shows the page's requests (Resource Timing; 0 KB: from the cache), the long tasks (over
 * 50 ms, as the throttled CPU ran them), when the LCP element painted, and when each island
 * hydrated (its `ssr` mark removed). A tool for finding the slow part, not a figure: one run, on
 * a shared machine. Prints, never fails.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { emulatePhone } from './phone.ts';

/** What the page's own observers saw (installed before any of its scripts run). */
type Seen = {
  longTasks: { start: number; ms: number }[];
  lcp: { at: number; element: string } | null;
  hydrated: { island: string; at: number }[];
};

type Request = { url: string; start: number; end: number; bytes: number };

declare global {
  interface Window {
    __profile?: Seen;
  }
}

/** Runs in every document before its own scripts: long tasks, LCP, islands losing their `ssr` mark. */
function observe(): void {
  const seen: Seen = { longTasks: [], lcp: null, hydrated: [] };
  window.__profile = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
    const element = last?.element;
    if (last) seen.lcp = { at: last.startTime, element: element ? `${element.tagName}.${element.className}` : '?' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver((records) => {
    for (const record of records) {
      const island = record.target as Element;
      if (record.attributeName !== 'ssr' || island.hasAttribute('ssr')) continue;
      const name = (island.getAttribute('component-url') ?? '').split('/').pop()?.split('.')[0] ?? '?';
      seen.hydrated.push({ island: name, at: performance.now() });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
}

/** The document's requests from its own Resource Timing entries. */
async function requestsOf(page: Page): Promise<Request[]> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.transferSize,
    })),
  );
}

/** After `load`, three seconds more: what loads late (telemetry, the consent bar) is part of the picture. */
async function report(page: Page, title: string, marks: Record<string, number>) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(3000);
  const seen = (await page.evaluate(() => window.__profile))!;
  const requests = await requestsOf(page);
  const ms = (value: number) => Math.round(value);
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      requests.map((r, index) => [
        `${index} ${new URL(r.url).pathname.slice(-48)}`,
        { start: ms(r.start), end: ms(r.end), KB: Number((r.bytes / 1024).toFixed(1)) },
      ]),
    ),
  );
  console.table({
    ...Object.fromEntries(Object.entries(marks).map(([mark, at]) => [mark, { at: ms(at) }])),
    ...(seen.lcp ? { [`LCP ${seen.lcp.element.slice(0, 40)}`]: { at: ms(seen.lcp.at) } } : {}),
    ...Object.fromEntries(seen.hydrated.map((h, i) => [`${i} hydrated ${h.island}`, { at: ms(h.at) }])),
    ...Object.fromEntries(seen.longTasks.map((t, i) => [`${i} long task ${ms(t.ms)} ms`, { at: ms(t.start) }])),
  });
}

async function dealVisit(browser: Browser, origin: string) {
  const context = await browser.newContext();
  await context.addInitScript(observe);
  const page = await context.newPage();
  await emulatePhone(page);
  await page.goto(`${origin}/deal`, { waitUntil: 'commit' });
  const field = page.locator('#zip-lookup-zipcode');
  await field.scrollIntoViewIfNeeded({ timeout: 90_000 });
  await field.waitFor({ state: 'visible' });
  const visible = await page.evaluate(() => performance.now());
  await page.locator('astro-island[component-url*="/ZipLookup."]:not([ssr])').waitFor({ state: 'attached' });
  await report(page, '/deal (zip field scrolled to at once)', { 'zip field on screen': visible });
  await context.close();
}

async function tapVisit(browser: Browser, origin: string) {
  const context = await browser.newContext();
  await context.addInitScript(observe);
  const page = await context.newPage();
  await emulatePhone(page);
  await page.goto(`${origin}/deal`);
  const link = page.locator('#options a[href^="/checkout/"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.hover();
  await page.waitForTimeout(1000); // the shopper's dwell
  await link.click({ noWaitAfter: true });
  await page.getByLabel('Email').waitFor({ state: 'visible' });
  const field = await page.evaluate(() => performance.now());
  await page.locator('astro-island[component-url*="/Checkout."]:not([ssr])').waitFor({ state: 'attached' });
  await report(page, '/checkout/ after a second on a /deal option and the tap', { 'email field on screen': field });
  await context.close();
}

export async function profilePhone(origin: string, executablePath?: string): Promise<void> {
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  await dealVisit(browser, origin);
  await tapVisit(browser, origin);
  await browser.close();
}
