/**
 * The checkout's store, outside React (the island reads it with useSyncExternalStore): it feeds
 * what happens to the reducer (./machine.ts, every step and transition), runs the side effects of
 * each transition at the edges (./edges.ts: mirror, address, title, telemetry), and makes the API
 * calls (the visitor's offer, the price quote, the purchase with its idempotency key).
 *
 * - The server render (and hydration) sees step 1 with empty fields; the browser state (the
 *   address, the mirror) is read when the island first subscribes, or, when the browser
 *   prerendered the page on speculation, once it is shown (no API call before).
 * - Forward moves push a history entry (`?step=N`), so back/forward move between steps; the values
 *   stay in memory and the non-card ones in sessionStorage (a reload keeps them). Card data lives
 *   in memory only.
 * - One idempotency key per purchase attempt (./attempt.ts): kept in localStorage while the outcome
 *   is unknown (a network failure or a lost answer: a retry, also after a reload or in another tab,
 *   must not charge twice), retired once the API has answered for good (a voucher, a decline, a
 *   refusal), so the next attempt gets a new one.
 */
import { track } from '../../telemetry/track.ts';
import { variantOf } from '../../telemetry/visit.ts';
import { visitorId } from '../../telemetry/visitor.ts';
import { PRICED_EXPERIMENT } from '../../brand/experiments.ts';
import { PRICING_EXPERIMENT } from '../../domain/cleaningOption.ts';
import { chooseOption, type Offer } from '../../domain/pricing.ts';
import { CHECKOUT_KEY, VOUCHER_KEY } from '../../domain/storageKeys.ts';
import { whenActivated } from '../../lib/activation.ts';
import { reportError, reportFallback } from '../../lib/reportError.ts';
import { FRIENDLY_MESSAGES } from '../../graphql/friendly.ts';
import { failure, fetchOffer, fetchQuote } from './api.ts';
import { readStorage, runEdges, type HistoryEntry, type StepNames } from './edges.ts';
import type { PurchaseResult } from './purchase.ts';
import { initialState, needsQuote, reduce, type CheckoutEvent, type CheckoutState } from './machine.ts';
import { showTermsInPage } from '../shared/termsText.ts';
import {
  emptyCard,
  initialSaved,
  withKeptVoucher,
  keepTyped,
  leadInput,
  parseSaved,
  parseStep,
  type CardValues,
  type Details,
  type Disclosures,
  type Step,
  type SurveyState,
} from './session.ts';

export type { CheckoutState } from './machine.ts';

/** Pay pressed before the details and the total are known (the step's Buy waits for them). */
const NOT_READY: PurchaseResult = {
  ok: false,
  final: true,
  code: null,
  transport: false,
  cause: null,
  message: 'Please check your details.',
  fields: {},
};

/** The state, the transitions and their side effects; `after` runs once each transition's edges have run. */
function createCore(initialOffer: Offer, stepNames: StepNames) {
  const serverState = initialState(initialOffer);
  const core = {
    state: serverState,
    serverState,
    baseTitle: '',
    listeners: new Set<() => void>(),
    /** Runs after the edges of every transition (the quote and the footer's terms), before listeners hear of it. */
    after: (): void => undefined,
    dispatch(event: CheckoutEvent) {
      const previous = core.state;
      core.state = reduce(previous, event);
      runEdges(previous, core.state, event, core.baseTitle, stepNames);
      core.after();
      core.notify();
    },
    notify() {
      for (const listener of [...core.listeners]) listener();
    },
  };
  return core;
}
type Core = ReturnType<typeof createCore>;

/**
 * The option the shopper gets (spec §4 fallbacks; an unknown option is reported once); with no
 * `?hours=` and none chosen, the `pricing` variant's featured option (the head script's mark).
 */
function createOptionOf() {
  const reported = new Set<string>();
  return (state: CheckoutState) => {
    const variant = variantOf(PRICING_EXPERIMENT, 'control');
    const { option: chosen, fallback } = chooseOption(state.offer.options, state.saved.hours, variant);
    if (fallback && !reported.has(fallback.detail)) {
      reported.add(fallback.detail);
      reportFallback('Checkout', fallback);
    }
    if (!chosen) throw new Error('The offer has no cleaning options');
    return chosen;
  };
}

