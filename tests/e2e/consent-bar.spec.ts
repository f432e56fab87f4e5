/**
 * The consent bar out of a shopper's way at 320, 390 and 1280 px: compact on a
 * phone, early in the tab order, its space reserved from its first frame, never over the focused
 * field on any checkout step (WCAG 2.2 2.4.11), not a trap (Tab moves on into the page and back,
 * Escape leaves it without choosing), its whole text readable, focus kept after a choice; and in a
 * partner's frame with third-party storage blocked, the choice kept for the visit and nothing
 * thrown.
 */
import type { Page } from '@playwright/test';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { chromeCopy, consentWords } from '../../src/copy/chrome.ts';
import { ticking } from '../lib/clock.ts';
import { freshWeek } from '../lib/pageHelpers.ts';
import { chooseConsent, expect, nextIdle, telemetryLoaderIn, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' });

/**
 * Opens `path` and waits until the bar shows. The bar comes after the telemetry loader's quiet
 * second (QUIET_MS), which passes on the page's clock (tests/lib/clock.ts) instead of in real time.
 */
async function openWithBar(page: Page, path: string) {
  await page.clock.install();
  await page.goto(path);
  await expect.poll(ticking(page, () => banner(page).isVisible())).toBe(true);
}

/** The focused element's box against the bar's: what a sighted keyboard user sees. */
function focusAndBar(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    const bar = document.querySelector('#cc-main .cm')?.getBoundingClientRect();
    const box = active?.getBoundingClientRect();
    return {
      inBar: Boolean(active?.closest('#cc-main')),
      tag: active?.tagName ?? '',
      label: active?.getAttribute('aria-label') ?? active?.textContent?.trim().slice(0, 40) ?? '',
      bottom: box?.bottom ?? 0,
      barTop: bar?.top ?? Infinity,
    };
  });
}

