/**
 * The checkout's reducer: every event, what it does to the step the shopper sees, what is kept
 * across steps and reloads, and which answers are dropped.
 */
import { describe, expect, it } from 'vitest';
import { defaultOffer } from '../../catalog/defaultOffer.ts';
import { FORWARD_MOVES, initialState, needsQuote, reduce, type CheckoutEvent, type CheckoutState } from './machine.ts';
import { emptyDetails, emptySaved, leadKey, type Purchase, type Saved } from './session.ts';

const details = { ...emptyDetails, email: 'dana@example.com', phone: '5125550142', zipcode: '78701' };
const disclosures = { CC: 'cc', AC: 'ac', EC: 'ec', OCC: 'occ' };
const registered: Saved = { ...emptySaved, details, hours: 3, lead: { key: leadKey(details), disclosures } };
const confirmed: Saved = { ...registered, confirmedHours: 3 };
const purchase: Purchase = { code: 'ABCD-2345', redirect: '/r', surveyToken: 't', hours: 3, receipt: null };
const bought: Saved = { ...confirmed, purchase, survey: 'skipped', surveyMessage: 'Thanks' };

const server = initialState(defaultOffer);
/** A checkout started from `saved` at `?step=requested`. */
const at = (saved: Saved, requested: number | null = null): CheckoutState =>
  reduce(server, { type: 'started', saved, requested, restored: false });
const run = (state: CheckoutState, ...events: CheckoutEvent[]) => events.reduce(reduce, state);
const quoted = {
  status: 'ok',
  quote: { price: 19, discount: 0, salesTaxRate: 0, tax: 0, total: 19, numHours: 3 },
} as const;

describe('started', () => {
  it('is ready at the step the address asks for when the shopper may open it, else step 1', () => {
    expect(server).toMatchObject({ ready: false, step: 1, navigation: 0 });
    expect(at(confirmed, 3)).toMatchObject({ ready: true, step: 3, navigation: 0 });
    expect(at(registered, 3).step).toBe(1);
    expect(at(emptySaved, 2).step).toBe(1);
    expect(at(confirmed, null).step).toBe(1);
  });

  it('asks the forms to take restored values only when something was restored', () => {
    expect(reduce(server, { type: 'started', saved: confirmed, requested: 1, restored: true }).generation).toBe(1);
    expect(at(confirmed, 1).generation).toBe(0);
  });

  it('after a purchase: every step shows the voucher; an explicit ?step=1 starts over with the same details', () => {
    expect(at(bought, 2).step).toBe(4);
    expect(at(bought, 3).step).toBe(4);
    expect(at(bought, null).step).toBe(4);
    // Back to step 1's history entry (no ?step=) keeps the voucher.
    expect(reduce(at(bought, 4), { type: 'addressChanged', requested: null })).toMatchObject({
      step: 4,
      saved: { purchase },
    });
    const again = at(bought, 1);
    expect(again.step).toBe(1);
    expect(again.saved).toMatchObject({
      details,
      purchase: null,
      survey: null,
      surveyMessage: null,
      confirmedHours: null,
    });
  });
});

describe('moves between steps', () => {
  it('registered: the details and the region’s disclosures are kept, step 2 shows', () => {
    const next = reduce(at(emptySaved), { type: 'registered', details, disclosures });
    expect(next).toMatchObject({ step: 2, navigation: 1 });
    expect(next.saved.lead).toEqual({ key: leadKey(details), disclosures });
  });

  it('optionConfirmed: the hours seen with their total are confirmed, step 3 shows', () => {
    const next = reduce(at(registered, 2), { type: 'optionConfirmed', hours: 4 });
    expect(next).toMatchObject({ step: 3, navigation: 1 });
    expect(next.saved).toMatchObject({ hours: 4, confirmedHours: 4 });
  });

  it('stepOpened: the shopper’s own move (Edit your details) shows that step, values kept', () => {
    const next = reduce(at(confirmed, 3), { type: 'stepOpened', step: 1 });
    expect(next).toMatchObject({ step: 1, navigation: 1, saved: confirmed });
  });

  it('purchased: the voucher shows, and a survey of an earlier purchase is forgotten', () => {
    const next = reduce(at({ ...confirmed, survey: 'answered', surveyMessage: 'x' }, 3), {
      type: 'purchased',
      purchase,
    });
    expect(next).toMatchObject({ step: 4, navigation: 1 });
    expect(next.saved).toMatchObject({ purchase, survey: null, surveyMessage: null });
  });

  it('addressChanged (back/forward): the step asked for if it may be opened, else step 1; focus follows', () => {
    const state = at(confirmed, 3);
    expect(reduce(state, { type: 'addressChanged', requested: 2 })).toMatchObject({ step: 2, navigation: 1 });
    expect(reduce(state, { type: 'addressChanged', requested: 4 })).toMatchObject({ step: 1, navigation: 1 });
    expect(reduce(state, { type: 'addressChanged', requested: null }).step).toBe(1);
  });

  it('only the forward moves add a history entry', () => {
    expect([...FORWARD_MOVES].sort()).toEqual(['optionConfirmed', 'purchased', 'registered', 'stepOpened']);
  });
});

