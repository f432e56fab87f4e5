/**
 * InputField bound to a TanStack Form field, with the validation timing every TanStack form here uses:
 * - on blur, the field's spec §5 schema runs (not for a field tabbed past without typing);
 * - on submit, every field's schema runs (Standard Schema: the valibot schema itself);
 * - once an error shows, it is re-checked as the shopper types, so it goes away when fixed;
 * - a message the server gave for the field (kept by ./submit.ts with the value it was about) is
 *   merged over the field's own errors while the field still holds that value.
 */
import type { AnyFieldApi } from '@tanstack/react-form';
import type * as v from 'valibot';
import { InputField, type InputProps } from './InputField.tsx';
import type { ServerError } from './submit.ts';

/** The message of a validation error as TanStack Form stores it (a string, an issue, or a list). */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return errorText(error[0]);
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return undefined;
}

/** The error a field shows: the latest check (blur or typing), else the submit check, else the server's. */
export function fieldError(field: AnyFieldApi): string | undefined {
  const { errorMap } = field.state.meta;
  return errorText(errorMap.onBlur) ?? errorText(errorMap.onSubmit) ?? errorText(errorMap.onServer);
}

/**
 * The first §5 message of a schema for a value, or undefined when it is valid. Through the schema's
 * own Standard Schema interface (synchronous for every schema here), not valibot's functions: the
 * form helpers then import no valibot of their own, and valibot stays in one chunk with the schemas.
 */
export function firstIssue(schema: v.GenericSchema<string, unknown>, value: string): string | undefined {
  const result = schema['~standard'].validate(value);
  return result instanceof Promise ? undefined : result.issues?.[0]?.message;
}

/** A field's validators: its §5 schema on blur and on submit. */
export function fieldChecks<S extends v.GenericSchema<string, unknown>>(schema: S) {
  return {
    onBlur: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) =>
      value === '' && !fieldApi.state.meta.isDirty ? undefined : firstIssue(schema, value),
    onSubmit: schema,
  };
}

type Props = Omit<InputProps, 'value' | 'onChange' | 'onBlur'> & {
  field: AnyFieldApi;
  id: string;
  label: string;
  /** The words marking a field that may stay empty ("(optional)"); without them the field is required. */
  optional?: string | undefined;
  hint?: string;
  serverError?: ServerError | undefined;
  /** Called with every new value (the checkout mirrors its state). */
  onValue?: (value: string) => void;
  /** Reshapes what was typed or pasted (e.g. MM/YY, card number groups). */
  format?: (next: string, previous: string) => string;
};

/** Where the caret goes after formatting: after as many digits as were before it. */
function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]!) && ++seen === digits) return i + 1;
  }
  return formatted.length;
}

export function TextField({ field, onValue, format, serverError, optional, ...input }: Props) {
  const value = field.state.value as string;
  const fromServer = serverError && serverError.value === value ? serverError.message : undefined;
  return (
    <InputField
      {...input}
      optional={optional}
      required={optional === undefined}
      value={value}
      error={fieldError(field) ?? fromServer}
      onBlur={field.handleBlur}
      onChange={(event) => {
        const target = event.target;
        const raw = target.value;
        const next = format ? format(raw, value) : raw;
        const caret = target.selectionStart;
        const hadError = Boolean(fieldError(field));
        field.handleChange(next);
        if (hadError) void field.validate('blur');
        onValue?.(next);
        // Formatting in the middle of the value keeps the caret after the same digit.
        if (next !== raw && caret !== null && caret < raw.length) {
          // Digits the format removed (Backspace after a card number's space) were before the caret.
          const removed = Math.max(0, raw.replace(/\D/g, '').length - next.replace(/\D/g, '').length);
          const digits = Math.max(0, raw.slice(0, caret).replace(/\D/g, '').length - removed);
          requestAnimationFrame(() => {
            const at = caretAfterDigits(target.value, digits);
            target.setSelectionRange(at, at);
          });
        }
      }}
    />
  );
}
