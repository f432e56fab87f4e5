/**
 * Pricing rules of the deal page (spec §3 membership pricing plan, §4 fallbacks, §5 price floor,
 * §9 constants), pure so that they can be unit tested and shared by the page (server render), its
 * islands and the checkout:
 * - an API cohort (MembershipPricing) becomes an `Offer`: the plan's cleaning options with the
 *   cohort's price (never below $1, via discountedPrice) and the plan's Forever Clean terms;
 * - the default option is the 3-hour one, else the second (defaultOption);
 * - an unknown cohort or a requested option the cohort lacks falls back to the default cohort and
 *   the first option; the caller reports the fallback to error tracking (never to the shopper).
 */
import { discountedPrice, pricingOption, type CleaningOption } from './cleaningOption.ts';

/** What the deal page shows of a Forever Clean plan, next to the prices. */
export type PlanTerms = {
  key: string;
  monthlyPrice: number;
  freeMonths: number;
  /** Paid months before cancelling is free of the cancellation fee. */
  minimumMonths: number;
  cancellationFee: number;
  /** Extra early-cancellation rule of some plans, in words; null when the plan has none. */
  cancellationPolicy: string | null;
  /** How often the membership is charged: MONTHLY, QUARTERLY or BIANNUAL (the cohort's cadence). */
  billingPeriod: string;
};

/** A visitor's deal: the cohort's options (display order) and its plan's terms. */
export type Offer = {
  cohort: string;
  options: CleaningOption[];
  plan: PlanTerms;
};

/** One cleaning option of a membership plan, as the catalogue and the API's `voucherCohort` give it. */
export type PlanOption = {
  name: string;
  description: string;
  num_hours: number;
  price: number;
  additional_discount: number;
  undiscounted_price: number;
};

/**
 * A cohort as far as an offer needs it: the fields of the API's `voucherCohort` (the checkout's
 * graphql/MembershipPricing.ts selects them, and TypeScript checks its answer against this type) and of
 * the catalogue's cohorts (src/catalog/defaultOffer.ts). The billing period and the policy may be
 * missing (older answers, the build's default cohort): monthly and no policy then.
 */
export type CohortData = {
  code: string;
  billingPeriod?: string;
  options: readonly { num_hours: number; price: number }[];
  plan: {
    key: string;
    foreverclean_monthly_price: number;
    foreverclean_free_months: number;
    foreverclean_cancellation_fee_min_months: number;
    foreverclean_cancellation_fee: number;
    foreverclean_cancellation_policy?: string | null;
    options: readonly PlanOption[];
  };
};

/** The per-hour re-price of a plan's cancellation policy ("… re-priced at $35 per hour."), if it has one. */
export function policyHourlyPrice(plan: { cancellationPolicy: string | null }): number | null {
  const match = plan.cancellationPolicy ? /\$(\d+(?:\.\d{1,2})?) per hour/.exec(plan.cancellationPolicy) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The offer of a cohort: each plan option at the cohort's price for its hours (the plan's own price
 * when the cohort lists none), never below the $1 floor. An option's full voucher price
 * (`undiscountedPrice`, struck through beside it) is what the first cleaning costs when Forever
 * Clean is cancelled early: the option's own, or its hours at the per-hour price of a plan with a
 * cancellation policy, so the card and the early-cancellation sentence state one figure.
 */
export function offerFromCohort(cohort: CohortData): Offer {
  const { plan } = cohort;
  const perHour = policyHourlyPrice({ cancellationPolicy: plan.foreverclean_cancellation_policy ?? null });
  return {
    cohort: cohort.code,
    options: plan.options.map((option) => {
      const cohortPrice = cohort.options.find((o) => o.num_hours === option.num_hours)?.price ?? option.price;
      return {
        name: option.name,
        description: option.description,
        numHours: option.num_hours,
        price: discountedPrice(cohortPrice, 0),
        undiscountedPrice:
          perHour === null ? option.undiscounted_price : Math.round(perHour * option.num_hours * 100) / 100,
        additionalDiscount: option.additional_discount,
      };
    }),
    plan: {
      key: plan.key,
      monthlyPrice: plan.foreverclean_monthly_price,
      freeMonths: plan.foreverclean_free_months,
      minimumMonths: plan.foreverclean_cancellation_fee_min_months,
      cancellationFee: plan.foreverclean_cancellation_fee,
      cancellationPolicy: plan.foreverclean_cancellation_policy ?? null,
      billingPeriod: cohort.billingPeriod ?? 'MONTHLY',
    },
  };
}

/** Why a fallback was used; the caller reports it to error tracking. */
export type Fallback = { reason: 'unknown-cohort' | 'no-options' | 'unknown-option'; detail: string };

/**
 * The offer to show for an API answer to a cohort request. The API already answers an unknown code
 * with the default cohort (spec §4); that is reported. A cohort without any option cannot be shown,
 * so the default offer (rendered at build time) is kept and that is reported too.
 */
export function resolveOffer(
  requestedCode: string | null,
  answer: CohortData,
  defaultOffer: Offer,
): { offer: Offer; fallbacks: Fallback[] } {
  const fallbacks: Fallback[] = [];
  if (requestedCode && answer.code !== requestedCode) {
    fallbacks.push({
      reason: 'unknown-cohort',
      detail: `Voucher cohort "${requestedCode}" is unknown; using the default cohort "${answer.code}"`,
    });
  }
  const offer = offerFromCohort(answer);
  if (offer.options.length === 0) {
    fallbacks.push({
      reason: 'no-options',
      detail: `Voucher cohort "${answer.code}" has no cleaning options; using the default cohort "${defaultOffer.cohort}"`,
    });
    return { offer: defaultOffer, fallbacks };
  }
  return { offer, fallbacks };
}

/**
 * The option a shopper gets: the requested hours when the offer has them; with nothing requested
 * the featured option of the visitor's `pricing` variant (control: 3 hours, else the second;
 * `larger`: 4 hours); a requested option the offer lacks falls back to the first option (and is
 * reported by the caller). Undefined only for an offer without options.
 */
export function chooseOption(
  options: readonly CleaningOption[],
  requestedHours?: number | null,
  pricingVariant = 'control',
): { option: CleaningOption | undefined; fallback?: Fallback } {
  if (requestedHours === undefined || requestedHours === null) {
    return { option: pricingOption(options, pricingVariant) };
  }
  const found = options.find((option) => option.numHours === requestedHours);
  if (found) return { option: found };
  return {
    option: options[0],
    fallback: { reason: 'unknown-option', detail: `No ${requestedHours}-hour option; using the first option` },
  };
}
