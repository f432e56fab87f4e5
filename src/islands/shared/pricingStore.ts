/**
 * The visitor's membership pricing for the deal page's islands (price card, options, Forever Clean
 * terms): the cohort from `fecohorts` (localStorage, else cookie), asked of the API once
 * (MembershipPricing). Until the answer, and whenever it cannot be used, islands show the default
 * cohort's offer they were rendered with; fallbacks go to error tracking only (spec §4).
 */
import { getApiClient } from '../../graphql/client.ts';
import { MembershipPricing } from '../../graphql/operations/MembershipPricing.ts';
import { chooseOption, readCohortCode, resolveOffer, type Offer } from '../../domain/pricing.ts';
import { COHORTS_KEY } from '../../domain/storageKeys.ts';
import { reportError, reportFallback } from '../../lib/reportError.ts';
import { showOfferInStaticText } from './offerEvent.ts';
import { createStore, useStore, type Store } from './store.ts';

function storedCohorts(): string | null {
  try {
    return localStorage.getItem(COHORTS_KEY);
  } catch {
    return null;
  }
}

/** Whether the page's static text was given another offer than the built one (offerEvent.ts). */
let rewritten = false;

/** The default offer every island was rendered with (set by the first island that hydrates). */
let renderedOffer: Offer | undefined;

/** null = no answer yet: show the rendered (default) offer. */
const pricingStore = createStore<Offer | null>(null, (store) => {
  load(store);
  // Back or forward to a page the browser kept whole (the back/forward cache): prices may have
  // changed while the visitor was away, so they are asked again.
  addEventListener('pageshow', (event) => {
    if (event.persisted) load(store);
  });
});

function load(store: Store<Offer | null>): void {
  const code = readCohortCode(storedCohorts(), document.cookie);
  void getApiClient()
    .query(MembershipPricing, { code })
    .toPromise()
    .then((result) => {
      const answer = result.data?.voucherCohort;
      if (!answer || !renderedOffer) {
        reportError(result.error ?? new Error('MembershipPricing: no answer'), { source: 'MembershipPricing', code });
        return;
      }
      const { offer, fallbacks } = resolveOffer(code, answer, renderedOffer);
      for (const fallback of fallbacks) reportFallback('MembershipPricing', fallback, { code });
      store.set(offer);
      // The page's static sentences (banner, hero, FAQ, footer terms) state the same offer. They
      // were built with the default offer, so the rewrite (and its code) is needed only when the
      // visitor's differs, or to put the built text back after it had differed.
      const option = chooseOption(offer.options).option;
      const rendered = chooseOption(renderedOffer.options).option;
      if (!option || !rendered) return;
      const same = option.price === rendered.price && JSON.stringify(offer.plan) === JSON.stringify(renderedOffer.plan);
      if (!same || rewritten) {
        rewritten = true;
        showOfferInStaticText({ plan: offer.plan, option, renderedPrice: rendered.price });
      }
    });
}

/** The visitor's offer; `rendered` (the build's default offer) until the API has answered. */
export function useOffer(rendered: Offer): Offer {
  renderedOffer ??= rendered;
  return useStore(pricingStore, null) ?? rendered;
}
