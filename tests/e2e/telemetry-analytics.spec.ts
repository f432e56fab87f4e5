/**
 * Product analytics (posthog-js), the video-ad pixel, adTracking and the experiments' effects
 *on a brand that configures analytics and a pixel with fictional hosts
 * (staging, opt-in). Every request to those hosts is intercepted here: none reaches a network.
 * Brands without them configured only check that their pages name no vendor.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { TEST_CARDS } from '../../api/payments.ts';
import type { Brand } from '../../src/brand/types.ts';
import { consentWords } from '../../src/copy/chrome.ts';
import { TELEMETRY_KEYS } from '../../src/telemetry/keys.ts';
import { chooseConsent, expect, expectHydrated, telemetryLoaderIn, test } from './fixtures.ts';
import { ticking } from '../lib/clock.ts';
import { debugEvents, testPhone } from '../lib/pageHelpers.ts';
import { visitAs } from '../lib/visitors.ts';

type Sent = { event: string; distinctId: string; properties: Record<string, unknown> };
type Vendors = { analytics: Sent[]; pixel: URL[]; other: string[] };

/** The events in one posthog-js request body (JSON: one event or a batch). */
function eventsIn(body: string | null): Sent[] {
  if (!body) return [];
  const text = body.startsWith('data=') ? atob(decodeURIComponent(body.slice(5))) : body;
  const parsed = JSON.parse(text) as { batch?: unknown[] } | unknown[];
  const batch = Array.isArray(parsed) ? parsed : (parsed.batch ?? [parsed]);
  const list = batch as { event: string; properties: Record<string, unknown> }[];
  return list.map((e) => ({
    event: e.event,
    distinctId: String(e.properties['distinct_id']),
    properties: e.properties,
  }));
}

/** Intercepts the brand's analytics host and pixel (answered here, never sent) and records them. */
async function intercept(context: BrowserContext, hosts: { analytics: string; pixel: string }): Promise<Vendors> {
  const found: Vendors = { analytics: [], pixel: [], other: [] };
  await context.route(`${hosts.analytics}/**`, async (route) => {
    const request = route.request();
    if (request.method() === 'POST') found.analytics.push(...eventsIn(request.postData()));
    else found.other.push(request.url());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' });
  });
  await context.route(`${new URL(hosts.pixel).origin}/**`, async (route) => {
    found.pixel.push(new URL(route.request().url()));
    await route.fulfill({ status: 204 });
  });
  return found;
}

const names = (vendors: Vendors) => vendors.analytics.map((e) => e.event);
const count = (vendors: Vendors, name: string) => names(vendors).filter((n) => n === name).length;

/** Opens a page and waits until its telemetry loader has run (its ViewContent printed by the debug toggle). */
async function visit(page: Page, path: string, debug: string[]) {
  const before = debug.filter((e) => e === 'ViewContent').length;
  await page.goto(path);
  await expect.poll(ticking(page, () => debug.filter((e) => e === 'ViewContent').length)).toBe(before + 1);
}

/** Storage the site needs whatever the visitor chose (docs/telemetry.md, spec §9 keys). */
const NECESSARY = [
  TELEMETRY_KEYS.cohorts,
  TELEMETRY_KEYS.stableId,
  TELEMETRY_KEYS.debug,
  'vouchersRemaining',
  'timeRemaining',
  'zero-vouchers-available',
];

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' });

/** Presses a banner button by keyboard. */
async function choose(page: Page, name: string) {
  await chooseConsent(page, name);
}

