/**
 * What a shopper is charged, and when: the one place the sentences come from, so the deal page, the
 * option cards, the checkout summary, the confirmation, the terms and the footer say the same
 * thing (the rule is written down in docs/checkout.md, "What is charged and when"):
 *
 * - Today: the voucher for the first cleaning (the cohort's price, never below $1) plus the region's
 *   sales tax. Nothing else: no membership fee today (the reference API charges exactly this).
 * - Forever Clean starts on the day of the first cleaning: the first charge (one billing period,
 *   plus possible taxes) is made that day, or after the plan's free months when it has any, then
 *   once per billing period.
 * - Cancelling before the minimum paid months costs two things, added up in one sentence: the
 *   cancellation fee, and the rest of the first cleaning's full price (the regular price, or the
 *   plan's per-hour re-price for plans with a cancellation policy).
 * - The options' `additional_discount` (spec §9) is not applied to anything the shopper pays, so no
 *   page advertises it; a cohort's discount is shown as a line ("includes $4 off") where it applies.
 */
import { formatUsd, roundCents } from './format.ts';
import { discountedPrice, foreverClean, type CleaningOption } from './offer.ts';
import { billingMonths, minimumPhrase } from './planTerms.ts';
import { policyHourlyPrice, type PlanTerms } from './pricing.ts';

const usd = (amount: number) => formatUsd(roundCents(amount));

const periodWords: Record<string, string> = {
  MONTHLY: 'every month',
  QUARTERLY: 'every 3 months',
  BIANNUAL: 'every 6 months',
};

/** The terms the sentences need; the §9 constants of the advertised $49 plan by default. */
export type ChargePlan = Pick<
  PlanTerms,
  'monthlyPrice' | 'freeMonths' | 'minimumMonths' | 'cancellationFee' | 'cancellationPolicy' | 'billingPeriod'
>;

export const advertisedPlan: ChargePlan = {
  monthlyPrice: foreverClean.monthlyPrice,
  freeMonths: foreverClean.freeMonths,
  minimumMonths: foreverClean.minimumMonths,
  cancellationFee: foreverClean.cancellationFee,
  cancellationPolicy: null,
  billingPeriod: 'MONTHLY',
};

/** The option as far as the sentences need it: what was paid for it and its full price. */
export type ChargeOption = Pick<CleaningOption, 'name' | 'numHours' | 'price' | 'undiscountedPrice'>;

/** What members save on later cleanings, as the rates prove it ("a member rate at least 25% below the non-member rate"). */
export const futureDiscountText = foreverClean.futureDiscountText;

// --- The figures (computed here once: the API's quote and purchase, the checkout, the city pages) ---

/** An amount with a region's sales tax: the tax rounded to cents, and the total of both. */
export type Taxed = { amount: number; tax: number; total: number };

/** `amount` (rounded to cents) plus its sales tax at `salesTaxRate` (a fraction, 0.0825), rounded to cents. */
export function withSalesTax(amount: number, salesTaxRate: number): Taxed {
  const base = roundCents(amount);
  const tax = roundCents(base * salesTaxRate);
  return { amount: base, tax, total: roundCents(base + tax) };
}

/** What `hours` of cleaning at `hourlyRate` cost with sales tax at `salesTaxRate`: the total charged. */
export function hoursTotal(hours: number, hourlyRate: number, salesTaxRate: number): number {
  return withSalesTax(hours * hourlyRate, salesTaxRate).total;
}

/** The hours of the cheapest and the dearest cleaning a city page's cost answer names. */
export const COST_HOURS = { from: 2, to: 6 } as const;

/**
 * A place's cost band with tax: the shortest cleaning at the member rate to the longest at the
 * non-member rate (COST_HOURS).
 */
export function costBand(
  rates: { rate: number; higherRate: number },
  salesTaxRate: number,
): { from: number; fromHours: number; to: number; toHours: number } {
  return {
    from: hoursTotal(COST_HOURS.from, rates.rate, salesTaxRate),
    fromHours: COST_HOURS.from,
    to: hoursTotal(COST_HOURS.to, rates.higherRate, salesTaxRate),
    toHours: COST_HOURS.to,
  };
}

/** What the card is charged for a voucher today. */
export type VoucherCharge = {
  /** The option's price less the cohort's discount, never below the $1 floor. */
  price: number;
  /** What the cohort's discount took off the option's price (0 when the floor ate it). */
  discount: number;
  tax: number;
  /** price + tax: what the card is charged, nothing else. */
  total: number;
};

/**
 * The voucher's price today: the option's price less the cohort's discount (never below $1), the
 * region's sales tax on it, and the total the card is charged.
 */
