/**
 * One price everywhere (issue 20): in every `voucherOption` cohort, every monthly price, fee and
 * period stated on every page of the purchase path (the deal page, the checkout's three steps and
 * the voucher screen, their footers included) is the API's plan for that cohort; the deal page's
 * first-cleaning price is the cohort's everywhere on it; the hero states the offer's condition on
 * every ad-group variant; the `pricing=larger` variant's Forever Clean section and option terms
 * agree.
 *
 * The page's text is read as a shopper reads it (innerText: what is shown, with the FAQ opened) and
 * every statement of a price, fee or period in it is compared with the plan, waiting (expect.poll)
 * until the islands and the page's static text show the visitor's cohort.
 */
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../../api/payments.ts';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { cohorts } from '../../src/catalog/plans.ts';
import { adGroups } from '../../src/data/adGroups.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { MembershipPricing } from '../../src/graphql/operations.ts';
import { expect, gql, test } from './fixtures.ts';
import { testPhone } from '../lib/pageHelpers.ts';

const WEEK = 7 * 24 * 3600 * 1000;
const ZIP = '78701';
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const CARD = TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ');

type Plan = {
  code: string;
  billingPeriod: string;
  monthly: number;
  fee: number;
  minimumMonths: number;
  /** The 3-hour option's price in this cohort: the first cleaning the deal page advertises. */
  firstPrice: number;
};

const periodMonths: Record<string, number> = { MONTHLY: 1, QUARTERLY: 3, BIANNUAL: 6 };

async function apiPlan(request: Parameters<typeof gql>[0], code: string): Promise<Plan> {
  const { voucherCohort } = await gql<{
    voucherCohort: {
      code: string;
      billingPeriod: string;
      options: { num_hours: number; price: number }[];
      plan: {
        foreverclean_monthly_price: number;
        foreverclean_cancellation_fee: number;
        foreverclean_cancellation_fee_min_months: number;
      };
    };
  }>(request, MembershipPricing, { code });
  expect(voucherCohort.code).toBe(code);
  const first = voucherCohort.options.find((option) => option.num_hours === 3);
  if (!first) throw new Error(`${code} has no 3-hour option`);
  return {
    code,
    billingPeriod: voucherCohort.billingPeriod,
    monthly: voucherCohort.plan.foreverclean_monthly_price,
    fee: voucherCohort.plan.foreverclean_cancellation_fee,
    minimumMonths: voucherCohort.plan.foreverclean_cancellation_fee_min_months,
    firstPrice: first.price,
  };
}

const amount = (text: string) => Number(text.replace(/[$,]/g, ''));

/**
 * Every statement of a monthly price, a membership charge, a fee, a minimum or a billing period in
 * `text` that disagrees with the plan, as "what it said" strings (empty when all agree). Also fails
 * when the text states no monthly price at all (nothing was checked).
 */
export function disagreements(text: string, plan: Plan): string[] {
  const wrong: string[] = [];
  const months = periodMonths[plan.billingPeriod] ?? 1;
  let monthlySeen = 0;
  for (const match of text.matchAll(/(\$[\d,]+(?:\.\d\d)?)(?:\/month| a month| per month)/g)) {
    monthlySeen++;
    if (amount(match[1]!) !== plan.monthly) wrong.push(match[0]);
  }
  // "$147 plus possible taxes ($49/month) is charged", "$49 plus possible taxes is charged".
  for (const match of text.matchAll(/(\$[\d,]+(?:\.\d\d)?) plus possible taxes(?: \(\$[\d,]+\/month\))? is charged/g)) {
    if (amount(match[1]!) !== plan.monthly * months) wrong.push(match[0]);
  }
  // "($147 each time)" of a longer billing period.
  for (const match of text.matchAll(/\((\$[\d,]+(?:\.\d\d)?) each time\)/g)) {
    if (amount(match[1]!) !== plan.monthly * months) wrong.push(match[0]);
  }
  for (const match of text.matchAll(
    /(\$[\d,]+(?:\.\d\d)?) cancellation fee|a (\$[\d,]+(?:\.\d\d)?) fee|Cancellation fee\s+(\$[\d,]+)/g,
  )) {
    if (amount(match[1] ?? match[2] ?? match[3]!) !== plan.fee) wrong.push(match[0]);
  }
  for (const match of text.matchAll(/(\d+) paid months?|(\d+)-month minimum/g)) {
    if (Number(match[1] ?? match[2]) !== plan.minimumMonths) wrong.push(match[0]);
  }
  const period = plan.billingPeriod === 'MONTHLY' ? null : months;
  for (const match of text.matchAll(/(?:then|billed) every (\d+) months|then every month|billed monthly/g)) {
    const stated = match[1] ? Number(match[1]) : null;
    if (stated !== period) wrong.push(match[0]);
  }
  if (monthlySeen === 0) wrong.push('(no monthly price stated)');
  return wrong;
}