test.describe('the consent bar on a phone', { tag: '@consent-bar-brands' }, () => {
  for (const width of [320, 390]) {
    test(`compact, early in the tab order, never over the focused field, focus kept after Reject (${width} px)`, async ({
      page,
      brand,
    }) => {
      const height = width === 320 ? 640 : 844;
      await page.setViewportSize({ width, height });
      await openWithBar(page, '/checkout/');
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();

      // Compact: its whole text (never cut, so it wraps, and scrolls past a third of the
      // screen) and one row of buttons stay within a third of the screen (it was 280 px).
      const box = await banner(page).boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(height / 3 + 1);
      // One row: the buttons' vertical centres line up (once the bar's entrance transition is over;
      // on a busy machine a box can be read mid-way).
      const misalignment = async () => {
        const buttons = await Promise.all(
          ['Accept', 'Reject', 'Settings'].map((name) => banner(page).getByRole('button', { name }).boundingBox()),
        );
        const centres = buttons.map((button) => (button ? button.y + button.height / 2 : -1));
        return Math.max(...centres) - Math.min(...centres);
      };
      await expect.poll(misalignment, { message: 'the bar’s buttons in one row' }).toBeLessThanOrEqual(2);

      // Tab from the top: the skip link, then the bar's buttons.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: chromeCopy(brand.appName, brand.key).skipLink })).toBeFocused();
      await page.keyboard.press('Tab');
      expect((await focusAndBar(page)).inBar).toBe(true);
      // Three buttons, then Tab leaves the bar for the page (it cycled Accept, Reject, Settings).
      // Past the bar, every field and button that gets focus is above it, not under it.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      expect((await focusAndBar(page)).inBar).toBe(false);
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press('Tab');
        const focus = await focusAndBar(page);
        if (focus.inBar || focus.tag === 'BODY') continue;
        expect(focus.bottom, `${focus.tag} "${focus.label}" is under the bar`).toBeLessThanOrEqual(focus.barTop + 1);
      }

      // Reject by keyboard: the bar goes, focus stays in the page (not <body>).
      await page.getByLabel('Email').focus();
      await page.keyboard.press('Shift+Tab');
      const reject = banner(page).getByRole('button', { name: 'Reject' });
      await reject.focus();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
      await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
      await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#cc-main')))).toBe(false);
      await page.screenshot({ path: test.info().outputPath(`after-reject-${width}.png`) });
    });
  }

  test('a focused field the bar or the page moves under is brought back above it; one the shopper scrolled under stays', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // As in WebKit, which has no scroll anchoring: what grows above a field moves it on screen.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => (document.documentElement.style.overflowAnchor = 'none')),
    );
    await page.clock.install();
    await page.goto('/checkout/');
    const zip = page.getByLabel('Zip code');
    await expect(zip).toBeVisible();
    // Focused at the bottom of the screen before the bar comes: the bar appears over it.
    await zip.evaluate((field) => {
      field.scrollIntoView({ block: 'end' });
      field.focus({ preventScroll: true });
    });
    await expect.poll(ticking(page, () => banner(page).isVisible())).toBe(true);
    const clearOfBar = async () => {
      const { bottom, barTop } = await focusAndBar(page);
      return bottom <= barTop + 1;
    };
    await expect.poll(clearOfBar, { message: 'the field after the bar appeared' }).toBe(true);
    // Something above the field takes room (a message, an island): the field is brought back.
    const grow = () =>
      page.evaluate(() => {
        const field = document.activeElement!;
        const room = document.createElement('div');
        room.style.height = '160px';
        field.closest('form')!.prepend(room);
      });
    await grow();
    await expect.poll(clearOfBar, { message: 'the field after the page above it grew' }).toBe(true);
    // The shopper scrolls back up with the field focused (it goes under the bar); what grows then
    // does not pull the page away from where they scrolled.
    await page.evaluate(() => window.scrollBy(0, -100));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(await clearOfBar()).toBe(false);
    await grow();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('its space is reserved from its first frame, in every load', async ({ page }) => {
    // Every frame from the page's start: the bar's height against the space kept for it.
    await page.addInitScript(() => {
      const frames: { bar: number; padding: number; scrollPadding: number }[] = [];
      (window as unknown as { __barFrames: typeof frames }).__barFrames = frames;
      const sample = () => {
        const bar = document.querySelector<HTMLElement>('#cc-main .cm');
        if (bar && document.documentElement.classList.contains('show--consent')) {
          frames.push({
            bar: Math.ceil(bar.getBoundingClientRect().height),
            padding: parseFloat(getComputedStyle(document.body).paddingBottom),
            scrollPadding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0,
          });
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    for (const [width, height] of [
      [320, 568],
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (let load = 0; load < 2; load++) {
        await page.goto('/checkout/');
        await expect(banner(page)).toBeVisible();
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { __barFrames: unknown[] }).__barFrames.length))
          .toBeGreaterThan(2);
        const frames = await page.evaluate(
          () =>
            (window as unknown as { __barFrames: { bar: number; padding: number; scrollPadding: number }[] })
              .__barFrames,
        );
        for (const frame of frames) {
          expect(frame.bar, `${width} px, load ${load + 1}: the bar has a height`).toBeGreaterThan(0);
          expect(frame.padding, `${width} px, load ${load + 1}: body padding`).toBeGreaterThanOrEqual(frame.bar);
          expect(frame.scrollPadding, `${width} px, load ${load + 1}: scroll padding`).toBeGreaterThanOrEqual(
            frame.bar,
          );
        }
      }
    }
  });

  test('Tab moves past it into the page and Shift+Tab back; Escape leaves it without choosing', async ({
    page,
    brand,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openWithBar(page, '/checkout/');
    const skip = page.getByRole('link', { name: chromeCopy(brand.appName, brand.key).skipLink });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      const focus = await focusAndBar(page);
      names.push(focus.inBar ? focus.label : `page:${focus.tag}`);
    }
    expect(names.slice(0, 3)).toEqual(['Accept', 'Reject', 'Settings']);
    expect(names[3]).toMatch(/^page:/);
    // Back: Shift+Tab into the bar's last button, through it, and out to the skip link.
    await page.keyboard.press('Shift+Tab');
    await expect(banner(page).getByRole('button', { name: 'Settings' })).toBeFocused();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    await expect(skip).toBeFocused();

    // Escape from the bar: focus goes into the page, the bar stays, nothing is chosen.
    await page.getByLabel('Email').focus();
    await page.keyboard.type('jane@');
    await banner(page).getByRole('button', { name: 'Reject' }).focus();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(banner(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-consent', /.*/);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('publicweb_consent');
    // From the bar reached by Tab from the top, Escape goes to the main content.
    await skip.focus();
    await page.keyboard.press('Tab');
    expect((await focusAndBar(page)).inBar).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('#main')).toBeFocused();
    await expect(banner(page)).toBeVisible();
  });

  test('its whole text is readable at 320 px', async ({ page, brand }) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await openWithBar(page, '/deal');
    const text = banner(page).locator('.cm__desc');
    await expect(text).toHaveText(consentWords(brand).message);
    // Polled: the bar slides in on real time (a CSS transition the page clock does not hold), so
    // on a busy machine its box can be read mid-way, below the screen's edge.
    const fits = () =>
      text.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const last = [...range.getClientRects()].at(-1);
        const clip = element.closest('.cm__texts')!.getBoundingClientRect();
        return {
          clipped: element.scrollHeight > element.clientHeight + 1,
          lastInside: Boolean(last && last.bottom <= clip.bottom + 1 && last.bottom <= box.bottom + 1),
          onScreen: clip.bottom <= innerHeight,
        };
      });
    await expect.poll(fits).toEqual({ clipped: false, lastInside: true, onScreen: true });
  });
});

