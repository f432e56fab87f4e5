/**
 * Step 1: email, phone, optional names and the zip code; RegisterLead when they are complete. A zip
 * code we do not serve yet gets the API's sentence on the field and the waitlist right below it.
 */
import { useForm } from '@tanstack/react-form';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { EmailSchema, PhoneSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import { useSubmitPipeline } from '../shared/form/submit.ts';
import { useSlow } from '../shared/slow.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { fieldChecks, firstIssue, TextField } from '../shared/form/TextField.tsx';
import { registerLead } from './api.ts';
import * as css from './Checkout.css.ts';
import '../Waitlist/Waitlist.css.ts';
import { Problem } from './Problem.tsx';
import { leadInput, type Details, type Disclosures } from './session.ts';

type Props = {
  details: Details;
  /** Bumped when restored details (the mirror, the deal page's zip code) must replace what the form shows. */
  generation: number;
  onDetail: (name: keyof Omit<Details, 'zipcodeEnteredOnHomepage'>, value: string) => void;
  onRegistered: (details: Details, disclosures: Disclosures) => void;
};

// The waitlist form loads when the shopper asks to join (a zip code we do not serve, then the
// button): most shoppers never need it, and the checkout's first load stays smaller without it.
// Its styles stay in the page's stylesheet (Astro writes island CSS there; a chunk loaded later
// would look for a stylesheet of its own that the build does not keep).
const WaitlistForm = lazy(() =>
  import('../Waitlist/Waitlist.tsx').then((module) => ({ default: module.WaitlistForm })),
);

const ORDER = ['email', 'phone', 'firstName', 'lastName', 'zipcode'] as const;
type Name = (typeof ORDER)[number];

export function DetailsStep({ details, generation, onDetail, onRegistered }: Props) {
  const id = useId();
  const fieldId = (name: Name) => `${id}-${name}`;
  const [problem, setProblem] = useState<string | null>(null);
  /** A well-formed zip code the API said it does not serve yet: the waitlist is offered for it. */
  const [unserved, setUnserved] = useState<{ zipcode: string; email: string } | null>(null);
  const [joining, setJoining] = useState(false);
  const form = useForm({
    defaultValues: {
      email: details.email,
      phone: details.phone,
      firstName: details.firstName,
      lastName: details.lastName,
      zipcode: details.zipcode,
    },
  });
  const { busy, submit, serverErrors } = useSubmitPipeline({
    form,
    order: ORDER,
    fieldId,
    // The last attempt's messages go as a new one starts (before its field checks).
    onAttempt: () => {
      setProblem(null);
      setUnserved(null);
      setJoining(false);
    },
  });

  const slow = useSlow(busy);

  // Restored details arrive once the browser state is read: each differing field takes its value
  // without the form being mounted again, so a field the shopper is typing in keeps focus and caret
  // (what they typed before hydration is already in `details`: controller.ts keeps it).
  const appliedGeneration = useRef(generation);
  useEffect(() => {
    if (appliedGeneration.current === generation) return;
    appliedGeneration.current = generation;
    for (const name of ORDER) {
      if (form.getFieldValue(name) !== details[name]) form.setFieldValue(name, details[name], { dontUpdateMeta: true });
    }
  }, [generation, details, form]);

  const send = async () => {
    const values = form.state.values;
    const input = leadInput(values);
    if (!input) return;
    const result = await registerLead(input);
    if (result.ok) {
      onRegistered({ ...details, ...values }, result.disclosures);
      return;
    }
    const zipMessage = result.fields['zipcode'];
    if (zipMessage && !firstIssue(ZipcodeSchema, values.zipcode)) {
      setUnserved({ zipcode: values.zipcode.trim(), email: values.email.trim() });
    }
    if (!ORDER.some((name) => result.fields[name])) setProblem(result.message);
    return result.fields;
  };

  return (
    <>
      <form className={css.form} noValidate onSubmit={(event) => void submit(event, send)}>
        <p className={css.lead}>We use these to send your voucher and receipt, and to find cleaners near you.</p>
        <form.Field name="email" validators={fieldChecks(EmailSchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('email')}
              serverError={serverErrors.email}
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoCapitalize="none"
              spellCheck={false}
              onValue={(value) => onDetail('email', value)}
            />
          )}
        </form.Field>
        <form.Field name="phone" validators={fieldChecks(PhoneSchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('phone')}
              serverError={serverErrors.phone}
              label="Mobile phone"
              hint="10 digits, e.g. (555) 555-0123"
              // The national number (what browsers fill for "tel-national") on a text input with the
              // phone keypad: HTML allows "tel-national" on type="text", not on type="tel".
              type="text"
              autoComplete="tel-national"
              inputMode="tel"
              onValue={(value) => onDetail('phone', value)}
            />
          )}
        </form.Field>
        <div className={css.pair}>
          <form.Field name="firstName">
            {(field) => (
              <TextField
                field={field}
                id={fieldId('firstName')}
                serverError={serverErrors.firstName}
                label="First name"
                optional
                autoComplete="given-name"
                maxLength={100}
                onValue={(value) => onDetail('firstName', value)}
              />
            )}
          </form.Field>
          <form.Field name="lastName">
            {(field) => (
              <TextField
                field={field}
                id={fieldId('lastName')}
                serverError={serverErrors.lastName}
                label="Last name"
                optional
                autoComplete="family-name"
                maxLength={100}
                onValue={(value) => onDetail('lastName', value)}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="zipcode" validators={fieldChecks(ZipcodeSchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('zipcode')}
              serverError={serverErrors.zipcode}
              label="Zip code of the home to clean"
              autoComplete="postal-code"
              inputMode="numeric"
              enterKeyHint="go"
              onValue={(value) => onDetail('zipcode', value)}
            />
          )}
        </form.Field>
        {problem && <Problem title="We could not save your details">{problem}</Problem>}
        <div className={css.actionsEnd}>
          {/* Pressed before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts). */}
          <Button type="submit" size="large" fullWidth loading={busy}>
            Continue
          </Button>
        </div>
        <p className={css.small} role="status">
          {slow ? SLOW_MESSAGE : ''}
        </p>
      </form>
      {unserved && (
        <section className={css.waitlist} aria-labelledby={`${id}-waitlist`}>
          <h3 id={`${id}-waitlist`} className={css.summaryHeading}>
            We are not in {unserved.zipcode} yet
          </h3>
          <p className={css.small}>
            Join the waitlist and we will email you when we start cleaning there, or enter the zip code of another home
            above.
          </p>
          {joining ? (
            <Suspense fallback={<p role="status">Opening the waitlist form…</p>}>
              <WaitlistForm
                idPrefix={`${id}-waitlist`}
                labelledBy={`${id}-waitlist`}
                initialEmail={unserved.email}
                initialZipcode={unserved.zipcode}
                autoFocus
              />
            </Suspense>
          ) : (
            <p>
              <Button variant="secondary" onClick={() => setJoining(true)}>
                Join the waitlist for {unserved.zipcode}
              </Button>
            </p>
          )}
        </section>
      )}
    </>
  );
}
