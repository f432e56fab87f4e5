/** Step 1: email, phone, optional names and the zip code; RegisterLead when they are complete. */
import { useForm } from '@tanstack/react-form';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { EmailSchema, PhoneSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import { registerLead } from './api.ts';
import * as css from './Checkout.css.ts';
import { fieldChecks, TextField, type ServerError } from './Field.tsx';
import { Problem } from './Problem.tsx';
import { leadInput, type Details, type Disclosures } from './state.ts';

type Props = {
  details: Details;
  /** False until the island has hydrated: the button cannot submit before the form works. */
  ready: boolean;
  onDetail: (name: keyof Omit<Details, 'zipcodeEnteredOnHomepage'>, value: string) => void;
  onRegistered: (details: Details, disclosures: Disclosures) => void;
};

const ORDER = ['email', 'phone', 'firstName', 'lastName', 'zipcode'] as const;
type Name = (typeof ORDER)[number];

export function DetailsStep({ details, ready, onDetail, onRegistered }: Props) {
  const id = useId();
  const fieldId = (name: Name) => `${id}-${name}`;
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name, ServerError>>>({});
  const form = useForm({
    defaultValues: {
      email: details.email,
      phone: details.phone,
      firstName: details.firstName,
      lastName: details.lastName,
      zipcode: details.zipcode,
    },
  });

  const focusField = (name: Name) => document.getElementById(fieldId(name))?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setProblem(null);
    try {
      await form.validateAllFields('submit');
      const invalid = ORDER.find((name) => form.getFieldMeta(name)?.errors.length);
      if (invalid) {
        focusField(invalid);
        return;
      }
      const values = form.state.values;
      const input = leadInput(values);
      if (!input) return;
      const result = await registerLead(input);
      if (result.ok) {
        onRegistered({ ...details, ...values }, result.disclosures);
        return;
      }
      const errors: Partial<Record<Name, ServerError>> = {};
      for (const name of ORDER) {
        const message = result.fields[name];
        if (message) errors[name] = { value: values[name], message };
      }
      setServerErrors(errors);
      const first = ORDER.find((name) => errors[name]);
      if (first) focusField(first);
      else setProblem(result.message);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  return (
    <form className={css.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={css.lead}>We use these to send your voucher and receipt, and to find cleaners near you.</p>
      <form.Field name="email" validators={fieldChecks(EmailSchema)}>
        {(field) => (
          <TextField
            field={field}
            id={fieldId('email')}
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            serverError={serverErrors.email}
            onValue={(value) => onDetail('email', value)}
          />
        )}
      </form.Field>
      <form.Field name="phone" validators={fieldChecks(PhoneSchema)}>
        {(field) => (
          <TextField
            field={field}
            id={fieldId('phone')}
            label="Mobile phone"
            hint="10 digits, e.g. (555) 555-0123"
            type="tel"
            autoComplete="tel-national"
            inputMode="tel"
            serverError={serverErrors.phone}
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
              label="First name"
              optional
              autoComplete="given-name"
              maxLength={100}
              serverError={serverErrors.firstName}
              onValue={(value) => onDetail('firstName', value)}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              field={field}
              id={fieldId('lastName')}
              label="Last name"
              optional
              autoComplete="family-name"
              maxLength={100}
              serverError={serverErrors.lastName}
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
            label="Zip code of the home to clean"
            autoComplete="postal-code"
            inputMode="numeric"
            enterKeyHint="go"
            serverError={serverErrors.zipcode}
            onValue={(value) => onDetail('zipcode', value)}
          />
        )}
      </form.Field>
      {problem && <Problem title="We could not save your details">{problem}</Problem>}
      <div className={css.actionsEnd}>
        <Button type="submit" size="large" fullWidth loading={busy} disabled={!ready}>
          Continue
        </Button>
      </div>
    </form>
  );
}
