/**
 * The footer's offer terms (`data-offer-text="terms"`) for the visitor's plan and option. The
 * checkout needs only this of the static-text rewrite (its static text states no other price), so
 * it imports this alone; the deal page's full rewrite (offerText.ts) uses it too.
 */
import { offerTerms, type ChargeOption, type ChargePlan } from '../../domain/charges.ts';

export function showTermsInPage(plan: ChargePlan, option: ChargeOption): void {
  const sentence = offerTerms(option, plan);
  for (const element of document.querySelectorAll('[data-offer-text="terms"]')) element.textContent = sentence;
}
