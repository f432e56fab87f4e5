/**
 * What a page states about a membership plan ("one price everywhere"): every monthly
 * price, membership charge, fee, minimum and billing period in a page's shown text, compared with
 * the plan the API sells in that cohort. Used by tests/e2e/price-checkout.spec.ts (the checkout's
 * steps and voucher screen) and tests/e2e/first-paint.spec.ts (the deal page, once hydrated).
 */
import type { Page } from '@playwright/test';

/** The figures of a cohort's plan that pages state. */
export type Plan = {
  code: string;
  billingPeriod: string;
  monthly: number;
  fee: number;
  minimumMonths: number;
  /** The 3-hour option's price in this cohort: the first cleaning the deal page advertises. */
  firstPrice: number;
};

/** The `voucherCohort` field of the API's `MembershipPricing` answer (src/islands/Checkout/graphql/MembershipPricing.ts). */
export type VoucherCohortPricing = {
  code: string;
  billingPeriod: string;
  options: { num_hours: number; price: number }[];
  plan: {
    foreverclean_monthly_price: number;
    foreverclean_cancellation_fee: number;
    foreverclean_cancellation_fee_min_months: number;
  };
};

/** The plan of the API's answer for one cohort. */
export function planOf(voucherCohort: VoucherCohortPricing): Plan {
  const first = voucherCohort.options.find((option) => option.num_hours === 3);
  if (!first) throw new Error(`${voucherCohort.code} has no 3-hour option`);
  return {
    code: voucherCohort.code,
    billingPeriod: voucherCohort.billingPeriod,
    monthly: voucherCohort.plan.foreverclean_monthly_price,
    fee: voucherCohort.plan.foreverclean_cancellation_fee,
    minimumMonths: voucherCohort.plan.foreverclean_cancellation_fee_min_months,
    firstPrice: first.price,
  };
}

const periodMonths: Record<string, number> = { MONTHLY: 1, QUARTERLY: 3, BIANNUAL: 6 };

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
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    return document.body.innerText;
  });
}
