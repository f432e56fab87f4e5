/**
 * After the purchase: the voucher code, the link to redeem it in the customer app, the receipt (what
 * was charged and what the membership charges first: the API's figures, never computed here), and
 * the post-purchase survey (where did you hear about us?), which the shopper may skip.
 */
import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { buttonClass } from '../../components/ui/Button/buttonClass.ts';
import { chargeStatement, firstChargeSentenceOf, paidSentence } from '../../domain/charges.ts';
import { membershipTerms } from '../../domain/consent.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import * as field from '../shared/form/field.css.ts';
import { InputField } from '../shared/form/InputField.tsx';
import { submitOptions, useSubmitPipeline } from '../shared/form/submit.ts';
import { errorText } from '../shared/form/TextField.tsx';
import { fetchSurveySources, postSurvey } from './api.ts';
import * as css from './Checkout.css.ts';
import { Problem } from './Problem.tsx';
import type { Purchase, SurveyState } from './session.ts';
import { useWords, withWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';

type Props = {
  purchase: Purchase;
  /** The option bought and the plan it came with: their terms (cancelling early); the figures are the receipt's. */
  option: CleaningOption;
  plan: PlanTerms;
  /** The customer app's redeem page, appLink('/customer/choosedate/'). */
  redeemUrl: string;
  survey: SurveyState;
  surveyMessage: string | null;
  onSurvey: (state: Exclude<SurveyState, null>, message: string) => void;
};

/** The redeem address: the app's choose-date page with the voucher code. */
export function redeemHref(redeemUrl: string, code: string): string {
  const url = new URL(redeemUrl);
  url.searchParams.set('code', code);
  return url.href;
}

function Purchased({ purchase, option, plan, redeemUrl, survey, surveyMessage, onSurvey }: Props) {
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const answeredHere = useRef(false);
  // Once the survey is sent or skipped on this page, focus moves to the thank-you message (not on a reload).
  useEffect(() => {
    if (survey !== null && answeredHere.current) confirmRef.current?.focus();
  }, [survey]);
  // The receipt as its fragment (./graphql/Receipt.ts) reads it: ./purchase.ts reads it from the answer.
  const { receipt } = purchase;
  const words = useWords().success;
  // What cancelling early costs is counted from what was paid for the first cleaning.
  const paidFor = receipt ? { ...option, price: receipt.price } : option;
  const statement = chargeStatement(plan, paidFor);
  return (
    <div className={css.success}>
      <p className={css.lead}>{fill(words.lead, { chosenHours: purchase.hours })}</p>
      <div className={css.codeBox}>
        <span className={css.small}>{words.code}</span>
        <strong className={css.code} data-testid="voucher-code">
          {purchase.code}
        </strong>
      </div>
      <p>
        <a
          className={`${buttonClass({ size: 'large', variant: 'primary', fullWidth: true })} ${css.redeem}`}
          href={redeemHref(redeemUrl, purchase.code)}
        >
          {words.redeem}
        </a>
      </p>
      <div className={css.disclosures} data-testid="charge-statement">
        {receipt ? (
          <p>
            {paidSentence(receipt)} {firstChargeSentenceOf(receipt.membershipFirstCharge)}
          </p>
        ) : (
          <p>{statement.firstCharge}</p>
        )}
        {/* The terms agreed to at Buy, as the receipt states them (renewal, how to cancel, cancelling early). */}
        <p>{receipt?.terms ?? membershipTerms(plan, paidFor)}</p>
        {receipt && <p>{fill(words.receipt, { receiptEmail: receipt.email })}</p>}
      </div>
      {survey === null ? (
        <Survey
          code={purchase.code}
          token={purchase.surveyToken}
          onDone={(state, message) => {
            answeredHere.current = true;
            onSurvey(state, message);
          }}
        />
      ) : (
        <p className={css.confirm} role="status" tabIndex={-1} ref={confirmRef}>
          {surveyMessage ?? (survey === 'answered' ? words.thanks : words.thanksForPurchase)}
        </p>
      )}
    </div>
  );
}

/** The voucher page, given the checkout's words by the island. */
export const Success = withWords(Purchased);

type SurveyProps = { code: string; token: string; onDone: (state: 'answered' | 'skipped', message: string) => void };

/** The survey's answers from the API, with a retry when they could not be loaded. */
function useSources() {
  const [sources, setSources] = useState<string[] | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchSurveySources().then((result) => {
      if (!live) return;
      if (result.ok) setSources(result.sources);
      else setLoadProblem(result.message);
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = () => {
    setLoadProblem(null);
    setAttempt((n) => n + 1);
  };
  return { sources, loadProblem, retry };
}

/** The survey's form: the answers chosen and the words for "Other". */
function useSurveyForm() {
  return useForm({ ...submitOptions, defaultValues: { chosen: [] as string[], other: '' } });
}
type SurveyForm = ReturnType<typeof useSurveyForm>;

/** Send answer: at least one answer chosen, then PostPurchaseSurvey; its refusal is shown, never lost. */
function useAnswer({ code, token, onDone }: SurveyProps, firstId: string) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSurveyForm();
  const pipeline = useSubmitPipeline({
    form,
    order: SURVEY_ORDER,
    fieldId: () => firstId,
    // The last attempt's message goes as a new one starts, whatever this one finds.
    onAttempt: () => setProblem(null),
  });
  const send = async () => {
    const { chosen, other } = form.state.values;
    const withOther = chosen.includes('Other') && other.trim() ? other.trim() : null;
    const result = await postSurvey({ voucherCode: code, surveyToken: token, sources: chosen, other: withOther });
    if (result.ok) onDone('answered', result.message);
    else setProblem(Object.values(result.fields)[0] ?? result.message);
    return undefined;
  };
  return { form, problem, busy: pipeline.busy, submit: (event: FormEvent) => pipeline.submit(event, send) };
}

const SURVEY_ORDER = ['chosen'] as const;

type ChoicesProps = {
  id: string;
  sources: string[];
  chosen: string[];
  error: string | null;
  onToggle: (source: string, on: boolean) => void;
};

function SourceChoices({ id, sources, chosen, error, onToggle }: ChoicesProps) {
  const errorId = `${id}-error`;
  const words = useWords().success;
  return (
    <fieldset className={css.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={css.legend}>{words.chooseAll}</legend>
      <div className={css.checks}>
        {sources.map((source, index) => (
          <label key={source} className={css.check}>
            <input
              id={index === 0 ? `${id}-first` : undefined}
              className={css.checkbox}
              type="checkbox"
              checked={chosen.includes(source)}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onToggle(source, event.target.checked)}
            />
            {source}
          </label>
        ))}
      </div>
      <p id={errorId} className={field.error}>
        {error}
      </p>
    </fieldset>
  );
}

/** The answers to choose from (at least one), and the words for "Other" once it is chosen. */
function SurveyAnswers({ form, id, sources }: { form: SurveyForm; id: string; sources: string[] }) {
  const all = useWords();
  const words = all.success;
  return (
    <>
      <form.Field
        name="chosen"
        validators={{ onSubmit: ({ value }) => (value.length === 0 ? words.chooseOne : undefined) }}
      >
        {(chosen) => (
          <SourceChoices
            id={id}
            sources={sources}
            chosen={chosen.state.value}
            error={errorText(chosen.state.meta.errorMap.onSubmit) ?? null}
            onToggle={(source, on) => {
              const now = chosen.state.value;
              chosen.handleChange(on ? [...now, source] : now.filter((s) => s !== source));
              // A choice answers "choose one": its message goes at once.
              chosen.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onSubmit: undefined } }));
            }}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.chosen.includes('Other')}>
        {(withOther) =>
          withOther && (
            <form.Field name="other">
              {(other) => (
                <InputField
                  id={`${id}-other`}
                  label={words.where}
                  optional={all.optional}
                  value={other.state.value}
                  maxLength={500}
                  onChange={(event) => other.handleChange(event.target.value)}
                />
              )}
            </form.Field>
          )
        }
      </form.Subscribe>
    </>
  );
}

