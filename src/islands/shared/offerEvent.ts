/**
 * How the deal page's islands hand the visitor's offer to the static-text rewrite
 * (offerTextApply.ts), which loads only when that offer differs from the one the page was built with.
 */
import type { ChargeOption, ChargePlan } from '../../domain/charges.ts';

export const OFFER_EVENT = 'pw:offer';

export type OfferInPage = { plan: ChargePlan; option: ChargeOption; renderedPrice: number };

let inserted = false;

/** Shows `offer` in the page's static text: the first time, by inserting the rewrite's module script. */
export function showOfferInStaticText(offer: OfferInPage): void {
  (window as { __pwOffer?: OfferInPage }).__pwOffer = offer;
  dispatchEvent(new CustomEvent(OFFER_EVENT, { detail: offer }));
  if (inserted) return;
  const template = document.getElementById('pw-offer-text') as HTMLTemplateElement | null;
  if (!template) return;
  inserted = true;
  document.body.append(template.content.cloneNode(true));
}