export function voucherCharge(optionPrice: number, cohortDiscount: number, salesTaxRate: number): VoucherCharge {
  const { amount: price, tax, total } = withSalesTax(discountedPrice(optionPrice, cohortDiscount), salesTaxRate);
  return { price, discount: roundCents(Math.max(0, optionPrice - price)), tax, total };
}

/** The membership's first charge: one billing period's price, on the first cleaning's day or after free months. */
export type MembershipFirstCharge = {
  /** One billing period's price ($49 monthly, $147 quarterly), plus possible taxes. */
  amount: number;
  monthlyPrice: number;
  billingPeriod: string;
  /** Months after the first cleaning before the first charge; 0: on the day of the first cleaning. */
  freeMonths: number;
};

/** The first membership charge of a plan. */
export function membershipFirstCharge(
  plan: Pick<ChargePlan, 'monthlyPrice' | 'billingPeriod' | 'freeMonths'>,
): MembershipFirstCharge {
  return {
    amount: periodAmount(plan),
    monthlyPrice: plan.monthlyPrice,
    billingPeriod: plan.billingPeriod,
    freeMonths: plan.freeMonths,
  };
}

// --- Today ----------------------------------------------------------------------------------------

/** The rule, where no quote is known yet (deal page, terms, footer). */
export const TODAY_RULE = 'Today you pay only for the voucher and its sales tax; no membership fee is charged today.';

/** With the quote: "Today you pay $20.57: the $19 voucher plus $1.57 sales tax. No membership fee is charged today." */
export function todaySentence(quote: { price: number; tax: number; total: number }): string {
  const tax = quote.tax > 0 ? ` plus ${usd(quote.tax)} sales tax` : ' (no sales tax here)';
  return `Today you pay ${usd(quote.total)}: the ${usd(quote.price)} voucher${tax}. No membership fee is charged today.`;
}

/** After the purchase, what was paid: "You paid $20.57 today: the $19 voucher plus $1.57 sales tax. No membership fee was charged today." */
export function paidSentence(quote: { price: number; tax: number; total: number }): string {
  const tax = quote.tax > 0 ? ` plus ${usd(quote.tax)} sales tax` : ' (no sales tax here)';
  return `You paid ${usd(quote.total)} today: the ${usd(quote.price)} voucher${tax}. No membership fee was charged today.`;
}

// --- The membership's first charge -------------------------------------------------------------------

/** One billing period's amount: "$49" monthly, "$147" every 3 months. */
export function periodAmount(plan: Pick<ChargePlan, 'monthlyPrice' | 'billingPeriod'>): number {
  return roundCents(plan.monthlyPrice * billingMonths(plan.billingPeriod));
}

/** "every month", "every 3 months". */
export function periodText(plan: Pick<ChargePlan, 'billingPeriod'>): string {
  return periodWords[plan.billingPeriod] ?? 'every month';
}

/** "1 free month", "2 free months". */
const freeMonths = (count: number) => `${count} free ${count === 1 ? 'month' : 'months'}`;

/**
 * When the membership is first charged and how much: "Forever Clean starts on the day of your first
 * cleaning: $49 plus possible taxes is charged that day, then every month."
 */
export function firstChargeSentence(plan: ChargePlan = advertisedPlan): string {
  return firstChargeSentenceOf(membershipFirstCharge(plan));
}

/** The same sentence for a first charge as the purchase's receipt states it. */
export function firstChargeSentenceOf(charge: MembershipFirstCharge): string {
  const amount = `${usd(charge.amount)} plus possible taxes`;
  const monthly = charge.billingPeriod !== 'MONTHLY' ? ` (${usd(charge.monthlyPrice)}/month)` : '';
  if (charge.freeMonths > 0) {
    return (
      `Forever Clean starts on the day of your first cleaning; after ${freeMonths(charge.freeMonths)}, ` +
      `${amount}${monthly} is charged, then ${periodText(charge)}.`
    );
  }
  return `Forever Clean starts on the day of your first cleaning: ${amount}${monthly} is charged that day, then ${periodText(charge)}.`;
}

/** The short form for a summary line's note: "first charge on the day of your first cleaning, then every month". */
export function firstChargeNote(plan: ChargePlan = advertisedPlan): string {
  const when =
    plan.freeMonths > 0
      ? `first charge after ${freeMonths(plan.freeMonths)} from your first cleaning`
      : 'first charge on the day of your first cleaning';
  return `${when}, then ${periodText(plan)}, plus possible taxes`;
}

