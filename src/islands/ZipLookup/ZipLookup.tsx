/**
 * "Check your zip code": cleaners and customers near a zip code and the member and non-member
 * hourly rates there (ZipLookup). A malformed zip code gets the §5 message on the field; a zip
 * code we do not serve gets the API's sentence, which names the nearest served city when there is
 * one, and a way onto the waitlist. A served zip code is what the option links carry to the
 * checkout (zipStore).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { island } from '../shared/island.tsx';
import { useSlow } from '../shared/slow.ts';
import { InputField } from '../shared/form/InputField.tsx';
import { forgetLookup, recordLookup, useZip } from '../shared/zipStore.ts';
import { loadValidation } from './loadValidation.ts';
import { lookUp, type Answer } from './lookUp.ts';
import { ZipAnswer } from './ZipResult.tsx';
import * as css from './ZipLookup.css.ts';

/** The field, what it answered, and Check: each lookup's answer recorded for the option links. */
function useLookup() {
  const { served } = useZip();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const prefilled = useRef(false);

  // A zip code found earlier in this session fills the field once, unless something was typed.
  // (The field is uncontrolled, so what a shopper types before the island hydrates is kept.)
  useEffect(() => {
    if (served && !prefilled.current && input.current && !input.current.value) input.current.value = served;
    prefilled.current ||= Boolean(served);
  }, [served]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    // A failure of the last attempt is not left standing over this one (issue 32).
    setAnswer((shown) => (shown?.kind === 'failed' ? null : shown));
    const looked = await lookUp(input.current?.value ?? '');
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
    if (looked.kind !== 'failed') recordLookup(looked.zipcode, looked.kind === 'served');
    setAnswer(looked);
  }
  return { input, fieldError, loading, answer, submit };
}

function Lookup() {
  const { input, fieldError, loading, answer, submit } = useLookup();
  const slow = useSlow(loading);
  return (
    <div className={css.layout}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadValidation().catch(() => undefined)}
        aria-labelledby="zip-title"
      >
        <InputField
          id="zip-lookup-zipcode"
          label="Zip code"
          inputRef={input}
          name="zipcode"
          defaultValue=""
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          error={fieldError}
          // Pressed (or Enter) before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts).
          action={
            <Button type="submit" size="large" loading={loading}>
              Check
            </Button>
          }
        />
      </form>
      <ZipAnswer answer={answer} slow={slow} />
    </div>
  );
}

export default island('ZipLookup', Lookup);
