/**
 * The voucher checkout (/checkout/): steps and their fallback, every §5 message, the all-in total,
 * purchases with the test cards, the survey, history, double submits and accessibility.
 *
 * The purchase path runs on the main brand; one full purchase also on a white-label
 * (@purchase-brands), and the first step's built HTML on @feature-brands. What the island does
 * with what is typed or asked for in the address (?step= fallbacks, step 1's messages) runs on
 * main: the island, its messages (src/schemas/fields.ts) and its rules are the same for every
 * brand. A test that
 * counts vouchers runs in its own far-future offer week (the API's clock override header, honoured
 * outside production), so purchases made by other tests in parallel cannot change its count.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { TEST_CARDS } from '../../api/payments.ts';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { advertisedPlan, earlyCancellationSentence, firstChargeSentence } from '../../src/domain/charges.ts';
import { featuredOption } from '../../src/domain/offer.ts';
import { GetAvailableVouchers, PostPurchaseSurvey, PurchaseVoucher, VoucherPriceAndIntent } from '../lib/operations.ts';
import { CHECKOUT_KEY } from '../../src/domain/storageKeys.ts';
import { pricedExperiment } from '../../src/brand/experiments.ts';
import { cohortOffers } from '../../src/catalog/defaultOffer.ts';
import { visitAs } from '../lib/visitors.ts';
import { messages } from '../../src/schemas/fields.ts';
import { REQUEST_DEADLINE_MS } from '../../src/graphql/timed.ts';
import {
  FRIENDLY_SERVER_MESSAGE,
  FRIENDLY_TIMEOUT_MESSAGE,
  FRIENDLY_TRANSPORT_MESSAGE,
  SLOW_MESSAGE,
} from '../../src/graphql/friendly.ts';
import { SLOW_NOTICE_MS } from '../../src/islands/shared/slow.ts';
import { emulatePhone } from '../../scripts/lib/bench/phone.ts';
import { expect, expectHydrated, expectNoAxeViolations, gql, test } from './fixtures.ts';
import { freshWeek, testPhone } from '../lib/pageHelpers.ts';
import { pauseClock } from '../lib/clock.ts';

/** Austin, TX: served, 8.25% sales tax. */
const ZIP = '78701';
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
/** Test cards of the simulated processor (api/payments.ts), typed the way they are printed. */
const spaced = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');
const CARD = spaced(TEST_CARDS.success);
const DECLINED = spaced(TEST_CARDS.declined);
const NO_FUNDS = spaced(TEST_CARDS.insufficientFunds);

type PurchaseAnswer = { data: { purchaseVoucher: { voucherPurchaseDetails: { code: string } | null } } };

const heading = (page: Page, step: number, name: string) =>
  page.getByRole('heading', { level: 2, name: `Step ${step} of 3: ${name}` });

function shopper() {
  const id = Math.random().toString(36).slice(2, 10);
  return { email: `shopper-${id}@example.com`, phone: testPhone(), first: 'Dana', last: 'Reyes', zip: ZIP };
}

async function remaining(request: APIRequestContext, week: string): Promise<number> {
  const data = await gql<{ availableVouchers: { remaining: number } }>(
    request,
    GetAvailableVouchers,
    {},
    { [CLOCK_OVERRIDE_HEADER]: week },
  );
  return data.availableVouchers.remaining;
}

/** Opens the checkout and waits until the island works (the button is enabled once hydrated). */
/** Opens the checkout and waits for its island to run (a press before that is replayed). */
async function open(page: Page, query = '') {
  await page.goto(`/checkout/${query}`);
  await expectHydrated(page.locator('astro-island').first());
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
}

async function fillDetails(page: Page, who: ReturnType<typeof shopper>) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile phone').fill(who.phone);
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Zip code').fill(who.zip);
}

/** Step 1 filled and sent; waits for step 2 and its total. */
async function toStep2(page: Page, who = shopper(), query = '?hours=3') {
  await open(page, query);
  await fillDetails(page, who);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
  await expect(page.getByText('Due today')).toBeVisible();
  return who;
}

async function toStep3(page: Page, who = shopper(), query = '?hours=3') {
  await toStep2(page, who, query);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 3, 'Payment')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Buy for \$/ })).toBeVisible();
  return who;
}

/** Types a field key by key, as a shopper does (after clearing what is there). */
async function typeInto(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await input.clear();
  await input.pressSequentially(text);
}

/** The box next to Buy that agrees to the membership's recurring charge. */
const consentBox = (page: Page) => page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / });

/** The card fields, typed key by key (filling in one go hid the doubled slash of "12//30"), and the membership agreed to. */
async function fillCard(page: Page, number = CARD, expiry = EXPIRY, cvc = '123') {
  await typeInto(page, 'Card number', number);
  await typeInto(page, 'Expiry date', expiry);
  await typeInto(page, 'Security code', cvc);
  await consentBox(page).check();
}

/** The field's shown error: its accessible description holds the message, and it is marked invalid. */
/**
 * A page at the payment step with a card typed, in an offer week of its own (its vouchers left
 * before buying), and the purchase requests it sends from now on.
 */
async function readyToBuy(page: Page, request: APIRequestContext) {
  const week = freshWeek().iso;
  await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: week });
  const before = await remaining(request, week);
  const sent = purchaseRequests(page);
  await toStep3(page);
  await fillCard(page);
  return { week, before, sent };
}

async function expectError(page: Page, label: string, message: string) {
  const input = page.getByLabel(label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(escape(message)));
}
async function expectValid(page: Page, label: string) {
  await expect(page.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const purchaseRequests = (page: Page) => {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/graphql') && request.postDataJSON()?.operationName === 'PurchaseVoucher') {
      sent.push(request);
    }
  });
  return sent;
};

