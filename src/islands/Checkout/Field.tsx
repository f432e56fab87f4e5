/**
 * A labelled text input bound to a TanStack Form field, with its error tied to it
 * (aria-invalid, aria-describedby) and the validation timing the checkout uses:
 * - on blur, the field's spec §5 schema runs (not for a field tabbed past without typing);
 * - on submit, every field's schema runs (Standard Schema: the valibot schema itself);
 * - once an error shows, it is re-checked as the shopper types, so it goes away when fixed.
 */
import type { AnyFieldApi } from '@tanstack/react-form';
import type { InputHTMLAttributes } from 'react';
import * as v from 'valibot';
import * as css from './Checkout.css.ts';

/** The message of a validation error as TanStack Form stores it (a string, an issue, or a list). */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return errorText(error[0]);
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return undefined;
}

/** The error a field shows: the latest check (blur or typing) first, else the submit check. */
export function fieldError(field: AnyFieldApi): string | undefined {
  const { errorMap } = field.state.meta;
  return errorText(errorMap.onBlur) ?? errorText(errorMap.onSubmit);
}

/** The first §5 message of a schema for a value, or undefined when it is valid. */
export function firstIssue(schema: v.GenericSchema<string, unknown>, value: string): string | undefined {
  const parsed = v.safeParse(schema, value);
  return parsed.success ? undefined : parsed.issues[0].message;
}

/** A field's validators: its §5 schema on blur and on submit. */
export function fieldChecks<S extends v.GenericSchema<string, unknown>>(schema: S) {
  return {
    onBlur: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) =>
      value === '' && !fieldApi.state.meta.isDirty ? undefined : firstIssue(schema, value),
    onSubmit: schema,
  };
}

/** A message the API gave for a field, valid while the field still holds the value it was about. */
export type ServerError = { value: string; message: string };

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength' | 'autoCapitalize' | 'spellCheck' | 'enterKeyHint'
>;

type Props = InputProps & {
  field: AnyFieldApi;
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  serverError?: ServerError | undefined;
  /** Called with every new value (the checkout mirrors its state). */
  onValue?: (value: string) => void;
  /** Reshapes what was typed (e.g. inserts the slash of MM/YY). */
  format?: (next: string, previous: string) => string;
};

export function TextField({ field, id, label, optional = false, hint, serverError, onValue, format, ...input }: Props) {
  const value = field.state.value as string;
  const shownServerError = serverError && serverError.value === value ? serverError.message : undefined;
  const error = fieldError(field) ?? shownServerError;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {optional && <span className={css.optional}> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      <input
        {...input}
        id={id}
        className={css.input}
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onBlur={field.handleBlur}
        onChange={(event) => {
          const next = format ? format(event.target.value, value) : event.target.value;
          const hadError = Boolean(fieldError(field));
          field.handleChange(next);
          if (hadError) void field.validate('blur');
          onValue?.(next);
        }}
      />
      <p id={errorId} className={css.error}>
        {error}
      </p>
    </div>
  );
}

/** MM/YY as it is typed: "2" -> "02/", "12" -> "12/", "1228" -> "12/28"; anything else is left alone. */
export function formatExpiry(next: string, previous: string): string {
  if (next.length < previous.length || !/^\d+$/.test(next)) return next;
  if (next.length === 1) return /^[2-9]$/.test(next) ? `0${next}/` : next;
  if (next.length <= 4) return `${next.slice(0, 2)}/${next.slice(2)}`;
  return next;
}
