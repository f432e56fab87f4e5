/**
 * One price everywhere: in every `voucherOption` cohort, every monthly price, fee and
 * period stated on the checkout is the API's plan for that cohort, and the API charges that plan.
 * One cohort of each distinct checkout path (billing period, discount, cancellation policy, options)
 * is bought in the browser, and there every statement on the three steps and the voucher screen
 * (their footers included) is checked; the others are read on the checkout's first step and bought
 * through the API; the hero states the offer's condition on every ad-group variant;
 * the `pricing=larger` variant's Forever Clean section and option terms agree. The deal page's own
 * statements of each cohort's plan and first-cleaning price are checked where it is already loaded
 * and hydrated in every cohort: tests/e2e/first-paint.spec.ts. The checker itself is unit-tested
 * (tests/lib/planStatements.test.ts).
 *
 * The page's text is read as a shopper reads it (innerText: what is shown, with the FAQ opened) and
 * every statement of a price, fee or period in it is compared with the plan, waiting (expect.poll)
 * until the islands and the page's static text show the visitor's cohort.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../../api/payments.ts';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { cohorts, plans } from '../../src/catalog/plans.ts';
import { adGroups } from '../../src/data/adGroups.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { catalogueConsent } from '../../src/catalog/membershipConsent.ts';
import { MembershipPricing, PurchaseVoucher } from '../lib/operations.ts';
import { expect, gql, test } from './fixtures.ts';
import { freshWeek, testPhone } from '../lib/pageHelpers.ts';
import { disagreements, planOf, shownText, type Plan, type VoucherCohortPricing } from '../lib/planStatements.ts';

const ZIP = '78701';
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const CARD = TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ');

async function apiPlan(request: Parameters<typeof gql>[0], code: string): Promise<Plan> {
  const { voucherCohort } = await gql<{ voucherCohort: VoucherCohortPricing }>(request, MembershipPricing, { code });
  expect(voucherCohort.code).toBe(code);
  return planOf(voucherCohort);
}

/** Scrolls through the page so every island (client:visible) hydrates, as a shopper reading it does. */
async function readThrough(page: Page) {
  for (const id of ['#options', '#forever-clean', '#reviews', 'footer']) {
    await page.locator(id).first().scrollIntoViewIfNeeded();
  }
}

async function inCohort(page: Page, code: string, pricing = 'control') {
  await page.addInitScript(
    ([voucherOption, variant]) => {
      localStorage.setItem(
        'fecohorts',
        JSON.stringify({
          review_default_sort: 'RECENT',
          stripe_buttons_upgrade: 'control',
          pricing: variant,
          voucherOption,
        }),
      );
    },
    [code, pricing] as const,
  );
}

/**
 * What can change the checkout's path or what it states between cohorts: the billing period, a
 * discount, a cancellation policy and a missing 2-hour option. The first cohort of each distinct
 * combination is bought in the browser; the others are read on the checkout and bought through the
 * API (the API's own tests, api/purchase.test.ts, cover the charge arithmetic).
 */
function pathOf({ plan, billingPeriod, discount }: (typeof cohorts)[number]): string {
  const { cancellationPolicy, withoutTwoHourOption } = plans.find((each) => each.key === plan)!;
  return [billingPeriod, discount > 0, cancellationPolicy !== null, Boolean(withoutTwoHourOption)].join('/');
}
const firstOfPath = new Map<string, string>();
for (const cohort of cohorts) if (!firstOfPath.has(pathOf(cohort))) firstOfPath.set(pathOf(cohort), cohort.code);
const boughtInBrowser = new Set(firstOfPath.values());

type Receipt = {
  price: number;
  membershipFirstCharge: { monthlyPrice: number; billingPeriod: string };
};

/** Buys the 3-hour voucher in cohort `code` through the API, as the checkout would, and returns its receipt. */
async function apiPurchase(request: Parameters<typeof gql>[0], code: string, week: string): Promise<Receipt> {
  const answer = await gql<{
    purchaseVoucher: { success: boolean; message: string; voucherPurchaseDetails: { receipt: Receipt } | null };
  }>(
    request,
    PurchaseVoucher,
    {
      input: {
        email: `price-api-${code.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@example.com`,
        phone: testPhone().replace(/\D/g, ''),
        zipcode: ZIP,
        ccNumber: TEST_CARDS.success,
        ccExpiration: EXPIRY,
        cvc: '123',
        hours: 3,
        voucherOption: code,
        idempotencyKey: `price-${code}-${Math.random().toString(36).slice(2, 12)}`,
        membershipConsent: catalogueConsent(code),
      },
    },
    { [CLOCK_OVERRIDE_HEADER]: week },
  );
  expect(answer.purchaseVoucher, answer.purchaseVoucher.message).toMatchObject({ success: true });
  return answer.purchaseVoucher.voucherPurchaseDetails!.receipt;
}

