/**
 * The rules every piece of copy in src/content/ is checked against (docs/content.md, "Limits"):
 * placeholders from a fixed list, plain text, and lengths measured the way the page shows them,
 * with every placeholder filled in and {brand} filled with the longest brand name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { tierRates } from '../catalog/metros.ts';
import { formatUsd } from '../domain/format.ts';
import { featuredOption, foreverClean, VOUCHER_PRICE_FLOOR } from '../domain/offer.ts';
import { offerRange } from '../catalog/priceRange.ts';
import {
  earlyCancellationRule,
  FIRST_CHARGE_RULE,
  membershipAnswer,
  type ChargePlan,
  generalOfferTerms,
  monthlyRangeText,
  OWN_PRICE_NOTE,
  TODAY_RULE,
} from '../domain/charges.ts';
import { membershipPriceText } from '../domain/planTerms.ts';
import type { OfferView } from '../domain/offerViews.ts';
import { DO_NOT_SELL_COOKIE, DO_NOT_SELL_KEY } from '../domain/storageKeys.ts';
import { supportReplyTime } from '../domain/support.ts';
import { cleaningValues, foreverCleanValues } from './offerValues.ts';
import { fill, measuredValues, placeholdersIn, PLACEHOLDERS, type Placeholder } from './placeholders.ts';
import { setBrandNames, textProblem, type TextRules } from './textRules.ts';

export {
  cleaningValues,
  fill,
  foreverCleanValues,
  placeholdersIn,
  PLACEHOLDERS,
  textProblem,
  type Placeholder,
  type TextRules,
};

/** Every brand's name (brands/*.ts `appName`). */
export function brandNames(brandsDir = join(process.cwd(), 'brands')): string[] {
  return readdirSync(brandsDir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => /appName:\s*'([^']*)'/.exec(readFileSync(join(brandsDir, file), 'utf8'))?.[1])
    .filter((name): name is string => Boolean(name));
}

// Copy names no brand by hand (textRules.ts, claimProblem): every brand's name is refused.
setBrandNames(brandNames());

/** The longest brand name (brands/*.ts `appName`), used to measure text that names the brand. */
export function longestBrandName(brandsDir = join(process.cwd(), 'brands')): string {
  return brandNames(brandsDir).reduce((longest, name) => (name.length > longest.length ? name : longest), '');
}

/** When the /vs page's market figures were last checked (a fact, not copy: update it with them). */
export const COMPARISON_AS_OF = 'November 2026';

/** Our member and non-member hourly rates across the metros, as "$35–$49". */
export function hourlyRanges(): { member: string; nonMember: string } {
  const rates = Object.values(tierRates);
  const range = (values: number[]) => `${formatUsd(Math.min(...values))}–${formatUsd(Math.max(...values))}`;
  return { member: range(rates.map(([member]) => member)), nonMember: range(rates.map(([, nonMember]) => nonMember)) };
}

/** The offer's figures and rules as placeholder values (spec §9), the same wherever a text names them. */
export function offerPlaceholderValues() {
  const { price, numHours } = cleaningValues(featuredOption.price, featuredOption.numHours);
  return {
    price,
    numHours,
    regularPrice: formatUsd(featuredOption.undiscountedPrice),
    monthly: monthlyRangeText(offerRange),
    ownPriceNote: OWN_PRICE_NOTE,
    memberDiscount: foreverClean.futureDiscountText,
    earlyCancellation: earlyCancellationRule(offerRange),
    todayRule: TODAY_RULE,
    firstChargeRule: FIRST_CHARGE_RULE,
  } satisfies Partial<Record<Placeholder, string>>;
}

/**
 * The offer's placeholders as one offer view states them (src/domain/offerViews.ts): the deal page
 * and the ad groups write each view's figures, and CSS shows the visitor's from the first paint.
 */
export function offerViewValues(
  { offer, option }: Pick<OfferView, 'option'> & { offer: { plan: ChargePlan } },
  brand: string,
) {
  return {
    brand,
    ...cleaningValues(option.price, option.numHours),
    regularPrice: formatUsd(option.undiscountedPrice),
    optionName: option.name,
    optionDescription: option.description,
    optionScope: option.description.toLowerCase(),
    membershipPrice: membershipPriceText(offer.plan),
    membershipAnswer: membershipAnswer(offer.plan, option),
  } satisfies Partial<Record<Placeholder, string>>;
}

/** The legal pages' computed facts (src/content/legal/): the offer's rules and the privacy storage names. */
export function legalPlaceholderValues() {
  return {
    ...offerPlaceholderValues(),
    offerTerms: generalOfferTerms(offerRange),
    optionName: featuredOption.name,
    optionDescription: featuredOption.description,
    voucherFloor: formatUsd(VOUCHER_PRICE_FLOOR),
    minimumMonths: String(foreverClean.minimumMonths),
    freeMonthsNote: foreverClean.freeMonths === 0 ? '; there are no free months' : '',
    dnsStorageKey: DO_NOT_SELL_KEY,
    dnsCookie: DO_NOT_SELL_COOKIE,
  } satisfies Partial<Record<Placeholder, string>>;
}

/** The /vs page's facts: when its market figures were checked and our hourly rates across the metros. */
export function comparisonValues() {
  const ranges = hourlyRanges();
  return {
    asOf: COMPARISON_AS_OF,
    memberRange: ranges.member,
    nonMemberRange: ranges.nonMember,
  } satisfies Partial<Record<Placeholder, string>>;
}

/** The Forever Clean plan the footer terms describe, as an offer view's plan (for measuring lengths). */
const measuringView: Pick<OfferView, 'option'> & { offer: { plan: ChargePlan } } = {
  option: featuredOption,
  offer: { plan: { ...foreverClean, cancellationPolicy: null, billingPeriod: 'MONTHLY' } },
};

let measureValues: Record<Placeholder, string> | undefined;

/**
 * What each placeholder is filled with when a length is measured: the group of values or the
 * sample its record names (./placeholders.ts `PLACEHOLDER_RECORDS`), {brand} the longest name.
 */
export function measuringValues(): Record<Placeholder, string> {
  measureValues ??= measuredValues({
    brandNames: { brand: longestBrandName() },
    offerView: offerViewValues(measuringView, longestBrandName()),
    offer: offerPlaceholderValues(),
    legal: legalPlaceholderValues(),
    comparison: comparisonValues(),
    support: { replyTime: supportReplyTime },
    foreverClean: foreverCleanValues(measuringView.offer.plan),
  });
  return measureValues;
}

/** The rules of every text field made by `text()`, for the editor (scripts/content-editor/). */
export const textRules = new WeakMap<z.ZodType, TextRules>();

/** A plain-text field checked against the rules above; messages complete "<file>: <field> …". */
export function text(rules: TextRules = {}) {
  const schema = z.string().superRefine((value, ctx) => {
    const problem = textProblem(value, rules, measuringValues());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  textRules.set(schema, rules);
  return schema;
}

/** Search engines cut titles and descriptions beyond these (spec's SEO section). */
export const SEO_LIMITS = { title: 60, description: 160 } as const;
