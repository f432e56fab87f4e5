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

/** Price after a discount in dollars, never below the $1 floor (spec §5). */
export function discountedPrice(price: number, discount: number): number {
  return Math.max(VOUCHER_PRICE_FLOOR, price - discount);
}
