/**
 * Card numbers and expiry dates the way shoppers type them: the digits of a number grouped as they
 * are printed (4-4-4-4, or 4-6-5 for a 15-digit American Express card), the brand read from the
 * first digits, the Luhn checksum every real card number passes, and an expiry typed as "12/30",
 * "1230", "12 / 30" or "12/2030" (or pasted) turned into MM/YY without a doubled slash.
 * Pure and shared: the payment form formats and checks with these, and the API re-checks with the
 * same schema (src/schemas/fields.ts) and reads the brand with cardBrand.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'card';

/** The brand a number belongs to, from its first digits (IIN ranges); "card" when unknown. */
export function cardBrand(number: string): CardBrand {
  const digits = number.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** A brand's name for people. */
export const brandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};

/** True when a string of digits passes the Luhn checksum (a mistyped or missing digit fails it). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The number of digits a card of a brand has (spec §5 allows 15 or 16): 15 for American Express, else 16. */
export function cardLength(brand: CardBrand): 15 | 16 {
  return brand === 'amex' ? 15 : 16;
}

/**
 * True when 15 or 16 digits can be a real card number: the length fits the brand (a Visa with a
 * digit missing has 15) and the Luhn checksum holds (a mistyped digit fails it).
 */
export function isPlausibleCardNumber(digits: string): boolean {
  return digits.length === cardLength(cardBrand(digits)) && passesLuhn(digits);
}

/** The separators a printed or pasted card number may contain: spaces, dashes, underscores, dots. */
const SEPARATORS = /[\s_.-]/g;

/** The number's digits, separators removed ("4242-4242 4242_4242" -> "4242424242424242"). */
export function cardDigits(value: string): string {
  return value.replace(SEPARATORS, '');
}

/**
 * Whether `next` is `previous` with one run of characters deleted (Backspace, Delete, a cut), not
 * a replacement: a value pasted or autofilled over a longer one is shorter too, and must still be
 * formatted ("0127" pasted over "12/30" stayed "0127").
 */
export function isDeletion(next: string, previous: string): boolean {
  if (next.length >= previous.length) return false;
  let start = 0;
  while (start < next.length && next[start] === previous[start]) start++;
  return previous.endsWith(next.slice(start));
}

/**
 * A card number grouped as typed: 4-6-5 for American Express (15 digits), else groups of four.
 * Anything but digits and separators is left as typed, so the field's message can point at it.
 */
export function formatCardNumber(next: string, previous = ''): string {
  // Backspace right after a group's space removes only the space, which grouping would put back:
  // delete the digit before it instead, as the shopper meant.
  let value = next;
  if (next.length === previous.length - 1 && isDeletion(next, previous)) {
    const at = [...next].findIndex((char, i) => char !== previous[i]);
    const removed = at === -1 ? next.length : at;
    if (previous[removed] === ' ' && removed > 0) value = previous.slice(0, removed - 1) + previous.slice(removed + 1);
  }
  const digits = cardDigits(value);
  if (!/^\d*$/.test(digits)) return next;
  const cut = cardBrand(digits) === 'amex' ? [4, 10, 15] : [4, 8, 12, 16, 19];
  const groups: string[] = [];
  let start = 0;
  for (const end of cut) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, end));
    start = end;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

/**
 * An expiry date as MM/YY while it is typed or pasted:
 * "2" -> "02/", "12" -> "12/", "12/" + "/" -> "12/", "12 / 30" -> "12/30", "1230" -> "12/30",
 * "12/2030" -> "12/30", "122030" -> "12/30". Deleting is never undone (`next` is `previous` with
 * characters deleted), a paste over the whole value is formatted; anything that is not digits with at most one separator is left for the message.
 */
export function formatExpiry(next: string, previous = ''): string {
  if (isDeletion(next, previous)) return next;
  const compact = next
    .replace(/\s+/g, '')
    .replace(/[-.\\]/g, '/')
    .replace(/\/{2,}/g, '/');
  if (/^\d+$/.test(compact)) {
    if (compact.length === 1) return /^[2-9]$/.test(compact) ? `0${compact}/` : compact;
    if (compact.length <= 4) return `${compact.slice(0, 2)}/${compact.slice(2)}`;
    if (/^\d{2}20\d{2}$/.test(compact)) return `${compact.slice(0, 2)}/${compact.slice(4)}`;
    return compact;
  }
  const parts = /^(\d{1,2})\/(\d*)$/.exec(compact);
  if (!parts) return compact;
  const [, typedMonth = '', year = ''] = parts;
  // A single-digit month before the slash ("1/30", "1/") is that month: "01/30", "01/".
  const month = /^[1-9]$/.test(typedMonth) ? `0${typedMonth}` : typedMonth;
  if (/^20\d{2}$/.test(year)) return `${month}/${year.slice(2)}`;
  return `${month}/${year}`;
}

/** The expiry a shopper entered, as MM/YY when it can be read as one (used before checking). */
export function normalizeExpiry(value: string): string {
  return formatExpiry(value.trim());
}
