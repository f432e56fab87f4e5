/**
 * The footer's offer terms (`data-offer-text="terms"`) for the visitor's plan and option. The
 * checkout needs only this of the deal page's static-text rewrite (offerText.ts, which sets the
 * same sentence among others): its static text states no other price. Imported by the checkout
 * alone, so it stays inside the checkout's own script instead of a chunk of its own.
 */
import { offerTerms, type ChargeOption, type ChargePlan } from '../../domain/charges.ts';

export function showTermsInPage(plan: ChargePlan, option: ChargeOption): void {
  const sentence = offerTerms(option, plan);
  for (const element of document.querySelectorAll('[data-offer-text="terms"]')) element.textContent = sentence;
}
