/**
 * The one submit pipeline of the site's TanStack forms (the checkout's steps): one submit at a
 * time (a click in the same frame is ignored too), every field's §5 check, focus on the first
 * invalid field, then the server call; the messages the server gives for fields are kept with the
 * value they were about and merged over the form's own errors on every render (the way TanStack
 * Form's server examples merge server state with mergeForm/useTransform), so each shows on its field
 * until that value changes, and focus goes to the first of them. What is left (a message for the
 * whole form) is the caller's to show.
 */
import type { AnyFieldMeta } from '@tanstack/react-form';
import { useRef, useState, type FormEvent } from 'react';

/** The part of a TanStack form the pipeline uses (any useForm result has it). */
export type PipelineForm<Name extends string> = {
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

type Options<Name extends string> = {
  form: PipelineForm<Name>;
  /** The fields in the order they appear (focus goes to the first invalid one). */
  order: readonly Name[];
  /** The input element's id of a field. */
  fieldId: (name: Name) => string;
  /**
   * Clears what the last attempt left for the whole form (a decline, a server's sentence): runs at
   * the start of every attempt, before the fields are checked, so an old message never stands
   * under a new attempt's field errors.
   */
  onAttempt?: () => void;
};

/**
 * `submit(event, send)` for a form's onSubmit: `send` runs only when every field is valid; it returns
 * the server's field messages (or nothing), which the pipeline keeps (`serverErrors`, passed to each
 * TextField) and focuses.
 */
export function useSubmitPipeline<Name extends string>({ form, order, fieldId, onAttempt }: Options<Name>) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name, ServerError>>>({});
  const focus = (name: Name) => document.getElementById(fieldId(name))?.focus();

  async function submit(event: FormEvent, send: () => Promise<ServerFieldErrors | undefined>): Promise<void> {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    onAttempt?.();
    try {
      await form.validateAllFields('submit');
      const invalid = firstInvalid(form, order);
      if (invalid) {
        focus(invalid);
        return;
      }
      setServerErrors({});
      const errors = await send();
      if (!errors) return;
      const kept = serverErrorsFor(form, order, errors);
      setServerErrors(kept);
      const first = order.find((name) => kept[name]);
      if (first) focus(first);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  /** Forgets the server's messages (e.g. the form was reset). */
  const clearServerErrors = () => setServerErrors({});

  return { busy, submit, focus, serverErrors, clearServerErrors };
}
