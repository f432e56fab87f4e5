/** For the checkout's unit tests: its words as the page gives them (src/content/ as committed, main's name). */
import { pageCopy } from '../../copy/pages.ts';
import type { CheckoutWords } from './words.tsx';

export const testWords: CheckoutWords = {
  ...pageCopy('checkout', 'Tidyhaven').steps,
  waitlistForm: pageCopy('deal', 'Tidyhaven').waitlistForm,
};
