/** For the checkout's unit tests: its words as the page gives them (src/content/ as committed, main's name). */
import type { ReactNode } from 'react';
import { pageCopy } from '../../copy/pages.ts';
import { CheckoutWordsContext, type CheckoutWords } from './words.ts';

export const testWords: CheckoutWords = {
  ...pageCopy('checkout', 'Tidyhaven').steps,
  waitlistForm: pageCopy('deal', 'Tidyhaven').waitlistForm,
};

/** Renders a step inside the checkout's words (`render(…, { wrapper: WithWords })`). */
export function WithWords({ children }: { children: ReactNode }) {
  return <CheckoutWordsContext value={testWords}>{children}</CheckoutWordsContext>;
}
