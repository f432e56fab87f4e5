/**
 * Every cohort's offer, from the catalogue the API seeds its database with: the one source of the
 * figures the pages render. The deal page and the checkout render every cohort's figures at build
 * time and CSS shows the visitor's (src/domain/offerViews.ts), so the HTML states the visitor's own
 * prices from the first paint. api/cohorts.test.ts checks that the API serves exactly these.
 */
import { discountedPrice } from '../domain/offer.ts';
import { offerFromCohort, type CohortData, type Offer } from '../domain/pricing.ts';
import { offerViews, type OfferView } from '../domain/offerViews.ts';
import { cohorts, planConstants, planOptions, plans, type Cohort } from './plans.ts';

/** A cohort in the shape of the API's MembershipPricing answer. */
export function cohortData(cohort: Cohort): CohortData {
  const plan = plans.find((p) => p.key === cohort.plan);
  if (!plan) throw new Error(`The catalogue's cohort ${cohort.code} names no plan`);
  const options = planOptions(plan);
  return {
    code: cohort.code,
    billingPeriod: cohort.billingPeriod,
    options: options.map((o) => ({ num_hours: o.numHours, price: discountedPrice(o.price, cohort.discount) })),
    plan: {
      key: plan.key,
      foreverclean_monthly_price: plan.monthlyPrice,
      foreverclean_free_months: planConstants.freeMonths,
      foreverclean_cancellation_fee_min_months: planConstants.minMonths,
      foreverclean_cancellation_fee: planConstants.foreverCleanCancellationFee,
      foreverclean_cancellation_policy: plan.cancellationPolicy,
      options: options.map((o) => ({
        name: o.name,
        description: o.description,
        num_hours: o.numHours,
        price: o.price,
        additional_discount: o.additionalDiscount,
        undiscounted_price: o.undiscountedPrice,
      })),
    },
  };
}

const defaultCohort = cohorts.find((c) => c.isDefault);
if (!defaultCohort) throw new Error('The catalogue has no default cohort');

/** The default cohort's code (spec §4: an unknown or missing cohort falls back to it). */
export const DEFAULT_COHORT = defaultCohort.code;

/** The default cohort in the shape of the API's MembershipPricing answer. */
export function defaultCohortData(): CohortData {
  return cohortData(defaultCohort!);
}

export const defaultOffer: Offer = offerFromCohort(defaultCohortData());

/** Every cohort's offer, in catalogue order (the default cohort's among them). */
export const cohortOffers: readonly Offer[] = cohorts.map((cohort) => offerFromCohort(cohortData(cohort)));

/** Every view a visitor can have of the offer: each cohort with each `pricing` variant. */
export const allOfferViews: readonly OfferView[] = offerViews(cohortOffers);
