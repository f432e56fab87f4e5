/**
 * What a hurried shopper types or the browser fills, at 320 and 390 px: autofilled
 * phone numbers pass step 1, the card and expiry take what is typed (a single-digit month,
 * Backspace after a group's space), the §5 messages are exact, a server fault reads as ours, and
 * 00000 is no zip code.
 */
import type { Locator, Page } from '@playwright/test';
import { FRIENDLY_SERVER_MESSAGE } from '../../src/graphql/friendly.ts';
import { expect, test } from './fixtures.ts';

const ZIP = '78701';
const YY = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

const heading = (page: Page, step: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Step ${step} of 3: ${name}` });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectError(input: Locator, message: string) {
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(`${escape(message)}$`));
}

async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 320 ? 640 : 844 });
  await page.goto('/checkout/?hours=3');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
}

const email = () => `input-${Math.random().toString(36).slice(2, 10)}@example.com`;

async function details(page: Page, phone: string, how: 'typed' | 'autofilled', zip = ZIP) {
  const fields: [string, string][] = [
    ['Email', email()],
    ['Mobile phone', phone],
    ['Zip code', zip],
  ];
  for (const [label, value] of fields) {
    const input = page.getByLabel(label);
    await input.clear();
    if (how === 'typed') await input.pressSequentially(value);
    else await input.fill(value);
  }
}

async function toPayment(page: Page) {
  await details(page, '(512) 555-0142', 'typed');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 3, 'Payment')).toBeVisible();
}

test.describe('shopper input', () => {
  for (const width of [320, 390]) {
    test(`autofilled and typed phone numbers with +1, 1 or dots pass step 1 (${width} px)`, async ({ page }) => {
      await open(page, width);
      const phone = page.getByLabel('Mobile phone');
      await expect(phone).toHaveAttribute('autocomplete', 'tel-national');
      const filled = ['+1 415-555-0123', '1 415 555 0123', '+14155550123', '415.555.0123'];
      for (const [index, number] of filled.entries()) {
        await details(page, number, index % 2 === 0 ? 'autofilled' : 'typed');
        await phone.blur();
        await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
      }
      // Anything else keeps the §5 message.
      for (const wrong of ['+44 20 7946 0958', '415-555-012']) {
        await phone.clear();
        await phone.pressSequentially(wrong);
        await phone.blur();
        await expectError(phone, 'Enter a valid 10-digit phone number');
      }
      await details(page, '+1 415-555-0123', 'autofilled');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
    });

    test(`zip 00000 gets the invalid-zip message, no waitlist, in the checkout and the zip lookup (${width} px)`, async ({
      page,
    }) => {
      await open(page, width);
      await details(page, '(512) 555-0142', 'typed', '00000');
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expectError(page.getByLabel('Zip code'), 'Enter a valid 5-digit zipcode');
      await expect(page.getByText("We don't serve 00000")).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Join the waitlist/ })).toHaveCount(0);

      await page.goto('/deal');
      const form = page.getByRole('form', { name: 'Check your zip code' });
      await form.scrollIntoViewIfNeeded();
      const check = form.getByRole('button', { name: 'Check' });
      await expect(check).toBeEnabled();
      const input = form.getByRole('textbox', { name: 'Zip code' });
      await input.pressSequentially('00000');
      await check.click();
      await expectError(input, 'Enter a valid 5-digit zipcode');
      await expect(page.getByText("We don't serve 00000")).toHaveCount(0);
    });

    test(`expiry "1/30" typed or pasted, Backspace after a card group's space, exact §5 messages (${width} px)`, async ({
      page,
    }) => {
      await open(page, width);
      await toPayment(page);
      const expiry = page.getByLabel('Expiry date');
      await expiry.pressSequentially(`1/${YY}`);
      await expect(expiry).toHaveValue(`01/${YY}`);
      await expiry.clear();
      await expiry.fill(`1/${YY}`); // pasted or autofilled
      await expect(expiry).toHaveValue(`01/${YY}`);
      await expiry.blur();
      await expect(expiry).not.toHaveAttribute('aria-invalid', 'true');

      const card = page.getByLabel('Card number');
      await card.pressSequentially('4242424242424242');
      await expect(card).toHaveValue('4242 4242 4242 4242');
      // Caret right after the first group's space, then Backspace: the 4th digit goes, the caret stays there.
      await card.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
      await card.press('Backspace');
      await expect(card).toHaveValue('4244 2424 2424 242');
      await expect.poll(() => card.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
      await card.press('2');
      await expect(card).toHaveValue('4242 4242 4242 4242');

      // A failed checksum and letters in the security code: exactly §5's messages.
      await card.clear();
      await card.pressSequentially('4242424242424241');
      await card.blur();
      await expectError(card, 'The card number is not correct');
      const cvc = page.getByLabel('Security code');
      await cvc.pressSequentially('12a');
      await cvc.blur();
      await expectError(cvc, 'Invalid security code');
      await expect(cvc).not.toHaveAccessibleDescription(/digits only/);
    });

    test(`a server that answered 500 or 503 is our fault, not the connection (${width} px)`, async ({ page }) => {
      await open(page, width);
      for (const status of [500, 503]) {
        await page.route('**/api/graphql', async (route) => {
          if (route.request().postDataJSON()?.operationName === 'RegisterLead') {
            await route.fulfill({ status, body: 'Service Unavailable' });
            return;
          }
          await route.fallback();
        });
        await details(page, '(512) 555-0142', 'typed');
        await page.getByRole('button', { name: 'Continue', exact: true }).click();
        const alert = page.getByRole('alert').filter({ hasText: FRIENDLY_SERVER_MESSAGE });
        await expect(alert).toBeVisible();
        await expect(page.getByText("We couldn't reach our servers")).toHaveCount(0);
        await page.unroute('**/api/graphql');
      }
      expect(FRIENDLY_SERVER_MESSAGE).toBe('Something went wrong on our side. Please try again in a moment.');
    });
  }
});
