/**
 * The all-in total a shopper sees before paying (pure, unit tested): what is charged today (the
 * voucher, never below the $1 floor, plus the region's sales tax) and then what the Forever Clean
 * membership costs and from when.
 */
import { formatMoney as money, formatRate as percent, roundCents } from '../../domain/format.ts';
import { VOUCHER_PRICE_FLOOR } from '../../domain/offer.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { VoucherPriceAndIntent } from '../../graphql/operations/VoucherPriceAndIntent.ts';
import { billingMonths, billingWording, months, type PlanTerms } from '../../domain/pricing.ts';

/** The VoucherPriceAndIntent answer's price (its type read from the document), as far as the total needs it. */
export type Quote = Omit<
  Extract<ResultOf<typeof VoucherPriceAndIntent>['price'], { __typename: 'VoucherPrice' }>,
  '__typename' | 'cohort'
>;

export type SummaryLine = { label: string; amount: string; note?: string };

export type OrderSummary = {
  /** Voucher and tax lines, charged today. */
  lines: SummaryLine[];
  /** What the card is charged today. */
  dueToday: number;
  dueTodayText: string;
  membership: {
    /** "$49/month" */
    price: string;
    /** "plus possible taxes, billed monthly" */
    billing: string;
    /** The day the membership starts (today when the plan has no free months). */
    startsOn: Date;
    /** "starts today, November 22, 2026" or "starts March 22, 2027, after 2 free months" */
    startsText: string;
    /** Minimum months and the fee for cancelling earlier. */
    cancellation: string;
  };
};

/** `date` plus whole calendar months, kept on the last day of a shorter month (Jan 31 + 1 -> Feb 28). */
export function addMonths(date: Date, count: number): Date {
  const result = new Date(date.getFullYear(), date.getMonth() + count, 1);
  const lastDay = new Date(result.getFullYear(), result.getMonth() + 1, 0).getDate();
  result.setDate(Math.min(date.getDate(), lastDay));
  return result;
}

export function formatDate(date: Date): string {
  return date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
}

/**
 * The summary for a quote and a plan on `today`. The voucher price is never shown below the $1
 * floor; the amount due today is the voucher plus its tax (the API's total, or price + tax when
 * the API's total would be lower, which it never should be).
 */
export function orderSummary(args: { optionName: string; quote: Quote; plan: PlanTerms; today: Date }): OrderSummary {
  const { quote, plan, today } = args;
  const price = Math.max(VOUCHER_PRICE_FLOOR, quote.price);
  const tax = Math.max(0, quote.tax);
  const dueToday = roundCents(Math.max(quote.total, price + tax));
  const lines: SummaryLine[] = [
    {
      label: `${args.optionName} cleaning voucher, ${quote.numHours} hours`,
      amount: money(price),
      ...(quote.discount > 0 ? { note: `includes ${money(quote.discount)} off` } : {}),
    },
    { label: `Sales tax (${percent(quote.salesTaxRate)})`, amount: money(tax) },
  ];
  const startsOn = addMonths(today, plan.freeMonths);
  const period = billingMonths(plan.billingPeriod);
  const billing =
    period === 1
      ? 'plus possible taxes, billed monthly'
      : `plus possible taxes, ${billingWording(plan.billingPeriod)} (${money(plan.monthlyPrice * period)} each time)`;
  const startsText =
    plan.freeMonths === 0
      ? `starts today, ${formatDate(startsOn)}`
      : `starts ${formatDate(startsOn)}, after ${months(plan.freeMonths, 'free')}`;
  return {
    lines,
    dueToday,
    dueTodayText: money(dueToday),
    membership: {
      price: `${money(plan.monthlyPrice)}/month`,
      billing,
      startsOn,
      startsText,
      cancellation:
        `Cancel online any time. Cancelling before ${months(plan.minimumMonths, 'paid')} ` +
        `costs a ${money(plan.cancellationFee)} cancellation fee.`,
    },
  };
}
