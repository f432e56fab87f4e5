/**
 * Step 1: email, phone, optional names and the zip code; RegisterLead when they are complete. A zip
 * code we do not serve yet gets the API's sentence on the field and the waitlist right below it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { ZipcodeSchema } from '../../schemas/fields.ts';
import { useSubmitPipeline } from '../shared/form/submit.ts';
import { useSlow } from '../shared/slow.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { firstIssue } from '../shared/form/TextField.tsx';
import { registerLead } from './api.ts';
import * as css from './Checkout.css.ts';
import { DETAIL_ORDER, DetailFields, useDetailsForm, type DetailName } from './DetailFields.tsx';
// The waitlist form's styles (UnservedWaitlist loads the form itself on request) stay in the page's
// stylesheet: Astro writes island CSS there, and a chunk loaded later would look for a stylesheet of
// its own that the build does not keep. Imported here, where it always was, so the page's
// stylesheets keep their order (Astro orders them by the import path to each).
import '../Waitlist/Waitlist.css.ts';
import { Problem } from './Problem.tsx';
import { leadInput, type Details, type Disclosures } from './session.ts';
import { UnservedWaitlist, type Unserved } from './UnservedWaitlist.tsx';
import type { CheckoutWords } from './words.tsx';

type Props = {
  details: Details;
  /** Bumped when restored details (the mirror, the link's zip code) must replace what the form shows. */
  generation: number;
  onDetail: (name: DetailName, value: string) => void;
  onRegistered: (details: Details, disclosures: Disclosures) => void;
  /** checkout.yaml `steps` (props, not ./words.tsx's context: step 1 is the island's first load). */
  words: CheckoutWords;
};

/**
 * Restored details arrive once the browser state is read: each differing field takes its value
 * without the form being mounted again, so a field the shopper is typing in keeps focus and caret
 * (what they typed before hydration is already in `details`: controller.ts keeps it).
 */
function useRestored(form: ReturnType<typeof useDetailsForm>, details: Details, generation: number) {
  const appliedGeneration = useRef(generation);
  useEffect(() => {
    if (appliedGeneration.current === generation) return;
    appliedGeneration.current = generation;
    for (const name of DETAIL_ORDER) {
      if (form.getFieldValue(name) !== details[name]) form.setFieldValue(name, details[name], { dontUpdateMeta: true });
    }
  }, [generation, details, form]);
}

/** Continue: the form, RegisterLead, and what its answer shows (field messages, a problem, the waitlist). */
function useRegister({ details, generation, onRegistered }: Props) {
  const id = useId();
  const fieldId = (name: DetailName) => `${id}-${name}`;
  const [problem, setProblem] = useState<string | null>(null);
  /** A well-formed zip code the API said it does not serve yet: the waitlist is offered for it. */
  const [unserved, setUnserved] = useState<Unserved | null>(null);
  const form = useDetailsForm(details);
  // The last attempt's messages go as a new one starts (before its field checks).
  const onAttempt = () => {
    setProblem(null);
    setUnserved(null);
  };
  const pipeline = useSubmitPipeline({ form, order: DETAIL_ORDER, fieldId, onAttempt });
  useRestored(form, details, generation);

  const send = async () => {
    const values = form.state.values;
    const input = leadInput(values);
    if (!input) return;
    const result = await registerLead(input);
    if (result.ok) {
      onRegistered({ ...details, ...values }, result.disclosures);
      return;
    }
    const zipMessage = result.fields['zipcode'];
    if (zipMessage && !firstIssue(ZipcodeSchema, values.zipcode)) {
      setUnserved({ zipcode: values.zipcode.trim(), email: values.email.trim() });
    }
    if (!DETAIL_ORDER.some((name) => result.fields[name])) setProblem(result.message);
    return result.fields;
  };
  return { id, fieldId, form, problem, unserved, send, ...pipeline };
}

export function DetailsStep(props: Props) {
  const { id, fieldId, form, problem, unserved, send, busy, submit, serverErrors } = useRegister(props);
  const slow = useSlow(busy);
  const all = props.words;
  const words = all.details;
  return (
    <>
      <form className={css.form} noValidate onSubmit={(event) => void submit(event, send)}>
        <p className={css.lead}>{words.lead}</p>
        <DetailFields form={form} fieldId={fieldId} serverErrors={serverErrors} onDetail={props.onDetail} words={all} />
        {problem && <Problem title={words.problem}>{problem}</Problem>}
        <div className={css.actionsEnd}>
          {/* Pressed before the island hydrates, it is carried out once it has (shared/earlyActions.inline.ts). */}
          <Button type="submit" size="large" fullWidth loading={busy} busyLabel={all.busy}>
            {words.continue}
          </Button>
        </div>
        <p className={css.small} role="status">
          {slow ? SLOW_MESSAGE : ''}
        </p>
      </form>
      {unserved && <UnservedWaitlist id={id} unserved={unserved} words={all} />}
    </>
  );
}
