/**
 * The one submit pipeline of the site's TanStack forms (the checkout's steps): one submit at a
 * time (a click in the same frame is ignored too), every field's §5 check, focus on the first
 * invalid field, then the server call; the messages the server gives for fields are merged into the
 * form as the fields' `onServer` errors, the way TanStack Form's server examples merge server
 * state, and focus goes to the first of them. What is left (a message for the whole form) is the
 * caller's to show.
 */
import type { AnyFieldLikeMetaBase, AnyFieldMeta } from '@tanstack/react-form';
import { useRef, useState, type FormEvent } from 'react';

/** The part of a TanStack form the pipeline uses (any useForm result has it). */
export type PipelineForm<Name extends string> = {
  validateAllFields: (cause: 'submit') => Promise<unknown>;
  getFieldMeta: (name: Name) => AnyFieldMeta | undefined;
  setFieldMeta: (name: Name, updater: (meta: AnyFieldLikeMetaBase) => AnyFieldLikeMetaBase) => void;
};

/** Messages a server gave for fields, by field name (other names are ignored). */
export type ServerFieldErrors = Record<string, string | undefined>;

/** Puts server messages on their fields (onServer) and returns the first such field in `order`. */
export function mergeServerErrors<Name extends string>(
  form: PipelineForm<Name>,
  order: readonly Name[],
  errors: ServerFieldErrors,
): Name | undefined {
  let first: Name | undefined;
  for (const name of order) {
    const message = errors[name];
    form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }));
    if (message) first ??= name;
  }
  return first;
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
};

/**
 * `submit(send)` for a form's onSubmit: `send` runs only when every field is valid; it returns the
 * server's field messages (or nothing), which the pipeline merges into the form and focuses.
 */
export function useSubmitPipeline<Name extends string>({ form, order, fieldId }: Options<Name>) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const focus = (name: Name) => document.getElementById(fieldId(name))?.focus();

  async function submit(event: FormEvent, send: () => Promise<ServerFieldErrors | undefined>): Promise<void> {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await form.validateAllFields('submit');
      const invalid = firstInvalid(form, order);
      if (invalid) {
        focus(invalid);
        return;
      }
      const errors = await send();
      if (!errors) return;
      const first = mergeServerErrors(form, order, errors);
      if (first) focus(first);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return { busy, submit, focus };
}
