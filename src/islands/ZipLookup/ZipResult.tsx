/**
 * What the zip lookup shows under its field once asked: the slow notice or the answer. Loaded with
 * the lookup itself (./answering.ts), not with the island's shell, which shows the invitation.
 */
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

/** The slow notice and the answer, inside the shell's live region (ZipLookup.tsx); nothing when neither. */
export function ZipAnswer({ answer, slow }: { answer: Answer | null; slow: boolean }) {
  return (
    <>
      {slow && <p>{SLOW_MESSAGE}</p>}
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
    </>
  );
}
