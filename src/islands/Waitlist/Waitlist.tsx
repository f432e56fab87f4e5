/**
 * The voucher waitlist (JoinVoucherWaitlist): email and zip code, checked with the same schema the
 * API uses (§5 messages, shown on blur and on submit, tied to their fields), confirmed in words
 * (the API's sentence says whether we wait for vouchers or for us to arrive in that zip code).
 * Joining again is fine: the API keeps one entry and says so. On the deal page the zip code looked
 * up there fills the zip field when it is empty; the checkout offers the same form (WaitlistForm)
 * for a zip code we do not serve yet, filled with the shopper's details.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { getTimedClient } from '../../graphql/timed.ts';
import {
  FRIENDLY_SERVER_MESSAGE,
  FRIENDLY_TRANSPORT_MESSAGE,
  SLOW_MESSAGE,
  friendlyErrorMessage,
} from '../../graphql/friendly.ts';
import { track } from '../../telemetry/track.ts';
import { readFragment } from '../../graphql/graphql.ts';
import { JoinVoucherWaitlist } from './graphql/JoinVoucherWaitlist.ts';
import { FormResult } from '../shared/form/graphql/FormResult.ts';
import { reportError } from '../../lib/reportError.ts';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField, type InputProps } from '../shared/form/InputField.tsx';
import { useZip } from '../shared/zipStore.ts';
import { loadValidation } from './loadValidation.ts';
import type { parseWaitlist } from './validate.ts';
import * as css from './Waitlist.css.ts';
import type { PageCopy } from '../../copy/pages.ts';

/** src/content/pages/deal.yaml `waitlistForm`, given by the page. */
export type WaitlistWords = PageCopy<'deal'>['waitlistForm'];

type Field = 'email' | 'zipcode';
type Errors = { [name in Field]?: string | undefined };

/** The §5 message for a field (the checks load on the form's first focus). */
async function check(name: Field, value: string): Promise<string | undefined> {
  return (await loadValidation()).check(name, value);
}

type Status = { ok: boolean; message: string } | null;
type WaitlistInput = Extract<ReturnType<typeof parseWaitlist>, { input: unknown }>['input'];

/** Sends checked details; what the form shows next: the API's sentence, and its field errors. */
async function join(input: WaitlistInput): Promise<{ status: Status; errors?: Errors }> {
  const result = await getTimedClient().mutation(JoinVoucherWaitlist, { input }).toPromise();
  const answer = readFragment(FormResult, result.data?.joinVoucherWaitlist);
  if (!answer) {
    reportError(result.error ?? new Error('JoinVoucherWaitlist: no answer'), { source: 'Waitlist' });
    return { status: { ok: false, message: friendlyErrorMessage(result.error) ?? FRIENDLY_SERVER_MESSAGE } };
  }
  if (!answer.success) {
    const server: Errors = {};
    for (const error of answer.fieldErrors) {
      if (error.field === 'email' || error.field === 'zipcode') server[error.field] ??= error.message;
    }
    return { status: { ok: false, message: answer.message }, errors: server };
  }
  track('waitlist joined', {});
  return { status: { ok: true, message: answer.message } };
}

/**
 * The form's submit: checks the fields (the first wrong one takes focus), sends them once, and
 * keeps what to show (loading, then the API's sentence).
 */
function useWaitlistSubmit(
  refFor: (name: Field) => RefObject<HTMLInputElement | null>,
  setErrors: (errors: Errors) => void,
) {
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setStatus(null);
    setLoading(true);
    let parsed;
    try {
      parsed = (await loadValidation()).parseWaitlist({
        email: refFor('email').current?.value ?? '',
        zipcode: refFor('zipcode').current?.value ?? '',
      });
    } catch (error) {
      reportError(error, { source: 'Waitlist', step: 'load checks' });
      setLoading(false);
      setStatus({ ok: false, message: FRIENDLY_TRANSPORT_MESSAGE });
      return;
    }
    if ('errors' in parsed) {
      setLoading(false);
      setErrors(parsed.errors);
      refFor(parsed.errors.email ? 'email' : 'zipcode').current?.focus();
      return;
    }
    setErrors({});
    const outcome = await join(parsed.input);
    setLoading(false);
    if (outcome.errors) setErrors(outcome.errors);
    setStatus(outcome.status);
  }

  return { loading, status, submit };
}

type FormProps = {
  /** Prefix of the inputs' ids (one page may hold two waitlist forms). */
  idPrefix?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  initialEmail?: string;
  initialZipcode?: string;
  /** Focus the first field when the form appears (it was opened by a button). */
  autoFocus?: boolean;
  words: WaitlistWords;
};

/**
 * The form; `words`: deal.yaml `waitlistForm`. The fields are uncontrolled, so what a shopper types
 * before the island hydrates is kept.
 */
export function WaitlistForm({
  idPrefix = 'waitlist',
  labelledBy = 'waitlist-title',
  initialEmail = '',
  initialZipcode = '',
  autoFocus = false,
  words,
}: FormProps) {
  const { lastLookedUp } = useZip();
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const zipcodeRef = useRef<HTMLInputElement>(null);
  const refFor = (name: Field) => (name === 'email' ? emailRef : zipcodeRef);
  const { loading, status, submit } = useWaitlistSubmit(refFor, setErrors);
  const slow = useSlow(loading);

  // The zip code looked up (served or not) fills an empty zip field (uncontrolled fields: see above).
  useEffect(() => {
    const zipcode = zipcodeRef.current;
    if (lastLookedUp && zipcode && !zipcode.value && !initialZipcode) zipcode.value = lastLookedUp;
  }, [lastLookedUp, initialZipcode]);

  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
  }, [autoFocus]);

  const recheck = (name: Field, value: string) =>
    void check(name, value)
      .then((message) => setErrors((current) => ({ ...current, [name]: message })))
      .catch(() => undefined); // the checks could not load: submit says so

  // An error already shown follows the typing, so it disappears as soon as the value is right.
  const update = (name: Field, value: string) => {
    if (errors[name]) recheck(name, value);
  };

  const input = (name: Field, label: string, props: InputProps) => (
    <InputField
      {...props}
      id={`${idPrefix}-${name}`}
      label={label}
      inputRef={refFor(name)}
      name={name}
      defaultValue={name === 'email' ? initialEmail : initialZipcode}
      error={errors[name]}
      onChange={(event) => update(name, event.target.value)}
      onBlur={(event) => {
        // Checked on blur once something was typed, so tabbing through an empty form stays quiet.
        if (event.target.value !== '') recheck(name, event.target.value);
      }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadValidation().catch(() => undefined)}
      aria-labelledby={labelledBy}
    >
      <div className={css.form}>
        {input('email', words.email, { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
        {input('zipcode', words.zipcode, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 })}
        <div className={css.submit}>
          {/* Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts). */}
          <Button type="submit" size="large" loading={loading} busyLabel={words.busy}>
            {words.join}
          </Button>
        </div>
      </div>
      <p
        className={`${css.status} ${slow ? '' : status?.ok ? css.confirmed : css.failed}`}
        role="status"
        data-testid="waitlist-status"
      >
        {slow ? SLOW_MESSAGE : status?.message}
      </p>
    </form>
  );
}

export default island('Waitlist', WaitlistForm);
