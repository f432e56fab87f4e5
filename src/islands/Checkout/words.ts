/**
 * The checkout's words: src/content/pages/checkout.yaml `steps` ({brand} filled), given by the
 * page to the island (`words`) and to every step through this context.
 */
import { createContext, useContext } from 'react';
import type { PageCopy } from '../../copy/pages.ts';

/** The steps' words, and the waitlist form's (deal.yaml `waitlistForm`) for a zip code not served yet. */
export type CheckoutWords = PageCopy<'checkout'>['steps'] & { waitlistForm: PageCopy<'deal'>['waitlistForm'] };

export const CheckoutWordsContext = createContext<CheckoutWords | null>(null);

/** The words of the checkout this component is in. */
export function useWords(): CheckoutWords {
  const words = useContext(CheckoutWordsContext);
  if (!words) throw new Error('Checkout: a step rendered outside the checkout (no words)');
  return words;
}

/** Each step's name for the tab's title (./edges.ts `showTitle`). */
export function stepNames({ names }: Pick<CheckoutWords, 'names'>) {
  return { 1: names.details, 2: names.option, 3: names.payment, 4: names.voucher } as const;
}

/**
 * A sentence with the placeholders the checkout fills ({step}, {total}, …) filled in; the schema
 * (src/copy/schemas.ts `checkoutSteps`) made sure each sentence holds the ones it needs. Not
 * src/copy/placeholders.ts `fill`: importing it here would split it into a chunk shared with
 * other islands, one more script for the checkout's first load.
 */
export function sayWith(sentence: string, values: Readonly<Record<string, string | number>>): string {
  return sentence.replace(/\{(\w+)\}/g, (token, name: string) => String(values[name] ?? token));
}
