/**
 * What a brand sells, and what its static pages may say about prices they cannot know: a visitor's
 * cohort (the `voucherOption` experiment) is read in the browser, so pages other than the deal page
 * and the checkout state the range of the cohorts the brand sells, never the whole catalogue's, and
 * where the shopper's own price is shown (docs/checkout.md, "One price everywhere"). Every figure
 * a sentence states about the offer is computed here from the brand's cohorts (docs/content.md,
 * "Claims the numbers must prove"); the single pass over the built pages checks them against the
 * same offers (tests/built/claims.ts).
 */
import { earlyCancellationCost, periodAmount, type OfferRange } from '../domain/charges.ts';
import { featuredOption } from '../domain/offer.ts';
import { billingMonths } from '../domain/planTerms.ts';
import { offerFromCohort, type Offer } from '../domain/pricing.ts';
import { cohortData } from './defaultOffer.ts';
import { cohorts } from './plans.ts';
import { DEFAULT_VOUCHER_COHORTS } from './soldCohorts.ts';

/** A brand's `voucherOption` variants as its brand file names them (none: the default cohorts). */
export type VoucherVariants = readonly { readonly name: string }[] | undefined;

/** The cohort codes a brand sells, control first. */
export function soldCohortCodes(variants: VoucherVariants): readonly string[] {
  return (variants ?? DEFAULT_VOUCHER_COHORTS).map((variant) => variant.name);
}

/** Every offer the brand sells (one per cohort), in the brand's order. */
export function soldOffers(variants: VoucherVariants): readonly Offer[] {
  return soldCohortCodes(variants).map((code) => {
    const cohort = cohorts.find((c) => c.code === code);
    if (!cohort) throw new Error(`The brand sells cohort ${code}, which the catalogue does not have`);
    return offerFromCohort(cohortData(cohort));
  });
}

const low = (values: readonly number[]) => Math.min(...values);
const high = (values: readonly number[]) => Math.max(...values);

/**
 * The range of a brand's offers for the advertised option (the 3-hour cleaning): its first-cleaning
 * prices, monthly prices and full voucher prices across the cohorts the brand sells.
 */
export function offerRangeOf(offers: readonly Offer[]): OfferRange {
  const featured = offers.map((offer) => ({
    offer,
    option: offer.options.find((option) => option.numHours === featuredOption.numHours) ?? offer.options[0]!,
  }));
  const firstPrices = featured.map(({ option }) => option.price);
  const fullPrices = featured.map(({ offer, option }) => earlyCancellationCost(offer.plan, option).fullPrice);
  const monthly = offers.map((offer) => offer.plan.monthlyPrice);
  return {
    hours: featuredOption.numHours,
    firstPrice: high(firstPrices),
    lowestFirstPrice: low(firstPrices),
    fullPriceMin: low(fullPrices),
    fullPriceMax: high(fullPrices),
    monthlyMin: low(monthly),
    monthlyMax: high(monthly),
    periodAmounts: [...new Set(offers.map((offer) => periodAmount(offer.plan)))].sort((a, b) => a - b),
    billingMonths: [...new Set(offers.map((offer) => billingMonths(offer.plan.billingPeriod)))].sort((a, b) => a - b),
    cancellationFee: high(offers.map((offer) => offer.plan.cancellationFee)),
    minimumMonths: high(offers.map((offer) => offer.plan.minimumMonths)),
  };
}

/** The range of the offers of a brand whose brand file names these `voucherOption` variants. */
export function brandOfferRange(variants: VoucherVariants): OfferRange {
  return offerRangeOf(soldOffers(variants));
}
