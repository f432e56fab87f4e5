/**
 * Puts the visitor's offer into the deal page's static text (src/islands/shared/offerText.ts) when
 * it differs from the offer the page was built with. This module is not part of the first load:
 * the page keeps it in an inert template (`#pw-offer-text`, OfferTextScript.astro) that
 * pricingStore.ts inserts only for a visitor whose offer differs, so most visitors never fetch it
 * (and the islands need no dynamic import, whose loader helper would be in every first load).
 * pricingStore passes the offer in `window.__pwOffer` and, for later changes (a page brought back
 * from the back/forward cache), in a `pw:offer` event.
 */
import { showOfferInPage } from './offerText.ts';
import { OFFER_EVENT, type OfferInPage } from './offerEvent.ts';

const apply = ({ plan, option, renderedPrice }: OfferInPage) => showOfferInPage(plan, option, renderedPrice);

const pending = (window as { __pwOffer?: OfferInPage }).__pwOffer;
if (pending) apply(pending);
addEventListener(OFFER_EVENT, (event) => apply((event as CustomEvent<OfferInPage>).detail));
