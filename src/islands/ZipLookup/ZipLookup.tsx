/**
 * "Check your zip code": cleaners and customers near a zip code and the member and non-member
 * hourly rates there (ZipLookup). A malformed zip code gets the §5 message on the field; a zip
 * code we do not serve gets the API's sentence, which names the nearest served city when there is
 * one, and a way onto the waitlist. A served zip code is what the option links carry to the
 * checkout (zipStore).
 *
 * This is the island's shell: the field, Check and the invitation, a few kilobytes that hydrate as
 * soon as the field comes into view (the field works within a second of showing). The
 * code that answers (the form's TanStack form with its check, the API call with urql, the answer's
 * view) loads on the form's first focus or input, at hydration when the field was typed into or
 * focused before it, or at its submit at the latest (./answering.ts, ../shared/form/lazyForm.ts).
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField } from '../shared/form/InputField.tsx';
import { useLazyForm } from '../shared/form/lazyForm.ts';
import { forgetLookup, recordLookup, useZip } from '../shared/zipStore.ts';
import { FRIENDLY_TRANSPORT_MESSAGE } from '../../graphql/friendly.ts';
import { loadAnswering } from './answering.ts';
import type { Answer } from './lookUp.ts';
import type { ZipWords } from './ZipResult.tsx';
import * as css from './ZipLookup.css.ts';

type Answering = Awaited<ReturnType<typeof loadAnswering>>;

/** The answering code, loaded once asked for; `answering` is null until it is here. */
function useAnswering() {
  const [answering, setAnswering] = useState<Answering | null>(null);
  const load = useCallback(async () => {
    const loaded = await loadAnswering();
    setAnswering(() => loaded);
    return loaded;
  }, []);
  return { answering, load };
}

/**
 * The field (its TanStack form, made with the answering code), what it answered, and Check: each
 * lookup's answer recorded for the option links.
 */
function useLookup() {
  const { served } = useZip();
  const { answering, load } = useAnswering();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const prefilled = useRef(false);
  const form = useLazyForm<'zipcode'>({
    schemas: async () => (await load()).ZIP_FIELDS,
    read: () => ({ zipcode: input.current?.value ?? '' }),
    source: 'ZipLookup',
  });

  // Typed into or focused before the island hydrated: those events went by, so the answering code
  // is asked for now, not at the submit.
  useEffect(() => {
    const field = input.current;
    if (field && (field.value || field.form?.contains(document.activeElement))) form.warm();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  /**
   * Checks the field's zip code and looks it up through the form's submission (`event`: the form's
   * submit; null for the stored zip code shown again, `restored`, recorded already).
   */
  async function lookUp(event: FormEvent | null, restored = false) {
    // A zip code looked up here is no earlier one to restore.
    prefilled.current = true;
    // A malformed zip code replaces the earlier one: the option links stop carrying the old zip code.
    const malformed = () => {
      forgetLookup();
      setAnswer(null);
    };
    const attempt = {
      focus: () => input.current?.focus(),
      // A failure of the last attempt is not left standing over this one.
      onAttempt: () => setAnswer((shown) => (shown?.kind === 'failed' ? null : shown)),
      onInvalid: malformed,
    };
    const sent = await form.submit(event, attempt, async (made) => {
      const looked = await (await load()).lookUp(made.value('zipcode'));
      if (looked.kind === 'malformed') {
        malformed();
        return { zipcode: looked.message };
      }
      if (looked.kind !== 'failed' && !(restored && looked.kind === 'served')) {
        recordLookup(looked.zipcode, looked.kind === 'served');
      }
      setAnswer(looked);
      return undefined;
    });
    // The answering code could not be downloaded: said as the connection's failure.
    if (!sent) setAnswer({ kind: 'failed', message: FRIENDLY_TRANSPORT_MESSAGE });
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
      void lookUp(null, true);
    }
    prefilled.current ||= Boolean(served);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the zip code restored at hydration
  }, [served]);

  return { input, form, answer, answering, warm: form.warm, submit: (event: FormEvent) => lookUp(event) };
}

/** `words`: src/content/pages/deal.yaml `zip`, given by the page (the answer's too, for ./ZipResult.tsx). */
function Lookup({ words }: { words: ZipWords }) {
  const { input, form, answer, answering, warm, submit } = useLookup();
  const slow = useSlow(form.busy);
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
          error={form.error('zipcode')}
          onChange={(event) => form.change('zipcode', event.target.value)}
          onBlur={(event) => {
            // Checked on blur once something was typed (a field tabbed past stays quiet).
            if (event.target.value !== '') form.blur('zipcode');
          }}
          // Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts).
          action={
            <Button type="submit" size="large" loading={form.busy} busyLabel={words.busy}>
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