/** What a shopper can read on the page now: banner, main and footer, FAQ answers opened. */
async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    return document.body.innerText;
  });
}

/** Scrolls through the page so every island (client:visible) hydrates, as a shopper reading it does. */
async function readThrough(page: Page) {
  for (const id of ['#options', '#forever-clean', '#reviews', 'footer']) {
    await page.locator(id).first().scrollIntoViewIfNeeded();
  }
}

function freshWeek(): string {
  return new Date(Date.UTC(2041, 0, 4, 12) + Math.floor(Math.random() * 10_000) * WEEK).toISOString();
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

test.describe('one price everywhere (issue 20)', { tag: '@every-cohort' }, () => {
  for (const { code } of cohorts) {
    test(`cohort ${code}: every stated monthly price, fee and period on the purchase path is the API's plan`, async ({
      page,
      request,
    }) => {
      test.slow();
      const plan = await apiPlan(request, code);
      await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: freshWeek() });
      await page.setViewportSize(code.length % 2 === 0 ? { width: 320, height: 640 } : { width: 390, height: 844 });
      await inCohort(page, code);

      // The deal page: islands, FAQ, hero, banner and footer all state the cohort's plan and price.
      await page.goto('/deal');
      await readThrough(page);
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      const first = formatUsd(plan.firstPrice);
      await expect(page.locator('#promo-text')).toContainText(first);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(first);
      await expect(page.getByTestId('offer-condition')).toContainText(`The ${first} first cleaning requires`);
      if (plan.firstPrice !== 19) {
        // The build's default price is gone from every sentence of the banner, hero, FAQ and closing.
        const stated = await page.evaluate(() =>
          [...document.querySelectorAll('#promo-text, main > section:not(#reviews)')]
            .map((element) => (element as HTMLElement).innerText)
            .join('\n'),
        );
        expect(stated).not.toMatch(/\$19(?!\d)/);
      }

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
      const total = (await buy.innerText()).replace('Buy for ', '');
      await buy.click();
      await expect(page.getByTestId('voucher-code')).toBeVisible();
      await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
      // The voucher screen says what was paid, not what is due.
      const statement = page.getByTestId('charge-statement');
      await expect(statement).toContainText(`You paid ${total} today: the ${first} voucher`);
      await expect(statement).not.toContainText('Today you pay');
    });
  }

  test('the checker finds a wrong price, fee, minimum or period (it can fail)', () => {
    const plan: Plan = {
      code: 'CCF_2',
      billingPeriod: 'MONTHLY',
      monthly: 39,
      fee: 99,
      minimumMonths: 6,
      firstPrice: 19,
    };
    expect(disagreements('Forever Clean costs $39 a month. $39/month.', plan)).toEqual([]);
    expect(disagreements('Forever Clean costs $49 a month.', plan)).toEqual(['$49 a month']);
    expect(disagreements('$39/month. $49 plus possible taxes is charged that day', plan)).toHaveLength(1);
    expect(disagreements('$39/month. the $89 cancellation fee', plan)).toHaveLength(1);
    expect(disagreements('$39/month. Cancelling before 5 paid months', plan)).toHaveLength(1);
    expect(disagreements('$39/month, then every 3 months', plan)).toHaveLength(1);
    expect(disagreements('no price here', plan)).toEqual(['(no monthly price stated)']);
  });

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

  for (const width of [320, 390]) {
    test(`the hero states the offer's condition on every ad-group variant and never "no contracts" (${width} px)`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width, height: 740 });
      for (const group of [{ id: '' }, ...adGroups]) {
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
