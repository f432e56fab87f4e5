/** The all-in total before paying: voucher, tax, due today, then Forever Clean and when it starts. */
import { Button } from '../../components/ui/Button/Button.tsx';
import { foreverClean } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import * as css from './Checkout.css.ts';
import type { Disclosures } from './state.ts';
import { orderSummary, type Quote } from './totals.ts';

export type QuoteState =
  { status: 'loading' } | { status: 'ok'; quote: Quote } | { status: 'error'; message: string; zipcode: boolean };

type Props = {
  id: string;
  optionName: string;
  quote: QuoteState;
  plan: PlanTerms;
  disclosures: Disclosures | null;
  today: Date;
  onRetry: () => void;
};

export function Summary({ id, optionName, quote, plan, disclosures, today, onRetry }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section
      className={css.summary}
      aria-labelledby={headingId}
      aria-live="polite"
      aria-busy={quote.status === 'loading'}
    >
      <h3 id={headingId} className={css.summaryHeading}>
        Your total
      </h3>
      {quote.status === 'loading' && <SummaryPlaceholder />}
      {quote.status === 'error' && (
        <div className={css.alert} role="alert">
          <p>{quote.message}</p>
          {!quote.zipcode && (
            <p>
              <Button size="small" variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            </p>
          )}
        </div>
      )}
      {quote.status === 'ok' && <Lines optionName={optionName} quote={quote.quote} plan={plan} today={today} />}
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
  return (
    <div className={css.lines}>
      <p className={css.small}>Getting the price for your zip code…</p>
      <span className={css.placeholder} />
      <span className={css.placeholder} />
      <span className={css.placeholder} />
    </div>
  );
}

function Lines({ optionName, quote, plan, today }: { optionName: string; quote: Quote; plan: PlanTerms; today: Date }) {
  const summary = orderSummary({ optionName, quote, plan, today });
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
          <dt className={css.lineLabel}>Due today</dt>
          <dd className={css.lineAmount}>{summary.dueTodayText}</dd>
        </div>
      </dl>
      <div className={css.membership}>
        <dl className={css.lines}>
          <div className={css.line}>
            <dt className={css.lineLabel}>
              Then: Forever Clean membership
              <span className={css.lineNote}>
                {summary.membership.startsText}; {summary.membership.billing}
              </span>
            </dt>
            <dd className={css.lineAmount}>{summary.membership.price}</dd>
          </div>
        </dl>
        <p className={css.small}>
          Members get future cleanings at {foreverClean.futureDiscountText}. {summary.membership.cancellation}
          {plan.cancellationPolicy ? ` ${plan.cancellationPolicy}` : ''}
        </p>
      </div>
    </>
  );
}
