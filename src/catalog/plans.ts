/**
 * Membership plans and voucher cohorts exactly per spec §9: every plan is a forced Forever Clean
 * plan (cancellation fee at start counted as 0), monthly 19/39/49/59 with 0 free months, 6 minimum
 * months, $99 cancellation fee; two plans carry a first-cleaning-per-hour cancellation policy
 * ($25, $35); one $49 variant has no 2-hour option. Options come from src/domain/offer.ts.
 * The API seeds its database from these (api/db/seed/index.ts); the pages render the default
 * cohort from them (./defaultOffer.ts).
 */
import { cleaningOptions, foreverClean } from '../domain/offer.ts';

export type Plan = {
  key: string;
  monthlyPrice: number;
  cancellationPolicy: string | null;
  withoutTwoHourOption?: boolean;
};

const policy = (perHour: number) =>
  `Cancel before ${foreverClean.minimumMonths} paid months and your first cleaning is re-priced at $${perHour} per hour.`;

export const plans: readonly Plan[] = [
  { key: 'FOREVERCLEAN_19', monthlyPrice: 19, cancellationPolicy: null },
  { key: 'FOREVERCLEAN_39', monthlyPrice: 39, cancellationPolicy: null },
  { key: 'FOREVERCLEAN_49', monthlyPrice: 49, cancellationPolicy: null },
  { key: 'FOREVERCLEAN_49_NO_TOUCH_UP', monthlyPrice: 49, cancellationPolicy: null, withoutTwoHourOption: true },
  { key: 'FOREVERCLEAN_59', monthlyPrice: 59, cancellationPolicy: null },
  { key: 'FOREVERCLEAN_39_POLICY_25', monthlyPrice: 39, cancellationPolicy: policy(25) },
  { key: 'FOREVERCLEAN_49_POLICY_35', monthlyPrice: 49, cancellationPolicy: policy(35) },
];

export const planConstants = {
  cancellationFee: 0,
  forced: true,
  freeMonths: foreverClean.freeMonths,
  minMonths: foreverClean.minimumMonths,
  foreverCleanCancellationFee: foreverClean.cancellationFee,
};

/** The options of a plan, in display order. */
export function planOptions(plan: Plan) {
  return cleaningOptions.filter((option) => !(plan.withoutTwoHourOption && option.numHours === 2));
}

export type Cohort = {
  code: string;
  plan: string;
  billingPeriod: 'MONTHLY' | 'QUARTERLY' | 'BIANNUAL';
  discount: number;
  isDefault?: boolean;
};

/** About 20 cohorts: CCF_n and FOREVERCLEAN_<monthly>_<hours>_<rate>_<discount%> variants. */
export const cohorts: readonly Cohort[] = [
  { code: 'CCF_1', plan: 'FOREVERCLEAN_49', billingPeriod: 'MONTHLY', discount: 0, isDefault: true },
  { code: 'CCF_2', plan: 'FOREVERCLEAN_39', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'CCF_3', plan: 'FOREVERCLEAN_59', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'CCF_4', plan: 'FOREVERCLEAN_49_NO_TOUCH_UP', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'CCF_5', plan: 'FOREVERCLEAN_19', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_19_3_25_10', plan: 'FOREVERCLEAN_19', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_39_3_25_10', plan: 'FOREVERCLEAN_39_POLICY_25', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_39_3_25_20', plan: 'FOREVERCLEAN_39_POLICY_25', billingPeriod: 'MONTHLY', discount: 2 },
  { code: 'FOREVERCLEAN_49_3_35_10', plan: 'FOREVERCLEAN_49_POLICY_35', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_49_3_35_20', plan: 'FOREVERCLEAN_49_POLICY_35', billingPeriod: 'MONTHLY', discount: 4 },
  { code: 'FOREVERCLEAN_49_4_35_10', plan: 'FOREVERCLEAN_49', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_49_3_35_10_QUARTERLY', plan: 'FOREVERCLEAN_49', billingPeriod: 'QUARTERLY', discount: 0 },
  { code: 'FOREVERCLEAN_49_3_35_10_BIANNUAL', plan: 'FOREVERCLEAN_49', billingPeriod: 'BIANNUAL', discount: 0 },
  { code: 'FOREVERCLEAN_59_3_35_10', plan: 'FOREVERCLEAN_59', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_59_3_35_20', plan: 'FOREVERCLEAN_59', billingPeriod: 'MONTHLY', discount: 5 },
  { code: 'FOREVERCLEAN_59_3_35_10_QUARTERLY', plan: 'FOREVERCLEAN_59', billingPeriod: 'QUARTERLY', discount: 0 },
  { code: 'FOREVERCLEAN_59_3_35_10_BIANNUAL', plan: 'FOREVERCLEAN_59', billingPeriod: 'BIANNUAL', discount: 0 },
  { code: 'FOREVERCLEAN_49_2_35_10', plan: 'FOREVERCLEAN_49_NO_TOUCH_UP', billingPeriod: 'MONTHLY', discount: 0 },
  { code: 'FOREVERCLEAN_39_3_25_10_QUARTERLY', plan: 'FOREVERCLEAN_39', billingPeriod: 'QUARTERLY', discount: 0 },
  { code: 'FOREVERCLEAN_19_3_25_10_BIANNUAL', plan: 'FOREVERCLEAN_19', billingPeriod: 'BIANNUAL', discount: 0 },
];
