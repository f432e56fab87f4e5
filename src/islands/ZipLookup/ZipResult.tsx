/** What the zip lookup shows under its field: the invitation, the slow notice, or the answer. */
import { formatUsd } from '../../domain/format.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { goToWaitlist } from '../shared/availability.ts';
import type { Answer } from './lookUp.ts';
import * as css from './ZipLookup.css.ts';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Served({ answer }: { answer: Extract<Answer, { kind: 'served' }> }) {
  return (
    <>
      <p>
        <strong>{count(answer.numCleaners, 'cleaner', 'cleaners')}</strong> and{' '}
        <strong>{count(answer.numCustomers, 'customer', 'customers')}</strong> near {answer.zipcode} ({answer.place}).
      </p>
      <dl className={css.rates}>
        <div className={css.rate}>
          <dt className={css.rateLabel}>Member rate</dt>
          <dd className={css.rateValue}>{formatUsd(answer.rate)}/hour</dd>
        </div>
        <div className={css.rate}>
          <dt className={css.rateLabel}>Non-member rate</dt>
          <dd className={css.rateValue}>{formatUsd(answer.higherRate)}/hour</dd>
        </div>
      </dl>
      <p>
        <a href="#options">Choose your first cleaning in {answer.zipcode}</a>
      </p>
    </>
  );
}

export function ZipAnswer({ answer, slow }: { answer: Answer | null; slow: boolean }) {
  return (
    <div className={css.result} aria-live="polite" data-testid="zip-result">
      {slow && <p>{SLOW_MESSAGE}</p>}
      {answer === null && !slow && (
        <p>Enter your zip code to see how many cleaners work near you and what an hour costs.</p>
      )}
      {answer?.kind === 'failed' && (
        <p className={css.problem} role="alert">
          {answer.message}
        </p>
      )}
      {answer?.kind === 'unsupported' && (
        <>
          <p className={css.problem}>{answer.message}</p>
          <p>
            <a href="#waitlist" onClick={goToWaitlist}>
              Join the waitlist for {answer.zipcode}
            </a>{' '}
            and we&apos;ll email you when we arrive.
          </p>
        </>
      )}
      {answer?.kind === 'served' && <Served answer={answer} />}
    </div>
  );
}
