/**
 * The end of the later steps' forms (2 and 3): the quote-bound submit button with Back beside it.
 * Not for step 1: it is the island's first load, which ./words.tsx stays out of.
 */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/Button/Button.tsx';
import * as css from './Checkout.css.ts';
import type { QuoteState } from './totals.ts';
import { useWords } from './words.tsx';

type QuoteActionsProps = Pick<ButtonProps, 'variant' | 'fullWidth'> & {
  quote: QuoteState;
  /** The step's own work is under way (its submit), besides a quote that is loading. */
  busy?: boolean;
  back: string;
  onBack: () => void;
  children: ReactNode;
};

/** Submit (busy while the quote loads, off while the zip code is refused) and Back; steps 2 and 3 only (useWords). */
export function QuoteActions({ quote, busy = false, back, onBack, children, ...look }: QuoteActionsProps) {
  const busyLabel = useWords().busy;
  return (
    <div className={css.actions}>
      <Button
        type="submit"
        size="large"
        {...look}
        loading={busy || quote.status === 'loading'}
        busyLabel={busyLabel}
        disabled={quote.status === 'error' && quote.zipcode}
      >
        {children}
      </Button>
      <Button variant="tertiary" onClick={onBack}>
        {back}
      </Button>
    </div>
  );
}
