/**
 * How each placeholder's value is computed, for the records of ./placeholders.ts: one function per
 * placeholder whose record says it comes from the offer's facts, the offer view's values of
 * ./offerValues.ts, and the fill that walks the records. Apart from the records so that an island that only
 * fills words (src/islands/LocalFaq/) imports none of the offer's sentences: the records' module
 * stays free of the domain's code.
 */
import {
  billingNote,
  earlyCancellationRule,
  FIRST_CHARGE_RULE,
  generalOfferTerms,
  monthlyRangeText,
  OWN_PRICE_NOTE,
  TODAY_RULE,
} from '../domain/charges.ts';
import { formatUsd } from '../domain/format.ts';
import { viewValues, type ViewFacts } from './offerValues.ts';
import {
  fill,
  placeholdersIn,
  PLACEHOLDER_RECORDS,
  PLACEHOLDERS,
  type Known,
  type OfferFacts,
  type Placeholder,
  type PlaceholderFrom,
} from './placeholders.ts';

/** "$35–$49": the lowest to the highest of one column of the hourly rates. */
function rateRange(rates: OfferFacts['hourlyRates'], column: 0 | 1): string {
  const values = rates.map((pair) => pair[column]);
  return `${formatUsd(Math.min(...values))}–${formatUsd(Math.max(...values))}`;
}

/**
 * The function that computes each placeholder whose value comes from the offer's facts: exactly
 * the records' placeholders of that kind (a record without one, or one without a record, fails the
 * type check). Those from an offer view are computed by ./offerValues.ts `viewValues`, typed the same way.
 */
export const FACT_VALUES: { readonly [K in PlaceholderFrom<'facts'>]: (facts: OfferFacts) => string } = {
  monthly: (facts) => monthlyRangeText(facts.range),
  ownPriceNote: () => OWN_PRICE_NOTE,
  memberDiscount: (facts) => facts.plan.futureDiscountText,
  earlyCancellation: (facts) => earlyCancellationRule(facts.range),
  offerTerms: (facts) => generalOfferTerms(facts.range),
  todayRule: () => TODAY_RULE,
  firstChargeRule: () => FIRST_CHARGE_RULE,
  voucherFloor: (facts) => formatUsd(facts.voucherFloor),
  minimumMonths: (facts) => String(facts.plan.minimumMonths),
  freeMonthsNote: (facts) => (facts.plan.freeMonths === 0 ? '; there are no free months' : ''),
  billingNote: (facts) => billingNote(facts.range),
  dnsStorageKey: (facts) => facts.doNotSell.key,
  dnsCookie: (facts) => facts.doNotSell.cookie,
  replyTime: (facts) => facts.replyTime,
  asOf: (facts) => facts.comparisonAsOf,
  memberRange: (facts) => rateRange(facts.hourlyRates, 0),
  nonMemberRange: (facts) => rateRange(facts.hourlyRates, 1),
};

/** One offer view's values, computed once per view. */
const viewValuesOf = new WeakMap<ViewFacts, Record<PlaceholderFrom<'view'>, string>>();
function ofView(view: ViewFacts): Record<PlaceholderFrom<'view'>, string> {
  let values = viewValuesOf.get(view);
  if (!values) viewValuesOf.set(view, (values = viewValues(view)));
  return values;
}

const NAMES = Object.keys(PLACEHOLDERS) as Placeholder[];

/** A placeholder's value as its record says, from what the page knows; undefined when the page lacks its input. */
export function valueOf(name: Placeholder, known: Known): string | undefined {
  const record = PLACEHOLDER_RECORDS[name] as { from: string; sample?: string };
  switch (record.from) {
    case 'brand':
      return known.brand;
    case 'view':
      return known.view && ofView(known.view)[name as PlaceholderFrom<'view'>];
    case 'facts':
      return known.facts && FACT_VALUES[name as PlaceholderFrom<'facts'>](known.facts);
    default:
      return known.page?.[name];
  }
}

/** Every placeholder's value that `known` gives, walking the records in their order. */
export function valuesFrom(known: Known): Partial<Record<Placeholder, string>> {
  const values: Partial<Record<Placeholder, string>> = {};
  for (const name of NAMES) {
    const value = valueOf(name, known);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

const isPlaceholder = (name: string): name is Placeholder => Object.hasOwn(PLACEHOLDER_RECORDS, name);

/** The text with each placeholder its record can value from `known` filled; the rest left as written. */
export function fillFrom(text: string, known: Known): string {
  return fill(
    text,
    Object.fromEntries(
      placeholdersIn(text)
        .filter(isPlaceholder)
        .map((name) => [name, valueOf(name, known)]),
    ),
  );
}

/**
 * Every placeholder's value for measuring a length: the longest brand name, the measuring view's
 * and the facts' values, a page value's sample.
 */
export function measuredValues(known: Required<Pick<Known, 'brand' | 'view' | 'facts'>>): Record<Placeholder, string> {
  const record = (name: Placeholder) => PLACEHOLDER_RECORDS[name] as { from: string; sample?: string };
  return Object.fromEntries(NAMES.map((name) => [name, record(name).sample ?? valueOf(name, known)!])) as Record<
    Placeholder,
    string
  >;
}