// --- The page before the API: its HTML on @feature-brands, the island's rules on main -------------

test(
  'the first step is in the HTML: heading, labelled fields with autofill hints, and a note without JavaScript',
  { tag: '@feature-brands' },
  async ({ noScriptPage: page }) => {
    await page.goto('/checkout/?hours=3');
    await expect(page.getByRole('heading', { level: 1, name: 'Book your first cleaning' })).toBeVisible();
    await expect(heading(page, 1, 'Your details')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel('Mobile phone')).toHaveAttribute('autocomplete', 'tel-national');
    await expect(page.getByLabel('Mobile phone')).toHaveAttribute('inputmode', 'tel');
    await expect(page.getByLabel('Zip code')).toHaveAttribute('autocomplete', 'postal-code');
    await expect(page.getByLabel('Zip code')).toHaveAttribute('inputmode', 'numeric');
    // (Playwright's text matching skips <noscript>, so the note is read from the DOM.)
    await expect(page.locator('noscript p')).toBeVisible();
    expect(await page.locator('noscript p').evaluate((el) => el.textContent)).toContain('Checkout needs JavaScript.');
  },
);

test('?step= falls back to step 1 when missing, not a number, zero, negative or not reachable yet', async ({
  page,
}) => {
  for (const query of [
    '',
    '?step=abc',
    '?step=0',
    '?step=-1',
    '?step=2.5',
    '?step=2',
    '?step=3',
    '?step=4',
    '?step=99',
  ]) {
    await open(page, query);
    await expect(heading(page, 1, 'Your details'), query).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Your details' })).toHaveAttribute(
      'aria-current',
      'step',
    );
    // The island drops the query once it has read it (the heading shows before it hydrates).
    await expect.poll(() => new URL(page.url()).searchParams.get('step'), { message: query }).toBeNull();
  }
});

test('every step-1 message of §5 appears on blur and on submit, tied to its field, and goes once fixed', async ({
  page,
}) => {
  await open(page);
  // Submitting the empty form: every required field says what it needs; focus goes to the first.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectError(page, 'Email', messages.email);
  await expectError(page, 'Mobile phone', messages.phone);
  await expectError(page, 'Zip code', messages.zipcodeRequired);
  await expectValid(page, 'First name');
  await expect(page.getByLabel('Email')).toBeFocused();

  // Realistic wrong input, checked when leaving each field.
  await page.getByLabel('Email').fill('dana@example');
  await page.getByLabel('Email').blur();
  await expectError(page, 'Email', messages.email);
  await page.getByLabel('Mobile phone').fill('512-555-014');
  await page.getByLabel('Mobile phone').blur();
  await expectError(page, 'Mobile phone', messages.phone);
  await page.getByLabel('Zip code').fill('7870');
  await page.getByLabel('Zip code').blur();
  await expectError(page, 'Zip code', messages.zipcodeInvalid);

  // Fixing a field clears its message as the shopper types.
  await page.getByLabel('Email').fill('Dana@Example.com ');
  await expectValid(page, 'Email');
  await page.getByLabel('Mobile phone').fill('(512) 555-0142');
  await expectValid(page, 'Mobile phone');
  await page.getByLabel('Zip code').fill(ZIP);
  await expectValid(page, 'Zip code');
  await expect(page.getByText(messages.zipcodeInvalid)).toHaveCount(0);
});

test('a field tabbed past without typing shows no error until submit', async ({ page }) => {
  await open(page);
  await page.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  await expectValid(page, 'Email');
});

// --- Brands with the API: the purchase path -----------------------------------------------------

