/**
 * Every outcome of a purchase attempt the checkout handles, named once, and what the shopper reads
 * for each (the API's sentence where it has one, then what to do next). The payment step branches
 * on these names only: the API's codes (PurchaseErrorCode) and the call's failure cause decide the
 * name, never the wording of a message.
 */
import type { CheckoutWords } from './words.tsx';
import type { FailureCause } from '../../graphql/friendly.ts';
import type { PurchaseResult } from './purchase.ts';

const CARD_FIELDS = ['ccNumber', 'ccExpiration', 'cvc'] as const;

export type PurchaseOutcome =
  | { name: 'purchased' }
  /** The processor refused the card (CARD_DECLINED / INSUFFICIENT_FUNDS): nothing charged, the card is cleared. */
  | { name: 'declined' | 'insufficientFunds'; message: string }
  /** New clients only (ALREADY_A_CUSTOMER): nothing charged, every field kept, the card included. */
  | { name: 'alreadyACustomer'; message: string }
  /** A card field is not valid (INVALID_INPUT on the card): its message on the field. */
  | { name: 'cardInvalid'; fields: Record<string, string> }
  /** A field of an earlier step is not valid (INVALID_INPUT): back to the details. */
  | { name: 'detailsInvalid'; message: string }
  /** The outcome is unknown (no answer, or the same purchase is being charged): Buy again is safe. */
  | { name: 'unconfirmed'; message: string; cause: FailureCause | 'inProgress' }
  /** No express consent to the membership's terms (MEMBERSHIP_CONSENT_REQUIRED): the box again, nothing charged. */
  | { name: 'consentRequired'; message: string }
  /** Refused for good (SOLD_OUT, COHORT_NOT_OFFERED, a reused key): back to the offer. */
  | { name: 'refused'; message: string };

export type OutcomeName = PurchaseOutcome['name'];

/** Names the outcome of a purchase attempt. */
export function purchaseOutcome(result: PurchaseResult): PurchaseOutcome {
  if (result.ok) return { name: 'purchased' };
  const { message, fields } = result;
  switch (result.code) {
    case 'CARD_DECLINED':
      return { name: 'declined', message: fields['ccNumber'] ?? message };
    case 'INSUFFICIENT_FUNDS':
      return { name: 'insufficientFunds', message: fields['ccNumber'] ?? message };
    case 'ALREADY_A_CUSTOMER':
      return { name: 'alreadyACustomer', message };
    case 'IN_PROGRESS':
      return { name: 'unconfirmed', message, cause: 'inProgress' };
    case 'MEMBERSHIP_CONSENT_REQUIRED':
      return { name: 'consentRequired', message };
    case 'SOLD_OUT':
    case 'COHORT_NOT_OFFERED':
      return { name: 'refused', message };
    default:
      // INVALID_INPUT, or no code (a lost answer; an answer stored before the codes existed).
      if (CARD_FIELDS.some((name) => fields[name])) return { name: 'cardInvalid', fields };
      if (Object.keys(fields).length > 0) return { name: 'detailsInvalid', message: Object.values(fields).join(' ') };
      if (result.transport) return { name: 'unconfirmed', message, cause: result.cause ?? 'connection' };
      return { name: 'refused', message };
  }
}

type ProblemWords = CheckoutWords['problem'];

/** The outcomes shown as a problem above Buy (the others: a voucher, messages on the card fields or the consent box). */
export type ProblemOutcome = Exclude<PurchaseOutcome, { name: 'purchased' | 'cardInvalid' | 'consentRequired' }>;

/** Each problem's title: what happened, in a few words (checkout.yaml `steps.problem`). */
export function problemTitle(name: ProblemOutcome['name'], words: ProblemWords): string {
  if (name === 'declined' || name === 'insufficientFunds') return words.cardNotCharged;
  if (name === 'detailsInvalid') return words.checkDetails;
  return words[name];
}

/** What to do when the outcome is unknown, by why it is (the call's sentence comes first). */
export function buyAgain(cause: FailureCause | 'inProgress', words: ProblemWords): string {
  return cause === 'connection' ? words.buyAgainOnline : words.buyAgainLater;
}

/** Whether the outcome clears the card fields (a refused card is not kept; everything else is). */
export function clearsCard(outcome: PurchaseOutcome): boolean {
  return outcome.name === 'declined' || outcome.name === 'insufficientFunds';
}
