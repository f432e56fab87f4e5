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

/** The Forever Clean plan the footer terms describe (the $49 variant). */
export const foreverClean = {
  monthlyPrice: 49,
  freeMonths: 0,
  minimumMonths: 6,
  cancellationFee: 99,
  futureDiscountText: 'more than 50% off',
} as const;

/** The option the deal is advertised with: the default option (the 3-hour One Bedroom). */
export const featuredOption: CleaningOption = defaultOption(cleaningOptions) ?? cleaningOptions[0];

/** Promo banner sentence (spec §9); with a title it is the limited-time variant. */
export function promoBannerText(price: number, title?: string): string {
  return title
    ? `Limited Time Offer: ${title} Starting At ${formatUsd(price)}!`
    : `Get Your Home Cleaned For ${formatUsd(price)}!`;
}
