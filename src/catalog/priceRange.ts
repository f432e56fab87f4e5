/**
 * What static pages say about prices they cannot know: a visitor's cohort (the `voucherOption`
 * experiment) is read in the browser, so pages other than the deal page and the checkout state the
 * range the catalogue offers and where the shopper's own price is shown (docs/checkout.md, "One
 * price everywhere"). Computed from the catalogue the API seeds its database with.
 */
import type { OfferRange } from '../domain/charges.ts';
import { discountedPrice, featuredOption } from '../domain/offer.ts';
import { cohorts, planConstants, plans } from './plans.ts';

const monthly = plans.map((plan) => plan.monthlyPrice);

export const offerRange: OfferRange = {
  firstPrice: featuredOption.price,
  lowestFirstPrice: Math.min(...cohorts.map((cohort) => discountedPrice(featuredOption.price, cohort.discount))),
  monthlyMin: Math.min(...monthly),
  monthlyMax: Math.max(...monthly),
  cancellationFee: planConstants.foreverCleanCancellationFee,
  minimumMonths: planConstants.minMonths,
};