// --- Cancelling early ---------------------------------------------------------------------------------

export { policyHourlyPrice };

/** What cancelling before the minimum costs for an option: the fee, the rest of the first cleaning, both. */
export function earlyCancellationCost(plan: ChargePlan, option: ChargeOption) {
  const perHour = policyHourlyPrice(plan);
  const fullPrice = perHour === null ? option.undiscountedPrice : roundCents(perHour * option.numHours);
  const rest = roundCents(Math.max(0, fullPrice - option.price));
  return { fee: plan.cancellationFee, fullPrice, rest, total: roundCents(plan.cancellationFee + rest), perHour };
}

const paidMonths = (count: number) => `${count} paid ${count === 1 ? 'month' : 'months'}`;

/**
 * One sentence that adds both consequences up: "Cancelling before 6 paid months costs the $99
 * cancellation fee plus $56 to bring your $19 first cleaning to its full $75 price: $155 in all."
 */
export function earlyCancellationSentence(plan: ChargePlan, option: ChargeOption): string {
  const cost = earlyCancellationCost(plan, option);
  const full =
    cost.perHour === null
      ? `its full ${usd(cost.fullPrice)} price`
      : `${usd(cost.fullPrice)} (${option.numHours} hours at ${usd(cost.perHour)} per hour)`;
  return (
    `Cancelling ${minimumPhrase(plan)} costs the ${usd(cost.fee)} cancellation fee ` +
    `plus ${usd(cost.rest)} to bring your ${usd(option.price)} first cleaning to ${full}: ${usd(cost.total)} in all.`
  );
}

/** After the minimum: "After 6 paid months you can cancel at no cost." */
export function cancelAnyTimeSentence(plan: ChargePlan = advertisedPlan): string {
  return `Cancel online any time; after ${paidMonths(plan.minimumMonths)} cancelling costs nothing.`;
}

// --- The whole statement --------------------------------------------------------------------------------

/**
 * The offer's fine print, shown wherever the offer is (footer and legal strip, the terms): spec §9's
 * footer terms, with today, the first membership charge and early cancellation stated as above.
 */
export function offerTerms(option: ChargeOption, plan: ChargePlan = advertisedPlan): string {
  return (
    `${usd(option.price)} first cleaning: new clients only, online appointment required, ` +
    `24 hour cancellation policy, expires after 1 year. The discount requires a Forever Clean membership, ` +
    `which gives future cleanings at ${futureDiscountText}, ` +
    `${usd(plan.monthlyPrice)}/month plus possible taxes, cancellable any time. ${TODAY_RULE} ` +
    `${firstChargeSentence(plan)} ${earlyCancellationSentence(plan, option)}`
  );
}

/**
 * The deal page's FAQ answer "Why do I need Forever Clean?" for the visitor's plan and featured option.
 */
export function membershipAnswer(plan: ChargePlan, option: ChargeOption): string {
  return (
    `The first-cleaning price is a membership benefit. Forever Clean costs ${usd(plan.monthlyPrice)} a month ` +
    `plus possible taxes and gives future cleanings at ${futureDiscountText}. ${TODAY_RULE} ` +
    `${firstChargeSentence(plan)} You can cancel any time. ${earlyCancellationSentence(plan, option)}`
  );
}

/**
 * The offer's condition, stated beside the offer in the hero on every ad-group variant: "The $19
 * first cleaning requires a Forever Clean membership: $49 a month plus possible taxes from the day
 * of your first cleaning, for at least 6 paid months; cancelling earlier costs $155 in all."
 */
export function offerCondition(plan: ChargePlan, option: ChargeOption): string {
  const cost = earlyCancellationCost(plan, option);
  const billed =
    plan.billingPeriod === 'MONTHLY' ? '' : `, billed ${periodText(plan)} (${usd(periodAmount(plan))} each time)`;
  const start = plan.freeMonths > 0 ? `after ${freeMonths(plan.freeMonths)} from` : 'from the day of';
  return (
    `The ${usd(option.price)} first cleaning requires a Forever Clean membership: ${usd(plan.monthlyPrice)} a month ` +
    `plus possible taxes${billed} ${start} your first cleaning, for at least ${paidMonths(plan.minimumMonths)}; ` +
    `cancelling earlier costs ${usd(cost.total)} in all.`
  );
}

/**
 * What every offer has in common, for pages that cannot know the visitor's cohort (the legal
 * pages, help, the directory, the footer outside the deal page and the checkout): the range of
 * monthly prices and first-cleaning prices the catalogue offers, and where the shopper's own price
 * is stated. `range` comes from src/catalog/priceRange.ts.
 */
