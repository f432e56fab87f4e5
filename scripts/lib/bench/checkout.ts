/**
 * `npm run bench`'s checkout and zip-lookup figures on the phone profile (./phone.ts), median of 5:
 * - the deal page's zip lookup: from its field on screen (scrolled to as soon as it exists) to the
 *   island working (hydrated), read on the page's own clock: the frame in which the field
 *   intersects the screen (IntersectionObserver's entry time) to the island losing its `ssr` mark.
 *   The same span as the test driver saw it is printed beside it: that adds the driver's own
 *   round trips through the phone's busy main thread (noticing the field, typing the zip code,
 *   pressing Enter, then polling for the mark), 100–500 ms that are not the page's;
 * - the answer to a zip code entered with Enter the moment the field shows (held and carried out
 *   once the island works: src/islands/shared/earlyActions.ts);
 * - the checkout's JavaScript when its islands hydrate (gzip, static imports of the island and its
 *   renderer; the later steps' code is fetched ahead of need, not at hydration).
 * The tap-to-working figure of the checkout is the speculation bench's (./speculation.ts).
 * Prints figures, never fails on them.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium.ts';
import { measurePage } from '../page-weight.ts';
import { fileForPath } from '../site-pages.ts';
import { seenOn, watchPages, type Watch } from './pageClock.ts';
import { emulatePhone } from './phone.ts';
import { median } from '../median.ts';
import { progress } from '../perfDoc.ts';

const RUNS = 5;

const ZIP: Watch = { island: 'ZipLookup', field: '#zip-lookup-zipcode' };

/** One /deal visit: the zip field scrolled to as soon as it exists, a zip code entered with Enter at once. */
async function zipLookup(browser: Browser, origin: string) {
  const context = await browser.newContext();
  await watchPages(context, ZIP);
  const page = await context.newPage();
  await emulatePhone(page);
  const started = Date.now();
  await page.goto(`${origin}/deal`, { waitUntil: 'commit' });
  const field = page.locator('#zip-lookup-zipcode');
  await field.scrollIntoViewIfNeeded({ timeout: 90_000 });
  await field.waitFor({ state: 'visible' });
  const visible = Date.now();
  await field.fill('60601');
  await field.press('Enter');
  await page.locator('astro-island[component-url*="/ZipLookup."]:not([ssr])').waitFor({ state: 'attached' });
  const working = Date.now();
  await page.getByTestId('zip-result').getByText('near 60601').waitFor();
  const answered = Date.now();
  const seen = await seenOn(page, ZIP);
  await context.close();
  return {
    visible: visible - started,
    working: Math.round(seen.working - seen.field),
    driver: working - visible,
    answered: answered - visible,
  };
}

export async function benchCheckout(origin: string, siteDir: string, executablePath?: string): Promise<void> {
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  const runs: Awaited<ReturnType<typeof zipLookup>>[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await zipLookup(browser, origin));
  await browser.close();
  const weight = measurePage(siteDir, fileForPath(siteDir, '/checkout/')!);
  console.log(
    `\nEarly actions and the checkout's weight (phone profile: 390 px, 1.6 Mbps, 150 ms RTT, CPU 4x; median of ${RUNS})`,
  );
  console.table({
    '/deal zip lookup': {
      'field on screen, ms after navigation': median(runs.map((r) => r.visible)),
      'island working, ms after on screen (page clock; target <= 1000)': median(runs.map((r) => r.working)),
      'the same, as the test driver saw it': median(runs.map((r) => r.driver)),
      'Enter pressed at once answered, ms after on screen': median(runs.map((r) => r.answered)),
    },
  });
  progress(
    `runs (on screen/working/driver/answered): ${runs.map((r) => `${r.visible}/${r.working}/${r.driver}/${r.answered}`).join(' ')}`,
  );
  console.table({
    '/checkout/ JS when its islands hydrate (gzip; target <= 110 KB)': {
      KB: Number((weight.jsGzip / 1024).toFixed(1)),
    },
  });
}
