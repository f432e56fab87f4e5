/**
 * The checkout's state and everything that changes it, outside React (the island reads it with
 * useSyncExternalStore): steps and browser history, the sessionStorage mirror, the visitor's
 * offer, the price quote, and the purchase with its idempotency key.
 *
 * - The server render (and hydration) sees step 1 with empty fields; the browser state (URL,
 *   mirror, the deal page's zip code) is read when the island first subscribes, or, when the
 *   browser prerendered the page on speculation, once it is shown (no API call before).
 * - Forward moves push a history entry (`?step=N`), so back/forward move between steps; the values
 *   stay in memory and the non-card ones in sessionStorage (a reload keeps them). Card data lives
 *   in memory only.
 * - One idempotency key per purchase attempt (./attempt.ts): kept in localStorage while the outcome
 *   is unknown (a network failure or a lost answer: a retry, also after a reload or in another tab,
 *   must not charge twice), retired once the API has answered for good (a voucher, a decline, a
 *   refusal), so the next attempt gets a new one.
 */
import { track } from '../../telemetry/track.ts';
import { variantOf, visitorId } from '../../telemetry/visit.ts';
import { PRICING_EXPERIMENT } from '../../domain/cleaningOption.ts';
import { chooseOption, type Offer } from '../../domain/pricing.ts';
import { PRICED_EXPERIMENT } from '../../brand/experiments.ts';
import { CHECKOUT_KEY, writableStorage, ZIPCODE_KEY as DEAL_ZIPCODE_KEY } from '../../domain/storageKeys.ts';
import { whenActivated } from '../../lib/activation.ts';
import { reportFallback } from '../../lib/reportError.ts';
import { fetchOffer, fetchQuote, purchaseVoucher, type PurchaseResult } from './api.ts';
import { keyFor, orderId, settle, type AttemptStorage } from './attempt.ts';
import { showTermsInPage } from '../shared/termsText.ts';
import {
  emptyCard,
  emptySaved,
  initialSaved,
  keepTyped,
  leadInput,
  leadKey,
  parseSaved,
  parseStep,
  resolveStep,
  serializeSaved,
  STEPS,
  stepUrl,
  withDetail,
  type CardValues,
  type Details,
  type Disclosures,
  type Saved,
  type Step,
  type SurveyState,
} from './session.ts';
import type { QuoteState } from './totals.ts';

export type CheckoutState = {
  /** False for the server render and hydration; true once the browser state is read. */
  ready: boolean;
  step: Step;
  /** Bumped when the forms must take their values from the state again (after the first read). */
  generation: number;
  /** Bumped on every step change after the first render; focus follows it to the step heading. */
  navigation: number;
  saved: Saved;
  offer: Offer;
  quote: { key: string; state: QuoteState } | null;
};

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked: the checkout still works, only reloads forget
  }
}

function attemptStorage(): AttemptStorage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the checkout keeps in a history entry it adds: which step it shows, and from which step it came. */
type HistoryEntry = { checkoutStep: Step; previousStep: Step };

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