describe('what the shopper changes', () => {
  it('detailChanged: a changed zip code no longer counts as entered on the deal page', () => {
    const state = at({ ...emptySaved, details: { ...details, zipcodeEnteredOnHomepage: true } });
    const email = reduce(state, { type: 'detailChanged', name: 'email', value: 'x@example.com' });
    expect(email.saved.details).toMatchObject({ email: 'x@example.com', zipcodeEnteredOnHomepage: true });
    const zip = reduce(state, { type: 'detailChanged', name: 'zipcode', value: '60601' });
    expect(zip.saved.details).toMatchObject({ zipcode: '60601', zipcodeEnteredOnHomepage: false });
    expect(zip.step).toBe(1);
  });

  it('hoursChosen: the option changes; a confirmation of other hours no longer opens step 3', () => {
    const next = reduce(at(confirmed, 2), { type: 'hoursChosen', hours: 6 });
    expect(next.saved).toMatchObject({ hours: 6, confirmedHours: 3 });
    expect(reduce(next, { type: 'addressChanged', requested: 3 }).step).toBe(1);
  });

  it('surveyed: the answer and its message are kept for a reload', () => {
    const next = reduce(at(bought, 4), { type: 'surveyed', survey: 'answered', message: 'Thank you' });
    expect(next.saved).toMatchObject({ survey: 'answered', surveyMessage: 'Thank you' });
    expect(next.step).toBe(4);
  });
});

describe('answers from the API', () => {
  it('quoteAsked shows the total loading; its answer shows it', () => {
    const asked = reduce(at(confirmed, 2), { type: 'quoteAsked', key: 'a' });
    expect(asked.quote).toEqual({ key: 'a', state: { status: 'loading' } });
    expect(reduce(asked, { type: 'quoteAnswered', key: 'a', state: quoted }).quote).toEqual({
      key: 'a',
      state: quoted,
    });
  });

  it('an answer to an older question (another option or zip code) is dropped', () => {
    const state = run(at(confirmed, 2), { type: 'quoteAsked', key: 'a' }, { type: 'quoteAsked', key: 'b' });
    expect(reduce(state, { type: 'quoteAnswered', key: 'a', state: quoted })).toBe(state);
  });

  it('offerAnswered: the visitor’s offer, and whether it is the API’s (the footer follows only then)', () => {
    const offer = { ...defaultOffer, cohort: 'CCF_2' };
    expect(reduce(at(emptySaved), { type: 'offerAnswered', offer, known: true })).toMatchObject({
      offer,
      offerKnown: true,
    });
    expect(reduce(at(emptySaved), { type: 'offerAnswered', offer: defaultOffer, known: false }).offerKnown).toBe(false);
  });

  it('the total is needed on steps 2 and 3 only, once the browser state is read', () => {
    expect(needsQuote(server)).toBe(false);
    expect(needsQuote(at(confirmed, 1))).toBe(false);
    expect(needsQuote(at(confirmed, 2))).toBe(true);
    expect(needsQuote(at(confirmed, 3))).toBe(true);
    expect(needsQuote(at(bought, 4))).toBe(false);
  });
});
