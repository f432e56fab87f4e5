/**
 * The checkout's words: src/content/pages/checkout.yaml `steps` ({brand} filled), given by the
 * page to the island (`words`). Step 1 takes them as props (it is the island's first load, which
 * this module stays out of); each later step, loaded on demand, hands them to its parts through
 * this context (`withWords`).
 */
import { createContext, useContext, type ComponentType } from 'react';
import type { PageCopy } from '../../copy/pages.ts';

/** The steps' words, and the waitlist form's (deal.yaml `waitlistForm`) for a zip code not served yet. */
export type CheckoutWords = PageCopy<'checkout'>['steps'] & Pick<PageCopy<'deal'>, 'waitlistForm'>;

const CheckoutWordsContext = createContext<CheckoutWords | null>(null);

/** The words of the step this component is in. */
export function useWords(): CheckoutWords {
  return useContext(CheckoutWordsContext)!;
}

/** A later step that takes the words as a prop and gives them to its parts. */
export function withWords<Props extends object>(Step: ComponentType<Props>) {
  return function Worded({ words, ...props }: Props & { words: CheckoutWords }) {
    return (
      <CheckoutWordsContext value={words}>
        <Step {...(props as Props)} />
      </CheckoutWordsContext>
    );
  };
}
