/**
 * "Check your zip code": cleaners and customers near a zip code and the member and non-member
 * hourly rates there (ZipLookup). A malformed zip code gets the §5 message on the field; a zip
 * code we do not serve gets the API's sentence, which names the nearest served city when there is
 * one, and a way onto the waitlist. A served zip code is what the option links carry to the
 * checkout (zipStore).
 *
 * This is the island's shell: the field, Check and the invitation, a few kilobytes that hydrate as
 * soon as the field comes into view (the field works within a second of showing). The
 * code that answers (the API call with urql and its checks, the answer's view) loads on the form's
 * first focus or input, at hydration when the field was typed into or focused before it, or at its
 * submit at the latest (./answering.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField } from '../shared/form/InputField.tsx';
import { forgetLookup, recordLookup, useZip } from '../shared/zipStore.ts';
import { reportError } from '../../lib/reportError.ts';
import { FRIENDLY_TRANSPORT_MESSAGE } from '../../graphql/friendly.ts';
import { loadAnswering } from './answering.ts';
import type { Answer, Looked } from './lookUp.ts';
import type { ZipWords } from './ZipResult.tsx';
import * as css from './ZipLookup.css.ts';

type Answering = Awaited<ReturnType<typeof loadAnswering>>;

/** The answering code, loaded once asked for (`warm`); `answering` is null until it is here. */
function useAnswering() {
  const [answering, setAnswering] = useState<Answering | null>(null);
  const load = useCallback(async () => {
    const loaded = await loadAnswering();
    setAnswering(() => loaded);
    return loaded;
  }, []);
  // A failed download is tried again at the submit.
  const warm = useCallback(() => void load().catch(() => undefined), [load]);
  return { answering, load, warm };
}

/** The field, what it answered, and Check: each lookup's answer recorded for the option links. */
function useLookup() {
  const { served } = useZip();
  const { answering, load, warm } = useAnswering();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const prefilled = useRef(false);

  // Typed into or focused before the island hydrated: those events went by, so the answering code
  // is asked for now, not at the submit.
  useEffect(() => {
    const field = input.current;
    if (field && (field.value || field.form?.contains(document.activeElement))) warm();
  }, [warm]);

  /** The answer to the field's zip code; a failed download of the answering code said as the connection's. */
  const ask = async (value: string): Promise<Looked> => {
    try {
      return await (await load()).lookUp(value);
    } catch (error) {
      reportError(error, { source: 'ZipLookup', step: 'load lookup' });
      return { kind: 'failed', message: FRIENDLY_TRANSPORT_MESSAGE };
    }
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    await lookUp(input.current?.value ?? '');
  }

  /** Looks `value` up and shows the answer; `restored`: the stored zip code again (recorded already). */
  async function lookUp(value: string, restored = false) {
    // A zip code looked up here is no earlier one to restore.
    prefilled.current = true;
    setLoading(true);
    // A failure of the last attempt is not left standing over this one.
    setAnswer((shown) => (shown?.kind === 'failed' ? null : shown));
    const looked = await ask(value);
    setLoading(false);
    if (looked.kind === 'malformed') {
      // A malformed zip code replaces the earlier one: the option links stop carrying the old zip code.
      forgetLookup();
      setFieldError(looked.message);
      setAnswer(null);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    if (looked.kind !== 'failed' && !(restored && looked.kind === 'served')) {
      recordLookup(looked.zipcode, looked.kind === 'served');
    }
    setAnswer(looked);
  }
  // A zip code found earlier in this session fills the field once, unless something else was typed,
  // and its answer is shown again: the deal page reloaded, or rebuilt on Back where the browser did
  // not keep it (Firefox drops a page left while a fetch ran, such as the checkout's code fetched
  // ahead, and puts the field's old value back itself), reads as the shopper left it. (The field is
  // uncontrolled, so what a shopper types before the island hydrates is kept.)
  useEffect(() => {
    const field = input.current;
    if (served && !prefilled.current && field && (!field.value || field.value.trim() === served)) {
      field.value = served;
      void lookUp(served, true);
    }
    prefilled.current ||= Boolean(served);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the zip code restored at hydration
  }, [served]);

  return { input, fieldError, loading, answer, answering, warm, submit };
}

/** `words`: src/content/pages/deal.yaml `zip`, given by the page (the answer's too, for ./ZipResult.tsx). */
function Lookup({ words }: { words: ZipWords }) {
  const { input, fieldError, loading, answer, answering, warm, submit } = useLookup();
  const slow = useSlow(loading);
  const asked = answer !== null || slow;
  return (
    <div className={css.layout}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={warm}
        onInput={warm}
        aria-labelledby="zip-title"
      >
        <InputField
          id="zip-lookup-zipcode"
          label={words.label}
          inputRef={input}
          name="zipcode"
          defaultValue=""
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={fieldError}
          // Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts).
          action={
            <Button type="submit" size="large" loading={loading} busyLabel={words.busy}>
              {words.check}
            </Button>
          }
        />
      </form>
      <div className={css.result} aria-live="polite" data-testid="zip-result">
        {!asked && <p>{words.invitation}</p>}
        {asked && answering && <answering.ZipAnswer answer={answer} slow={slow} words={words} />}
        {/* Only when the answering code itself could not be downloaded: its view is not here either. */}
        {answer?.kind === 'failed' && !answering && (
          <p className={css.problem} role="alert">
            {answer.message}
          </p>
        )}
      </div>
    </div>
  );
}

export default island('ZipLookup', Lookup);
