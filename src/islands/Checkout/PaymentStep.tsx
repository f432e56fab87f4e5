/**
 * Step 3: the all-in total again, the card (number, MM/YY, security code) and Buy. Card data stays
 * in this form's memory only; a refused card clears it and keeps everything else. What the step
 * does after Buy depends only on the attempt's named outcome (./outcomes.ts).
 */
import { useId, useState } from 'react';
import { variantOf } from '../../telemetry/visit.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import { useSubmitPipeline } from '../shared/form/submit.ts';
import { useSlow } from '../shared/slow.ts';
import { SLOW_MESSAGE } from '../../graphql/friendly.ts';
import type { PurchaseResult } from './purchase.ts';
import { CARD_ORDER, CardFields, useCardForm, type CardName } from './PaymentFields.tsx';
import * as css from './Checkout.css.ts';
import { clearsCard, purchaseOutcome, type ProblemOutcome } from './outcomes.ts';
import { PurchaseProblem, type ProblemLinks } from './PurchaseProblem.tsx';
import { emptyCard, type CardValues, type Disclosures } from './session.ts';
import { MembershipConsent } from './MembershipConsent.tsx';
import { buyConsent } from '../../domain/consent.ts';
import { Summary } from './Summary.tsx';
import { QuoteActions } from './QuoteActions.tsx';
import { orderSummary, type QuoteState } from './totals.ts';
import { useWords, withWords, type CheckoutWords } from './words.tsx';
import { fill } from '../../copy/fill.ts';

type Props = ProblemLinks & {
  card: CardValues;
  onCard: (card: CardValues) => void;
  option: CleaningOption;
  plan: PlanTerms;
  quote: QuoteState;
  disclosures: Disclosures | null;
  /** Where the receipt goes: the email as the API stores it (trimmed, lowercased). */
  email: string;
  onRetryQuote: () => void;
  onBack: () => void;
  /** Charges the card (with this attempt's idempotency key); on success the checkout moves on. */
  /** `consent`: the sentence beside the box the shopper ticked (the API stores it with the charge). */
  pay: (card: CardValues, consent: string) => Promise<PurchaseResult>;
};

/** The experiment that changes the pay button (src/brand/experiments.ts). */
export const PAY_BUTTON_EXPERIMENT = 'stripe_buttons_upgrade';

/**
 * stripe_buttons_upgrade (spec §9): `upgrade` is a full-width, primary-coloured pay button that
 * says the payment is secure; it keeps the word "Buy" that the card disclosure ("By selecting
 * Buy, …") refers to. This step is only ever rendered in the browser, so it reads the variant the
 * head script marked on <html> before first paint (agents: control).
 */
function payButton(total: string | null, words: CheckoutWords['payment']) {
  const upgrade = variantOf(PAY_BUTTON_EXPERIMENT, 'control') === 'upgrade';
  const look = { variant: upgrade ? 'primary' : 'emphasis', fullWidth: upgrade } as const;
  if (total === null) return { look, label: upgrade ? words.buySecurely : words.buy };
  return { look, label: fill(upgrade ? words.buySecurelyFor : words.buyFor, { total }) };
}

/** Buy: the card form, the submit pipeline, and what each outcome does to them. */
function usePurchase(props: Props, consentRequired: string) {
  const id = useId();
  const fieldId = (name: CardName) => `${id}-${name}`;
  const [problem, setProblem] = useState<ProblemOutcome | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const form = useCardForm(props.card);
  const pipeline = useSubmitPipeline({ form, order: CARD_ORDER, fieldId, onAttempt: () => setProblem(null) });
  const consentId = `${id}-consent`;
  const agree = (value: boolean) => {
    setAgreed(value);
    if (value) setConsentError(null);
  };

  const send = async (): Promise<Record<string, string> | undefined> => {
    const { quote } = props;
    if (quote.status !== 'ok') {
      if (quote.status === 'error') props.onRetryQuote();
      return undefined;
    }
    // No charge without express consent to the membership's recurring charge (the box next to Buy).
    if (!agreed) {
      setConsentError(consentRequired);
      document.getElementById(consentId)?.focus();
      return undefined;
    }
    const { agreement } = buyConsent(props.plan, { ...props.option, price: quote.quote.price }, quote.quote);
    const outcome = purchaseOutcome(await props.pay({ ...form.state.values }, agreement));
    if (outcome.name === 'purchased') return undefined;
    if (outcome.name === 'consentRequired') {
      // The API holds no consent to these terms: the box is unticked and says why, beside it.
      setAgreed(false);
      setConsentError(outcome.message);
      document.getElementById(consentId)?.focus();
      return undefined;
    }
    if (outcome.name === 'cardInvalid') return outcome.fields;
    if (clearsCard(outcome)) {
      form.reset(emptyCard);
      props.onCard(emptyCard);
      pipeline.clearServerErrors();
      pipeline.focus('ccNumber');
    }
    setProblem(outcome);
    return undefined;
  };
  return {
    id,
    fieldId,
    form,
    problem,
    send,
    consent: { id: consentId, agreed, agree, error: consentError },
    ...pipeline,
  };
}

function PaymentForm(props: Props) {
  const { quote, disclosures } = props;
  const all = useWords();
  const { id, fieldId, form, problem, send, consent, busy, submit, serverErrors } = usePurchase(
    props,
    all.payment.consentRequired,
  );
  const slow = useSlow(busy);
  const total =
    quote.status === 'ok' ? orderSummary({ ...props, quote: quote.quote, words: all.summary }).dueTodayText : null;
  const words = all.payment;
  const pay = payButton(total, words);
  return (
    <form className={css.form} noValidate onSubmit={(event) => void submit(event, send)}>
      <Summary id={`${id}-summary`} {...props} onRetry={props.onRetryQuote} />
      <CardFields
        form={form}
        fieldId={fieldId}
        serverErrors={serverErrors}
        onValue={() => props.onCard({ ...form.state.values })}
      />
      {problem && <PurchaseProblem outcome={problem} links={props} />}
      <div className={css.disclosures}>
        <p>
          {fill(words.receipt, { receiptEmail: props.email })}
          {disclosures?.EC ? ` ${disclosures.EC}` : ''}
        </p>
      </div>
      {quote.status === 'ok' && (
        <MembershipConsent
          id={consent.id}
          option={props.option}
          plan={props.plan}
          quote={quote.quote}
          cardDisclosure={disclosures?.CC}
          agreed={consent.agreed}
          onAgree={consent.agree}
          error={consent.error}
        />
      )}
      <QuoteActions quote={quote} busy={busy} back={words.back} onBack={props.onBack} {...pay.look}>
        {pay.label}
      </QuoteActions>
      <p className={css.small} role="status">
        {slow ? SLOW_MESSAGE : ''}
      </p>
    </form>
  );
}

/** Step 3, given the checkout's words by the island. */
export const PaymentStep = withWords(PaymentForm);