export function createCheckoutStore(initialOffer: Offer) {
  const serverState: CheckoutState = {
    ready: false,
    step: 1,
    generation: 0,
    navigation: 0,
    saved: emptySaved,
    offer: initialOffer,
    quote: null,
  };
  let state = serverState;
  let started = false;
  let cohort: string | null = null;
  /** Keys by order, for when localStorage is blocked (then a reload forgets them). */
  const memoryKeys = new Map<string, string>();
  /** Card fields, in this page's memory only (never in the mirror, never rendered from state). */
  let card: CardValues = emptyCard;
  let quoteRequest = 0;
  let baseTitle = '';
  const reportedFallbacks = new Set<string>();
  const listeners = new Set<() => void>();

  function set(next: Partial<CheckoutState>) {
    const previous = state;
    state = { ...state, ...next };
    // Agents: nothing is stored (writableStorage); the checkout works on from memory.
    if (state.saved !== previous.saved && state.ready) {
      try {
        writableStorage('sessionStorage')?.setItem(CHECKOUT_KEY, serializeSaved(state.saved));
      } catch {
        // storage blocked or full: the state stays in memory
      }
    }
    if (state.step !== previous.step) {
      const name = state.step === 4 ? 'Your voucher' : STEPS[state.step - 1]!.name;
      document.title = `${name} · ${baseTitle}`;
    }
    if (state.ready && (state.step !== previous.step || !previous.ready)) {
      track('checkout step reached', { step: state.step });
    }
    ensureQuote();
    showOffer();
    for (const listener of [...listeners]) listener();
  }

  function setSaved(update: (saved: Saved) => Saved) {
    set({ saved: update(state.saved) });
  }

  /**
   * The option the shopper gets (spec §4 fallbacks; an unknown option is reported once); with no
   * `?hours=` and none chosen, the `pricing` variant's featured option (the head script's mark).
   */
  function option() {
    const variant = variantOf(PRICING_EXPERIMENT, 'control');
    const { option: chosen, fallback } = chooseOption(state.offer.options, state.saved.hours, variant);
    if (fallback && !reportedFallbacks.has(fallback.detail)) {
      reportedFallbacks.add(fallback.detail);
      reportFallback('Checkout', fallback);
    }
    if (!chosen) throw new Error('The offer has no cleaning options');
    return chosen;
  }

  /** The footer's offer terms state the visitor's plan and the chosen option (src/islands/shared/termsText.ts). */
  let shownOffer = '';
  /**
   * Whether `state.offer` is the visitor's (the API's answer for their cohort). Until then the footer
   * keeps the page's own terms, which already show the visitor's from the first paint
   * (src/domain/offerViews.ts): the built default offer must never replace them.
   */
  let offerKnown = false;
  function showOffer() {
    if (!state.ready || !offerKnown) return;
    const chosen = option();
    const key = JSON.stringify([state.offer.cohort, state.offer.plan.key, chosen.numHours, chosen.price]);
    if (key === shownOffer) return;
    shownOffer = key;
    showTermsInPage(state.offer.plan, chosen);
  }

  function quoteKey() {
    return JSON.stringify([option().numHours, state.saved.details.zipcode.trim(), cohort]);
  }

  function loadQuote() {
    const key = quoteKey();
    const request = ++quoteRequest;
    const hours = option().numHours;
    state = { ...state, quote: { key, state: { status: 'loading' } } };
    void fetchQuote({ hours, zipcode: state.saved.details.zipcode.trim(), cohort }).then((result) => {
      if (request !== quoteRequest) return; // a newer question was asked meanwhile
      set({
        quote: {
          key,
          state: result.ok
            ? { status: 'ok', quote: result.quote }
            : { status: 'error', message: result.message, zipcode: Boolean(result.fields['zipcode']) },
        },
      });
    });
  }

  /** Steps 2 and 3 show the total for the chosen option and zip code: ask when it is not known. */
  function ensureQuote() {
    if (!state.ready || (state.step !== 2 && state.step !== 3)) return;
    if (state.quote?.key === quoteKey()) return;
    loadQuote();
  }

  function goTo(step: Step) {
    const entry: HistoryEntry = { checkoutStep: step, previousStep: state.step };
    history.pushState(entry, '', stepUrl(new URL(location.href), step, state.saved.hours));
    set({ step, navigation: state.navigation + 1 });
  }

  /** The page's own Back buttons: the browser's back when it leads to that step, so forward works too. */
  function back(step: Step) {
    const entry = history.state as Partial<HistoryEntry> | null;
    if (entry?.checkoutStep === state.step && entry.previousStep === step) history.back();
    else goTo(step);
  }

  /** After a purchase, step 1 starts a new checkout with the same details. */
  function startOver(saved: Saved): Saved {
    return { ...saved, purchase: null, survey: null, surveyMessage: null, confirmedHours: null };
  }

  /** Shows the step the address asks for, if the shopper may open it (else step 1), and says so in the address. */
  function show(requested: number | null, saved: Saved, extra: Partial<CheckoutState>) {
    const step = resolveStep(requested, saved);
    if (saved.purchase && step === 1) saved = startOver(saved);
    history.replaceState(history.state, '', stepUrl(new URL(location.href), step, saved.hours));
    set({ ...extra, saved, step });
  }

  function start() {
    baseTitle = document.title;
    // The checkout puts each step's heading in view itself (Checkout.tsx); the browser's restored
    // scroll position of the previous step would put it off screen after back and forward.
    history.scrollRestoration = 'manual';
    const params = new URLSearchParams(location.search);
    const restoredSaved = initialSaved(
      parseSaved(read(() => sessionStorage, CHECKOUT_KEY)),
      params,
      read(() => sessionStorage, DEAL_ZIPCODE_KEY),
    );
    // What the shopper typed before hydration is already in the state (the fields hand it over
    // when they hydrate, shared/form/earlyInput.ts): it wins over anything restored.
    const typed = state.saved.details;
    const saved = { ...restoredSaved, details: keepTyped(restoredSaved.details, typed) };
    // The cohort the page shows (the head script's assignment), the one the API charges.
    cohort = variantOf(PRICED_EXPERIMENT, '') || null;
    // The link's zip code is now in the state: the address keeps the step and the hours (stepUrl).
    // Forms take restored values by being mounted again; with nothing restored, nothing is replaced.
    const restored = JSON.stringify(saved.details) !== JSON.stringify(typed);
    show(parseStep(params.get('step')), saved, {
      ready: true,
      generation: state.generation + (restored ? 1 : 0),
    });
    window.addEventListener('popstate', () => {
      show(parseStep(new URLSearchParams(location.search).get('step')), state.saved, {
        navigation: state.navigation + 1,
      });
    });
    void fetchOffer(cohort, initialOffer).then((offer) => {
      // Without an answer fetchOffer gives the built offer back: the page's terms stay.
      offerKnown = offer !== initialOffer;
      set({ offer });
    });
  }

  return {
    get: () => state,
    getServer: () => serverState,
    subscribe(listener: () => void) {
      listeners.add(listener);
      if (!started) {
        started = true;
        // A prerendered checkout reads the browser state and talks to the API (offer, quote with its
        // payment intent) only once it is shown: the deal page's zip code is final by then.
        whenActivated(start);
      }
      return () => void listeners.delete(listener);
    },
    option,

    setDetail(name: keyof Omit<Details, 'zipcodeEnteredOnHomepage'>, value: string) {
      setSaved((saved) => ({ ...saved, details: withDetail(saved.details, name, value) }));
    },
    registered(details: Details, disclosures: Disclosures) {
      setSaved((saved) => ({ ...saved, details, lead: { key: leadKey(details), disclosures } }));
      goTo(2);
    },
    chooseHours(hours: number) {
      setSaved((saved) => ({ ...saved, hours }));
      history.replaceState(history.state, '', stepUrl(new URL(location.href), state.step, hours));
    },
    retryQuote() {
      loadQuote();
      set({});
    },
    confirmOption() {
      const hours = option().numHours;
      setSaved((saved) => ({ ...saved, hours, confirmedHours: hours }));
      goTo(3);
    },
    goTo,
    back,
    setCard(next: CardValues) {
      card = next;
    },
    card: () => card,

    /** PurchaseVoucher for this attempt; on success the checkout shows the voucher. */
    async pay(entered: CardValues): Promise<PurchaseResult> {
      const lead = leadInput(state.saved.details);
      const quote = state.quote?.state;
      if (!lead || quote?.status !== 'ok') {
        return {
          ok: false,
          final: true,
          code: null,
          declined: false,
          transport: false,
          message: 'Please check your details.',
          fields: {},
        };
      }
      const hours = option().numHours;
      const order = {
        ...lead,
        hours,
        redirect: '',
        zipcodeEnteredOnHomepage: state.saved.details.zipcodeEnteredOnHomepage,
        voucherOption: cohort,
        visitorId: visitorId(),
      };
      const id = orderId(order);
      const idempotencyKey = keyFor(attemptStorage(), id, Date.now(), () => memoryKeys.get(id) ?? newKey());
      memoryKeys.set(id, idempotencyKey);
      const result = await purchaseVoucher({ ...order, ...entered, idempotencyKey });
      if (result.ok || result.final) {
        settle(attemptStorage(), id, Date.now());
        memoryKeys.delete(id);
      }
      if (result.ok) {
        const purchase = { ...result.purchase, hours };
        card = emptyCard;
        setSaved((saved) => ({ ...saved, purchase, survey: null, surveyMessage: null }));
        // Analytics identifies the buyer with the returned customer id, then resets (telemetry/analytics.ts).
        track('purchase', {
          value: result.purchase.receipt?.total ?? quote.quote.total,
          hours,
          plan: state.offer.plan.key,
          cohort: state.offer.cohort,
          customerId: result.customerId ?? null,
        });
        goTo(4);
      }
      return result;
    },

    survey(survey: Exclude<SurveyState, null>, message: string) {
      setSaved((saved) => ({ ...saved, survey, surveyMessage: message }));
      if (survey === 'answered') track('survey answered', {});
    },
  };
}