test.describe('one price everywhere', { tag: '@every-cohort' }, () => {
  for (const { code } of cohorts.filter((cohort) => !boughtInBrowser.has(cohort.code))) {
    test(`cohort ${code}: the checkout states the API's plan, and the API charges that plan`, async ({
      page,
      request,
    }) => {
      const plan = await apiPlan(request, code);
      const week = freshWeek().iso;
      await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: week });
      await page.setViewportSize(code.length % 2 === 0 ? { width: 320, height: 640 } : { width: 390, height: 844 });
      await inCohort(page, code);
      await page.goto('/checkout/?hours=3');
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      const receipt = await apiPurchase(request, code, week);
      expect(receipt.price).toBe(plan.firstPrice);
      expect(receipt.membershipFirstCharge).toMatchObject({
        monthlyPrice: plan.monthly,
        billingPeriod: plan.billingPeriod,
      });
    });
  }

  for (const { code } of cohorts.filter((cohort) => boughtInBrowser.has(cohort.code))) {
    test(`cohort ${code}: every stated monthly price, fee and period in the checkout is the API's plan`, async ({
      page,
      request,
    }) => {
      test.slow();
      const plan = await apiPlan(request, code);
      await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: freshWeek().iso });
      await page.setViewportSize(code.length % 2 === 0 ? { width: 320, height: 640 } : { width: 390, height: 844 });
      await inCohort(page, code);

      const first = formatUsd(plan.firstPrice);
      // The checkout, step by step, to the voucher screen.
      await page.goto('/checkout/?hours=3');
      const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
      await expect(continueButton).toBeEnabled();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      await page.getByLabel('Email').pressSequentially(`price-${code.toLowerCase()}@example.com`);
      await page.getByLabel('Mobile phone').pressSequentially(testPhone());
      await page.getByLabel('Zip code').pressSequentially(ZIP);
      await continueButton.click();
      await expect(page.getByText('Due today')).toBeVisible();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      const buy = page.getByRole('button', { name: /^Buy for \$/ });
      await expect(buy).toBeVisible();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      await page.getByLabel('Card number').pressSequentially(CARD);
      await page.getByLabel('Expiry date').pressSequentially(EXPIRY);
      await page.getByLabel('Security code').pressSequentially('123');
      await page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / }).check();
      const total = /\$[\d.,]+/.exec(await buy.innerText())![0];
      await buy.click();
      await expect(page.getByTestId('voucher-code')).toBeVisible();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      // The voucher screen says what was paid, not what is due.
      const statement = page.getByTestId('charge-statement');
      await expect(statement).toContainText(`You paid ${total} today: the ${first} voucher`);
      await expect(statement).not.toContainText('Today you pay');
    });
  }

  test('pricing=larger: the Forever Clean section and the option terms state the same featured option', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await inCohort(page, 'CCF_1', 'larger');
    await page.goto('/deal');
    await readThrough(page);
    const optionsTerms = page
      .locator('#options')
      .getByText(/^Cancelling before/)
      .filter({ visible: true });
    const fcTerms = page
      .locator('#forever-clean')
      .getByText(/Cancelling before/)
      .filter({ visible: true });
    await expect(optionsTerms).toHaveCount(1);
    await expect(optionsTerms).toContainText('your $39 first cleaning', { useInnerText: true });
    await expect(page.getByTestId('fc-cancellation')).toContainText(await optionsTerms.innerText(), {
      useInnerText: true,
    });
    await expect(fcTerms).toContainText(await optionsTerms.innerText(), { useInnerText: true });
    await expect(page.locator('#forever-clean')).toContainText('The $39 first cleaning comes with Forever Clean.', {
      useInnerText: true,
    });
    // What is shown (innerText): the control's sentences are hidden in this variant.
    expect(await page.locator('#forever-clean').innerText()).not.toContain('$19');
  });

  // Each ad group's wording at one of the two widths (alternating), the default's and the home
  // page's at both: a group's swap table is the same at every width, the layout is what varies.
  for (const [place, width] of [320, 390].entries()) {
    test(`the hero states the offer's condition on every ad-group variant and never "no contracts" (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 740 });
      for (const group of [{ id: '' }, ...adGroups.filter((_, index) => index % 2 === place)]) {
        await page.goto(group.id ? `/deal?adgroupid=${group.id}` : '/deal', { waitUntil: 'domcontentloaded' });
        const condition = page.getByTestId('offer-condition');
        await expect(condition).toBeVisible();
        await expect(condition).toHaveText(
          'The $19 first cleaning requires a Forever Clean membership: $49 a month plus possible taxes from the day of your first cleaning, for at least 6 paid months; cancelling earlier costs $155 in all.',
          { useInnerText: true },
        );
        await expect(page.locator('main')).not.toContainText(/no contracts?/i);
      }
      await page.goto('/');
      await expect(page.getByTestId('offer-condition')).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/no contracts?/i);
    });
  }
});