/** Fills the checkout's first step key by key, as a shopper does, and continues. */
async function detailsStep(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  await page.getByLabel('Email').pressSequentially('shopper@example.com');
  await page.getByLabel('Mobile phone').pressSequentially('(512) 555-0142');
  await page.getByLabel('First name').pressSequentially('Dana');
  await page.getByLabel('Last name').pressSequentially('Reyes');
  await page.getByLabel('Zip code').pressSequentially('78701');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

// Each part runs where its behaviour is (tests/lib/brandGroups.ts): the brands configuring every
// telemetry service, those configuring none, and the template brands for the experiments.
test.describe('telemetry-analytics', () => {
  test.describe('a brand without analytics configured', { tag: '@silent-brands' }, () => {
    test('its pages name no analytics host or pixel', async ({ page }) => {
      const html = await (await page.request.get('/deal')).text();
      expect(html).not.toContain('data-analytics-host');
      expect(html).not.toContain('data-pixel');
    });
  });

  test.describe('analytics and the video-ad pixel (spec §2, §7)', { tag: '@telemetry-brands' }, () => {
    // posthog-js drops events from browsers that look automated: a headless user agent,
    // navigator.webdriver, and the headless shell's `HeadlessChrome` client-hint brand. A shopper's
    // browser shows none of them.
    test.use({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
        const hints = Object.getOwnPropertyDescriptor(Navigator.prototype, 'userAgentData')?.get;
        if (!hints) return;
        Object.defineProperty(Navigator.prototype, 'userAgentData', {
          get(this: Navigator) {
            const real = hints.call(this) as { brands: { brand: string }[] };
            return new Proxy(real, {
              get: (target, key) => {
                if (key === 'brands') return target.brands.filter(({ brand }) => !/headless/i.test(brand));
                const value = Reflect.get(target, key, target) as unknown;
                return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
              },
            });
          },
        });
      });
    });
    const hostsOf = (brand: Brand) => ({
      analytics: brand.telemetry!.analytics!.host,
      pixel: brand.telemetry!.pixel!.url,
    });

    test('nothing before Accept; after Accept ViewContent exactly once per page load, with super-properties, and the pixel', async ({
      page,
      context,
      brand,
    }) => {
      await page.clock.install();
      const sent = await intercept(context, hostsOf(brand));
      const debug = debugEvents(page);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/deal?utm_source=tv&utm_campaign=spring&pw_debug=1');
      await expect(banner(page)).toBeVisible();
      await expect.poll(ticking(page, () => debug.includes('ViewContent'))).toBe(true);
      // Before a choice: no vendor request, no analytics cookie or storage, no campaign stored.
      expect(sent).toEqual({ analytics: [], pixel: [], other: [] });
      const cookies = (await context.cookies()).map((c) => c.name);
      expect(cookies.filter((n) => n !== TELEMETRY_KEYS.cohorts)).toEqual([]);
      const stored = await page.evaluate(() => Object.keys(localStorage).sort());
      expect(stored.filter((k) => !NECESSARY.includes(k))).toEqual([]);

      await choose(page, consentWords(brand).accept);
      await expect.poll(ticking(page, () => count(sent, 'ViewContent'))).toBe(1);
      const view = sent.analytics.find((e) => e.event === 'ViewContent')!;
      expect(view.properties).toMatchObject({
        brand: brand.key,
        tier: 'development',
        agent: false,
        utm: {
          first: { utm_source: 'tv', utm_campaign: 'spring' },
          last: { utm_source: 'tv', utm_campaign: 'spring' },
        },
      });
      expect(Object.keys(view.properties['variants'] as object)).toContain('review_default_sort');
      // The pixel: ViewContent with the campaign, only now.
      await expect.poll(ticking(page, () => sent.pixel.map((u) => u.searchParams.get('ev')))).toEqual(['ViewContent']);
      expect(sent.pixel[0]!.searchParams.get('utm_source')).toBe('tv');
      // Exposures: once per experiment, prefixed publicweb.
      await expect.poll(ticking(page, () => names(sent).filter((n) => n.startsWith('publicweb.')).length)).toBe(8);

      await page.reload();
      await expect.poll(ticking(page, () => count(sent, 'ViewContent'))).toBe(2);
      await page.goto('/reviews/');
      await expect.poll(ticking(page, () => count(sent, 'ViewContent'))).toBe(3);
      // Same visit: no second exposure; only the campaign's first touch is kept.
      expect(names(sent).filter((n) => n.startsWith('publicweb.')).length).toBe(8);
      expect(sent.other).toEqual([]);
    });

    test('Reject: nothing is ever sent', async ({ page, context, brand }) => {
      await page.clock.install();
      const sent = await intercept(context, hostsOf(brand));
      const debug = debugEvents(page);
      await visit(page, '/deal?pw_debug=1&utm_source=tv', debug);
      await choose(page, 'Reject');
      await visit(page, '/', debug);
      await visit(page, '/reviews/', debug);
      expect(sent).toEqual({ analytics: [], pixel: [], other: [] });
      expect(await page.evaluate((key) => localStorage.getItem(key), TELEMETRY_KEYS.utm)).toBeNull();
    });

    test('Global Privacy Control: no banner and nothing is ever sent', async ({ page, context, brand }) => {
      await page.clock.install();
      await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
      const sent = await intercept(context, hostsOf(brand));
      const debug = debugEvents(page);
      await visit(page, '/deal?pw_debug=1', debug);
      await visit(page, '/', debug);
      await expect(banner(page)).toHaveCount(0);
      expect(sent).toEqual({ analytics: [], pixel: [], other: [] });
    });

    test('agents: no pixel, no exposure, control variants, the marker; analytics events carry agent: true', async ({
      page,
      context,
      brand,
      baseURL,
    }) => {
      await page.clock.install();
      const sent = await intercept(context, hostsOf(brand));
      await context.addCookies([{ name: TELEMETRY_KEYS.consent, value: 'analytics.marketing', url: baseURL! }]);
      await page.goto('/agent/?pw_exp=review_default_sort:RATING_HIGHEST');
      await expect(page.getByText('Agent mode: no experiments, no ads, no tracking.')).toBeVisible();
      await expect.poll(ticking(page, () => count(sent, 'ViewContent'))).toBe(1);
      expect(sent.analytics.find((e) => e.event === 'ViewContent')!.properties['agent']).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-x-review_default_sort', 'RECENT');
      await expect(page.locator('html')).toHaveAttribute('data-x-stripe_buttons_upgrade', 'control');
      // The exposure interval has ticked (1000 ms) once the next page's ViewContent is in.
      await page.goto('/reviews/');
      await expect.poll(ticking(page, () => count(sent, 'ViewContent'))).toBe(2);
      expect(names(sent).filter((n) => n.startsWith('publicweb.'))).toEqual([]);
      expect(sent.pixel).toEqual([]);
    });

    test('a purchase sends purchase (value, hours, plan) as the customer, then resets the visitor id', async ({
      page,
      context,
      brand,
      baseURL,
    }) => {
      const sent = await intercept(context, hostsOf(brand));
      await context.addCookies([{ name: TELEMETRY_KEYS.consent, value: 'analytics.marketing', url: baseURL! }]);
      const answer = page.waitForResponse(
        (r) => r.url().endsWith('/api/graphql') && r.request().postDataJSON()?.operationName === 'PurchaseVoucher',
      );
      await page.goto('/checkout/?hours=3');
      const who = `shopper-${Math.random().toString(36).slice(2, 10)}@example.com`;
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
      for (const [label, text] of [
        ['Email', who],
        ['Mobile phone', testPhone()],
        ['First name', 'Dana'],
        ['Last name', 'Reyes'],
        ['Zip code', '78701'],
      ] as const) {
        await page.getByLabel(label).pressSequentially(text);
      }
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const expiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
      await page.getByLabel('Card number').pressSequentially(TEST_CARDS.success);
      await page.getByLabel('Expiry date').pressSequentially(expiry);
      await page.getByLabel('Security code').pressSequentially('123');
      await page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / }).check();
      await page.getByRole('button', { name: /^Buy (securely )?for / }).click();
      const customer = ((await (await answer).json()) as { data: { purchaseVoucher: { customer: { id: string } } } })
        .data.purchaseVoucher.customer.id;
      await expect(page.getByRole('heading', { name: 'Your voucher is ready' })).toBeVisible();

      await expect.poll(() => count(sent, 'purchase')).toBe(1);
      const purchase = sent.analytics.find((e) => e.event === 'purchase')!;
      expect(purchase.distinctId).toBe(customer);
      expect(purchase.properties).toMatchObject({ hours: 3, plan: expect.any(String), value: expect.any(Number) });
      expect(names(sent)).toContain('$identify');
      // After the purchase: a fresh visitor id (reset), seen on the next event (step 4 reached).
      await expect
        .poll(
          () => sent.analytics.filter((e) => e.event === 'checkout step reached' && e.properties['step'] === 4).length,
        )
        .toBe(1);
      const after = sent.analytics.find((e) => e.event === 'checkout step reached' && e.properties['step'] === 4)!;
      expect(after.distinctId).not.toBe(customer);
      // Steps 1-3 were reached before, each once.
      expect(
        sent.analytics.filter((e) => e.event === 'checkout step reached').map((e) => e.properties['step']),
      ).toEqual([1, 2, 3, 4]);
      await expect.poll(() => sent.pixel.map((u) => u.searchParams.get('ev'))).toContain('Purchase');
    });

    test('campaign values travel to the API as adTracking', async ({ page }) => {
      await page.goto('/reviews/?utm_source=tv&utm_medium=video&adgroupid=42');
      const island = page.locator('astro-island[component-url*="Reviews"]');
      await island.scrollIntoViewIfNeeded();
      await expectHydrated(island);
      const request = page.waitForRequest(
        (r) => r.url().endsWith('/api/graphql') && r.postDataJSON()?.operationName === 'FetchMoreReviews',
      );
      await page.getByLabel('Sort reviews').selectOption('RATING_LOWEST');
      expect((await request).postDataJSON().variables.adTracking).toEqual({
        adgroupid: '42',
        utmSource: 'tv',
        utmMedium: 'video',
      });
    });
  });

  test.describe('experiments change what the visitor sees (spec §9)', { tag: '@template-brands' }, () => {
    test.use({ experimentControls: false });

    test('review_default_sort: the variant list is there when the list first shows; the control is never painted', async ({
      page,
      context,
    }) => {
      // Every pre-rendered sort is in the HTML and CSS shows the visitor's. First paint:
      // HTML, CSS and the head script only (every script file held back).
      const list = (sort: string) => page.locator(`[data-reviews-list="${sort}"]`);
      await context.route('**/_astro/*.js', (route) => route.abort());
      await page.goto('/reviews/?pw_exp=review_default_sort:RATING_HIGHEST');
      await expect(list('RATING_HIGHEST')).toBeVisible();
      await expect(list('RECENT')).toBeHidden();
      await context.unroute('**/_astro/*.js');
      await page.goto('/reviews/?pw_exp=review_default_sort:RATING_HIGHEST');
      // After hydration the island shows the variant's list (scroll the section: the island replaces
      // its pre-rendered lists when it hydrates).
      const region = page.getByRole('region', { name: 'Customer reviews' });
      await region.scrollIntoViewIfNeeded();
      await expect(page.getByLabel('Sort reviews')).toHaveValue('RATING_HIGHEST');
      await expect(region.getByRole('img', { name: /^Rated/ }).first()).toHaveAccessibleName('Rated 5 out of 5');
      // The control: most recent first, shown at once.
      await page.goto('/reviews/?pw_exp=review_default_sort:RECENT');
      await expect(region.getByRole('list').first()).toBeVisible();
      await expect(list('RATING_HIGHEST')).toBeHidden();
    });

    test('homepage_reskin: a screenshot at first paint equals one after load', async ({ page, context }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      const hero = page.locator('section[aria-labelledby="hero-title"] h1');
      await context.route('**/_astro/*.js', (route) => route.abort());
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      const first = await hero.screenshot({ animations: 'disabled' });
      await context.unroute('**/_astro/*.js');
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      await telemetryLoaderIn(page);
      expect(await hero.screenshot({ animations: 'disabled' })).toEqual(first);
      await page.goto('/?pw_exp=homepage_reskin:control');
      expect(await hero.screenshot({ animations: 'disabled' })).not.toEqual(first);
    });

    test('pricing: `larger` features the 4-hour card at first paint, before and after hydration', async ({
      page,
      context,
      brand,
    }) => {
      // The prices below are the control cohort's: this describe's visitors are otherwise assigned
      // at random, and the featured card's price is the visitor's own cohort's.
      await visitAs(page, brand);
      await page.setViewportSize({ width: 320, height: 800 });
      const cards = page.locator('#options').getByRole('listitem');
      const card = (name: string) => cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      const featured = async (name: string) => {
        await expect(card(name).getByText('Most popular')).toBeVisible();
        await expect(cards.getByText('Most popular').filter({ visible: true })).toHaveCount(1);
        await expect(card(name)).toHaveCSS('border-top-width', '2px');
        await expect(card(name).getByRole('link', { name: /^Choose/ })).toHaveCSS('box-shadow', 'none');
      };
      // First paint: no island code at all, only the server-rendered cards and the head script's mark.
      await context.route('**/_astro/*.js', (route) => route.abort());
      await page.goto('/deal/?pw_exp=pricing:larger');
      await expect(page.locator('html')).toHaveAttribute('data-x-pricing', 'larger');
      await featured('Two Bedroom');
      await expect(card('One Bedroom')).not.toHaveCSS('border-top-width', '2px');
      // The terms' cancellation sentence is the featured option's (what is shown: innerText).
      const cancellation = page.getByTestId('cancellation-policy');
      await expect(cancellation).toContainText('your $39 first cleaning', { useInnerText: true });
      await expect(cancellation).not.toContainText('your $19 first cleaning', { useInnerText: true });
      await context.unroute('**/_astro/*.js');
      // After hydration: the same card.
      await page.goto('/deal/?pw_exp=pricing:larger');
      await page.locator('#options').scrollIntoViewIfNeeded();
      await expectHydrated(page.locator('#options astro-island').first());
      await featured('Two Bedroom');
      await expect(cancellation).toContainText('your $39 first cleaning', { useInnerText: true });
      // The control: spec §9's 3-hour option.
      await page.goto('/deal/?pw_exp=pricing:control');
      await featured('One Bedroom');
      await expect(cancellation).toContainText('your $19 first cleaning', { useInnerText: true });
      await expect(cancellation).not.toContainText('your $39 first cleaning', { useInnerText: true });
    });
  });

  test.describe(
    'experiments change what the visitor sees at the checkout (spec §9)',
    { tag: '@template-api-brands' },
    () => {
      test.use({ experimentControls: false });
      test('pricing: without ?hours= the checkout preselects the option of the variant', async ({ page }) => {
        for (const [variant, name] of [
          ['larger', 'Two Bedroom'],
          ['control', 'One Bedroom'],
        ] as const) {
          await page.goto(`/checkout/?pw_exp=pricing:${variant}`);
          await detailsStep(page);
          await expect(page.getByRole('radio', { name: new RegExp(`^${name}`) })).toBeChecked();
          await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
          await page.evaluate(() => sessionStorage.clear());
        }
      });

      test('stripe_buttons_upgrade: the pay button of the variant, and the control', async ({ page }) => {
        for (const [variant, name] of [
          ['upgrade', /^Buy securely for \$[\d.]+ and join Forever Clean$/],
          ['control', /^Buy for \$[\d.]+ and join Forever Clean$/],
        ] as const) {
          await page.goto(`/checkout/?hours=3&pw_exp=stripe_buttons_upgrade:${variant}`);
          await detailsStep(page);
          await page.getByRole('button', { name: 'Continue to payment' }).click();
          await expect(page.getByRole('button', { name })).toBeVisible();
          await page.evaluate(() => sessionStorage.clear());
        }
      });
    },
  );
});
