/**
 * Back and forward are instant. Every template may enter the back/forward cache (no
 * unload handler, no no-store, nothing held open); state that may have changed while the visitor
 * was away (the deal counter, prices) is asked again on `pageshow` with `persisted`.
 */
import { expect, fullBrowser, templatePages, test } from './fixtures.ts';
import { apiCalls } from '../lib/pageHelpers.ts';

// Playwright launches Chromium with the back/forward cache off (--disable-back-forward-cache); these
// tests turn it back on, in the full browser (the suite's headless shell has no such cache).
test.use({ launchOptions: fullBrowser({ ignoreDefaultArgs: ['--disable-back-forward-cache'] }) });

test('back from the checkout to /deal restores it whole, and the counter is asked again', async ({ page }) => {
  const calls = apiCalls(page);
  // The counter's first answer arrives before the shopper leaves: a question still in flight when
  // the page is frozen is the one the restored page waits for (the client sends an identical
  // question once), so it would not be asked twice.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/graphql') && /GetAvailableVouchers/.test(response.request().postData() ?? ''),
  );
  await page.goto('/deal');
  await answered;
  await expect(page.locator('#options a[href^="/checkout/"]').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __pwKept: boolean }).__pwKept = true;
    addEventListener('pageshow', (event) => {
      (window as unknown as { __pwRestored: boolean }).__pwRestored = event.persisted;
    });
  });
  await page.locator('#options a[href^="/checkout/"]').first().click();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  const before = calls.filter((name) => name === 'GetAvailableVouchers').length;
  // A page restored from the cache fires no load event: wait for the navigation to commit.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/deal$/);
  // The same document came back (its script state survived) and said so in pageshow.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __pwRestored?: boolean }).__pwRestored))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { __pwKept?: boolean }).__pwKept)).toBe(true);
  const navigation = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
  );
  expect(navigation).toBe('navigate'); // a restored page keeps its original navigation entry
  // The restored page asks again on pageshow; on a loaded machine its answer may take seconds.
  await expect
    .poll(() => calls.filter((name) => name === 'GetAvailableVouchers').length, { timeout: 15_000 })
    .toBe(before + 1);
});

test('every template may enter the back/forward cache', async ({ page, brand }) => {
  test.setTimeout(180_000); // one visit, one away and one back per template
  const cdp = await page.context().newCDPSession(page);
  const notUsed: string[] = [];
  cdp.on('Page.backForwardCacheNotUsed', (event: { notRestoredExplanations: { reason: string }[] }) =>
    notUsed.push(...event.notRestoredExplanations.map((e) => e.reason)),
  );
  await cdp.send('Page.enable');
  const away = '/privacy-policy/';
  for (const path of templatePages(brand.key).filter((p) => p !== away)) {
    await page.goto(path);
    await page.evaluate(() => {
      addEventListener('pageshow', (event) => {
        (window as unknown as { __pwRestored: boolean }).__pwRestored = event.persisted;
      });
    });
    // A visitor who read the page: what it fetched after its load has arrived (a request still in
    // flight keeps a page out of the cache; one held open forever fails here).
    await page.waitForLoadState('networkidle');
    notUsed.length = 0;
    await page.goto(away);
    await page.goBack({ waitUntil: 'commit' });
    const restored = await expect
      .poll(() => page.evaluate(() => (window as unknown as { __pwRestored?: boolean }).__pwRestored))
      .toBe(true)
      .then(
        () => true,
        () => false,
      );
    // Chromium's reasons arrive after the navigation: read once the wait is over.
    expect({ path, restored, reasons: restored ? [] : notUsed }).toEqual({ path, restored: true, reasons: [] });
  }
});
