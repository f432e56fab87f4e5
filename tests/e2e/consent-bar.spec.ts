/**
 * The consent bar out of a shopper's way (issue 20) at 320 and 390 px: compact on a phone, early in
 * the tab order, never over the focused field (WCAG 2.2 2.4.11), focus kept after a choice; and in
 * a partner's frame with third-party storage blocked, the choice kept for the visit and nothing
 * thrown.
 */
import type { Page } from '@playwright/test';
import { chooseConsent, expect, test } from './fixtures.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookies on this site' });

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

test.describe('the consent bar on a phone (issue 20)', { tag: '@consent-bar-brands' }, () => {
  for (const width of [320, 390]) {
    test(`compact, early in the tab order, never over the focused field, focus kept after Reject (${width} px)`, async ({
      page,
    }) => {
      const height = width === 320 ? 640 : 844;
      await page.setViewportSize({ width, height });
      await page.goto('/checkout/');
      await expect(banner(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();

      // One line and one row of buttons: at most a quarter of the screen (it was 280 px).
      const box = await banner(page).boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(height / 4);
      const buttons = await Promise.all(
        ['Accept', 'Reject', 'Settings'].map((name) => banner(page).getByRole('button', { name }).boundingBox()),
      );
      // One row: the buttons' vertical centres line up.
      const centres = buttons.map((button) => (button ? button.y + button.height / 2 : -1));
      expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(2);

      // Tab from the top: the skip link, then the bar's buttons.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
      await page.keyboard.press('Tab');
      expect((await focusAndBar(page)).inBar).toBe(true);
      // Past the bar, every field and button that gets focus is above it, not under it.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
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

  test('in a frame with third-party storage blocked, the choice holds for the visit and nothing throws', async ({
    page,
    brand,
  }) => {
    test.skip(brand.key !== 'partner-platform', 'the framed brand');
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
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('TelemetryLoader')),
    );
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await expect(banner(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
