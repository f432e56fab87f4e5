/**
 * Ready when shown, nothing in the way. On the phone profile (scripts/lib/bench/phone.ts):
 * - the deal page's zip field is a small island that hydrates once it is in view; the code that
 *   answers (the API call, its checks and the answer's view: src/islands/ZipLookup/answering.ts) is
 *   fetched only once the shopper turns to the field, and a zip code typed key by key is answered;
 * - telemetry and the consent bar stay out of the page's first second: the loader (inserted after
 *   `load`, on idle) runs nothing until a second after `load` (src/telemetry/loader.ts), so the
 *   checkout's form is working, and typed into, before the consent bar's code is even fetched.
 * How fast is `npm run bench`'s to print (scripts/lib/bench/checkout.ts); these check the order.
 */
import type { Page } from '@playwright/test';
import { emulatePhone } from '../../scripts/lib/bench/phone.ts';
import { expect, expectHydrated, test } from './fixtures.ts';

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="/${name}."]`);

/** Whether the page has fetched a file of /_astro/ whose name starts with `name`. */
const fetched = (page: Page, name: string) =>
  page.evaluate(
    (prefix) =>
      performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(prefix)),
    `/_astro/${name}.`,
  );

test('the zip field works without its answering code, which comes when the shopper turns to it', async ({ page }) => {
  await emulatePhone(page);
  await page.goto('/deal');
  const field = page.locator('#zip form').getByRole('textbox', { name: 'Zip code' });
  await field.scrollIntoViewIfNeeded();
  await expectHydrated(island(page, 'ZipLookup'));
  await page.waitForLoadState('load');
  expect(await fetched(page, 'lookUp'), 'the zip lookup’s API call fetched before anyone asked').toBe(false);

  await field.focus();
  await page.keyboard.type('60601', { delay: 50 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('zip-result')).toContainText('near 60601');
  expect(await fetched(page, 'lookUp')).toBe(true);
});

test('telemetry and the consent bar wait until a second after load: the checkout is typed into first', async ({
  page,
}) => {
  await emulatePhone(page);
  await page.goto('/checkout/?hours=3');
  await expectHydrated(island(page, 'Checkout'));
  const email = page.getByLabel('Email');
  await email.focus();
  await page.keyboard.type('ada@example.com', { delay: 20 });
  // A fresh visitor gets the consent bar, from the telemetry loader, a second after load at the earliest.
  await expect(page.getByRole('dialog', { name: 'Cookies on this site' })).toBeVisible({ timeout: 30_000 });
  const { loaded, bar } = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const script = performance.getEntriesByType('resource').find((entry) => entry.name.includes('ConsentBanner'));
    return { loaded: navigation.loadEventEnd, bar: script?.startTime ?? Number.NaN };
  });
  expect(bar - loaded, 'ms from load to the consent bar’s request').toBeGreaterThanOrEqual(1000);
  await expect(email).toHaveValue('ada@example.com');
});
