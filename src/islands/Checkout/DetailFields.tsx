/** Step 1's fields: email and mobile phone, the optional names, and the zip code of the home to clean. */
import { useForm } from '@tanstack/react-form';
import type { ComponentProps } from 'react';
import type * as v from 'valibot';
import { EmailSchema, PhoneSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import { submitOptions, type ServerError } from '../shared/form/submit.ts';
import { fieldChecks, TextField } from '../shared/form/TextField.tsx';
import * as css from './Checkout.css.ts';
import type { Details } from './session.ts';
import type { CheckoutWords } from './words.tsx';

export const DETAIL_ORDER = ['email', 'phone', 'firstName', 'lastName', 'zipcode'] as const;
export type DetailName = (typeof DETAIL_ORDER)[number];

/** The details form, from the details the checkout holds. */
export function useDetailsForm(details: Details) {
  return useForm({
    ...submitOptions,
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
  words: CheckoutWords;
};

type FieldProps = Omit<Props, 'words'> &
  Omit<ComponentProps<typeof TextField>, 'field' | 'id' | 'serverError' | 'onValue' | 'form' | 'name'> & {
    name: DetailName;
    /** The §5 schema the field is checked with (on blur and submit); none for the optional names. */
    schema?: v.GenericSchema<string, unknown>;
  };

/** One field of the form, checked with its schema, each change handed to the checkout's state. */
function DetailField({ form, fieldId, serverErrors, onDetail, name, schema, ...input }: FieldProps) {
  return (
    <form.Field name={name} validators={schema ? fieldChecks(schema) : {}}>
      {(field) => (
        <TextField
          field={field}
          id={fieldId(name)}
          serverError={serverErrors[name]}
          {...input}
          onValue={(value) => onDetail(name, value)}
        />
      )}
    </form.Field>
  );
}

export function DetailFields({ words: all, ...props }: Props) {
  const words = all.details;
  return (
    <>
      <DetailField
        {...props}
        name="email"
        schema={EmailSchema}
        label={words.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <DetailField
        {...props}
        name="phone"
        schema={PhoneSchema}
        label={words.phone}
        hint={words.phoneHint}
        // The national number (what browsers fill for "tel-national") on a text input with the
        // phone keypad: HTML allows "tel-national" on type="text", not on type="tel".
        type="text"
        autoComplete="tel-national"
        inputMode="tel"
      />
      <div className={css.pair}>
        <DetailField
          {...props}
          name="firstName"
          label={words.firstName}
          optional={all.optional}
          autoComplete="given-name"
          maxLength={100}
        />
        <DetailField
          {...props}
          name="lastName"
          label={words.lastName}
          optional={all.optional}
          autoComplete="family-name"
          maxLength={100}
        />
      </div>
      <DetailField
        {...props}
        name="zipcode"
        schema={ZipcodeSchema}
        label={words.zipcode}
        autoComplete="postal-code"
        inputMode="numeric"
        enterKeyHint="go"
      />
    </>
  );
}