/**
 * The price quote (steps 2 and 3 show the total for the chosen option and zip code: asked when it
 * is not known) and the footer's offer terms, which state the visitor's plan and chosen option
 * once the API has named the visitor's offer (until then the page's own terms stay: they already
 * show the visitor's from the first paint, src/domain/offerViews.ts).
 */
function createFollowers(core: Core, optionOf: ReturnType<typeof createOptionOf>, cohort: () => string | null) {
  let shownOffer = '';
  const quoteKey = () =>
    JSON.stringify([optionOf(core.state).numHours, core.state.saved.details.zipcode.trim(), cohort()]);
  function askQuote() {
    const key = quoteKey();
    const zipcode = core.state.saved.details.zipcode.trim();
    core.state = reduce(core.state, { type: 'quoteAsked', key });
    void fetchQuote({ hours: optionOf(core.state).numHours, zipcode, cohort: cohort() }).then((result) => {
      const state = result.ok
        ? ({ status: 'ok', quote: result.quote } as const)
        : ({ status: 'error', message: result.message, zipcode: Boolean(result.fields['zipcode']) } as const);
      core.dispatch({ type: 'quoteAnswered', key, state });
    });
  }
  function showOffer() {
    const { state } = core;
    if (!state.ready || !state.offerKnown) return;
    const chosen = optionOf(state);
    const key = JSON.stringify([state.offer.cohort, state.offer.plan.key, chosen.numHours, chosen.price]);
    if (key === shownOffer) return;
    shownOffer = key;
    showTermsInPage(state.offer.plan, chosen);
  }
  core.after = () => {
    if (needsQuote(core.state) && core.state.quote?.key !== quoteKey()) askQuote();
    showOffer();
  };
  return { askQuote };
}

