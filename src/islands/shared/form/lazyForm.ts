/**
 * A form whose fields are server-rendered `InputField`s that work at once, and whose TanStack form
 * (./headless.ts: `submitOptions`, `fieldChecks`, TanStack's submission) is made on the form's first
 * focus or input, or at its submit at the latest: how the deal page's small forms keep TanStack
 * Form and valibot out of the page's bytes until a visitor uses them. The fields stay uncontrolled
 * (what was typed before hydration is kept) and hand each value to the TanStack form.
 */
import { useCallback, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { HeadlessForm, Schemas } from './headless.ts';
import { reportError } from '#src/lib/reportError.ts';
import { lazyModule } from './lazy.ts';
import type { Attempt, ServerError, ServerFieldErrors } from './submit.ts';

/**
 * TanStack Form and the helpers every form here shares (./headless.ts), loaded once for the page.
 * Only a browser asks for it: the server build leaves the import out (`import.meta.env.SSR`).
 */
const loadHeadless = lazyModule(() =>
  import.meta.env.SSR ? Promise.reject(new Error('A form is made in the browser only')) : import('./headless.ts'),
);

type Options<Name extends string> = {
  /** Loads the form's fields with their §5 schemas, in the order they appear. */
  schemas: () => Promise<Schemas<Name>>;
  /** The values the fields' elements hold now. */
  read: () => Record<Name, string>;
  /** The island's name, for the report of a failed download. */
  source: string;
};

/** What the island shows of the TanStack form, once it is made (undefined before, and in the server render). */
function useFormState<Name extends string>(form: HeadlessForm<Name> | null) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const subscription = form?.form.store.subscribe(listener);
      return () => subscription?.unsubscribe();
    },
    [form],
  );
  return useSyncExternalStore(
    subscribe,
    () => form?.shown(),
    () => undefined,
  );
}

/** The TanStack form of a form whose fields render before it; see the file comment. */
export function useLazyForm<Name extends string>({ schemas, read, source }: Options<Name>) {
  const [form, setForm] = useState<HeadlessForm<Name> | null>(null);
  /** The form's code is downloading for a submit (TanStack's own busy state once it is here). */
  const [opening, setOpening] = useState(false);
  const [serverErrors, keep] = useState<Partial<Record<Name, ServerError>>>({});
  const load = useMemo(
    () =>
      lazyModule(() =>
        Promise.all([loadHeadless(), schemas()]).then(([{ headlessForm }, fields]) => {
          const made = headlessForm(fields, read());
          setForm(made);
          return made;
        }),
      ),
    // Made once per form: `schemas` and `read` read refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Renders again when what the island shows of the form changes.
  useFormState(form);

  /** Asks for the form's code (a form's focus or input); a failed download is tried again at the submit. */
  const warm = () => void load().catch(() => undefined);

  /**
   * The form's onSubmit: the form is made if it is not yet, takes what the fields hold, and runs one
   * attempt (`submitAttempt`). False when its code could not be downloaded (reported).
   */
  async function submit(
    /** The form's submit event; null for a lookup the island starts itself. */
    event: FormEvent | null,
    attempt: Omit<Attempt<Name>, 'order' | 'keep'>,
    send: (made: HeadlessForm<Name>) => Promise<ServerFieldErrors | undefined>,
  ): Promise<boolean> {
    event?.preventDefault();
    let made = form;
    if (!made) {
      setOpening(true);
      try {
        made = await load();
      } catch (error) {
        reportError(error, { source, step: 'load form' });
        return false;
      } finally {
        setOpening(false);
      }
    }
    made.sync(read());
    await made.submit({ ...attempt, keep }, () => send(made));
    return true;
  }

  /** The message a field shows: its own check's, else the server's while it holds that value. */
  const error = (name: Name): string | undefined => {
    if (!form) return undefined;
    const server = serverErrors[name];
    return form.error(name) ?? (server && server.value === form.value(name) ? server.message : undefined);
  };

  return {
    form,
    busy: opening || Boolean(form?.form.state.isSubmitting),
    warm,
    submit,
    error,
    change: (name: Name, value: string) => form?.change(name, value),
    /** The field was left: its check runs once the form is here (made now if it is not yet). */
    blur: (name: Name) =>
      void load()
        .then((made) => {
          made.sync(read());
          made.blur(name);
        })
        .catch(() => undefined),
  };
}
