/** Step 1's fields: email and mobile phone, the optional names, and the zip code of the home to clean. */
import { useForm } from '@tanstack/react-form';
import { EmailSchema, PhoneSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import type { ServerError } from '../shared/form/submit.ts';
import { fieldChecks, TextField } from '../shared/form/TextField.tsx';
import * as css from './Checkout.css.ts';
import type { Details } from './session.ts';

export const DETAIL_ORDER = ['email', 'phone', 'firstName', 'lastName', 'zipcode'] as const;
export type DetailName = (typeof DETAIL_ORDER)[number];

/** The details form, from the details the checkout holds. */
export function useDetailsForm(details: Details) {
  return useForm({
    defaultValues: {
      email: details.email,
      phone: details.phone,
      firstName: details.firstName,
      lastName: details.lastName,
      zipcode: details.zipcode,
    },
  });
}

type Props = {
  form: ReturnType<typeof useDetailsForm>;
  fieldId: (name: DetailName) => string;
  serverErrors: Partial<Record<DetailName, ServerError>>;
  onDetail: (name: DetailName, value: string) => void;
};

function ContactFields({ form, fieldId, serverErrors, onDetail }: Props) {
  return (
    <>
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
    </>
  );
}

function NameFields({ form, fieldId, serverErrors, onDetail }: Props) {
  return (
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
  );
}

export function DetailFields(props: Props) {
  const { form, fieldId, serverErrors, onDetail } = props;
  return (
    <>
      <ContactFields {...props} />
      <NameFields {...props} />
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
    </>
  );
}
