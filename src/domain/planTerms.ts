/**
 * How a plan's terms read and where an option leads (spec §3, §9): the deal page's option cards and
 * Forever Clean section and the checkout use these once the shopper scrolls or acts. Kept apart
 * from ./pricing.ts, whose cohort rules the hero's price card needs in the page's first load.
 */
import { formatUsd } from './format.ts';
import type { PlanTerms } from './pricing.ts';

/** Where an option's Choose link goes: the checkout with its hours (and the looked-up zip code). */
export function checkoutHref(numHours: number, zipcode?: string | null): string {
  const params = new URLSearchParams({ hours: String(numHours) });
  if (zipcode) params.set('zipcode', zipcode);
  return `/checkout/?${params}`;
}

/** "6 paid months", "1 free month", "No free months". */
export function months(count: number, kind: 'paid' | 'free'): string {
  if (count === 0) return `No ${kind} months`;
  return `${count} ${kind} ${count === 1 ? 'month' : 'months'}`;
}

const billingPeriods: Readonly<Record<string, { months: number; wording: string }>> = {
  MONTHLY: { months: 1, wording: 'billed monthly' },
  QUARTERLY: { months: 3, wording: 'billed every 3 months' },
  BIANNUAL: { months: 6, wording: 'billed every 6 months' },
};

/** How a billing period (MONTHLY, QUARTERLY, BIANNUAL) reads: "billed every 3 months"; monthly when unknown. */
export function billingWording(period: string): string {
  return billingPeriods[period]?.wording ?? 'billed monthly';
}

/** Months one membership charge covers: 3 for QUARTERLY; 1 when unknown. */
export function billingMonths(period: string): number {
  return billingPeriods[period]?.months ?? 1;
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];

/**
 * Until when cancelling costs the fee: "before 6 paid months". A plan billed in advance reaches the
 * minimum with a charge, so that charge is named: "before 6 paid months (your second charge, 3 months
 * after your first cleaning)"; a biannual plan's first charge already pays for the minimum.
 */
export function minimumPhrase(plan: Pick<PlanTerms, 'minimumMonths' | 'billingPeriod'>): string {
  const per = billingMonths(plan.billingPeriod);
  const paid = months(plan.minimumMonths, 'paid');
  if (per === 1) return `before ${paid}`;
  const charges = Math.ceil(plan.minimumMonths / per);
  if (charges <= 1) {
    return `before your first membership charge on the day of your first cleaning (it pays for ${per} months, the whole ${plan.minimumMonths}-month minimum)`;
  }
  return `before ${paid} (your ${ordinals[charges - 1] ?? `${charges}th`} charge, ${per * (charges - 1)} months after your first cleaning)`;
}

/** What the membership costs, as a shopper compares it: "$49/month", "$49/month, billed $147 every 3 months". */
export function membershipPriceText(plan: Pick<PlanTerms, 'monthlyPrice' | 'billingPeriod'>): string {
  const months = billingMonths(plan.billingPeriod);
  const monthly = `${formatUsd(plan.monthlyPrice)}/month`;
  return months === 1 ? monthly : `${monthly}, billed ${formatUsd(plan.monthlyPrice * months)} every ${months} months`;
}

/** The rows of a plan's terms, in the order they are shown. */
export type PlanTermKey = 'membership' | 'freeMonths' | 'minimum' | 'cancellationFee';

/**
 * A plan's terms as value / note rows, shown next to the prices (nothing in fine print only); each
 * row's label is copy (src/content/pages/deal.yaml `options.terms`, under the row's key). The
 * sentences about what is charged when are in ./charges.ts.
 */
export function planTermRows(plan: PlanTerms): { key: PlanTermKey; value: string; note: string }[] {
  return [
    {
      key: 'membership',
      value: `${formatUsd(plan.monthlyPrice)}/month`,
      note: `plus possible taxes, ${billingWording(plan.billingPeriod)}`,
    },
    {
      key: 'freeMonths',
      value: plan.freeMonths === 0 ? 'None' : months(plan.freeMonths, 'free'),
      note: plan.freeMonths === 0 ? 'first charge on the day of your first cleaning' : 'after your first cleaning',
    },
    { key: 'minimum', value: months(plan.minimumMonths, 'paid'), note: 'then cancel any time at no cost' },
    {
      key: 'cancellationFee',
      value: formatUsd(plan.cancellationFee),
      note: `plus the rest of the first cleaning's full price, if you cancel ${minimumPhrase(plan)}`,
    },
  ];
}
