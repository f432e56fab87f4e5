/**
 * Sentences of the offer for every offer view, as HTML (src/domain/offerViews.ts): what the deal
 * page and the checkout render so that each visitor reads their own figures from the first paint.
 */
import { offerTerms } from '../domain/charges.ts';
import { escapeText, variantsHtml, type OfferView } from '../domain/offerViews.ts';
import { allOfferViews } from './defaultOffer.ts';

/** `render`'s text for every view, escaped, each wording marked with its views. */
export function viewsHtml(render: (view: OfferView) => string | null): string {
  return variantsHtml(allOfferViews, (view) => {
    const text = render(view);
    return text === null ? null : escapeText(text);
  });
}

/** The footer's offer terms for the visitor's own cohort and featured option (spec §9). */
export const ownOfferTermsHtml = (): string => viewsHtml((view) => offerTerms(view.option, view.offer.plan));
