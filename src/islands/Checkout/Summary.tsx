/**
 * The all-in total before paying: voucher, tax, due today (and that no membership fee is charged
 * today), then Forever Clean: its price, when it is first charged, and what cancelling early costs.
 */
import { Button } from '../../components/ui/Button/Button.tsx';
import { futureDiscountText } from '../../domain/charges.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { useSlow } from '../shared/slow.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import * as css from './Checkout.css.ts';
import { useWords } from './words.tsx';
import type { Disclosures } from './session.ts';
import { orderSummary, type Quote, type QuoteState } from './totals.ts';

type Props = {
  id: string;
  option: CleaningOption;
  quote: QuoteState;
  plan: PlanTerms;
  disclosures: Disclosures | null;
  onRetry: () => void;
};

export function Summary({ id, option, quote, plan, disclosures, onRetry }: Props) {
  const headingId = `${id}-heading`;
  const slow = useSlow(quote.status === 'loading');
  const words = useWords().summary;
  return (
    <section
      className={css.summary}
      aria-labelledby={headingId}
      aria-live="polite"
      aria-busy={quote.status === 'loading'}
    >
      <h3 id={headingId} className={css.summaryHeading}>
        {words.heading}
      </h3>
      {quote.status === 'loading' && <SummaryPlaceholder />}
      {slow && <p className={css.small}>{SLOW_MESSAGE}</p>}
      {quote.status === 'error' && (
        <div className={css.alert} role="alert">
          <p>{quote.message}</p>
          {!quote.zipcode && (
            <p>
              <Button size="small" variant="secondary" onClick={onRetry}>
                {words.retry}
              </Button>
            </p>
          )}
        </div>
      )}
      {quote.status === 'ok' && <Lines option={option} quote={quote.quote} plan={plan} />}
      {quote.status === 'ok' && disclosures && (disclosures.AC || disclosures.OCC) && (
        <div className={css.disclosures}>
          {disclosures.AC && <p>{disclosures.AC}</p>}
          {disclosures.OCC && <p>{disclosures.OCC}</p>}
        </div>
      )}
    </section>
  );
}

function SummaryPlaceholder() {
  const words = useWords().summary;
  return (
    <div className={css.lines}>
      <p className={css.small}>{words.loading}</p>
      <span className={css.placeholder} />
      <span className={css.placeholder} />
      <span className={css.placeholder} />
    </div>
  );
}

function Lines({ option, quote, plan }: { option: CleaningOption; quote: Quote; plan: PlanTerms }) {
  const words = useWords().summary;
  const summary = orderSummary({ option, quote, plan, words });
  return (
    <>
      <dl className={css.lines}>
        {summary.lines.map((line) => (
          <div key={line.label} className={css.line}>
            <dt className={css.lineLabel}>
              {line.label}
              {line.note && <span className={css.lineNote}>{line.note}</span>}
            </dt>
            <dd className={css.lineAmount}>{line.amount}</dd>
          </div>
        ))}
        <div className={`${css.line} ${css.total}`}>
          <dt className={css.lineLabel}>{words.dueToday}</dt>
          <dd className={css.lineAmount}>{summary.dueTodayText}</dd>
        </div>
      </dl>
      <p className={css.small}>{summary.today}</p>
      <div className={css.membership}>
        <dl className={css.lines}>
          <div className={css.line}>
            <dt className={css.lineLabel}>
              {words.membership}
              <span className={css.lineNote}>{summary.membership.billing}</span>
            </dt>
            <dd className={css.lineAmount}>{summary.membership.price}</dd>
          </div>
        </dl>
        <p className={css.small}>
          Members get future cleanings at {futureDiscountText}. {summary.membership.firstChargeSentence}{' '}
          {summary.membership.cancellation} Cancel online any time.
        </p>
      </div>
    </>
  );
}
