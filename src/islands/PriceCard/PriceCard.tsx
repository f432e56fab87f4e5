/**
 * The hero's price card: the visitor's default option (3 hours, else the second) at the cohort's
 * price, and the limited-time counter under it: vouchers left in this week's window and the time
 * until the window ends (when the count resets). The figures are the page's (`children`, static
 * HTML from PriceCardFigures.astro: every offer view's, the visitor's shown from the first paint,
 * src/domain/offerViews.ts), so the island's own code carries no catalogue; it renders with no
 * counts at build time, so hydrating changes the counter's text only, never the card's size. The
 * counter's words are src/content/pages/deal.yaml `priceCard.counter`, given by the page.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/global.css.ts';
import { island } from '../shared/island.tsx';
import { goToWaitlist, isSoldOut, useAvailability } from '../shared/availability.ts';
import type { PageCopy } from '../../copy/pages.ts';
import { describeTimeLeft, formatTimeLeft } from '../shared/countdown.ts';
import * as css from './PriceCard.css.ts';
import { fill } from '../../copy/fill.ts';

/** Re-renders every second while `active` (the countdown). */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, [active]);
  return now;
}

/** deal.yaml `priceCard.counter` ({brand} filled; {claimed} and {vouchers} filled here). */
export type CounterWords = PageCopy<'deal'>['priceCard']['counter'];

const count = (value: number) => value.toLocaleString('en-US');

function Card({ children, words }: { children?: ReactNode; words: CounterWords }) {
  const availability = useAvailability();
  const soldOut = isSoldOut(availability);
  const { remaining, total, endsAt } = availability;
  const now = useNow(endsAt !== null);
  const left = endsAt === null ? null : Math.max(0, endsAt - now);

  let status: React.ReactNode = words.limited;
  if (soldOut) {
    status = (
      <>
        {words.soldOut}{' '}
        <a className={css.inheritLink} href="#waitlist" onClick={goToWaitlist}>
          {words.waitlist}
        </a>
      </>
    );
  } else if (remaining !== null && total !== null) {
    status = fill(words.claimed, { claimed: count(total - remaining), vouchers: count(total) });
  }

  return (
    <div className={css.card}>
      {children}
      <div className={css.counter} data-testid="deal-counter">
        <dl className={css.stats}>
          <div className={css.stat}>
            <dt className={css.statLabel}>{words.left}</dt>
            <dd className={css.statValue} data-testid="vouchers-remaining">
              {remaining === null ? words.leftUnknown : count(remaining)}
            </dd>
          </div>
          <div className={css.stat}>
            <dt className={css.statLabel}>{soldOut ? words.newIn : words.resetsIn}</dt>
            <dd className={css.statValue} data-testid="time-remaining">
              {left === null ? (
                words.thisWeek
              ) : (
                <>
                  <span aria-hidden="true">{formatTimeLeft(left, words.time)}</span>
                  <span className={visuallyHidden}>{describeTimeLeft(left, words.time)}</span>
                </>
              )}
            </dd>
          </div>
        </dl>
        <p className={css.status} aria-live="polite">
          {status}
        </p>
      </div>
    </div>
  );
}

export default island('PriceCard', Card);