// The checkout with the API: on main (untagged), the brand that sells through it.
test.describe('the consent bar over the checkout', () => {
  for (const [width, height] of [
    [320, 568],
    [390, 844],
    [1280, 800],
  ] as const) {
    test(`no focused element is under it on any checkout step, the Buy button included (${width} × ${height})`, async ({
      page,
    }) => {
      test.slow();
      await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: freshWeek().iso });
      await page.setViewportSize({ width, height });
      await openWithBar(page, '/checkout/?hours=3');
      /** Tabs through the step from its heading until `last` has had focus, checking each focused element. */
      const tabThrough = async (last: RegExp) => {
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press('Tab');
          const focus = await focusAndBar(page);
          if (focus.inBar || focus.tag === 'BODY') continue;
          expect(focus.bottom, `${focus.tag} "${focus.label}" is under the bar`).toBeLessThanOrEqual(focus.barTop + 1);
          if (last.test(focus.label)) return;
        }
        throw new Error(`${last} never had focus`);
      };
      // Step 1: typed key by key as a keyboard user, then Continue.
      await page.getByLabel('Email').focus();
      for (const [label, text] of [
        ['Email', `bar-${Math.random().toString(36).slice(2, 8)}@example.com`],
        ['Mobile phone', '5125550142'],
        ['First name', 'Dana'],
        ['Last name', 'Reyes'],
        ['Zip code', '78701'],
      ] as const) {
        await page.getByLabel(label).focus();
        expect((await focusAndBar(page)).bottom).toBeLessThanOrEqual((await focusAndBar(page)).barTop + 1);
        await page.keyboard.type(text);
      }
      await page.locator('#checkout-step-heading').focus();
      await tabThrough(/^Continue$/);
      await page.keyboard.press('Enter');
      // Step 2: its options and Continue to payment.
      await expect(page.getByRole('heading', { level: 2, name: /Choose your cleaning/ })).toBeFocused();
      await expect(page.getByText('Due today')).toBeVisible();
      await tabThrough(/^Continue to payment$/);
      await page.keyboard.press('Enter');
      // Step 3: the card fields and Buy.
      await expect(page.getByRole('heading', { level: 2, name: /Payment/ })).toBeFocused();
      await expect(page.getByRole('button', { name: /^Buy/ })).toBeVisible();
      await tabThrough(/^Buy/);
    });
  }
});

test.describe('the consent bar in a partner’s frame', { tag: '@framed-brands' }, () => {
  test('in a frame with third-party storage blocked, the choice holds for the visit and nothing throws', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // What Chromium does to a third-party frame when third-party storage is blocked: cookies read
    // empty and are not kept, localStorage and sessionStorage throw.
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => undefined, configurable: true });
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          get: () => {
            throw new DOMException('Access is denied for this document.', 'SecurityError');
          },
          configurable: true,
        });
      }
    });
    await page.goto('/');
    await chooseConsent(page, 'Accept');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'analytics.marketing');

    // The next page of the visit: the choice is known before paint, and the loader asks nothing.
    await page.goto('/help/');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'analytics.marketing');
    await telemetryLoaderIn(page, { fetched: true });
    await nextIdle(page);
    await nextIdle(page);
    await expect(banner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