/** Reads the browser state once the page is shown: the mirror, the address, the cohort; then asks for the offer. */
function start(core: Core, setCohort: (code: string | null) => void) {
  core.baseTitle = document.title;
  // The checkout puts each step's heading in view itself (Checkout.tsx); the browser's restored
  // scroll position of the previous step would put it off screen after back and forward.
  history.scrollRestoration = 'manual';
  const params = new URLSearchParams(location.search);
  const restoredSaved = withKeptVoucher(
    initialSaved(parseSaved(readStorage(() => sessionStorage, CHECKOUT_KEY)), params),
    readStorage(() => localStorage, VOUCHER_KEY),
    Date.now(),
  );
  // What the shopper typed before hydration is already in the state (the fields hand it over
  // when they hydrate, shared/form/earlyInput.ts): it wins over anything restored.
  const typed = core.state.saved.details;
  const saved = { ...restoredSaved, details: keepTyped(restoredSaved.details, typed) };
  // The cohort the page shows (the head script's assignment), the one the API charges.
  setCohort(variantOf(PRICED_EXPERIMENT, '') || null);
  // Forms take restored values by being mounted again; with nothing restored, nothing is replaced.
  const restored = JSON.stringify(saved.details) !== JSON.stringify(typed);
  core.dispatch({ type: 'started', saved, requested: parseStep(params.get('step')), restored });
  window.addEventListener('popstate', () => {
    core.dispatch({ type: 'addressChanged', requested: parseStep(new URLSearchParams(location.search).get('step')) });
  });
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

/** `stepNames`: each step's name for the tab's title (checkout.yaml `steps.names`). */
export function createCheckoutStore(initialOffer: Offer, stepNames: StepNames) {
  const core = createCore(initialOffer, stepNames);
  const optionOf = createOptionOf();
  let cohort: string | null = null;
  const { askQuote } = createFollowers(core, optionOf, () => cohort);
  /** Card fields, in this page's memory only (never in the mirror, never rendered from state). */
  let card: CardValues = emptyCard;
  let started = false;
  const pay = createPay(
    core,
    optionOf,
    () => cohort,
    () => void (card = emptyCard),
  );
  const goTo = (step: Step) => core.dispatch({ type: 'stepOpened', step });
  return {
    get: () => core.state,
    getServer: () => core.serverState,
    subscribe(listener: () => void) {
      core.listeners.add(listener);
      if (!started) {
        started = true;
        // A prerendered checkout reads the browser state and talks to the API (offer, quote with its
        // payment intent) only once it is shown. Each in a task of its own: React
        // subscribes in the task that commits the hydration, and the first change, the re-render
        // it causes (a store's are synchronous) and the API client's loading made that the
        // checkout's longest task on a phone. Held presses are replayed after the first change
        // (their replay is queued later).
        setTimeout(() =>
          whenActivated(() => {
            start(core, (code) => (cohort = code));
            setTimeout(
              () =>
                void fetchOffer(cohort, initialOffer).then((offer) => {
                  // Without an answer fetchOffer gives the built offer back: the page's terms stay.
                  core.dispatch({ type: 'offerAnswered', offer, known: offer !== initialOffer });
                }),
            );
          }),
        );
      }
      return () => void core.listeners.delete(listener);
    },
    option: () => optionOf(core.state),
    setDetail: (name: keyof Omit<Details, 'zipcodeEnteredOnHomepage'>, value: string) =>
      core.dispatch({ type: 'detailChanged', name, value }),
    registered: (details: Details, disclosures: Disclosures) =>
      core.dispatch({ type: 'registered', details, disclosures }),
    chooseHours: (hours: number) => core.dispatch({ type: 'hoursChosen', hours }),
    retryQuote() {
      askQuote();
      core.notify();
    },
    confirmOption: () => core.dispatch({ type: 'optionConfirmed', hours: optionOf(core.state).numHours }),
    goTo,
    /** The page's own Back buttons: the browser's back when it leads to that step, so forward works too. */
    back(step: Step) {
      const entry = history.state as Partial<HistoryEntry> | null;
      if (entry?.checkoutStep === core.state.step && entry.previousStep === step) history.back();
      else goTo(step);
    },
    setCard: (next: CardValues) => void (card = next),
    card: () => card,
    pay,
    survey(survey: Exclude<SurveyState, null>, message: string) {
      core.dispatch({ type: 'surveyed', survey, message });
      if (survey === 'answered') track('survey answered', {});
    },
  };
}

/** The purchase module, fetched once step 2 shows (Checkout.tsx) so Buy never waits for it. */
export const loadPurchase = () => import('./purchase.ts');

/** PurchaseVoucher for this attempt (./purchase.ts); on success the checkout shows the voucher. */
function createPay(
  core: Core,
  optionOf: ReturnType<typeof createOptionOf>,
  cohort: () => string | null,
  forgetCard: () => void,
) {
  /** `consent`: the sentence beside the box the shopper ticked, sent as the membership's express consent. */
  return async (entered: CardValues, consent: string): Promise<PurchaseResult> => {
    const { state } = core;
    const lead = leadInput(state.saved.details);
    const quote = state.quote?.state;
    if (!lead || quote?.status !== 'ok') return NOT_READY;
    const hours = optionOf(state).numHours;
    const { zipcodeEnteredOnHomepage } = state.saved.details;
    const order = {
      ...lead,
      hours,
      redirect: '',
      zipcodeEnteredOnHomepage,
      voucherOption: cohort(),
      visitorId: visitorId(),
      membershipConsent: { agreed: true, text: consent },
    };
    let result: PurchaseResult;
    try {
      result = await (await loadPurchase()).attemptPurchase(order, entered);
    } catch (error) {
      // The module could not be fetched: nothing was sent, so Buy again is safe (and says so).
      reportError(error, { source: 'Checkout', step: 'load purchase' });
      return {
        ...failure(FRIENDLY_MESSAGES.connection),
        transport: true,
        cause: 'connection',
        final: false,
        code: null,
      };
    }
    if (!result.ok) return result;
    forgetCard();
    // Analytics identifies the buyer with the returned customer id, then resets (telemetry/analytics.ts).
    track('purchase', {
      value: result.purchase.receipt?.total ?? quote.quote.total,
      hours,
      plan: state.offer.plan.key,
      cohort: state.offer.cohort,
      customerId: result.customerId ?? null,
    });
    core.dispatch({ type: 'purchased', purchase: { ...result.purchase, hours } });
    return result;
  };
}
