/**
 * A cleaning option and its rules (spec §5, §9): which option is the default and the $1 price floor.
 * Apart from ./offer.ts (the build's option table and plan constants) so that the browser's pricing
 * code (./pricing.ts, in every deal page's first load) carries the rules without the tables.
 */

/** A cleaning size a shopper can pick for the first, discounted cleaning. */
export type CleaningOption = {
  name: string;
  description: string;
  numHours: number;
  /** Promotional price in US dollars. */
  price: number;
  /** Regular price in US dollars. */
  undiscountedPrice: number;
  /** Extra discount as a fraction (0.1 = 10%). */
  additionalDiscount: number;
};

export const DEFAULT_HOURS = 3;
export const VOUCHER_PRICE_FLOOR = 1;

/** Default voucher option: the 3-hour one, else the second, else the first (spec §9). */
export function defaultOption<T extends { numHours: number }>(options: readonly T[]): T | undefined {
  return options.find((option) => option.numHours === DEFAULT_HOURS) ?? options[1] ?? options[0];
}

/** The `pricing` experiment (src/brand/experiments.ts): which option is featured and preselected. */
export const PRICING_EXPERIMENT = 'pricing';
/** Its variant that features the larger option, and that option's hours (the Two Bedroom cleaning). */
export const PRICING_LARGER = 'larger';
export const LARGER_HOURS = 4;

/**
 * The option featured on the deal page and preselected in the checkout for a `pricing` variant:
 * `larger` gets the 4-hour option when the offer has one; the control (and any other or unknown
 * variant) gets the default option of spec §9 (defaultOption).
 */
export function pricingOption<T extends { numHours: number }>(options: readonly T[], variant: string): T | undefined {
  if (variant === PRICING_LARGER) {
    const larger = options.find((option) => option.numHours === LARGER_HOURS);
    if (larger) return larger;
  }
  return defaultOption(options);
}

/** Price after a discount in dollars, never below the $1 floor (spec §5). */
export function discountedPrice(price: number, discount: number): number {
  return Math.max(VOUCHER_PRICE_FLOOR, price - discount);
}
