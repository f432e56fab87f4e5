/**
 * A TanStack form for server-rendered fields that work before it exists (`InputField`s, not
 * `form.Field`s): the same `submitOptions`, §5 checks (`fieldChecks`) and submission
 * (`submitAttempt`, TanStack's `handleSubmit` and `isSubmitting`) as every form here, through TanStack
 * Form's own field API. Made when the form is first used (./lazyForm.ts), so TanStack Form is no
 * part of the page's bytes until then; the fields' DOM holds the values, handed over as they change.
 */
import { FieldApi, FormApi, type AnyFieldApi } from '@tanstack/react-form';
import type * as v from 'valibot';
import { submitAttempt, submitOptions, type Attempt, type ServerFieldErrors } from './submit.ts';
import { fieldChecks, fieldError } from './TextField.tsx';

// The checkout's hook, exported here too so that this module (loaded on a deal-page form's first
// use) reaches the same TanStack modules the checkout does: the build then keeps TanStack Form in
// one chunk for both. Without it, the hooks only the checkout reached went to a chunk of their own,
// and the two halves weighed about 1.8 KB (gzip) more than the one chunk.
export { useForm } from '@tanstack/react-form';

export type Schemas<Name extends string> = Record<Name, v.GenericSchema<string, unknown>>;

/** The form of `schemas`' fields (in the order they appear), starting from `values`. */
export function headlessForm<Name extends string>(schemas: Schemas<Name>, values: Record<Name, string>) {
  const form = new FormApi({ ...submitOptions, defaultValues: values });
  const order = Object.keys(schemas) as Name[];
  const fields = {} as Record<Name, AnyFieldApi>;
  for (const name of order) {
    fields[name] = new FieldApi({ form, name, validators: fieldChecks(schemas[name]) } as never) as AnyFieldApi;
  }
  form.mount();
  for (const name of order) fields[name].mount();

  const value = (name: Name) => String((form.getFieldValue(name as never) as unknown) ?? '');

  /** A value typed; a message already shown is checked again, so it goes as soon as the value is right. */
  function change(name: Name, next: string) {
    if (value(name) === next) return;
    const hadError = Boolean(fieldError(fields[name]));
    fields[name].handleChange(next);
    if (hadError) void fields[name].validate('blur');
  }

  return {
    form,
    change,
    /** The field was left: its check runs (not for a field tabbed past without typing). */
    blur: (name: Name) => fields[name].handleBlur(),
    /** The field's own message (blur, typing or submit check). */
    error: (name: Name) => fieldError(fields[name]),
    value,
    /**
     * What the island shows of the form (busy; each field's value, which a server message is about,
     * and message) as one string: the island renders again when it changes, not at every step of
     * TanStack's submission.
     */
    shown: () =>
      [form.state.isSubmitting, ...order.flatMap((name) => [value(name), fieldError(fields[name])])].join('\n'),
    /** Every field takes the value its element holds (set there before the form existed, or by a prefill). */
    sync(current: Record<Name, string>) {
      for (const name of order) change(name, current[name]);
    },
    submit: (attempt: Omit<Attempt<Name>, 'order'>, send: () => Promise<ServerFieldErrors | undefined>) =>
      submitAttempt(form as never, { ...attempt, order }, send),
  };
}

export type HeadlessForm<Name extends string> = ReturnType<typeof headlessForm<Name>>;
