import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, formatCardNumber, formatExpiry, isPlausibleCardNumber, passesLuhn } from './card.ts';

/** Types `text` one key at a time the way a controlled input sees it (each value formatted). */
function typeInto(format: (next: string, previous: string) => string, text: string, start = ''): string {
  let value = start;
  for (const key of text) value = format(value + key, value);
  return value;
}

describe('formatExpiry', () => {
  it.each([
    ['12/30', '12/30'],
    ['1230', '12/30'],
    ['12 / 30', '12/30'],
    ['12/2030', '12/30'],
    ['11/26', '11/26'],
    ['2/30', '02/30'],
    ['0130', '01/30'],
    ['1/30', '01/30'],
  ])('typed key by key, %s ends as %s (never a doubled slash)', (typed, expected) => {
    expect(typeInto(formatExpiry, typed)).toBe(expected);
  });
  it.each([
    ['12/30', '12/30'],
    ['1230', '12/30'],
    ['12 / 30', '12/30'],
    ['12/2030', '12/30'],
    ['122030', '12/30'],
    ['12-30', '12/30'],
    ['1/30', '01/30'],
    ['1/2030', '01/30'],
  ])('pasted, %s becomes %s', (pasted, expected) => {
    expect(formatExpiry(pasted, '')).toBe(expected);
  });
  it('leaves deleting alone and leaves what it cannot read for the message', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('13/30', '')).toBe('13/30');
    expect(formatExpiry('0/28', '')).toBe('0/28');
    expect(formatExpiry('ab', '')).toBe('ab');
  });
  it('formats a value pasted or autofilled over a longer one, and a cut in the middle is a deletion', () => {
    expect(formatExpiry('0127', '12/30')).toBe('01/27');
    expect(formatExpiry('0127', '12/3')).toBe('01/27');
    expect(formatExpiry('012027', '12/30/')).toBe('01/27');
    expect(formatExpiry('1/30', '12/30')).toBe('1/30');
    expect(formatCardNumber('4242424242424242', '5555 5555 5555 4444 1')).toBe('4242 4242 4242 4242');
  });
});

describe('card numbers', () => {
  it('groups as typed: 4-4-4-4, and 4-6-5 for American Express', () => {
    expect(typeInto(formatCardNumber, '4242424242424242')).toBe('4242 4242 4242 4242');
    expect(typeInto(formatCardNumber, '378282246310005')).toBe('3782 822463 10005');
    expect(typeInto(formatCardNumber, '4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
  });
  it('Backspace right after a group space deletes the digit before it', () => {
    // The browser removed only the space of "4242 4242|" -> "42424242"; the digit before it goes.
    expect(formatCardNumber('42424242 4242', '4242 4242 4242')).toBe('4244 2424 242');
    expect(formatCardNumber('42424242', '4242 4242')).toBe('4244 242');
    // Deleting a digit is left as it is.
    expect(formatCardNumber('4242 424', '4242 4242')).toBe('4242 424');
  });
  it('accepts pasted numbers with spaces, dashes or underscores', () => {
    expect(formatCardNumber('4242-4242-4242-4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782-822463-10005')).toBe('3782 822463 10005');
    expect(cardDigits('4242_4242 4242-4242')).toBe('4242424242424242');
    expect(formatCardNumber('4242 42a')).toBe('4242 42a');
  });
  it('detects the brand', () => {
    expect(cardBrand('4242 4242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223 0031 2200 3222')).toBe('mastercard');
    expect(cardBrand('3782 822463 10005')).toBe('amex');
    expect(cardBrand('6011 1111 1111 1117')).toBe('discover');
    expect(cardBrand('9999')).toBe('card');
  });
  it('checks the Luhn sum: the test cards pass, a changed digit fails', () => {
    for (const good of ['4242424242424242', '4000000000000002', '4000000000009995', '378282246310005']) {
      expect(passesLuhn(good), good).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('isPlausibleCardNumber', () => {
  it('wants the brand’s length and the Luhn sum', () => {
    expect(isPlausibleCardNumber('4242424242424242')).toBe(true);
    expect(isPlausibleCardNumber('378282246310005')).toBe(true);
    // "4242 4242 4242 424" happens to pass Luhn, but a Visa has 16 digits.
    expect(passesLuhn('424242424242424')).toBe(true);
    expect(isPlausibleCardNumber('424242424242424')).toBe(false);
    expect(isPlausibleCardNumber('4242424242424241')).toBe(false);
  });
});
