// @vitest-environment jsdom
/**
 * The checkout controller with a mock urql client (no API, no browser): which idempotency key each
 * purchase attempt sends and when it is retired, and how steps move through the browser history.
 */
import { pageEntry } from '../../copy/pages.ts';
import { stepNames } from './Checkout.tsx';
import { CombinedError } from '@urql/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembershipPricing } from './graphql/MembershipPricing.ts';
import { PurchaseVoucher } from './graphql/PurchaseVoucher.ts';
import { VoucherPriceAndIntent } from './graphql/VoucherPriceAndIntent.ts';
import { defaultOffer } from '../../catalog/defaultOffer.ts';
import { createCheckoutStore, type CheckoutStore } from './controller.ts';
import { CHECKOUT_KEY } from '../../domain/storageKeys.ts';
import type { Saved } from './session.ts';
import { atPaymentWith, receipt } from './testSaved.ts';

type Answer = { data?: unknown; error?: CombinedError };
type Call = { document: unknown; variables: Record<string, unknown> };

const { price, tax, total } = receipt;
// The quote of the voucher that receipt is for: 3 hours in Austin, no discount.
const [numHours, discount, salesTaxRate] = [3, 0, 0.0825];
const calls: Call[] = [];
/** What the next PurchaseVoucher calls answer, in order. */
let purchaseAnswers: Answer[] = [];

function answer(document: unknown): Answer {
  if (document === VoucherPriceAndIntent) {
    return {
      data: {
        price: { __typename: 'VoucherPrice', numHours, price, discount, salesTaxRate, tax, total },
        intent: { __typename: 'PaymentIntent', id: 'pi_sim_1', amount: 20.57, currency: 'usd' },
      },
    };
  }
  if (document === PurchaseVoucher) return purchaseAnswers.shift() ?? { error: new CombinedError({}) };
  if (document === MembershipPricing) return { data: { voucherCohort: null } };
  return { error: new CombinedError({ networkError: new Error('unexpected operation') }) };
}

const mockClient = {
  query: (document: unknown, variables: Record<string, unknown>) => {
    calls.push({ document, variables });
    return { toPromise: () => Promise.resolve(answer(document)) };
  },
  mutation: (document: unknown, variables: Record<string, unknown>) => {
    calls.push({ document, variables });
    return { toPromise: () => Promise.resolve(answer(document)) };
  },
};

vi.mock('../../graphql/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../graphql/client.ts')>()),
  getApiClient: () => mockClient,
}));
// The checkout's calls go through the client with a deadline (src/graphql/timed.ts).
vi.mock('../../graphql/timed.ts', () => ({ getTimedClient: () => mockClient }));
vi.mock('../../lib/reportError.ts', () => ({ reportError: () => undefined }));

const details = {
  email: 'dana@example.com',
  phone: '5125550142',
  firstName: 'Dana',
  lastName: '',
  zipcode: '78701',
  zipcodeEnteredOnHomepage: false,
};
const atPayment = atPaymentWith(details);
const card = { ccNumber: '4242 4242 4242 4242', ccExpiration: '12/30', cvc: '123' };

const ok = {
  data: {
    purchaseVoucher: {
      success: true,
      message: 'Your payment went through',
      fieldErrors: [],
      errorCode: null,
      voucherPurchaseDetails: {
        code: 'ABCD-2345',
        estimatedLtv: 300,
        redirect: '/customer/choosedate/?code=ABCD-2345',
        surveyToken: 'token-1',
        receipt,
      },
      customer: { id: 'c1', rawId: 1 },
    },
  },
};
const declined = {
  data: {
    purchaseVoucher: {
      success: false,
      message: 'Your card was declined. Please try another form of payment.',
      fieldErrors: [{ field: 'ccNumber', message: 'Your card was declined. Please try another form of payment.' }],
      errorCode: 'CARD_DECLINED',
      voucherPurchaseDetails: null,
      customer: null,
    },
  },
};
const returning = {
  data: {
    purchaseVoucher: {
      success: false,
      message: 'The introductory price is for new clients only …',
      fieldErrors: [],
      errorCode: 'ALREADY_A_CUSTOMER',
      voucherPurchaseDetails: null,
      customer: null,
    },
  },
};
/** The sentence beside the consent box, as the payment step sends it. */
const AGREED = 'I agree to join Forever Clean: $49 plus possible taxes every month, …';
const lost = { error: new CombinedError({ networkError: new TypeError('Failed to fetch') }) };

const sentKeys = () =>
  calls
    .filter((call) => call.document === PurchaseVoucher)
    .map((call) => (call.variables['input'] as { idempotencyKey: string }).idempotencyKey);

/** A controller started at `url` with `saved` in sessionStorage; resolves once its quote is known. */
/** Pays again with the same card: the second attempt went with a new key, and the checkout is on `step`. */
async function payAgainWithNewKey(store: CheckoutStore, step: number) {
  await store.pay(card, AGREED);
  const [a, b] = sentKeys();
  expect(b).not.toBe(a);
  expect(store.get().step).toBe(step);
}

async function started(url: string, saved: Saved): Promise<CheckoutStore> {
  sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(saved));
  history.replaceState(null, '', url);
  const store = createCheckoutStore(defaultOffer, stepNames(pageEntry('checkout').steps));
  store.subscribe(() => undefined);
  await vi.waitFor(() => {
    const { ready, step, quote } = store.get();
    // The store reads the browser state a task after its first subscriber (controller.ts).
    if (!ready) throw new Error('not started');
    if ((step === 2 || step === 3) && quote?.state.status !== 'ok') throw new Error('quote not ready');
  });
  return store;
}

