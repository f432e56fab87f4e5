/**
 * Every outcome of a purchase attempt, named from the API's code or the call's failure (never from
 * its wording), and what the shopper reads for it.
 */
import { describe, expect, it } from 'vitest';
import type { PurchaseFailure, PurchaseResult } from './purchase.ts';
import { buyAgain, clearsCard, problemTitle, purchaseOutcome } from './outcomes.ts';
import { testWords } from './testWords.ts';

const refusal = (over: Partial<PurchaseFailure>): PurchaseResult => ({
  ok: false,
  final: true,
  code: null,
  transport: false,
  cause: null,
  message: 'A sentence from the API.',
  fields: {},
  ...over,
});
const onCard = (message: string) => ({ ccNumber: message });

describe('purchaseOutcome', () => {
  it('a voucher', () => {
    const ok = { ok: true, purchase: { code: 'C', redirect: '/r', surveyToken: 't', receipt: null } } as const;
    expect(purchaseOutcome(ok)).toEqual({ name: 'purchased' });
  });

  it('a declined card and insufficient funds are two outcomes, each with the API’s sentence, clearing the card', () => {
    const declined = purchaseOutcome(refusal({ code: 'CARD_DECLINED', fields: onCard('Your card was declined.') }));
    expect(declined).toEqual({ name: 'declined', message: 'Your card was declined.' });
    const funds = purchaseOutcome(refusal({ code: 'INSUFFICIENT_FUNDS', fields: onCard('No funds.') }));
    expect(funds).toEqual({ name: 'insufficientFunds', message: 'No funds.' });
    expect(clearsCard(declined) && clearsCard(funds)).toBe(true);
  });

  it('the code decides, not the wording: a sentence that reads like a decline is not one', () => {
    const outcome = purchaseOutcome(refusal({ code: 'SOLD_OUT', message: 'Your card was declined.' }));
    expect(outcome.name).toBe('refused');
    expect(clearsCard(outcome)).toBe(false);
  });

  it('a returning customer keeps every field', () => {
    const outcome = purchaseOutcome(refusal({ code: 'ALREADY_A_CUSTOMER', message: 'New clients only.' }));
    expect(outcome).toEqual({ name: 'alreadyACustomer', message: 'New clients only.' });
    expect(clearsCard(outcome)).toBe(false);
  });

  it('no consent to the membership brings the shopper back to its box with the API’s sentence, the card kept', () => {
    const outcome = purchaseOutcome(refusal({ code: 'MEMBERSHIP_CONSENT_REQUIRED', message: 'Tick the box.' }));
    expect(outcome).toEqual({ name: 'consentRequired', message: 'Tick the box.' });
    expect(clearsCard(outcome)).toBe(false);
  });

  it('sold out and a cohort not offered send the shopper back to the offer', () => {
    expect(purchaseOutcome(refusal({ code: 'SOLD_OUT' })).name).toBe('refused');
    expect(purchaseOutcome(refusal({ code: 'COHORT_NOT_OFFERED' })).name).toBe('refused');
  });

  it('invalid input: on the card fields it is the fields’ message; on earlier steps’ fields, back to the details', () => {
    expect(purchaseOutcome(refusal({ code: 'INVALID_INPUT', fields: { cvc: 'Bad code.' } }))).toEqual({
      name: 'cardInvalid',
      fields: { cvc: 'Bad code.' },
    });
    expect(
      purchaseOutcome(refusal({ code: 'INVALID_INPUT', fields: { email: 'Bad email.', phone: 'Bad phone.' } })),
    ).toEqual({ name: 'detailsInvalid', message: 'Bad email. Bad phone.' });
  });

  it('an unknown outcome says whose side failed; the same purchase still being charged is one too', () => {
    const lost = refusal({ final: false, transport: true, cause: 'connection', message: 'No connection.' });
    expect(purchaseOutcome(lost)).toEqual({ name: 'unconfirmed', message: 'No connection.', cause: 'connection' });
    expect(purchaseOutcome({ ...lost, cause: 'server' } as PurchaseResult)).toMatchObject({ cause: 'server' });
    expect(purchaseOutcome(refusal({ code: 'IN_PROGRESS', final: false }))).toMatchObject({
      name: 'unconfirmed',
      cause: 'inProgress',
    });
  });

  it('an answer without a code and without fields that is no transport failure is a refusal', () => {
    expect(purchaseOutcome(refusal({})).name).toBe('refused');
  });
});

describe('what the shopper reads (checkout.yaml as committed)', () => {
  const words = testWords.problem;
  it('says when to press Buy again, and that nothing is charged twice', () => {
    expect(buyAgain('connection', words)).toBe(
      'Press Buy again when you are back online: if the first payment went through, you will not be charged twice.',
    );
    expect(buyAgain('server', words)).toBe(
      'Press Buy again in a moment: if the first payment went through, you will not be charged twice.',
    );
    expect(buyAgain('timeout', words)).toBe(buyAgain('inProgress', words));
  });

  it('a refused card says nothing was charged', () => {
    expect(problemTitle('declined', words)).toBe('Your card was not charged');
    expect(problemTitle('insufficientFunds', words)).toBe('Your card was not charged');
    expect(problemTitle('refused', words)).toBe('Your purchase did not go through');
  });
});
