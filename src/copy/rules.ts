/**
 * The rules every piece of copy in src/content/ is checked against (docs/content.md, "Limits"):
 * placeholders from a fixed list, plain text, and lengths measured the way the page shows them,
 * with every placeholder filled in and {brand} filled with the longest brand name.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'astro/zod';
import { tierRates } from '../catalog/metros.ts';
import { featuredOption, foreverClean, VOUCHER_PRICE_FLOOR } from '../domain/offer.ts';
import { brandOfferRange, type VoucherVariants } from '../catalog/priceRange.ts';
import { advertisedPlan, firstPriceText, fullPriceText } from '../domain/charges.ts';
import { DO_NOT_SELL_COOKIE, DO_NOT_SELL_KEY } from '../domain/storageKeys.ts';
import { supportReplyTime } from '../domain/support.ts';
import { cleaningValues, foreverCleanValues, type ViewFacts } from './offerValues.ts';
import { fillFrom, measuredValues, valueOf, valuesFrom } from './placeholderValues.ts';
import {
  fill,
  fillParts,
  placeholdersIn,
  PLACEHOLDERS,
  type Known,
  type OfferFacts,
  type Placeholder,
} from './placeholders.ts';
import { setBrandNames, textProblem, type TextRules } from './textRules.ts';

export {
  cleaningValues,
  fill,
  fillFrom,
  fillParts,
  foreverCleanValues,
  placeholdersIn,
  PLACEHOLDERS,
  textProblem,
  valueOf,
  valuesFrom,
  type Known,
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

const requireBrand = createRequire(import.meta.url);

/**
 * The `voucherOption` variants the brand file brands/<key>.ts names (undefined: it sells the default
 * cohorts). Copy sits below the brand configs (the lint arrows), so the file is read as data, as
 * `brandNames()` reads the names; without a key, the default cohorts.
 */
export function brandVoucherVariants(brandKey?: string, brandsDir = join(process.cwd(), 'brands')): VoucherVariants {
  const file = brandKey === undefined ? undefined : join(brandsDir, `${brandKey}.ts`);
  if (file === undefined || !existsSync(file)) return undefined;
  return readVoucherVariants(file);
}

/**
 * The brand file's `voucherOption` variants. Node loads the TypeScript module by `require`; a test
 * runner's own module loader (Playwright's) cannot, so there the project's Node is asked instead.
 */
function readVoucherVariants(file: string): VoucherVariants {
  try {
    const config = (requireBrand(file) as { default?: { experiments?: Record<string, VoucherVariants> } }).default;
    return config?.experiments?.['voucherOption'];
  } catch {
    const projectNode = join(dirname(file), '..', 'node_modules', '.bin', 'node');
    const source = `const brand = (await import(${JSON.stringify(pathToFileURL(file).href)})).default;
process.stdout.write(JSON.stringify(brand?.experiments?.voucherOption ?? null));`;
    const out = execFileSync(
      existsSync(projectNode) ? projectNode : process.execPath,
      ['--input-type=module', '--eval', source],
      {
        encoding: 'utf8',
      },
    );
    return (JSON.parse(out) as VoucherVariants | null) ?? undefined;
  }
}

const factsByBrand = new Map<string, OfferFacts>();

/**
 * The offer's facts every record of ./placeholders.ts computes its value from, for the cohorts the
 * brand `brandKey` sells (its range of prices, never the whole catalogue's), read once per brand.
 */
export function offerFactsFor(brandKey?: string): OfferFacts {
  const key = brandKey ?? '';
  let facts = factsByBrand.get(key);
  if (!facts)
    factsByBrand.set(key, (facts = { ...offerFacts, range: brandOfferRange(brandVoucherVariants(brandKey)) }));
  return facts;
}

/** The offer's facts of a brand selling the default cohorts (what lengths are measured with). */
export const offerFacts: OfferFacts = {
  range: brandOfferRange(undefined),
  plan: foreverClean,
  voucherFloor: VOUCHER_PRICE_FLOOR,
  hourlyRates: Object.values(tierRates),
  comparisonAsOf: COMPARISON_AS_OF,
  replyTime: supportReplyTime,
  doNotSell: { key: DO_NOT_SELL_KEY, cookie: DO_NOT_SELL_COOKIE },
};

/** The advertised option on the Forever Clean plan the footer terms describe: "the first cleaning" where one view is stated. */
export const featuredView: ViewFacts = { option: featuredOption, offer: { plan: advertisedPlan } };

/**
 * Every placeholder's value the brand named `brand` (key `brandKey`) states the same on every page
 * (the featured view's figures and the offer's facts of the cohorts it sells), with the page's own
 * `page` values. The first cleaning's price and full voucher price are the brand's, stated as a
 * range where its offers differ: a page that cannot know the visitor's cohort states no one
 * cohort's figure.
 */
export function siteValues(
  brand: string,
  page: Known['page'] = {},
  brandKey?: string,
): Partial<Record<Placeholder, string>> {
  const facts = offerFactsFor(brandKey);
  return {
    ...valuesFrom({ brand, view: featuredView, facts, page }),
    price: firstPriceText(facts.range),
    regularPrice: fullPriceText(facts.range),
  };
}

let measureValues: Record<Placeholder, string> | undefined;

/**
 * What each placeholder is filled with when a length is measured: as ./placeholders.ts
 * `PLACEHOLDER_RECORDS` computes it for the featured view, or its sample; {brand} the longest name.
 */
export function measuringValues(): Record<Placeholder, string> {
  measureValues ??= measuredValues({ brand: longestBrandName(), view: featuredView, facts: offerFacts });
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
