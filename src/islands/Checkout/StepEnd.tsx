/**
 * The end of a checkout step's form: the quote-bound submit button with Back beside it (steps 2
 * and 3), and the live line that says a slow answer is still coming (steps 1 and 3).
 */
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../components/ui/Button/Button.tsx';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { useSlow } from '../shared/slow.ts';
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

/** The live line under a form: empty, then SLOW_MESSAGE once `busy` has lasted (../shared/slow.ts). */
export function SlowNote({ busy }: { busy: boolean }) {
  const slow = useSlow(busy);
  return (
    <p className={css.small} role="status">
      {slow ? SLOW_MESSAGE : ''}
    </p>
  );
}
