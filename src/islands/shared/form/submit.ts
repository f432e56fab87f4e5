/**
 * How the site's forms submit: TanStack Form runs every submission (`handleSubmit`), and its own
 * `isSubmitting` is the form's busy state (one submit at a time: a press while it is set, in the
 * same frame too, is ignored). Each attempt hands TanStack what to do as its submit meta: the
 * server call when every field passes its §5 check, else focus on the first invalid field. The
 * messages the server gives for fields are kept with the value they were about and merged over the
 * form's own errors on every render (the way TanStack Form's server examples merge server state
 * with mergeForm/useTransform), so each shows on its field until that value changes, and focus goes
 * to the first of them. What is left (a message for the whole form) is the caller's to show.
 */
import { formOptions, useStore, type AnyFieldMeta } from '@tanstack/react-form';
import { useState, type FormEvent } from 'react';

/** What one submit attempt asks of TanStack's handleSubmit (its submit meta). */
export type SubmitMeta = {
  /** Every field passed: the server call. */
  send: () => Promise<void>;
  /** A field did not pass. */
  invalid: () => Promise<void>;
};

const nothing = async () => undefined;

/**
 * The form options every form here shares, spread into its `useForm` with its own default values:
 * TanStack's submission runs each attempt's meta.
 */
export const submitOptions = formOptions({
  onSubmitMeta: { send: nothing, invalid: nothing } as SubmitMeta,
  onSubmit: ({ meta }: { meta: SubmitMeta }) => meta.send(),
  onSubmitInvalid: ({ meta }: { meta: SubmitMeta }) => void meta.invalid(),
});

/** The part of a TanStack form the pipeline uses (a useForm result made with `submitOptions` has it). */
export type PipelineForm<Name extends string> = {
  handleSubmit: (meta: SubmitMeta) => Promise<void>;
  state: { isSubmitting: boolean };
  store: Parameters<typeof useStore>[0];
  validateAllFields: (cause: 'submit') => Promise<unknown>;
  getFieldMeta: (name: Name) => AnyFieldMeta | undefined;
  getFieldValue: (name: Name) => unknown;
};

/** Messages a server gave for fields, by field name (other names are ignored). */
export type ServerFieldErrors = Record<string, string | undefined>;

/** A message the server gave for a field, valid while the field still holds the value it was about. */
export type ServerError = { value: string; message: string };

/** The server's messages for the form's fields, each with the value it was about. */
export function serverErrorsFor<Name extends string>(
  form: PipelineForm<Name>,
  order: readonly Name[],
  errors: ServerFieldErrors,
): Partial<Record<Name, ServerError>> {
  const kept: Partial<Record<Name, ServerError>> = {};
  for (const name of order) {
    const message = errors[name];
    if (message) kept[name] = { value: String(form.getFieldValue(name) ?? ''), message };
  }
  return kept;
}

/** The first field in `order` that has an error of any kind. */
export function firstInvalid<Name extends string>(form: PipelineForm<Name>, order: readonly Name[]): Name | undefined {
  return order.find((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0);
}

/** What one attempt needs besides the form: the fields' order, how to focus one, what to do first. */
export type Attempt<Name extends string> = {
  /** The fields in the order they appear (focus goes to the first invalid one). */
  order: readonly Name[];
  /** Moves focus to a field. */
  focus: (name: Name) => void;
  /**
   * Clears what the last attempt left for the whole form (a decline, a server's sentence): runs at
   * the start of every attempt, before the fields are checked, so an old message never stands
   * under a new attempt's field errors.
   */
  onAttempt?: (() => void) | undefined;
  /** A field did not pass (after focus went to it). */
  onInvalid?: (() => void) | undefined;
  /** Keeps the server's field messages (emptied as a call starts). */
  keep: (errors: Partial<Record<Name, ServerError>>) => void;
};

/**
 * One submit attempt through TanStack's `handleSubmit`: `send` runs only when every field is valid;
 * it returns the server's field messages (or nothing), which are kept and focused. A press while
 * the form is submitting does nothing.
 */
export function submitAttempt<Name extends string>(
  form: PipelineForm<Name>,
  { order, focus, onAttempt, onInvalid, keep }: Attempt<Name>,
  send: () => Promise<ServerFieldErrors | undefined>,
): Promise<void> {
  if (form.state.isSubmitting) return Promise.resolve();
  onAttempt?.();
  return form.handleSubmit({
    // TanStack skips the checks of a first attempt on a form it already knows is invalid: every
    // field is checked on every attempt here, so that each shows its message.
    invalid: async () => {
      await form.validateAllFields('submit');
      const invalid = firstInvalid(form, order);
      if (invalid) focus(invalid);
      onInvalid?.();
    },
    send: async () => {
      keep({});
      const errors = await send();
      if (!errors) return;
      const kept = serverErrorsFor(form, order, errors);
      keep(kept);
      const first = order.find((name) => kept[name]);
      if (first) focus(first);
    },
  });
}

type Options<Name extends string> = Omit<Attempt<Name>, 'focus' | 'keep'> & {
  form: PipelineForm<Name>;
  /** The input element's id of a field. */
  fieldId: (name: Name) => string;
};

/**
 * `submit(event, send)` for a form's onSubmit (`submitAttempt`), with TanStack's `isSubmitting` as
 * `busy` and the server's field messages kept in state (`serverErrors`, passed to each TextField).
 */
export function useSubmitPipeline<Name extends string>({ form, order, fieldId, onAttempt }: Options<Name>) {
  const busy = useStore(form.store, (state) => (state as { isSubmitting: boolean }).isSubmitting);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name, ServerError>>>({});
  const focus = (name: Name) => document.getElementById(fieldId(name))?.focus();

  function submit(event: FormEvent, send: () => Promise<ServerFieldErrors | undefined>): Promise<void> {
    event.preventDefault();
    return submitAttempt(form, { order, focus, onAttempt, keep: setServerErrors }, send);
  }

  /** Forgets the server's messages (e.g. the form was reset). */
  const clearServerErrors = () => setServerErrors({});

  return { busy, submit, focus, serverErrors, clearServerErrors };
}