test.describe('with the API', () => {
  test('the deal page link preselects the option and the zip code; the total is all-in before paying', async ({
    page,
  }) => {
    await open(page, `?hours=4&zipcode=${ZIP}`);
    await expect(page.getByLabel('Zip code')).toHaveValue(ZIP);
    expect(new URL(page.url()).searchParams.get('zipcode')).toBeNull();
    const who = shopper();
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Mobile phone').fill(who.phone);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeFocused();
    const summary = page.getByRole('region', { name: 'Your total' });
    // $39 voucher, 8.25% Texas sales tax = $3.22, $42.22 today; then $49/month from the first cleaning.
    await expect(summary).toContainText('Two Bedroom cleaning voucher, 4 hours$39');
    await expect(summary).toContainText('Sales tax (8.25%)$3.22');
    await expect(summary).toContainText('Due today$42.22');
    await expect(summary).toContainText('Then: Forever Clean membership');
    // One statement of what is charged when (was "starts today" and the $99 fee alone).
    await expect(summary).toContainText(
      'Today you pay $42.22: the $39 voucher plus $3.22 sales tax. No membership fee is charged today.',
    );
    await expect(summary).toContainText(firstChargeSentence(advertisedPlan));
    await expect(summary).toContainText('$49/month');
    await expect(summary).toContainText(
      'Cancelling before 6 paid months costs the $99 cancellation fee plus $61 to bring your $39 first cleaning to its full $100 price: $160 in all.',
    );

    // Another option: the total follows, and the address keeps the choice for a reload.
    await page.getByRole('radio', { name: /One Bedroom/ }).check();
    await expect(summary).toContainText('Due today$20.57');
    expect(new URL(page.url()).searchParams.get('hours')).toBe('3');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('button', { name: 'Buy for $20.57' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your total' })).toContainText('Due today$20.57');
    // The region's card-charge disclosure (CC) sits next to the button; the card fields autofill.
    // Device-neutral wording (it said "By tapping Buy" on desktops too).
    await expect(page.getByText('By selecting Buy, you authorize us to charge your card $20.57 today')).toBeVisible();
    await expect(page.getByText(`Your receipt and voucher code go to ${who.email}.`)).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    await expect(page.getByLabel('Card number')).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByLabel('Expiry date')).toHaveAttribute('autocomplete', 'cc-exp');
    await expect(page.getByLabel('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
  });

  test('a zip code reaches the checkout one way, in the link: the deal page’s stored lookup is not read', async ({
    page,
  }) => {
    await page.goto('/checkout/');
    await page.evaluate(() => sessionStorage.setItem('publicweb.zipcode', '60601'));
    await open(page, '?hours=3&zipcode=78701');
    await expect(page.getByLabel('Zip code')).toHaveValue('78701');
    await page.evaluate(() => sessionStorage.removeItem('publicweb.checkout'));
    await open(page, '?hours=3');
    await expect(page.getByLabel('Zip code')).toHaveValue('');
  });

  test('an unsupported zip code and a malformed one get a clear sentence on the zip field', async ({ page }) => {
    await open(page);
    const who = { ...shopper(), zip: '99501' };
    await fillDetails(page, who);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectError(page, 'Zip code', "We don't serve 99501 yet. The nearest area we serve is Seattle, WA.");
    await expect(page.getByLabel('Zip code')).toBeFocused();
    await expect(heading(page, 1, 'Your details')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(who.email);

    await page.getByLabel('Zip code').fill('9950');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectError(page, 'Zip code', messages.zipcodeInvalid);
    await expect(heading(page, 1, 'Your details')).toBeVisible();

    await page.getByLabel('Zip code').fill(ZIP);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
  });

  test('every card message of §5 appears for realistic wrong input', async ({ page }) => {
    await toStep3(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expectError(page, 'Card number', messages.ccNumberRequired);
    await expectError(page, 'Expiry date', messages.ccExpirationFormat);
    await expectError(page, 'Security code', messages.cvcRequired);
    await expect(page.getByLabel('Card number')).toBeFocused();

    const cases: [string, string, string][] = [
      ['Card number', '4242 4242 4242', messages.ccNumberInvalid],
      ['Expiry date', '13/30', messages.ccExpirationFormat],
      ['Expiry date', '0/28', messages.ccExpirationFormat],
      ['Expiry date', '01/20', messages.ccExpirationPast],
      ['Security code', '12', messages.cvcTooShort],
      ['Security code', '12345', messages.cvcInvalid],
      ['Security code', '12a', messages.cvcInvalid],
    ];
    for (const [label, value, message] of cases) {
      await typeInto(page, label, value);
      await page.getByLabel(label).blur();
      await expectError(page, label, message);
    }
    expect(messages.cvcTooShort).toBe('Please use at least 3 characters');
    // Typing the expiry as digits gets its slash.
    await page.getByLabel('Expiry date').fill('');
    await page.getByLabel('Expiry date').pressSequentially('1230');
    await expect(page.getByLabel('Expiry date')).toHaveValue('12/30');
    // Letters in the security code: §5's exact message.
    await typeInto(page, 'Security code', 'ab');
    await page.getByLabel('Security code').blur();
    await expectError(page, 'Security code', 'Invalid security code');
  });

  test('each way of typing the expiry ends as MM/YY and pays (320 px, key by key)', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 320, height: 800 });
    const yy = EXPIRY.slice(3);
    const typed = [`12/${yy}`, `12${yy}`, `12 / ${yy}`, `12/20${yy}`];
    for (const expiry of typed) {
      await toStep3(page, shopper());
      await typeInto(page, 'Card number', CARD);
      await typeInto(page, 'Expiry date', expiry);
      await expect(page.getByLabel('Expiry date'), expiry).toHaveValue(`12/${yy}`);
      await typeInto(page, 'Security code', '123');
      await consentBox(page).check();
      await page.getByRole('button', { name: /^Buy for/ }).click();
      await expect(page.getByTestId('voucher-code'), expiry).toBeVisible();
      // The next shopper on this browser: no mirror, and no voucher kept for the browser's other tabs.
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.removeItem('publicweb.voucher');
      });
    }
    // Pasted (one insertion, as a paste is), with the four-digit year.
    await toStep3(page, shopper());
    await typeInto(page, 'Card number', CARD);
    await page.getByLabel('Expiry date').focus();
    await page.keyboard.insertText(`12/20${yy}`);
    await expect(page.getByLabel('Expiry date')).toHaveValue(`12/${yy}`);
    await typeInto(page, 'Security code', '123');
    await consentBox(page).check();
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
  });

  test('the card number is grouped as typed, pasted numbers with spaces or dashes work, the brand is named', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await toStep3(page);
    const number = page.getByLabel('Card number');
    await typeInto(page, 'Card number', TEST_CARDS.success);
    await expect(number).toHaveValue(CARD);
    await expect(number).toHaveAccessibleDescription(/Visa, 16 digits/);
    // American Express: 4-6-5.
    await typeInto(page, 'Card number', '378282246310005');
    await expect(number).toHaveValue('3782 822463 10005');
    await expect(number).toHaveAccessibleDescription(/American Express, 15 digits/);
    // Pasted with dashes, then with spaces: grouped, and it pays.
    await number.clear();
    await number.focus();
    await page.keyboard.insertText('4242-4242-4242-4242');
    await expect(number).toHaveValue(CARD);
    await number.clear();
    await page.keyboard.insertText(' 4242 4242  4242 4242 ');
    await expect(number).toHaveValue(CARD);
    await typeInto(page, 'Expiry date', EXPIRY);
    await typeInto(page, 'Security code', '123');
    await consentBox(page).check();
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
  });

  test('a mistyped card number is caught before Buy, and the API refuses it too', async ({ page, request }) => {
    const sent = purchaseRequests(page);
    await toStep3(page);
    for (const wrong of ['4242 4242 4242 4241', '4242 4242 4242 424']) {
      await typeInto(page, 'Card number', wrong);
      await typeInto(page, 'Expiry date', EXPIRY);
      await typeInto(page, 'Security code', '123');
      await page.getByRole('button', { name: /^Buy for/ }).click();
      await expectError(page, 'Card number', 'The card number is not correct');
      await expect(page.getByLabel('Card number')).toBeFocused();
    }
    expect(sent).toHaveLength(0);
    // Sent straight to the API, the same number is refused on the card field and nothing is charged.
    const who = shopper();
    const answer = await gql<{
      purchaseVoucher: { success: boolean; fieldErrors: { field: string; message: string }[] };
    }>(request, PurchaseVoucher, {
      input: {
        email: who.email,
        phone: '5125550142',
        zipcode: ZIP,
        ccNumber: '4242424242424241',
        ccExpiration: EXPIRY,
        cvc: '123',
        hours: 3,
        idempotencyKey: `luhn-${Math.random().toString(36).slice(2, 12)}`,
      },
    });
    expect(answer.purchaseVoucher.success).toBe(false);
    expect(answer.purchaseVoucher.fieldErrors).toEqual([
      { field: 'ccNumber', message: 'The card number is not correct' },
    ]);
  });

  test('what the checkout says is charged today is what the API charges, and the confirmation says the same', async ({
    page,
    request,
  }) => {
    await toStep3(page, shopper(), '?hours=3');
    const { intent } = await gql<{ intent: { amount: number } }>(request, VoucherPriceAndIntent, {
      numHours: 3,
      zipcode: ZIP,
      voucherOption: null,
    });
    const charged = `$${intent.amount.toFixed(2)}`;
    const summary = page.getByRole('region', { name: 'Your total' });
    await expect(summary).toContainText(`Today you pay ${charged}:`);
    await expect(summary).toContainText(`Due today${charged}`);
    await expect(page.getByRole('button', { name: `Buy for ${charged}` })).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: `Buy for ${charged}` }).click();
    const statement = page.getByTestId('charge-statement');
    // After paying it says what was paid, not what is due.
    await expect(statement).toContainText(`You paid ${charged} today:`);
    await expect(statement).toContainText('No membership fee was charged today.');
    await expect(statement).toContainText(firstChargeSentence(advertisedPlan));
    await expect(statement).toContainText(earlyCancellationSentence(advertisedPlan, featuredOption));
  });

  test("a visitor in the brand's other cohort sees its plan and pays in it: the API assigns from the id the page sends", async ({
    page,
    brand,
  }) => {
    // On a live brand the cohort comes from the stable id alone (api/cohorts.ts): without the id
    // the checkout sends, the API would charge (or refuse) this visitor as the control.
    const other = pricedExperiment(brand).variants[1]!.name;
    const plan = cohortOffers.find((offer) => offer.cohort === other)!.plan;
    expect(plan.monthlyPrice).not.toBe(advertisedPlan.monthlyPrice);
    await visitAs(page, brand, other);
    await toStep3(page);
    await expect(page.locator('main')).toContainText(`$${plan.monthlyPrice}/month`, { useInnerText: true });
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for \$/ }).click();
    await expect(page.getByTestId('charge-statement')).toContainText(firstChargeSentence(plan));
  });

  test('Back to your details shows the step heading on screen, focused (320 px)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await toStep2(page);
    const back = page.getByRole('button', { name: 'Back to your details' });
    await back.scrollIntoViewIfNeeded();
    await back.click();
    const step1 = heading(page, 1, 'Your details');
    await expect(step1).toBeFocused();
    await expect(step1).toBeInViewport();
    // The browser's Back and Forward too.
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeFocused();
    await page.getByRole('button', { name: 'Back to your details' }).scrollIntoViewIfNeeded();
    await page.goBack();
    await expect(step1).toBeFocused();
    await expect(step1).toBeInViewport();
  });

  test('an unserved zip code in the checkout offers the waitlist, in words that fit', async ({ page }) => {
    await open(page);
    const who = { ...shopper(), zip: '99501' };
    await fillDetails(page, who);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectError(page, 'Zip code', "We don't serve 99501 yet.");
    const offer = page.getByRole('region', { name: 'We are not in 99501 yet' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Join the waitlist for 99501' }).click();
    const form = offer.getByRole('form');
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeFocused();
    // Leaving the zip field keeps the API's sentence on it (it is still about this zip code).
    await expect(page.getByRole('textbox', { name: 'Zip code of the home to clean' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(who.email);
    await expect(form.getByRole('textbox', { name: 'Zip code' })).toHaveValue('99501');
    await form.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(form.getByRole('status')).toHaveText(
      "You're on the waitlist. We'll email you when we start cleaning in 99501.",
    );
  });

  test('the redeem button fits at 320 px: its words stay inside it', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await toStep3(page);
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    const redeem = page.getByRole('link', { name: 'Redeem your voucher: choose a date' });
    await expect(redeem).toBeVisible();
    const fit = await redeem.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        inside: text.top >= box.top && text.bottom <= box.bottom && text.left >= box.left && text.right <= box.right,
        roomAbove: text.top - box.top,
        padding: parseFloat(style.paddingInlineStart),
        right: box.right,
      };
    });
    expect(fit.inside).toBe(true);
    expect(fit.roomAbove).toBeGreaterThanOrEqual(8);
    expect(fit.padding).toBeGreaterThanOrEqual(12);
    expect(fit.right).toBeLessThanOrEqual(320);
  });

  test(
    'a full purchase ends on the voucher code and the redeem link; the survey answer is stored',
    { tag: '@purchase-brands' },
    async ({ page, request, brand }) => {
      await toStep3(page);
      await fillCard(page);
      await page.getByRole('button', { name: 'Buy for $20.57' }).click();
      const success = page.getByRole('heading', { level: 2, name: 'Your voucher is ready' });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      const code = (await page.getByTestId('voucher-code').innerText()).trim();
      expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      const redeem = page.getByRole('link', { name: 'Redeem your voucher: choose a date' });
      await expect(redeem).toHaveAttribute(
        'href',
        `${brand.appUrl.replace(/\/+$/, '')}/customer/choosedate/?code=${encodeURIComponent(code)}`,
      );
      expect(new URL(page.url()).searchParams.get('step')).toBe('4');
      expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('4242');

      // The survey: no answer is no answer; one answer is sent and confirmed.
      const survey = page.getByRole('region', { name: /where did you hear about us/ });
      await survey.getByRole('button', { name: 'Send answer' }).click();
      await expect(survey.getByRole('group', { name: 'Choose all that apply' })).toHaveAccessibleDescription(
        'Choose at least one answer',
      );
      await survey.getByRole('checkbox', { name: 'Google search' }).check();
      await survey.getByRole('checkbox', { name: 'Other' }).check();
      await survey.getByLabel('Where?').fill('A flyer at my gym');
      await survey.getByRole('button', { name: 'Send answer' }).click();
      await expect(page.getByRole('status')).toHaveText('Thank you for telling us!');
      // The API has it: a second answer for the same voucher (with the buyer's survey token, which
      // only the purchase's answer carries) is refused.
      const surveyToken = await page.evaluate(
        (key) =>
          (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { purchase?: { surveyToken?: string } }).purchase
            ?.surveyToken,
        CHECKOUT_KEY,
      );
      expect(surveyToken).toMatch(/^[\w-]{16,}$/);
      const again = await gql<{ postPurchaseSurvey: { success: boolean; message: string } }>(
        request,
        PostPurchaseSurvey,
        { input: { voucherCode: code, surveyToken: surveyToken!, sources: ['Facebook'] } },
      );
      expect(again.postPurchaseSurvey).toMatchObject({
        success: false,
        message: 'We already have your answer for this purchase. Thank you!',
      });

      // A reload keeps the voucher on screen; back does not reopen the payment form.
      await page.reload();
      await expect(page.getByTestId('voucher-code')).toHaveText(code);
      await page.goBack();
      await expect(page.getByTestId('voucher-code')).toHaveText(code);
    },
  );

  test('the survey can be skipped', async ({ page }) => {
    await toStep3(page);
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('status')).toHaveText('No problem. Thanks for your purchase!');
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByTestId('voucher-code')).toBeVisible();
  });

  test('a declined card and insufficient funds keep every field but the card, and say what to do', async ({ page }) => {
    const who = await toStep3(page, shopper(), '?hours=4');
    const buy = page.getByRole('button', { name: /^Buy for/ });
    for (const [card, message] of [
      [DECLINED, 'Your card was declined. Please try another form of payment.'],
      [NO_FUNDS, 'Your card has insufficient funds. Please try another form of payment.'],
    ] as const) {
      await fillCard(page, card);
      await buy.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Your card was not charged' });
      await expect(alert).toContainText(message);
      await expect(alert).toContainText('enter another card below and press Buy again');
      await expect(page.getByLabel('Card number')).toHaveValue('');
      await expect(page.getByLabel('Expiry date')).toHaveValue('');
      await expect(page.getByLabel('Security code')).toHaveValue('');
      await expect(page.getByLabel('Card number')).toBeFocused();
      await expect(heading(page, 3, 'Payment')).toBeVisible();
    }
    // Everything else is still there.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(who.email);
    await expect(page.getByLabel('Mobile phone')).toHaveValue(who.phone);
    await expect(page.getByLabel('First name')).toHaveValue(who.first);
    await expect(page.getByLabel('Last name')).toHaveValue(who.last);
    await expect(page.getByLabel('Zip code')).toHaveValue(who.zip);
    // A new card is a new attempt (a new idempotency key): it goes through.
    await page.goForward();
    await page.goForward();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    await fillCard(page);
    await buy.click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
  });

  test("a new attempt clears the last one's message: a decline does not stay under a new card's field error", async ({
    page,
  }) => {
    await toStep3(page, shopper(), '?hours=4');
    const buy = page.getByRole('button', { name: /^Buy for/ });
    await fillCard(page, DECLINED);
    await buy.click();
    const declined = page.getByRole('alert').filter({ hasText: 'Your card was not charged' });
    await expect(declined).toBeVisible();
    // The next card is mistyped: its field says so, and the old decline is gone.
    await typeInto(page, 'Card number', '4242 4242 4242 4241');
    await typeInto(page, 'Expiry date', EXPIRY);
    await typeInto(page, 'Security code', '123');
    await buy.click();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(declined).toHaveCount(0);
  });

  test('a pasted or autofilled expiry is shown as MM/YY, even over an earlier one', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await toStep3(page);
    const expiry = page.getByLabel('Expiry date');
    const year = EXPIRY.slice(3);
    // fill() puts the whole value in one input event, as a paste or the browser's autofill does.
    await expiry.fill(`01${year}`);
    await expect(expiry).toHaveValue(`01/${year}`);
    await expiry.fill(`12${year}`);
    await expect(expiry).toHaveValue(`12/${year}`);
    await expiry.fill(`0320${year}`);
    await expect(expiry).toHaveValue(`03/${year}`);
    // Deleting is still deleting.
    await expiry.press('End');
    await expiry.press('Backspace');
    await expect(expiry).toHaveValue(`03/${year.slice(0, 1)}`);
  });

  test('a server error on Buy says it was on our side, a lost connection says so', async ({ page }) => {
    await toStep3(page, shopper(), '?hours=4');
    await fillCard(page);
    const buy = page.getByRole('button', { name: /^Buy for/ });
    await page.route('**/api/graphql', async (route) => {
      if (!route.request().postData()?.includes('"operationName":"PurchaseVoucher"')) return route.fallback();
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    await buy.click();
    const problem = page.getByRole('alert').filter({ hasText: 'We could not confirm your payment' });
    await expect(problem).toContainText(FRIENDLY_SERVER_MESSAGE);
    await expect(problem).toContainText('Press Buy again in a moment');
    await expect(problem).not.toContainText('back online');

    await page.unroute('**/api/graphql');
    await page.route('**/api/graphql', (route) =>
      route.request().postData()?.includes('"operationName":"PurchaseVoucher"')
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await buy.click();
    await expect(problem).toContainText(FRIENDLY_TRANSPORT_MESSAGE);
    await expect(problem).toContainText('Press Buy again when you are back online');
  });

  test('a slow API says so after a few seconds, and offers a retry at the request deadline (phone profile)', async ({
    page,
  }) => {
    // The seconds of waiting pass on the page's clock (tests/lib/clock.ts), not in real time.
    await page.clock.install();
    await emulatePhone(page, { network: false });
    await open(page, '?hours=3');
    await fillDetails(page, shopper());
    // The lead's answer never comes until the shopper tries again.
    let hold = true;
    let release!: () => void;
    const never = new Promise<void>((resolve) => (release = resolve));
    const isLead = (postData: string | null) => Boolean(postData?.includes('"operationName":"RegisterLead"'));
    await page.route('**/api/graphql', async (route) => {
      if (!hold || !isLead(route.request().postData())) return route.fallback();
      await never;
      await route.abort().catch(() => undefined);
    });
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    const waiting = page.getByRole('status').filter({ hasText: SLOW_MESSAGE });
    const problem = page.getByRole('alert').filter({ hasText: FRIENDLY_TIMEOUT_MESSAGE });
    try {
      await pauseClock(page);
      const sent = page.waitForRequest((request) => isLead(request.postData()));
      await continueButton.click();
      await sent;
      // Nothing half a second before the notice's time; the notice at it.
      await page.clock.runFor(SLOW_NOTICE_MS - 500);
      await expect(waiting).toHaveCount(0);
      await page.clock.runFor(500);
      await expect(waiting).toBeVisible();
      // Still waiting half a second before the deadline; at it, what happened, and the button works again.
      await page.clock.runFor(REQUEST_DEADLINE_MS - SLOW_NOTICE_MS - 500);
      await expect(waiting).toBeVisible();
      await expect(problem).toHaveCount(0);
      await page.clock.runFor(500);
      await expect(problem).toBeVisible();
      await expect(waiting).toHaveCount(0);
      hold = false;
      await page.clock.resume();
      await continueButton.click();
      await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
      await expect(problem).toHaveCount(0);
    } finally {
      release();
    }
  });

  test('a double click on Buy charges once', async ({ page, request }) => {
    const { week, before, sent } = await readyToBuy(page, request);
    // The purchase is held in flight until the extra clicks have landed, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'PurchaseVoucher') await held;
      await route.fallback();
    });
    const buy = page.getByRole('button', { name: /^Buy for/ });
    await buy.dblclick();
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    // A third click while it is busy (a plain mouse click: Playwright's click would wait for the button).
    const box = (await buy.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('a lost answer retried with Buy is the same attempt: one voucher, the same key', async ({ page, request }) => {
    const { week, before, sent } = await readyToBuy(page, request);
    // The first purchase reaches the API (and is charged), but its answer never reaches the page.
    let lost = false;
    await page.route('**/api/graphql', async (route) => {
      if (!lost && route.request().postDataJSON()?.operationName === 'PurchaseVoucher') {
        lost = true;
        await route.fetch();
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: /^Buy for/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm your payment' });
    await expect(alert).toContainText("We couldn't reach our servers. Check your connection and try again.");
    await expect(alert).toContainText('you will not be charged twice');
    // Nothing was lost, not even the card (the card was not refused).
    await expect(page.getByLabel('Card number')).toHaveValue(CARD);
    expect(await remaining(request, week)).toBe(before - 1);

    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    expect(sent).toHaveLength(2);
    const keys = sent.map((request) => request.postDataJSON().variables.input.idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('a lost answer, a reload and the card typed again: one sale, one code, the original voucher', async ({
    page,
    request,
  }) => {
    const { week, before, sent } = await readyToBuy(page, request);
    // The purchase reaches the API and is charged; its answer is lost on the way back to the page.
    let original = '';
    await page.route('**/api/graphql', async (route) => {
      if (!original && route.request().postDataJSON()?.operationName === 'PurchaseVoucher') {
        const response = await route.fetch();
        const answer = (await response.json()) as PurchaseAnswer;
        original = answer.data.purchaseVoucher.voucherPurchaseDetails!.code;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: /^Buy for/ }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'We could not confirm your payment' });
    await expect(alert).toContainText('you will not be charged twice');
    expect(original).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(await remaining(request, week)).toBe(before - 1);

    // The shopper reloads: step 3 is kept, the card fields are empty; they type the card again.
    await page.reload();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toHaveText(original);
    const keys = sent.map((sentRequest) => sentRequest.postDataJSON().variables.input.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await remaining(request, week)).toBe(before - 1);

    // Another reload shows the same voucher and sends nothing.
    await page.reload();
    await expect(page.getByTestId('voucher-code')).toHaveText(original);
    expect(sent).toHaveLength(2);
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('Buy names the membership and charges nothing until its box is ticked; the voucher screen repeats the terms', async ({
    page,
    request,
  }) => {
    const { week, before, sent } = await readyToBuy(page, request);
    const box = consentBox(page);
    await box.uncheck();
    // Next to Buy: today's amount, the membership's amount, period and first charge, renewal, how
    // to cancel and what cancelling early costs, in figures of the catalogue.
    const consent = page.getByTestId('buy-consent');
    await expect(consent).toContainText('By selecting Buy, you authorize us to charge your card $20.57 today');
    await expect(consent).toContainText('$49 plus possible taxes every month');
    await expect(consent).toContainText('first charged on the day of your first cleaning');
    await expect(consent).toContainText('renewing automatically until you cancel');
    await expect(consent).toContainText('Cancel online any time from your account');
    await expect(consent).toContainText('costs $155 in all');
    const buy = page.getByRole('button', { name: 'Buy for $20.57 and join Forever Clean' });
    await buy.click();
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription(/Tick the box to agree to the Forever Clean membership/);
    expect(sent).toHaveLength(0);
    expect(await remaining(request, week)).toBe(before);
    await page.keyboard.press('Space');
    await buy.click();
    const statement = page.getByTestId('charge-statement');
    await expect(statement).toContainText('Forever Clean renews automatically, $49 plus possible taxes every month');
    await expect(statement).toContainText('Cancel online any time from your account');
    await expect(statement).toContainText('$155 in all');
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('the API keeps the consent sent with Buy: consent to other terms is refused, the box unticked and saying why', async ({
    page,
    request,
  }) => {
    const { week, before, sent } = await readyToBuy(page, request);
    // What a page loaded with an older plan would send: the sentence with another monthly amount.
    await page.route('**/api/graphql', async (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('"operationName":"PurchaseVoucher"')) return route.fallback();
      await route.continue({ postData: body.replace('Forever Clean: $49 plus', 'Forever Clean: $39 plus') });
    });
    const box = consentBox(page);
    const buy = page.getByRole('button', { name: 'Buy for $20.57 and join Forever Clean' });
    await buy.click();
    await expect(box).toHaveAccessibleDescription(/The membership's terms have changed/);
    await expect(box).not.toBeChecked();
    await expect(box).toBeFocused();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON().variables.input.membershipConsent).toMatchObject({ agreed: true });
    expect(await remaining(request, week)).toBe(before);
    // The sentence as shown, ticked again: bought.
    await page.unroute('**/api/graphql');
    await page.keyboard.press('Space');
    await buy.click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('a lost answer, then the name corrected, another tab or another browser: one charge, never "nothing was charged"', async ({
    page,
    request,
    browser,
  }) => {
    const week = freshWeek().iso;
    await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: week });
    const before = await remaining(request, week);
    const who = { ...shopper(), first: 'dana', last: 'reyes' };
    await toStep3(page, who);
    await fillCard(page);
    let original = '';
    await page.route('**/api/graphql', async (route) => {
      if (!original && route.request().postDataJSON()?.operationName === 'PurchaseVoucher') {
        const answer = (await (await route.fetch()).json()) as PurchaseAnswer;
        original = answer.data.purchaseVoucher.voucherPurchaseDetails!.code;
        await route.abort('connectionreset');
        return;
      }
      await route.fallback();
    });
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not confirm your payment' })).toBeVisible();
    expect(await remaining(request, week)).toBe(before - 1);

    // Another browser with the same details: told the earlier payment went through and where its code went.
    const other = await browser.newContext({ extraHTTPHeaders: { [CLOCK_OVERRIDE_HEADER]: week } });
    const elsewhere = await other.newPage();
    await toStep3(elsewhere, who, '?hours=3&pw_exp=stripe_buttons_upgrade:control');
    await fillCard(elsewhere);
    await elsewhere.getByRole('button', { name: /^Buy for/ }).click();
    const told = elsewhere.getByRole('alert').filter({ hasText: 'You already have an introductory voucher' });
    await expect(told).toContainText('that purchase went through and its voucher code was emailed to');
    await expect(told).not.toContainText(/nothing was charged/i);
    await other.close();

    // The same browser, the name's capitals corrected (another order, another key): the voucher bought.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.getByRole('button', { name: 'Back to your details' }).click();
    await typeInto(page, 'First name', 'Dana');
    await typeInto(page, 'Last name', 'Reyes');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toHaveText(original);
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('two tabs pressing Buy at the same moment: one charge, both show the voucher', async ({ page, request }) => {
    const week = freshWeek().iso;
    await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: week });
    const before = await remaining(request, week);
    const who = shopper();
    const second = await page.context().newPage();
    await toStep3(page, who);
    await toStep3(second, who);
    for (const tab of [page, second]) await fillCard(tab);
    await Promise.all([page, second].map((tab) => tab.getByRole('button', { name: /^Buy for/ }).click()));
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    const code = await page.getByTestId('voucher-code').innerText();
    await expect(second.getByTestId('voucher-code')).toHaveText(code);
    expect(await remaining(request, week)).toBe(before - 1);
  });

  test('new clients only: the same email, typed in capitals, is told what to do instead and loses nothing', async ({
    page,
    request,
  }) => {
    const week = freshWeek().iso;
    await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: week });
    const before = await remaining(request, week);
    const who = await toStep3(page);
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    const paid = page.getByTestId('charge-statement');
    await expect(paid).toContainText(`Your receipt goes to ${who.email}.`);
    // The voucher screen states the API's receipt: what the API stored as charged.
    const { intent } = await gql<{ intent: { amount: number } }>(request, VoucherPriceAndIntent, {
      numHours: 3,
      zipcode: ZIP,
      voucherOption: null,
    });
    await expect(paid).toContainText(`You paid $${intent.amount.toFixed(2)} today:`);

    // A new checkout with the same email in capitals and another phone number.
    await page.goto('/checkout/?step=1&hours=3');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    const shouted = who.email.toUpperCase();
    await typeInto(page, 'Email', shouted);
    await typeInto(page, 'Mobile phone', testPhone());
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    // The receipt line names the address the API stores: trimmed and lowercased.
    await expect(page.getByText(`Your receipt and voucher code go to ${who.email}.`)).toBeVisible();
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'You already have an introductory voucher' });
    await expect(alert).toContainText('for new clients only');
    // The earlier purchase went through: never "nothing was charged"; where its code went, masked.
    await expect(alert).not.toContainText(/nothing was charged/i);
    await expect(alert).toContainText(
      `that purchase went through and its voucher code was emailed to ${who.email[0]}•••@e•••.com`,
    );
    await expect(alert.getByRole('link', { name: /^Sign in to the / })).toHaveAttribute('href', /\/login$/);
    await expect(alert.getByRole('link', { name: 'redeem the voucher you have' })).toHaveAttribute(
      'href',
      /\/customer\/choosedate\/$/,
    );
    // Nothing typed is lost, the card included, and nothing was sold.
    await expect(page.getByLabel('Card number')).toHaveValue(CARD);
    await expect(page.getByLabel('Security code')).toHaveValue('123');
    expect(await remaining(request, week)).toBe(before - 1);
    await page.goto('/checkout/?step=1');
    await expect(page.getByLabel('Email')).toHaveValue(shouted);
  });

  test('back and forward move between steps and keep what was entered; a reload keeps all but the card', async ({
    page,
  }) => {
    const who = await toStep2(page);
    await page.getByRole('radio', { name: /Home Clean/ }).check();
    await expect(page.getByRole('region', { name: 'Your total' })).toContainText(
      'Home Clean cleaning voucher, 6 hours',
    );
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    await page.getByLabel('Card number').fill(CARD);

    await page.goBack();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Home Clean/ })).toBeChecked();
    await page.goBack();
    await expect(heading(page, 1, 'Your details')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(who.email);
    await expect(page.getByLabel('Zip code')).toHaveValue(who.zip);
    await page.goForward();
    await expect(heading(page, 2, 'Choose your cleaning')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue(CARD);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('4242');

    await page.reload();
    await expect(heading(page, 3, 'Payment')).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Buy for/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your total' })).toContainText(
      'Home Clean cleaning voucher, 6 hours',
    );

    // Changing the details makes the later steps unreachable until they are sent again.
    await page.goto('/checkout/?step=1');
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await expect(page.getByLabel('Email')).toHaveValue(who.email);
    await page.getByLabel('Zip code').fill('60601');
    await page.goto('/checkout/?step=3');
    await expect(heading(page, 1, 'Your details')).toBeVisible();
    await expect(page.getByLabel('Zip code')).toHaveValue('60601');
  });

  test('the whole purchase works with the keyboard alone', async ({ page }) => {
    await open(page, `?hours=3&zipcode=${ZIP}`);
    const who = shopper();
    await page.getByLabel('Email').focus();
    await page.keyboard.type(who.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.phone.replace(/\D/g, ''));
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.first);
    await page.keyboard.press('Tab');
    await page.keyboard.type(who.last);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Zip code')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading(page, 2, 'Choose your cleaning')).toBeFocused();
    await expect(page.getByText('Due today')).toBeVisible();
    // Into the options: arrow keys move the choice.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /One Bedroom/ })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /Two Bedroom/ })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Your total' })).toContainText('Due today$42.22');
    await page.keyboard.press('Enter');
    await expect(heading(page, 3, 'Payment')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await page.keyboard.type(CARD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(EXPIRY.replace('/', ''));
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    // The membership's box comes before Buy: the shopper ticks it with Space.
    await page.keyboard.press('Tab');
    await expect(consentBox(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(consentBox(page)).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Buy for $42.22 and join Forever Clean' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Your voucher is ready' })).toBeFocused();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Redeem your voucher: choose a date' })).toBeFocused();
    // The shopper sees the answers before tabbing into them (they load after the voucher shows).
    await expect(page.getByRole('checkbox', { name: 'Google search' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Google search' })).toBeChecked();
    const send = page.getByRole('button', { name: 'Send answer' });
    for (let i = 0; i < 20 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(send).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Thank you for telling us!');
    // Focus lands on the thank-you message, not on the page.
    await expect(page.getByRole('status')).toBeFocused();
  });

  test('every step has zero axe violations at 390 px and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    // One walk through the steps; each state is checked at both widths.
    const check = async (what: string) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await expectNoAxeViolations(page, `${what} at 390px`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page, `${what} at 1280px`);
    };
    await open(page, '?hours=3');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await check('step 1 with errors');
    await fillDetails(page, shopper());
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Due today')).toBeVisible();
    await check('step 2');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Due today')).toBeVisible();
    await fillCard(page, DECLINED);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was not charged' })).toBeVisible();
    await check('step 3 after a decline');
    await fillCard(page);
    await page.getByRole('button', { name: /^Buy for/ }).click();
    await expect(page.getByTestId('voucher-code')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Google search' })).toBeVisible();
    await check('success and survey');
  });
});
