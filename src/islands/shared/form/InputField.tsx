/**
 * The one field component of every form on the site: a label, an optional hint, the input and the
 * line for its message, wired for assistive technology (aria-invalid, aria-describedby naming the
 * hint and the message). It holds no state and imports no form library, so the deal page's small
 * forms (zip lookup, waitlist) render it before their TanStack form is loaded (./lazyForm.ts); the
 * checkout binds it to a TanStack Form field through TextField (./TextField.tsx).
 */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { renderedValue, useEarlyInput } from './earlyInput.ts';
import * as css from './field.css.ts';

export type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-invalid' | 'aria-describedby' | 'children'
>;

type Props = InputProps & {
  id: string;
  label: string;
  /** The words after the label of a field that may stay empty ("(optional)", the form's words). */
  optional?: string | undefined;
  hint?: string | undefined;
  /** The message to show under the input; the input is marked invalid while there is one. */
  error?: string | null | undefined;
  inputRef?: Ref<HTMLInputElement>;
  /** A control on the input's right (e.g. the zip lookup's Check button). */
  action?: ReactNode;
};

export function InputField({ id, label, optional, hint, error, inputRef, action, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  // What was typed before hydration reaches the field's handlers (./earlyInput.ts).
  useEarlyInput(
    () => document.getElementById(id) as HTMLInputElement | null,
    renderedValue(input.value, input.defaultValue),
    input.onChange,
    input.onBlur,
  );
  const field = (
    <input
      {...input}
      ref={inputRef}
      id={id}
      className={css.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
  return (
    <div className={css.field}>
      <label htmlFor={id} className={css.label}>
        {label}
        {optional && <span className={css.optional}>{` ${optional}`}</span>}
      </label>
      {hint && (
        <p id={hintId} className={css.hint}>
          {hint}
        </p>
      )}
      {action ? (
        <div className={css.row}>
          <div className={css.grow}>{field}</div>
          {action}
        </div>
      ) : (
        field
      )}
      <p id={errorId} className={css.error}>
        {error}
      </p>
    </div>
  );
}