/** popstate listeners of this test's controllers (one page has one; the tests make several). */
const listeners: EventListenerOrEventListenerObject[] = [];
const addListener = window.addEventListener.bind(window);

beforeEach(() => {
  calls.length = 0;
  purchaseAnswers = [];
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    if (type === 'popstate' && listener) listeners.push(listener);
    addListener(type, listener, options);
  });
});
afterEach(() => {
  for (const listener of listeners.splice(0)) window.removeEventListener('popstate', listener);
  vi.restoreAllMocks();
});

describe('idempotency keys', () => {
  it('keeps the key while the outcome is unknown, so a retry cannot charge twice', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    purchaseAnswers = [lost, ok];
    const first = await store.pay(card, AGREED);
    expect(first).toMatchObject({ ok: false, transport: true, final: false });
    await store.pay(card, AGREED);
    const [a, b] = sentKeys();
    expect(a).toMatch(/.{8,}/);
    expect(b).toBe(a);
    expect(store.get().step).toBe(4);
    expect(store.get().saved.purchase).toEqual({
      code: 'ABCD-2345',
      redirect: '/customer/choosedate/?code=ABCD-2345',
      surveyToken: 'token-1',
      hours: 3,
      receipt,
    });
  });

  it('keeps the key across a reload (a new page of the same checkout) and another card', async () => {
    const page = await started('/checkout/?step=3&hours=3', atPayment);
    purchaseAnswers = [lost];
    expect(await page.pay(card, AGREED)).toMatchObject({ ok: false, transport: true, final: false });
    // The reload: a new controller (memory gone), the card typed again, maybe another one.
    const reloaded = await started('/checkout/?step=3&hours=3', atPayment);
    purchaseAnswers = [ok];
    await reloaded.pay({ ...card, ccNumber: '5555 5555 5555 4444' }, AGREED);
    const [a, b] = sentKeys();
    expect(b).toBe(a);
    expect(reloaded.get().step).toBe(4);
    // The receipt is mirrored: a reload now shows the same voucher and figures, with no request.
    const shown = await started('/checkout/?step=3&hours=3', reloaded.get().saved);
    expect(shown.get().step).toBe(4);
    expect(shown.get().saved.purchase?.receipt).toEqual(receipt);
    expect(sentKeys()).toHaveLength(2);
  });

  it('a returning customer is told for good (code ALREADY_A_CUSTOMER): the attempt ends, the card is kept', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    store.setCard(card);
    purchaseAnswers = [returning, returning];
    expect(await store.pay(card, AGREED)).toMatchObject({
      ok: false,
      final: true,
      code: 'ALREADY_A_CUSTOMER',
    });
    expect(store.card()).toEqual(card);
    await payAgainWithNewKey(store, 3);
  });

  it('sends the consent the shopper gave; a refusal for want of it ends the attempt and charges nothing', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    store.setCard(card);
    const noConsent = {
      data: {
        purchaseVoucher: {
          ...returning.data.purchaseVoucher,
          message: 'Tick the box next to Buy …',
          errorCode: 'MEMBERSHIP_CONSENT_REQUIRED',
        },
      },
    };
    purchaseAnswers = [noConsent, ok];
    expect(await store.pay(card, AGREED)).toMatchObject({
      ok: false,
      final: true,
      code: 'MEMBERSHIP_CONSENT_REQUIRED',
    });
    const sent = calls.find((call) => call.document === PurchaseVoucher)?.variables['input'];
    expect(sent).toMatchObject({ membershipConsent: { agreed: true, text: AGREED } });
    await payAgainWithNewKey(store, 4);
  });

  it('retires the key once the API answered for good: a declined card, then a new card is a new attempt', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    purchaseAnswers = [declined, ok];
    const refused = await store.pay(card, AGREED);
    expect(refused).toMatchObject({ ok: false, final: true, code: 'CARD_DECLINED' });
    expect(store.get().step).toBe(3);
    await payAgainWithNewKey(store, 4);
  });

  it('never sends the card to storage', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    store.setCard(card);
    purchaseAnswers = [ok];
    await store.pay(card, AGREED);
    expect(JSON.stringify(sessionStorage.getItem(CHECKOUT_KEY))).not.toContain('4242');
    expect(store.card()).toEqual({ ccNumber: '', ccExpiration: '', cvc: '' });
  });
});

describe('history', () => {
  it('pushes an entry per forward step, and the page’s Back uses the browser’s back when it leads there', async () => {
    const registered: Saved = { ...atPayment, confirmedHours: null };
    const store = await started('/checkout/?step=2&hours=3', registered);
    expect(store.get().step).toBe(2);
    const length = history.length;
    store.confirmOption();
    expect(store.get().step).toBe(3);
    expect(history.length).toBe(length + 1);
    expect(new URL(location.href).searchParams.get('step')).toBe('3');
    expect(history.state).toEqual({ checkoutStep: 3, previousStep: 2 });

    const back = vi.spyOn(history, 'back');
    store.back(2);
    expect(back).toHaveBeenCalledOnce();
  });

  it('shows the step the address asks for on popstate, when the shopper may open it', async () => {
    const store = await started('/checkout/?step=3&hours=3', atPayment);
    const navigation = store.get().navigation;
    history.replaceState(null, '', '/checkout/?step=2&hours=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.get().step).toBe(2);
    expect(store.get().navigation).toBe(navigation + 1);
    // A step beyond what may be reached falls back to 1, and the address says so.
    history.replaceState(null, '', '/checkout/?step=4');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(store.get().step).toBe(1);
    expect(new URL(location.href).searchParams.get('step')).toBeNull();
  });
});