function Survey(props: SurveyProps) {
  const id = useId();
  const { sources, loadProblem, retry } = useSources();
  const all = useWords();
  const words = all.success;
  const answer = useAnswer(props, `${id}-first`);
  const headingId = `${id}-heading`;
  return (
    <section className={css.survey} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.summaryHeading}>
        {words.surveyHeading}
      </h3>
      {loadProblem && !sources && (
        <Problem title={words.surveyLoadProblem}>
          <p>{loadProblem}</p>
          <p>
            <Button size="small" variant="secondary" onClick={retry}>
              {words.retry}
            </Button>
          </p>
        </Problem>
      )}
      <form className={css.form} noValidate onSubmit={(event) => void answer.submit(event)}>
        {sources && <SurveyAnswers form={answer.form} id={id} sources={sources} />}
        {answer.problem && (
          <Problem title={words.saveProblem}>
            <p>{answer.problem}</p>
          </Problem>
        )}
        <div className={css.actions}>
          <Button
            type="submit"
            loading={answer.busy || (!sources && !loadProblem)}
            busyLabel={all.busy}
            disabled={!sources}
          >
            {words.send}
          </Button>
          <Button variant="tertiary" onClick={() => props.onDone('skipped', words.skipped)}>
            {words.skip}
          </Button>
        </div>
      </form>
    </section>
  );
}
