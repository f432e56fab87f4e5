/**
 * The payment step at 320 px (WCAG 1.4.10 reflow): its Buy button names the amount and the
 * membership the purchase starts, the longest label on the site, in each of its wordings
 * (`stripe_buttons_upgrade`) and with a taxed amount. The label wraps inside the button; nothing
 * pushes the page sideways, before Buy, with the consent's error shown, or on the voucher screen.
 */
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { TEST_CARDS } from '../../api/payments.ts';
import { freshWeek, testPhone } from '../lib/pageHelpers.ts';
import { expect, sidewaysOverflow, test } from './fixtures.ts';

for (const variant of ['control', 'upgrade']) {
  test(`the payment step and the voucher fit 320 px, Buy's label wrapped (${variant})`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: freshWeek().iso });
    // 98109: Seattle, the highest sales tax the site charges, so the longest amount.
    await page.goto(`/checkout/?hours=6&zipcode=98109&pw_exp=stripe_buttons_upgrade:${variant}`);
    const id = Math.random().toString(36).slice(2, 10);
    for (const [label, text] of [
      ['Email', `reflow-${id}@example.com`],
      ['Mobile phone', testPhone()],
      ['First name', 'Dana'],
      ['Last name', 'Reyes'],
    ] as const) {
      await page.getByLabel(label).pressSequentially(text);
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    const buy = page.getByRole('button', { name: /^Buy .*Forever Clean$/ });
    await expect(buy).toBeVisible();
    expect(await sidewaysOverflow(page), 'the payment step').toBeNull();
    // The label takes more than one line rather than leaving the screen.
    const box = (await buy.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(320);

    await page.getByLabel('Card number').pressSequentially(TEST_CARDS.success);
    await page.getByLabel('Expiry date').pressSequentially(`12${String((new Date().getFullYear() + 3) % 100)}`);
    await page.getByLabel('Security code').pressSequentially('123');
    await buy.click();
    await expect(page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / })).toBeFocused();
    expect(await sidewaysOverflow(page), 'the consent asked for').toBeNull();
    await page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / }).check();
    await buy.click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    expect(await sidewaysOverflow(page), 'the voucher screen').toBeNull();
  });
}
