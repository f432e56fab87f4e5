/**
 * How the site writes money, rates, counts and lists (one home for every page, island and the
 * API). Intl formatters are made once, on first use: these run thousands of times in every brand's
 * build. Money is written without Intl: in a browser the first Intl number format made
 * loads the locale's data, 50 to 190 ms on a phone's CPU in one piece, and the checkout writes a
 * price (its footer's terms for the visitor's offer) within its first second.
 */

let integer: Intl.NumberFormat | undefined;
let conjunction: Intl.ListFormat | undefined;

/** Dollars rounded to whole cents (prices, taxes and totals are kept in cents precision). */
export function roundCents(dollars: number): number {
  return Math.round(dollars * 100) / 100;
}

/** US dollars: whole dollars when there are no cents ("$19"), else two decimals ("$6.99"). */
export function formatUsd(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const [whole, cents] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.');
  // Thousands grouped the US way: "1234567" -> "1,234,567".
  return `${sign}$${whole!.replace(/\B(?=(\d{3})+$)/g, ',')}${cents === undefined ? '' : `.${cents}`}`;
}

/** A computed amount (tax, total) rounded to cents first: "$20.52", or "$19" when there are none. */
export function formatMoney(amount: number): string {
  return formatUsd(roundCents(amount));
}

/** Whole percent of a discount: 0.1 -> "10%". */
export function formatPercent(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A tax rate as exact as it is (up to three decimals): 0.0825 -> "8.25%", 0.07 -> "7%". */
export function formatRate(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}

/** 1,234,567 */
export function formatCount(value: number): string {
  return (integer ??= new Intl.NumberFormat('en-US')).format(value);
}

/** US list wording: "A", "A and B", "A, B, and C". */
export function listOf(items: readonly string[]): string {
  return (conjunction ??= new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' })).format(items);
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
