/**
 * The purchase (PurchaseVoucher) with its idempotency key (./attempt.ts), and its answer as the
 * payment step takes it. Not part of the checkout's first load (the payment code only
 * when it is reached): the controller loads it once step 2 shows (`loadPurchase`), or at Buy.
 */
import { readFragment, type ResultOf, type VariablesOf } from '../../graphql/graphql.ts';
import { getTimedClient } from '../../graphql/timed.ts';
import { PurchaseVoucher } from './graphql/PurchaseVoucher.ts';
import { Receipt } from './graphql/Receipt.ts';
import { failure, loadCalls, type Failure } from './api.ts';
import { attemptStorage, earlierKeys, inTurn, keyFor, newKey, orderId, settle } from './attempt.ts';
import type { CardValues, Purchase } from './session.ts';

export type PurchaseInput = VariablesOf<typeof PurchaseVoucher>['input'];

/** Why a purchase did not go through (the API's code; null when the answer was lost or had none). */
export type PurchaseErrorCode = ResultOf<typeof PurchaseVoucher>['purchaseVoucher']['errorCode'];

/** The API answered for good: the attempt is over and the next Buy is a new one (./attempt.ts). */
const FINAL: ReadonlySet<PurchaseErrorCode> = new Set([
  'INVALID_INPUT',
  'CARD_DECLINED',
  'INSUFFICIENT_FUNDS',
  'ALREADY_A_CUSTOMER',
  'SOLD_OUT',
  'COHORT_NOT_OFFERED',
  'MEMBERSHIP_CONSENT_REQUIRED',
] as const);

export type PurchaseFailure = Failure & {
  /** The API answered for good (a decline, a refusal, invalid fields): the attempt is over. */
  final: boolean;
  /** The API's code for the outcome, which the step branches on (never on the sentence; ./outcomes.ts). */
  code: PurchaseErrorCode;
};

export type PurchaseResult =
  { ok: true; purchase: Omit<Purchase, 'hours'>; customerId?: string | null } | PurchaseFailure;

/**
 * PurchaseVoucher. A retry with the same idempotency key never charges twice (the API keeps the
 * answer). The API's IDEMPOTENCY_KEY_REUSED (the key belongs to another order) ends the attempt.
 */
async function purchaseVoucher(input: PurchaseInput): Promise<PurchaseResult> {
  // From the calls' module the island fetched at its first call (one copy of it, not a second chunk).
  const { byField, callFailed } = await loadCalls();
  const result = await getTimedClient().mutation(PurchaseVoucher, { input }).toPromise();
  const answer = result.data?.purchaseVoucher;
  if (!answer) {
    const reused = result.error?.graphQLErrors.some((e) => e.extensions['code'] === 'IDEMPOTENCY_KEY_REUSED');
    return { ...callFailed('PurchaseVoucher', result.error), final: Boolean(reused), code: null };
  }
  const details = answer.voucherPurchaseDetails;
  if (answer.success && details)
    return {
      ok: true,
      purchase: {
        code: details.code,
        redirect: details.redirect,
        surveyToken: details.surveyToken,
        // What the voucher screen (./Success.tsx) reads of it: its fragment.
        receipt: readFragment(Receipt, details.receipt),
      },
      customerId: answer.customer?.id ?? null,
    };
  const code = answer.errorCode ?? null;
  // Answers stored before the codes existed: fields named means the API answered for good.
  const final = code ? FINAL.has(code) : answer.fieldErrors.length > 0;
  return { ...failure(answer.message, byField(answer.fieldErrors)), final, code };
}

/** How many times an IN_PROGRESS answer is asked again (after 0.5, 1, 1.5 and 2 s). */
const IN_PROGRESS_RETRIES = 4;

/** Keys by order, for when localStorage is blocked (then a reload forgets them). */
const memoryKeys = new Map<string, string>();

/**
 * Charges the card for `order` (the purchase input without the card and the key): with the pending
 * attempt's key when the last outcome is unknown, else a new one; the key is retired once the API
 * has answered for good.
 */
export async function attemptPurchase(
  order: Omit<PurchaseInput, keyof CardValues | 'idempotencyKey'>,
  card: CardValues,
) {
  const id = orderId(order);
  // In turn with other tabs, from the key's choice until the answer is in (attempt.ts inTurn).
  return inTurn(async () => {
    const idempotencyKey = keyFor(attemptStorage(), id, Date.now(), () => memoryKeys.get(id) ?? newKey());
    const earlierAttempts = earlierKeys(attemptStorage(), idempotencyKey, Date.now(), memoryKeys.values());
    memoryKeys.set(id, idempotencyKey);
    const input = { ...order, ...card, idempotencyKey, earlierAttempts };
    let result = await purchaseVoucher(input);
    // The same purchase is being charged right now (in another process): its answer is moments
    // away, so ask for it again rather than leave the shopper with an unknown outcome.
    for (let wait = 1; !result.ok && result.code === 'IN_PROGRESS' && wait <= IN_PROGRESS_RETRIES; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, wait * 500));
      result = await purchaseVoucher(input);
    }
    if (result.ok || result.final) {
      settle(attemptStorage(), id, Date.now(), result.ok);
      memoryKeys.delete(id);
    }
    return result;
  });
}
