/**
 * The next page is already there, and nothing counts before it is seen.
 * - Speculation rules (src/lib/speculation.ts) parse under the served CSP and their candidates
 *   register (Chrome DevTools Protocol `Preload` domain). Chromium never prerenders while DevTools
 *   is attached (PrerenderingDisabledByDevTools), so the prerender itself is left to docs/speculation.md.
 * - A prerendered page (faked: `document.prerendering` true from an init script, then the
 *   `prerenderingchange` event) counts no visit and asks the API nothing before it is shown.
 */
import type { CDPSession, Page } from '@playwright/test';
import { expect, expectHydrated, nextIdle, telemetryLoaderIn, test } from './fixtures.ts';
import { apiCalls } from '../lib/pageHelpers.ts';

/** Makes every document of the page start as if prerendered; `activate(page)` shows it. */
async function fakePrerender(page: Page) {
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering });
    (window as unknown as { __pwActivate: () => void }).__pwActivate = () => {
      prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    };
  });
}
const activate = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwActivate: () => void }).__pwActivate());

/** After `load`, the browser's next idle moment: when the head script would have inserted the telemetry loader. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState('load');
  await nextIdle(page);
}

/** Telemetry events the debug toggle prints, by name. */
function debugEvents(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    // `[telemetry] event <name> <properties>`: names may hold spaces, properties start with `{` or `Object`.
    const match = /^\[telemetry\] event (.+?)(?= \{| Object|$)/.exec(message.text());
    if (match) found.push(match[1]!);
  });
  return found;
}

test.describe('a prerendered page waits until it is shown', () => {
  test('telemetry: no ViewContent or exposure before activation; ViewContent once after', async ({ page }) => {
    await fakePrerender(page);
    const events = debugEvents(page);
    await page.goto('/deal?pw_debug=1');
    await loadedAndIdle(page);
    // The head script has put the loader in; its module is fetched and has run up to its wait.
    await expect(page.locator('script[src*="TelemetryLoader"]')).toHaveCount(1);
    await telemetryLoaderIn(page, { fetched: true });
    await nextIdle(page);
    expect(events).toEqual([]);

    await activate(page);
    await expect.poll(() => events.filter((name) => name === 'ViewContent')).toEqual(['ViewContent']);
    await expect.poll(() => events.some((name) => name.startsWith('publicweb.'))).toBe(true);
  });

  test('checkout: no API call (offer, quote and payment intent, lead) and no step counted before activation', async ({
    page,
  }) => {
    await fakePrerender(page);
    const calls = apiCalls(page);
    const events = debugEvents(page);
    // A shopper who had reached step 2 earlier in this tab: shown, the checkout asks for the quote
    // with its payment intent (VoucherPriceAndIntent).
    await page.goto('/checkout/?hours=3&pw_debug=1');
    await loadedAndIdle(page);
    // The island has hydrated in the hidden page (its Continue is never disabled: a press before
    // hydration is held, src/islands/shared/earlyActions.inline.ts), but the checkout has not started.
    await expectHydrated(page.locator('astro-island[component-url*="/Checkout."]'));
    expect(calls).toEqual([]);
    expect(events).toEqual([]);

    await activate(page);
    await expect.poll(() => calls.length).toBeGreaterThan(0);
    await expect.poll(() => events).toContain('checkout step reached');
  });
});

type RuleSet = { id: string; sourceText: string; errorType?: string; errorMessage?: string };
type AttemptSource = { key: { action: string; url: string } };

/** Listens to the page's speculation (CDP Preload domain) from its next navigation on. */
async function watchPreload(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const found = {
    ruleSets: [] as RuleSet[],
    candidates: [] as AttemptSource['key'][],
    prefetch: [] as { url: string; status: string }[],
    prerender: [] as { url: string; status: string; disallowed?: string; reason?: string }[],
  };
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }: { ruleSet: RuleSet }) => found.ruleSets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event: { preloadingAttemptSources: AttemptSource[] }) => {
    found.candidates = event.preloadingAttemptSources.map((source) => source.key);
  });
  cdp.on('Preload.prefetchStatusUpdated', (event: { key: { url: string }; status: string }) =>
    found.prefetch.push({ url: event.key.url, status: event.status }),
  );
  cdp.on(
    'Preload.prerenderStatusUpdated',
    (event: { key: { url: string }; status: string; prerenderStatus?: string; disallowedMojoInterface?: string }) =>
      found.prerender.push({
        url: event.key.url,
        status: event.status,
        ...(event.prerenderStatus ? { reason: event.prerenderStatus } : {}),
      }),
  );
  await cdp.send('Preload.enable');
  return found;
}

test.describe('speculation rules (src/lib/speculation.ts)', () => {
  test('deal page: the rules parse under the CSP, checkout links are candidates, an option link is prefetched on intent', async ({
    page,
    cspViolations,
  }) => {
    const preload = await watchPreload(page);
    await page.goto('/deal');
    await expect.poll(() => preload.ruleSets.length).toBe(1);
    const [rules] = preload.ruleSets;
    expect(rules!.errorType ?? null).toBeNull();
    expect(JSON.parse(rules!.sourceText)).toHaveProperty('prerender');
    await expect
      .poll(
        () => new Set(preload.candidates.filter((c) => new URL(c.url).pathname === '/checkout/').map((c) => c.action)),
      )
      .toEqual(new Set(['Prefetch', 'Prerender']));

    // Intent: the shopper's pointer rests on an option's checkout link.
    const link = page.locator('#options a[href^="/checkout/"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await expect
      .poll(() => preload.prefetch.filter((p) => p.status === 'Ready' && p.url.includes('/checkout/')).length)
      .toBeGreaterThan(0);
    // Chromium refuses to prerender while a DevTools client (this test) is attached.
    await expect
      .poll(() => preload.prerender.some((p) => p.reason === 'PrerenderingDisabledByDevTools' || p.status === 'Ready'))
      .toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('a city page prefetches a place the visitor points at, and nothing before', async ({ page }) => {
    const preload = await watchPreload(page);
    await page.goto('/us/illinois/chicago/');
    await expect.poll(() => preload.ruleSets.length).toBe(1);
    expect(preload.ruleSets[0]!.errorType ?? null).toBeNull();
    await expect.poll(() => preload.candidates.length).toBeGreaterThan(0);
    expect(preload.prefetch.filter((p) => p.status === 'Ready')).toEqual([]);
    const link = page.locator('main a[href^="/us/"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    const target = new URL((await link.getAttribute('href'))!, page.url()).href;
    await expect.poll(() => preload.prefetch.some((p) => p.status === 'Ready' && p.url === target)).toBe(true);
  });
});
