/**
 * The voucher waitlist (JoinVoucherWaitlist): email and zip code, checked with the same schema the
 * API uses (§5 messages, shown on blur and on submit, tied to their fields) through TanStack Form
 * (made on the form's first focus or input: ../shared/form/lazyForm.ts), confirmed in words
 * (the API's sentence says whether we wait for vouchers or for us to arrive in that zip code).
 * Joining again is fine: the API keeps one entry and says so. On the deal page the zip code looked
 * up there fills the zip field when it is empty; the checkout offers the same form (WaitlistForm)
 * for a zip code we do not serve yet, filled with the shopper's details.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { FRIENDLY_TRANSPORT_MESSAGE, SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField, type InputProps } from '../shared/form/InputField.tsx';
import { lazyModule } from '../shared/form/lazy.ts';
import { useLazyForm } from '../shared/form/lazyForm.ts';
import { useZip } from '../shared/zipStore.ts';
import type { Status, WaitlistField as Field } from './waitlistForm.ts';
import * as css from './Waitlist.css.ts';
import type { PageCopy } from '../../copy/pages.ts';

/** src/content/pages/deal.yaml `waitlistForm`, given by the page. */
export type WaitlistWords = PageCopy<'deal'>['waitlistForm'];

/** The form's TanStack form, checks and call (./waitlistForm.ts), loaded on first use. */
const loadWaitlistForm = lazyModule(() => import('./waitlistForm.ts'));

/**
 * The form's TanStack form (made on first use), the zip code looked up filling an empty zip field,
 * and the submit: the fields checked (the first wrong one takes focus), then sent once; the API's
 * sentence is the status.
 */
function useWaitlist(refFor: (name: Field) => RefObject<HTMLInputElement | null>, initialZipcode: string) {
  const { lastLookedUp } = useZip();
  const [status, setStatus] = useState<Status>(null);
  const form = useLazyForm<Field>({
    schemas: async () => (await loadWaitlistForm()).WAITLIST_FIELDS,
    source: 'Waitlist',
    read: () => ({ email: refFor('email').current?.value ?? '', zipcode: refFor('zipcode').current?.value ?? '' }),
  });

  // The zip code looked up (served or not) fills an empty zip field (uncontrolled fields: see below).
  useEffect(() => {
    const zipcode = refFor('zipcode').current;
    if (lastLookedUp && zipcode && !zipcode.value && !initialZipcode) {
      zipcode.value = lastLookedUp;
      form.change('zipcode', lastLookedUp);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form's handlers are new each render
  }, [lastLookedUp, initialZipcode]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const sent = await form.submit(
      event,
      { focus: (name) => refFor(name).current?.focus(), onAttempt: () => setStatus(null) },
      async (made) => {
        const values = { email: made.value('email'), zipcode: made.value('zipcode') };
        const outcome = await (await loadWaitlistForm()).joinWaitlist(values);
        if (outcome) setStatus(outcome.status);
        return outcome?.errors;
      },
    );
    if (!sent) setStatus({ ok: false, message: FRIENDLY_TRANSPORT_MESSAGE });
  };
  return { form, status, submit };
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
  const emailRef = useRef<HTMLInputElement>(null);
  const zipcodeRef = useRef<HTMLInputElement>(null);
  const refFor = (name: Field) => (name === 'email' ? emailRef : zipcodeRef);
  const { form, status, submit } = useWaitlist(refFor, initialZipcode);
  const slow = useSlow(form.busy);

  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
  }, [autoFocus]);

  const input = (name: Field, label: string, props: InputProps) => (
    <InputField
      {...props}
      id={`${idPrefix}-${name}`}
      label={label}
      inputRef={refFor(name)}
      name={name}
      defaultValue={name === 'email' ? initialEmail : initialZipcode}
      error={form.error(name)}
      onChange={(event) => form.change(name, event.target.value)}
      onBlur={(event) => {
        // Checked on blur once something was typed, so tabbing through an empty form stays quiet.
        if (event.target.value !== '') form.blur(name);
      }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={form.warm}
      onInput={form.warm}
      aria-labelledby={labelledBy}
    >
      <div className={css.form}>
        {input('email', words.email, { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false })}
        {input('zipcode', words.zipcode, { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 })}
        <div className={css.submit}>
          {/* Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts). */}
          <Button type="submit" size="large" loading={form.busy} busyLabel={words.busy}>
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
