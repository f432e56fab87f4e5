/**
 * The checkout's steps and transitions, in one place: a pure reducer from the state and what
 * happened (an event) to the next state. Nothing here touches the browser, the API or the clock;
 * the controller (./controller.ts) runs the side effects at the edges (the sessionStorage mirror,
 * the address and history, the title, telemetry, the quote and the purchase calls).
 *
 * A hand-written reducer rather than XState: the checkout has four steps and a dozen events, the
 * steps a shopper may open are a function of what is saved (`resolveStep`), and XState would add
 * about 15 KB gzip to a page that must work the moment it shows. docs/checkout.md.
 */
import type { Offer } from '../../domain/pricing.ts';
import {
  resolveStep,
  SUCCESS_STEP,
  withDetail,
  type Details,
  type Disclosures,
  type Purchase,
  type Saved,
  type Step,
  type SurveyState,
  emptySaved,
  leadKey,
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
  /** Whether `offer` is the visitor's (the API answered for their cohort), not the built default. */
  offerKnown: boolean;
  /** The price quote, for the question it answers (hours, zip code, cohort as `key`). */
  quote: { key: string; state: QuoteState } | null;
};

/** Everything that can happen to the checkout. */
export type CheckoutEvent =
  /** The browser state was read (mirror, address, typed fields); `requested` is `?step=`. */
  | { type: 'started'; saved: Saved; requested: number | null; restored: boolean }
  /** The address changed under the checkout (back/forward): show the step it asks for. */
  | { type: 'addressChanged'; requested: number | null }
  | { type: 'detailChanged'; name: keyof Omit<Details, 'zipcodeEnteredOnHomepage'>; value: string }
  /** RegisterLead accepted the details: on to step 2. */
  | { type: 'registered'; details: Details; disclosures: Disclosures }
  | { type: 'hoursChosen'; hours: number }
  /** The shopper saw the total for these hours and went on: step 3. */
  | { type: 'optionConfirmed'; hours: number }
  /** A move the shopper asked for (Edit your details, a Back that is no browser back). */
  | { type: 'stepOpened'; step: Step }
  | { type: 'quoteAsked'; key: string }
  | { type: 'quoteAnswered'; key: string; state: QuoteState }
  | { type: 'offerAnswered'; offer: Offer; known: boolean }
  | { type: 'purchased'; purchase: Purchase }
  | { type: 'surveyed'; survey: Exclude<SurveyState, null>; message: string };

export type CheckoutEventType = CheckoutEvent['type'];

/** The events that move forward and add a history entry (the others replace the address, if anything). */
export const FORWARD_MOVES: ReadonlySet<CheckoutEventType> = new Set([
  'registered',
  'optionConfirmed',
  'stepOpened',
  'purchased',
]);

/** The state of the server render and of hydration: step 1, nothing read yet. */
export function initialState(offer: Offer): CheckoutState {
  return {
    ready: false,
    step: 1,
    generation: 0,
    navigation: 0,
    saved: emptySaved,
    offer,
    offerKnown: false,
    quote: null,
  };
}

/** After a purchase, an address asking for step 1 starts a new checkout with the same details. */
function startOver(saved: Saved): Saved {
  return { ...saved, purchase: null, survey: null, surveyMessage: null, confirmedHours: null };
}

/** The step the address asks for, if the shopper may open it (else step 1), with what it implies. */
function open(state: CheckoutState, requested: number | null, saved: Saved): CheckoutState {
  const step = resolveStep(requested, saved);
  return { ...state, step, saved: saved.purchase && step === 1 ? startOver(saved) : saved };
}

function moveTo(state: CheckoutState, step: Step, saved: Saved = state.saved): CheckoutState {
  return { ...state, saved, step, navigation: state.navigation + 1 };
}

function savedChange(state: CheckoutState, event: CheckoutEvent): Saved | null {
  const { saved } = state;
  switch (event.type) {
    case 'detailChanged':
      return { ...saved, details: withDetail(saved.details, event.name, event.value) };
    case 'hoursChosen':
      return { ...saved, hours: event.hours };
    case 'surveyed':
      return { ...saved, survey: event.survey, surveyMessage: event.message };
    default:
      return null;
  }
}

/** The next state: every step and transition of the checkout. */
export function reduce(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'started':
      return {
        ...open(state, event.requested, event.saved),
        ready: true,
        generation: state.generation + (event.restored ? 1 : 0),
      };
    case 'addressChanged':
      return { ...open(state, event.requested, state.saved), navigation: state.navigation + 1 };
    case 'registered':
      return moveTo(state, 2, {
        ...state.saved,
        details: event.details,
        lead: { key: leadKey(event.details), disclosures: event.disclosures },
      });
    case 'optionConfirmed':
      return moveTo(state, 3, { ...state.saved, hours: event.hours, confirmedHours: event.hours });
    case 'stepOpened':
      return moveTo(state, event.step);
    case 'purchased':
      return moveTo(state, SUCCESS_STEP, {
        ...state.saved,
        purchase: event.purchase,
        survey: null,
        surveyMessage: null,
      });
    case 'quoteAsked':
      return { ...state, quote: { key: event.key, state: { status: 'loading' } } };
    case 'quoteAnswered':
      // An answer to an older question (the shopper changed the option or zip code meanwhile) is dropped.
      return state.quote?.key === event.key ? { ...state, quote: { key: event.key, state: event.state } } : state;
    case 'offerAnswered':
      return { ...state, offer: event.offer, offerKnown: event.known };
    default: {
      const saved = savedChange(state, event);
      return saved ? { ...state, saved } : state;
    }
  }
}

/** Whether the steps showing now need the price quote (steps 2 and 3 show the total). */
export function needsQuote(state: CheckoutState): boolean {
  return state.ready && (state.step === 2 || state.step === 3);
}
