/** The purchase's answers: refusals with the code clients branch on (never the sentence), and their words. */
import type { FieldErrors } from '../../src/schemas/fields.ts';
import type { PurchaseErrorCode, PurchaseVoucherPayload } from '../graphql/resolvers-types.ts';
import type { ChargeResult } from '../payments.ts';

export const FIX_FIELDS = 'Please check the highlighted fields.';

/** A mutation that did not go through, with its field messages. */
export const failed = (message: string, errors: FieldErrors = []) => ({ success: false, message, fieldErrors: errors });

export type PurchaseResponse = PurchaseVoucherPayload & {
  voucherPurchaseDetails: NonNullable<PurchaseVoucherPayload['voucherPurchaseDetails']> | null;
};

/** A purchase that did not go through, with the code clients branch on (never the sentence). */
export const refused = (errorCode: PurchaseErrorCode, message: string, errors: FieldErrors = []): PurchaseResponse => ({
  ...failed(message, errors),
  errorCode,
  voucherPurchaseDetails: null,
  customer: null,
});

/** A purchase without express consent to the membership's recurring charge (no box ticked). */
export const CONSENT_MISSING_MESSAGE =
  'Tick the box next to Buy to agree to the Forever Clean membership: the voucher is sold only with it. Nothing was charged.';
/** Consent given to other terms than the plan charged (the page showed an older plan). */
export const CONSENT_OTHER_TERMS_MESSAGE =
  "The membership's terms have changed since this page was loaded: read them again next to Buy and tick the box. Nothing was charged.";

/** The answer to a card the processor did not charge: the processor's sentence on the card field. */
export const cardRefused = (result: ChargeResult): PurchaseResponse =>
  refused(result.status === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'CARD_DECLINED', result.message, [
    { field: 'ccNumber', message: result.message },
  ]);

/** "s•••@e•••.com": enough for its owner to know the address, too little to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}•••@${name.slice(0, 1)}•••${tld}`;
}

/**
 * The answer to a returning customer ("new clients only", spec §9's footer terms). It says that the
 * email or the phone number has a voucher, never which one nor anything about the customer but the
 * masked address its code was sent to; and it never says "nothing was charged", which a shopper
 * whose earlier attempt went through (a lost answer, another tab or browser) would read as "no
 * voucher": that purchase was charged and stands, and this attempt adds nothing.
 */
export const alreadyACustomer = (email: string | null): PurchaseResponse =>
  refused(
    'ALREADY_A_CUSTOMER',
    'The introductory price is for new clients only, and this email address or phone number already has a voucher: ' +
      `that purchase went through and its voucher code was emailed to ${email ? maskEmail(email) : 'the address given with it'}. ` +
      'Nothing more is charged now. Sign in to book your next cleaning as a member.',
  );

export const KEY_EXPIRED_MESSAGE =
  'This purchase key has expired. If you did not receive a voucher, please start a new purchase.';

export const KEY_REUSED_MESSAGE =
  'This purchase key was already used for a different purchase. Please start a new purchase.';
