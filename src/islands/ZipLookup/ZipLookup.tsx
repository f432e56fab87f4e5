/**
 * "Check your zip code": cleaners and customers near a zip code and the member and non-member
 * hourly rates there (ZipLookup). A malformed zip code gets the §5 message on the field; a zip
 * code we do not serve gets the API's sentence, which names the nearest served city when there is
 * one, and a way onto the waitlist. A served zip code is kept for the checkout (zipStore).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { formatUsd } from '../../domain/format.ts';
import type { ResultOf } from 'gql.tada';
import { getTimedClient } from '../../graphql/timed.ts';
import {
  FRIENDLY_SERVER_MESSAGE,
  FRIENDLY_TRANSPORT_MESSAGE,
  SLOW_MESSAGE,
  friendlyErrorMessage,
} from '../../graphql/friendly.ts';
import { ZipLookup as ZipLookupQuery } from '../../graphql/operations/ZipLookup.ts';
import { reportError } from '../../lib/reportError.ts';
import { goToWaitlist } from '../shared/availability.ts';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField } from '../shared/form/InputField.tsx';
import { loadValidation } from './loadValidation.ts';
import * as css from './ZipLookup.css.ts';
import { forgetLookup, recordLookup, useZip } from '../shared/zipStore.ts';

type Answer =
  | {
      kind: 'served';
      zipcode: string;
      place: string;
      numCleaners: number;
      numCustomers: number;
      rate: number;
      higherRate: number;
    }
  | { kind: 'unsupported'; zipcode: string; message: string }
  | { kind: 'failed'; message: string };

type Region = NonNullable<ResultOf<typeof ZipLookupQuery>['serviceRegion']>;

/** Checks the zip code (§5) and asks the API about it; a failure is already worded for the shopper. */
async function lookUp(
  value: string,
): Promise<{ region: Region; zipcode: string } | { error: string } | { answer: Answer }> {
  let parsed;
  try {
    parsed = (await loadValidation()).parseZipcode(value);
  } catch (error) {
    reportError(error, { source: 'ZipLookup', step: 'load checks' });
    return { answer: { kind: 'failed', message: FRIENDLY_TRANSPORT_MESSAGE } };
  }
  if ('error' in parsed) return parsed;
  const result = await getTimedClient().query(ZipLookupQuery, { zipcode: parsed.zipcode }).toPromise();
  const region = result.data?.serviceRegion;
  if (!region) {
    reportError(result.error ?? new Error('ZipLookup: no answer'), { source: 'ZipLookup' });
    return { answer: { kind: 'failed', message: friendlyErrorMessage(result.error) ?? FRIENDLY_SERVER_MESSAGE } };
  }
  return { region, zipcode: parsed.zipcode };
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Lookup() {
  const { served } = useZip();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const slow = useSlow(loading);
  const input = useRef<HTMLInputElement>(null);
  const prefilled = useRef(false);

  // A zip code found earlier in this session fills the field once, unless something was typed.
  // (The field is uncontrolled, so what a shopper types before the island hydrates is kept.)
  useEffect(() => {
    if (served && !prefilled.current && input.current && !input.current.value) input.current.value = served;
    prefilled.current ||= Boolean(served);
  }, [served]);

  // A malformed zip code replaces the earlier one: the option links stop carrying the old zip code.
  const fail = (message: string) => {
    forgetLookup();
    setFieldError(message);
    setAnswer(null);
    input.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    // A failure of the last attempt is not left standing over this one (issue 32).
    setAnswer((shown) => (shown?.kind === 'failed' ? null : shown));
    const looked = await lookUp(input.current?.value ?? '');
    setLoading(false);
    if ('answer' in looked) {
      setFieldError(null);
      return setAnswer(looked.answer);
    }
    if ('error' in looked) return fail(looked.error);
    const { region, zipcode: valid } = looked;
    if (region.__typename === 'ZipcodeFormatError') return fail(region.message);
    setFieldError(null);
    if (region.__typename === 'UnsupportedServiceRegion') {
      recordLookup(valid, false);
      setAnswer({ kind: 'unsupported', zipcode: valid, message: region.message });
      return;
    }
    recordLookup(valid, true);
    setAnswer({
      kind: 'served',
      zipcode: valid,
      place: `${region.name}, ${region.state}`,
      numCleaners: region.numCleaners,
      numCustomers: region.numCustomers,
      rate: region.rate,
      higherRate: region.higherRate,
    });
  }

  return (
    <div className={css.layout}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadValidation().catch(() => undefined)}
        aria-labelledby="zip-title"
      >
        <InputField
          id="zip-lookup-zipcode"
          label="Zip code"
          inputRef={input}
          name="zipcode"
          defaultValue=""
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={fieldError}
          // Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts).
          action={
            <Button type="submit" size="large" loading={loading}>
              Check
            </Button>
          }
        />
      </form>
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
        {answer?.kind === 'served' && (
          <>
            <p>
              <strong>{count(answer.numCleaners, 'cleaner', 'cleaners')}</strong> and{' '}
              <strong>{count(answer.numCustomers, 'customer', 'customers')}</strong> near {answer.zipcode} (
              {answer.place}).
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
        )}
      </div>
    </div>
  );
}

export default island('ZipLookup', Lookup);
