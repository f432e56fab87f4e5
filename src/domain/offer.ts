/**
 * The introductory deal and the Forever Clean membership terms (spec §1, §9). Pages render these
 * constants until the live API (a later issue) supplies the visitor's cohort.
 */

import { formatUsd } from './format.ts';
import { defaultOption, type CleaningOption } from './cleaningOption.ts';

// The rules of an option live in ./cleaningOption.ts (the browser's pricing code needs them without
// this file's tables); re-exported here for the pages that read both.
export {
  DEFAULT_HOURS,
  VOUCHER_PRICE_FLOOR,
  defaultOption,
  discountedPrice,
  type CleaningOption,
} from './cleaningOption.ts';

export const cleaningOptions = [
  {
    name: 'Touch Up',
    description: 'A quick refresh of the rooms you choose',
    numHours: 2,
    price: 9,
    undiscountedPrice: 50,
    additionalDiscount: 0.1,
  },
  {
    name: 'One Bedroom',
    description: '1 bed / 1 bath',
    numHours: 3,
    price: 19,
    undiscountedPrice: 75,
    additionalDiscount: 0.1,
  },
  {
    name: 'Two Bedroom',
    description: '2 bed / 2 bath',
    numHours: 4,
    price: 39,
    undiscountedPrice: 100,
    additionalDiscount: 0.1,
  },
  {
    name: 'Home Clean',
    description: 'Larger homes',
    numHours: 6,
    price: 79,
    undiscountedPrice: 150,
    additionalDiscount: 0.1,
  },
] as const satisfies readonly CleaningOption[];

/**
 * Member rate and non-member rate in dollars per hour, by cost tier: the reference data's regions
 * (src/catalog/metros.ts gives each metro a tier; the API seeds them and the city pages show them).
 */
export const tierRates = { 1: [39, 55], 2: [33, 45], 3: [29, 39] } as const;

/**
 * What members save on later cleanings, as every member / non-member rate pair the site shows
 * proves it: the smallest saving, in whole percent, rounded down. Spec §9's "more than 50% off" is
 * the business's claim; the reference data's rates save 25 to 29%, so the site claims what they
 * prove (docs/checkout.md, "Claims the numbers prove"), and a rate change updates the claim.
 */
export function memberSavingPercent(rates: Readonly<Record<number, readonly [number, number]>> = tierRates): number {
  return Math.min(...Object.values(rates).map(([member, nonMember]) => Math.floor((1 - member / nonMember) * 100)));
}

/** The Forever Clean plan the footer terms describe (the $49 variant). */
export const foreverClean = {
  monthlyPrice: 49,
  freeMonths: 0,
  minimumMonths: 6,
  cancellationFee: 99,
  futureDiscountText: `a member rate at least ${memberSavingPercent()}% below the non-member rate`,
} as const;

/** The option the deal is advertised with: the default option (the 3-hour One Bedroom). */
export const featuredOption: CleaningOption = defaultOption(cleaningOptions) ?? cleaningOptions[0];

/**
 * Promo banner sentence (spec §9); with a title it is the limited-time variant. The price may be a
 * placeholder (`{price}`), filled per offer view by the deal page.
 */
export function promoBannerText(price: number | string, title?: string): string {
  const amount = typeof price === 'number' ? formatUsd(price) : price;
  return title ? `Limited Time Offer: ${title} Starting At ${amount}!` : `Get Your Home Cleaned For ${amount}!`;
}
