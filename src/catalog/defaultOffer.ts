/**
 * The default cohort's offer, from the catalogue the API seeds its database with: the one source
 * of the offer the pages render (the deal page, the checkout) before any island asks the API, so
 * the HTML already shows what the islands show for a visitor without a cohort and nothing moves
 * when they hydrate. api/deal.test.ts checks that the API serves exactly this.
 */
import { discountedPrice } from '../domain/offer.ts';
import { offerFromCohort, type CohortData, type Offer } from '../domain/pricing.ts';
import { cohorts, planConstants, planOptions, plans } from './plans.ts';

/** The default cohort in the shape of the API's MembershipPricing answer. */
export function defaultCohortData(): CohortData {
  const cohort = cohorts.find((c) => c.isDefault);
  const plan = plans.find((p) => p.key === cohort?.plan);
  if (!cohort || !plan) throw new Error('The catalogue has no default cohort with a plan');
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

export const defaultOffer: Offer = offerFromCohort(defaultCohortData());
