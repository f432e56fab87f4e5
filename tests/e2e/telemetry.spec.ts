import type { Page } from '@playwright/test';
import { brandExperiments } from '../../src/brand/experiments.ts';
import { consentWords } from '../../src/copy/chrome.ts';
import { TELEMETRY_KEYS } from '../../src/telemetry/keys.ts';
import { chooseConsent, expect, expectIdleIslandsHydrated, telemetryLoaderIn, test } from './fixtures.ts';
import { ticking } from '../lib/clock.ts';
import { debugEvents, offSite } from '../lib/pageHelpers.ts';

test.describe('telemetry (template brands)', { tag: '@template-brands' }, () => {
  // These tests are about assignment itself: no pinned controls (fixtures.ts).
  test.use({ experimentControls: false });

  // HTML attribute names are lower case: data-x-voucheroption.
  const CONTROLS = Object.fromEntries(brandExperiments().map((e) => [e.name.toLowerCase(), e.variants[0]!.name]));

  /** The experiment variants marked on <html> (what CSS and islands apply). */
  async function variants(page: Page): Promise<Record<string, string>> {
    return page.evaluate(() =>
      Object.fromEntries(
        [...document.documentElement.attributes]
          .filter((a) => a.name.startsWith('data-x-'))
          .map((a) => [a.name.slice('data-x-'.length), a.value]),
      ),
    );
  }

  test.describe('agent mode (spec §2)', () => {
    test('/agent/ sets the flag, continues to the deal page with control variants, the marker and no tracking', async ({
      page,
      baseURL,
    }) => {
      const leaving = offSite(page, baseURL!);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto('/agent/');
      await expect(page).toHaveURL(/\/deal$/);
      const marker = page.getByText('Agent mode: no experiments, no ads, no tracking.');
      await expect(marker).toBeVisible();
      expect(await variants(page)).toEqual(CONTROLS);
      // The lazy loader has run (no banner for agents) and stored no experiment cohort.
      await telemetryLoaderIn(page);
      expect(await page.evaluate((key) => localStorage.getItem(key), TELEMETRY_KEYS.cohorts)).toBeNull();
      await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
      expect(leaving).toEqual([]);

      // The way out: the marker's link, by keyboard.
      await page.getByRole('link', { name: 'Leave agent mode' }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/agent=0/);
      await expect(marker).toBeHidden();
      expect(await page.evaluate(() => document.cookie)).not.toContain(`${TELEMETRY_KEYS.agent}=1`);
    });

    test('the agent cookie alone means agent mode on any page', async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: TELEMETRY_KEYS.agent, value: '1', url: baseURL! }]);
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      await expect(page.getByText('Agent mode: no experiments, no ads, no tracking.')).toBeVisible();
      // Agents see the control even when a preview asks otherwise.
      expect(await variants(page)).toEqual(CONTROLS);
    });
  });

  test.describe('experiments (spec §9)', () => {
    test('a visitor keeps the same variants on reload and across pages, stored in fecohorts', async ({ page }) => {
      await page.goto('/');
      const first = await variants(page);
      expect(Object.keys(first).sort()).toEqual(Object.keys(CONTROLS).sort());
      const stored = await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? '{}'),
        TELEMETRY_KEYS.cohorts,
      );
      expect(Object.fromEntries(Object.entries(stored).map(([k, v]) => [k.toLowerCase(), v]))).toEqual(first);
      await page.reload();
      expect(await variants(page)).toEqual(first);
      await page.goto('/deal');
      expect(await variants(page)).toEqual(first);
      await page.goto('/reviews/');
      expect(await variants(page)).toEqual(first);
    });

    test('the first paint already shows the variant (homepage_reskin): no switch after scripts run', async ({
      page,
      context,
    }) => {
      const heroLook = () =>
        page.locator('section[aria-labelledby="hero-title"]').evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.backgroundColor} ${style.borderBottomWidth} ${getComputedStyle(el.querySelector('h1')!).textAlign}`;
        });
      // First paint: what HTML, CSS and the inline head script give, with every script file held back.
      await context.route('**/_astro/*.js', (route) => route.abort());
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      const firstPaint = await heroLook();
      await context.unroute('**/_astro/*.js');
      const control = await (async () => {
        await page.goto('/?pw_exp=homepage_reskin:control');
        return heroLook();
      })();
      expect(firstPaint).not.toBe(control);
      // After load (islands hydrated, telemetry loaded), the reskin looks exactly as it first painted.
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      await telemetryLoaderIn(page);
      expect(await heroLook()).toBe(firstPaint);
    });

    test('a marketer previews a variant with ?pw_exp=name:variant', async ({ page }) => {
      await page.goto('/?pw_exp=homepage_reskin:reskin,review_default_sort:RATING_HIGHEST');
      const shown = await variants(page);
      expect(shown['homepage_reskin']).toBe('reskin');
      expect(shown['review_default_sort']).toBe('RATING_HIGHEST');
    });
  });

  test.describe('consent and nothing configured (spec §2, §7)', () => {
    test('first paint shows plain text; the loaded banner offers Accept, Reject and Settings; nothing leaves the site', async ({
      page,
      baseURL,
      brand,
    }) => {
      const leaving = offSite(page, baseURL!);
      await page.setViewportSize({ width: 320, height: 700 });
      // First paint: the served page carries the plain-text notice, no buttons.
      const served = await (await page.request.get('/deal')).text();
      expect(served).toMatch(/<section[^>]*id="consent-note"[^>]*>\s*<p>[^<]+<\/p>/);
      await page.goto('/deal');
      const banner = page.getByRole('dialog', { name: 'Cookies on this site' });
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(consentWords(brand).message);
      await expect(banner.getByRole('button', { name: consentWords(brand).accept })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Reject' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Settings' })).toBeVisible();
      await expect(page.locator('#consent-note')).toHaveCount(0);
      // Keyboard: Reject is reachable and closes the banner; the choice holds on the next page.
      await chooseConsent(page, 'Reject');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'none');
      await expect(page.locator('#consent-note')).toBeHidden();
      expect(leaving).toEqual([]);
    });

    test('with the debug toggle, ViewContent fires exactly once per page load', async ({ page }) => {
      // The loader's quiet second after each load passes on the page's clock (tests/lib/clock.ts).
      await page.clock.install();
      const events = debugEvents(page);
      const viewContents = ticking(page, () => events.filter((e) => e === 'ViewContent').length);
      await page.goto('/deal?pw_debug=1');
      await expect.poll(viewContents).toBe(1);
      await page.reload();
      await expect.poll(viewContents).toBe(2);
    });

    test('Global Privacy Control: no banner, no analytics event, no exposure', async ({ page }) => {
      await page.clock.install();
      await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
      const lines: string[] = [];
      page.on('console', (message) => lines.push(message.text()));
      await page.goto('/deal?pw_debug=1');
      await expect.poll(ticking(page, () => lines.some((l) => l.includes('ViewContent')))).toBe(true);
      await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toHaveCount(0);
      expect(lines.filter((l) => l.includes('[telemetry] event publicweb.'))).toEqual([]);
    });
  });
});

test.describe('agent mode stores nothing', () => {
  // On main (untagged), served with the API: the voucher counter and the zip lookup answer from it.

  /** Every key in the page's localStorage and sessionStorage. */
  const storedKeys = (page: Page) =>
    page.evaluate(() => ({ local: Object.keys(localStorage).sort(), session: Object.keys(sessionStorage).sort() }));

  /** Opens `path`, waits for the voucher counter's answer, then looks up a served zip code. */
  async function visitDeal(page: Page, path: string) {
    const counted = page.waitForResponse(
      (response) =>
        response.url().includes('/api/graphql') &&
        Boolean(response.request().postData()?.includes('"operationName":"GetAvailableVouchers"')),
    );
    await page.goto(path);
    await expectIdleIslandsHydrated(page);
    await counted;
    const lookup = page.locator('#zip form');
    await lookup.getByRole('textbox', { name: 'Zip code' }).fill('60601');
    await lookup.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('zip-result')).toContainText('near 60601');
  }

  test('a shopper keeps the counter and the zip code; an agent keeps neither', async ({ page, browser }) => {
    // A shopper: the counter's keys and the zip code are stored (what an agent must not get).
    await visitDeal(page, '/deal');
    await expect
      .poll(() => storedKeys(page))
      .toMatchObject({
        local: expect.arrayContaining(['timeRemaining', 'vouchersRemaining']),
        session: expect.arrayContaining(['publicweb.zipcode']),
      });

    const agentContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const agent = await agentContext.newPage();
    await visitDeal(agent, '/agent/');
    await expect(agent.getByText('Agent mode: no experiments, no ads, no tracking.')).toBeVisible();
    expect(await storedKeys(agent)).toEqual({ local: [], session: [] });
    await agentContext.close();
  });
});
