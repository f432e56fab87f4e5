/**
 * What the zip lookup shows under its field once asked: the slow notice or the answer. Loaded with
 * the lookup itself (./answering.ts), not with the island's shell, which shows the invitation.
 * The words are src/content/pages/deal.yaml `zip` ({brand} filled), given by the page to the shell.
 */
import type { ReactNode } from 'react';
import type { PageCopy } from '../../copy/pages.ts';
import { formatUsd } from '../../domain/format.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { goToWaitlist } from '../shared/availability.ts';
import type { Answer } from './lookUp.ts';
import * as css from './ZipLookup.css.ts';
import { fill, fillParts } from '../../copy/fill.ts';

/** deal.yaml `zip`: the lookup's words. */
export type ZipWords = PageCopy<'deal'>['zip'];

/** `text` with each {placeholder} as `parts` gives it (text, or an element with its own key). */
const say = (text: string, parts: Record<string, ReactNode>) => fillParts(text, parts);

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Served({ answer, words }: { answer: Extract<Answer, { kind: 'served' }>; words: ZipWords }) {
  const perHour = (rate: number) => fill(words.perHour, { rate: formatUsd(rate) });
  const { zipcode, place } = answer;
  return (
    <>
      <p>
        {say(words.served, {
          cleaners: <strong key="c">{count(answer.numCleaners, words.cleaner, words.cleaners)}</strong>,
          customers: <strong key="u">{count(answer.numCustomers, words.customer, words.customers)}</strong>,
          zipcode,
          place,
        })}
      </p>
      <dl className={css.rates}>
        <div className={css.rate}>
          <dt className={css.rateLabel}>{words.memberRate}</dt>
          <dd className={css.rateValue}>{perHour(answer.rate)}</dd>
        </div>
        <div className={css.rate}>
          <dt className={css.rateLabel}>{words.nonMemberRate}</dt>
          <dd className={css.rateValue}>{perHour(answer.higherRate)}</dd>
        </div>
      </dl>
      <p>
        {/* tabIndex: Safari's Tab skips links unless told (its default); this leads to the options. */}
        <a href="#options" tabIndex={0}>
          {fill(words.choose, { zipcode })}
        </a>
      </p>
    </>
  );
}

/** The slow notice and the answer, inside the shell's live region (ZipLookup.tsx); nothing when neither. */
export function ZipAnswer({ answer, slow, words }: { answer: Answer | null; slow: boolean; words: ZipWords }) {
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
              {fill(words.waitlist, { zipcode: answer.zipcode })}
            </a>{' '}
            {words.waitlistAfter}
          </p>
        </>
      )}
      {answer?.kind === 'served' && <Served answer={answer} words={words} />}
    </>
  );
}
