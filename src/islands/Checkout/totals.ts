/**
 * The all-in total a shopper sees before paying (pure, unit tested): what is charged today (the
 * API's quote: the voucher, never below the $1 floor, plus the region's sales tax, computed once by
 * voucherCharge in src/domain/charges.ts and shown as it is) and then what the Forever Clean
 * membership costs, when it is first charged and what cancelling early costs, in the sentences of
 * src/domain/charges.ts (the same the deal page, the terms and the confirmation use).
 */
import { type CheckoutWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';
import {
  earlyCancellationSentence,
  firstChargeNote,
  firstChargeSentence,
  todaySentence,
} from '../../domain/charges.ts';
import { formatMoney as money, formatRate as percent } from '../../domain/format.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import { billingMonths, billingWording } from '../../domain/planTerms.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { Quote as QuoteFields } from './graphql/Quote.ts';

/** The VoucherPriceAndIntent answer's price as the summary reads it (its fragment, ./graphql/Quote.ts). */
export type Quote = ResultOf<typeof QuoteFields>;

/** The price quote as the steps hold it while it loads, once it is known, or when it failed. */
export type QuoteState =
  { status: 'loading' } | { status: 'ok'; quote: Quote } | { status: 'error'; message: string; zipcode: boolean };

export type SummaryLine = { label: string; amount: string; note?: string };

export type OrderSummary = {
  /** Voucher and tax lines, charged today. */
  lines: SummaryLine[];
  /** What the card is charged today. */
  dueToday: number;
  dueTodayText: string;
  /** "Today you pay $20.57: the $19 voucher plus $1.57 sales tax. No membership fee is charged today." */
  today: string;
  membership: {
    /** "$49/month" */
    price: string;
    /** "plus possible taxes, billed monthly" */
    billing: string;
    /** "first charge on the day of your first cleaning, then every month, plus possible taxes" */
    firstCharge: string;
    /** The same as a sentence: "Forever Clean starts on the day of your first cleaning: $49 … is charged that day, …" */
    firstChargeSentence: string;
    /** Cancelling before the minimum: the fee and the rest of the first cleaning's full price, added up. */
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
 * The summary for a quote, the chosen option and the plan. The figures are the quote's as they are
 * (the API computes them with the same voucherCharge as the purchase, so the total shown is what the
 * card is charged); nothing here computes a price or a tax again.
 */
export function orderSummary(args: {
  option: CleaningOption;
  quote: Quote;
  plan: PlanTerms;
  /** The lines' words: checkout.yaml `steps.summary`. */
  words: Pick<CheckoutWords['summary'], 'voucher' | 'discount' | 'tax'>;
}): OrderSummary {
  const { quote, plan, option, words } = args;
  const { price, tax, total: dueToday } = quote;
  const lines: SummaryLine[] = [
    {
      label: fill(words.voucher, { chosen: option.name, chosenHours: quote.numHours }),
      amount: money(price),
      ...(quote.discount > 0 ? { note: fill(words.discount, { discount: money(quote.discount) }) } : {}),
    },
    { label: fill(words.tax, { taxRate: percent(quote.salesTaxRate) }), amount: money(tax) },
  ];
  const period = billingMonths(plan.billingPeriod);
  const billing =
    period === 1
      ? 'plus possible taxes, billed monthly'
      : `plus possible taxes, ${billingWording(plan.billingPeriod)} (${money(plan.monthlyPrice * period)} each time)`;
  return {
    lines,
    dueToday,
    dueTodayText: money(dueToday),
    today: todaySentence({ price, tax, total: dueToday }),
    membership: {
      price: `${money(plan.monthlyPrice)}/month`,
      billing,
      firstCharge: firstChargeNote(plan),
      firstChargeSentence: firstChargeSentence(plan),
      // What was paid for the first cleaning is the quote's price (the cohort's, after its discount).
      cancellation: earlyCancellationSentence(plan, { ...option, price }),
    },
  };
}
