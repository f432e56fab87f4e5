/**
 * A simulated card processor for the reference API. Test cards:
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 9995  insufficient funds
 *   any other well-formed number succeeds (e.g. 4242 4242 4242 4242).
 * Like a real processor it refuses a number that cannot be a card (wrong length for its brand or a
 * failed Luhn checksum); purchaseVoucher's schema refuses those before they get here.
 * Only the card brand and last four digits leave this module.
 */
import { cardBrand, isPlausibleCardNumber } from '../src/schemas/card.ts';
import { messages } from '../src/schemas/fields.ts';

export { cardBrand };
export type ChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds';
export type ChargeResult = { status: ChargeOutcome; brand: string; last4: string; message: string };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** Charges `amountCents` to a (validated, digits-only) card number. */
export function charge(number: string, amountCents: number): ChargeResult {
  const base = { brand: cardBrand(number), last4: number.slice(-4) };
  if (amountCents <= 0) return { ...base, status: 'declined', message: 'The amount to charge is not valid.' };
  if (!isPlausibleCardNumber(number)) return { ...base, status: 'declined', message: messages.ccNumberInvalid };
  if (number === TEST_CARDS.declined) {
    return { ...base, status: 'declined', message: 'Your card was declined. Please try another form of payment.' };
  }
  if (number === TEST_CARDS.insufficientFunds) {
    return {
      ...base,
      status: 'insufficient_funds',
      message: 'Your card has insufficient funds. Please try another form of payment.',
    };
  }
  return { ...base, status: 'succeeded', message: 'Payment succeeded.' };
}
