/**
 * The consent a purchase request carries for a catalogue cohort (the sentence beside the box at
 * Buy, ticked), for callers that buy without the checkout: tests, benches and soak scripts.
 */
import { membershipAgreement } from '../domain/consent.ts';
import { cohorts, planConstants, plans } from './plans.ts';

/** `membershipConsent` for a purchase of `cohortCode` (the default cohort when missing or unknown). */
export function catalogueConsent(cohortCode?: string | null): { agreed: true; text: string } {
  const cohort = cohorts.find((c) => c.code === cohortCode) ?? cohorts.find((c) => c.isDefault);
  const plan = plans.find((p) => p.key === cohort?.plan);
  if (!cohort || !plan) throw new Error('The catalogue has no default cohort with a plan');
  const text = membershipAgreement({
    monthlyPrice: plan.monthlyPrice,
    billingPeriod: cohort.billingPeriod,
    freeMonths: planConstants.freeMonths,
  });
  return { agreed: true, text };
}
