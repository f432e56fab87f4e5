/** Below step 1, for a well-formed zip code the API does not serve yet: the waitlist, opened on request. */
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import * as css from './Checkout.css.ts';
import type { CheckoutWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';

// The waitlist form loads when the shopper asks to join (a zip code we do not serve, then the
// button): most shoppers never need it, and the checkout's first load stays smaller without it.
// Its styles stay in the page's stylesheet: DetailsStep imports them (see there).
const WaitlistForm = lazy(() =>
  import('../Waitlist/Waitlist.tsx').then((module) => ({ default: module.WaitlistForm })),
);

export type Unserved = { zipcode: string; email: string };

/** `id`: the step's id prefix. A new attempt unmounts it, so each unserved answer starts closed. */
/** `words`: checkout.yaml `steps` (props: this is part of step 1, the island's first load). */
export function UnservedWaitlist({
  id,
  unserved,
  words: all,
}: {
  id: string;
  unserved: Unserved;
  words: CheckoutWords;
}) {
  const [joining, setJoining] = useState(false);
  const words = all.unserved;
  const { zipcode } = unserved;
  const withZip = (sentence: string) => fill(sentence, { zipcode });
  return (
    <section className={css.waitlist} aria-labelledby={`${id}-waitlist`}>
      <h3 id={`${id}-waitlist`} className={css.summaryHeading}>
        {withZip(words.heading)}
      </h3>
      <p className={css.small}>{words.text}</p>
      {joining ? (
        <Suspense fallback={<p role="status">{words.opening}</p>}>
          <WaitlistForm
            idPrefix={`${id}-waitlist`}
            labelledBy={`${id}-waitlist`}
            initialEmail={unserved.email}
            initialZipcode={unserved.zipcode}
            autoFocus
            words={all.waitlistForm}
          />
        </Suspense>
      ) : (
        <p>
          <Button variant="secondary" onClick={() => setJoining(true)}>
            {withZip(words.join)}
          </Button>
        </p>
      )}
    </section>
  );
}