export type OfferRange = {
  /** Hours of the advertised first cleaning the prices below are for. */
  hours: number;
  /** The highest and the lowest first-cleaning price the brand's cohorts ask for it. */
  firstPrice: number;
  lowestFirstPrice: number;
  /** The lowest and highest full voucher price of that cleaning (what early cancellation brings it to). */
  fullPriceMin: number;
  fullPriceMax: number;
  monthlyMin: number;
  monthlyMax: number;
  /** Every amount one membership charge can be (a month's, 3 months', 6 months'). */
  periodAmounts: readonly number[];
  /** Every billing period of the offers, in months (1, 3, 6). */
  billingMonths: readonly number[];
  cancellationFee: number;
  minimumMonths: number;
};

/**
 * How often the brand's offers bill Forever Clean: "Every offer bills Forever Clean monthly.", or the
 * periods its offers have ("Some offers are billed every 3 or 6 months …").
 */
export function billingNote(range: OfferRange): string {
  const longer = range.billingMonths.filter((months) => months > 1);
  if (longer.length === 0) return 'Every offer bills Forever Clean monthly.';
  const every = longer.join(' or ');
  const monthlyToo = range.billingMonths.includes(1) ? 'Some offers are' : 'Every offer is';
  return (
    `${monthlyToo} billed every ${every} months (${every} times the monthly price each time); ` +
    'the price and the billing period that apply to you are shown before you buy.'
  );
}

/** "$75", or "$75 to $105 depending on your offer" where the brand's offers differ. */
export function fullPriceText(range: OfferRange): string {
  return range.fullPriceMin === range.fullPriceMax
    ? usd(range.fullPriceMin)
    : `${usd(range.fullPriceMin)} to ${usd(range.fullPriceMax)} depending on your offer`;
}

/**
 * The first cleaning's price as a page that cannot know the visitor's offer states it: "$19", or
 * "$14–$19" where the brand's offers differ (short enough for a title or a button).
 */
export function firstPriceText(range: OfferRange): string {
  return range.lowestFirstPrice === range.firstPrice
    ? usd(range.firstPrice)
    : `${usd(range.lowestFirstPrice)}–${usd(range.firstPrice)}`;
}

/** "$19 to $59 a month" (one figure when every plan has the same price). */
export function monthlyRangeText(range: OfferRange): string {
  return range.monthlyMin === range.monthlyMax
    ? `${usd(range.monthlyMin)} a month`
    : `${usd(range.monthlyMin)} to ${usd(range.monthlyMax)} a month`;
}

export const OWN_PRICE_NOTE = 'the price of your offer is shown on the deal page and at checkout before you pay';

/** The first charge without a known plan. */
export const FIRST_CHARGE_RULE =
  "Forever Clean starts on the day of your first cleaning: one billing period's price plus possible taxes is charged that day, then once every billing period.";

/** Early cancellation without a known plan and option. */
export function earlyCancellationRule(range: OfferRange): string {
  return (
    `Cancelling before ${paidMonths(range.minimumMonths)} costs the ${usd(range.cancellationFee)} cancellation fee ` +
    `plus the rest of the first cleaning's full price (the amounts for your offer are stated before you pay).`
  );
}

/** The offer terms where the cohort is unknown: the range, and where the shopper's own price is stated. */
export function generalOfferTerms(range: OfferRange): string {
  const first =
    range.lowestFirstPrice < range.firstPrice
      ? `${usd(range.firstPrice)} first cleaning (${usd(range.lowestFirstPrice)} with some offers)`
      : `${usd(range.firstPrice)} first cleaning`;
  return (
    `${first}: new clients only, online appointment required, ` +
    `24 hour cancellation policy, expires after 1 year. The discount requires a Forever Clean membership, ` +
    `which gives future cleanings at ${futureDiscountText}, ` +
    `${monthlyRangeText(range)} plus possible taxes depending on your offer (${OWN_PRICE_NOTE}), cancellable any time. ` +
    `${TODAY_RULE} ${FIRST_CHARGE_RULE} ${earlyCancellationRule(range)}`
  );
}

/** The statement as a list of sentences (the checkout's confirmation and the deal page's terms block). */
export function chargeStatement(
  plan: ChargePlan,
  option: ChargeOption,
  quote?: { price: number; tax: number; total: number },
) {
  return {
    today: quote ? todaySentence(quote) : TODAY_RULE,
    firstCharge: firstChargeSentence(plan),
    cancelling: earlyCancellationSentence(plan, option),
    afterMinimum: cancelAnyTimeSentence(plan),
  };
}
