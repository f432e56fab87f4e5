/**
 * A simulated card processor for the reference API. Test cards:
 *   4000 0000 0000 0002  declined
 *   4000 0000 0000 9995  insufficient funds
 *   any other well-formed number succeeds (e.g. 4242 4242 4242 4242).
 * Only the card brand and last four digits leave this module.
 */
export type ChargeOutcome = 'succeeded' | 'declined' | 'insufficient_funds';
export type ChargeResult = { status: ChargeOutcome; brand: string; last4: string; message: string };

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}

/** Charges `amountCents` to a (validated, digits-only) card number. */
export function charge(number: string, amountCents: number): ChargeResult {
  const base = { brand: cardBrand(number), last4: number.slice(-4) };
  if (amountCents <= 0) return { ...base, status: 'declined', message: 'The amount to charge is not valid.' };
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
