/**
 * Step 3: the all-in total again, the card (number, MM/YY, security code) and Buy. Card data stays
 * in this form's memory only; a declined card clears it and keeps everything else.
 */
import { useForm } from '@tanstack/react-form';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button/Button.tsx';
import { variantOf } from '../../telemetry/visit.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import { brandNames, cardBrand, cardDigits, cardLength, formatCardNumber, formatExpiry } from '../../schemas/card.ts';
import { CardNumberSchema, cardExpirationSchema, CvcSchema } from '../../schemas/fields.ts';
import { useSubmitPipeline } from '../shared/form/submit.ts';
import { useSlow } from '../shared/slow.ts';
import { FRIENDLY_TRANSPORT_MESSAGE, SLOW_MESSAGE } from '../../graphql/friendly.ts';
import { fieldChecks, TextField } from '../shared/form/TextField.tsx';
import type { PurchaseResult } from './api.ts';
import * as css from './Checkout.css.ts';
import { Problem } from './Problem.tsx';
import { emptyCard, type CardValues, type Disclosures } from './session.ts';
import { Summary } from './Summary.tsx';
import { orderSummary, type QuoteState } from './totals.ts';

const ORDER = ['ccNumber', 'ccExpiration', 'cvc'] as const;
type Name = (typeof ORDER)[number];

type Props = {
  card: CardValues;
  onCard: (card: CardValues) => void;
  option: CleaningOption;
  plan: PlanTerms;
  quote: QuoteState;
  disclosures: Disclosures | null;
  /** Where the receipt goes: the email as the API stores it (trimmed, lowercased). */
  email: string;
  /** The customer app: sign in (appLink('/login')) and redeem (appLink('/customer/choosedate/')). */
  appName: string;
  loginUrl: string;
  redeemUrl: string;
  onRetryQuote: () => void;
  onBack: () => void;
  onEditDetails: () => void;
  /** Charges the card (with this attempt's idempotency key); on success the checkout moves on. */
  pay: (card: CardValues) => Promise<PurchaseResult>;
};

type Shown = { title: string; body: ReactNode } | null;

/** The hint under "Card number": the brand once the first digits tell it, and how many digits it has. */
function cardHint(value: string): string {
  const digits = cardDigits(value);
  const brand = cardBrand(digits);
  if (digits.length < 2 || brand === 'card') return '15 or 16 digits';
  return `${brandNames[brand]}, ${cardLength(brand)} digits`;
}

/** The experiment that changes the pay button (src/brand/experiments.ts). */
export const PAY_BUTTON_EXPERIMENT = 'stripe_buttons_upgrade';

export function PaymentStep(props: Props) {
  const { quote, disclosures } = props;
  const id = useId();
  const fieldId = (name: Name) => `${id}-${name}`;
  const [problem, setProblem] = useState<Shown>(null);
  const [expirySchema] = useState(() => cardExpirationSchema());
  const form = useForm({ defaultValues: props.card });
  const { busy, submit, focus, serverErrors, clearServerErrors } = useSubmitPipeline({
    form,
    order: ORDER,
    fieldId,
    onAttempt: () => setProblem(null),
  });

  const slow = useSlow(busy);

  const remember = () => props.onCard({ ...form.state.values });

  const send = async (): Promise<Record<string, string> | undefined> => {
    if (quote.status !== 'ok') {
      if (quote.status === 'error') props.onRetryQuote();
      return undefined;
    }
    setProblem(null);
    const values = { ...form.state.values };
    const result = await props.pay(values);
    if (result.ok) return undefined;
    if (result.code === 'ALREADY_A_CUSTOMER') {
      // New clients only: nothing was charged, and everything typed stays (card included).
      setProblem({
        title: 'You already have an introductory voucher',
        body: (
          <>
            <p>{result.message}</p>
            <p>
              <a href={props.loginUrl}>Sign in to the {props.appName} app</a> or{' '}
              <a href={props.redeemUrl}>redeem the voucher you have</a>.
            </p>
          </>
        ),
      });
      return undefined;
    }
    const cardMessage = result.fields['ccNumber'];
    if (result.declined && cardMessage) {
      // Declined or insufficient funds: the card is not kept; everything else is.
      form.reset(emptyCard);
      props.onCard(emptyCard);
      clearServerErrors();
      setProblem({
        title: 'Your card was not charged',
        body: (
          <p>{cardMessage} Your details and your cleaning are kept; enter another card below and press Buy again.</p>
        ),
      });
      focus('ccNumber');
      return undefined;
    }
    if (ORDER.some((name) => result.fields[name])) return result.fields;
    if (Object.keys(result.fields).length > 0) {
      setProblem({
        title: 'Please check your details',
        body: (
          <>
            <p>{Object.values(result.fields).join(' ')}</p>
            <p>
              <Button size="small" variant="secondary" onClick={props.onEditDetails}>
                Edit your details
              </Button>
            </p>
          </>
        ),
      });
      return undefined;
    }
    setProblem({
      title: result.transport ? 'We could not confirm your payment' : 'Your purchase did not go through',
      // The outcome is unknown: say whose side failed (issue 32: a 500 read "when you are back online").
      body: result.transport ? (
        <p>
          {result.message}{' '}
          {result.message === FRIENDLY_TRANSPORT_MESSAGE
            ? 'Press Buy again when you are back online'
            : 'Press Buy again in a moment'}
          : if the first payment went through, you will not be charged twice.
        </p>
      ) : (
        <p>
          {result.message} <a href="/deal">Back to the offer</a>
        </p>
      ),
    });
    return undefined;
  };

  const total = quote.status === 'ok' ? orderSummary({ ...props, quote: quote.quote }).dueTodayText : null;
  // stripe_buttons_upgrade (spec §9): `upgrade` is a full-width, primary-coloured pay button that
  // says the payment is secure; it keeps the word "Buy" that the card disclosure ("By selecting
  // Buy, …") refers to. This step is only ever rendered in the browser, so it reads the variant the
  // head script marked on <html> before first paint (agents: control).
  const upgrade = variantOf(PAY_BUTTON_EXPERIMENT, 'control') === 'upgrade';
  const payLabel = upgrade
    ? total
      ? `Buy securely for ${total}`
      : 'Buy securely'
    : total
      ? `Buy for ${total}`
      : 'Buy';
  return (
    <form className={css.form} noValidate onSubmit={(event) => void submit(event, send)}>
      <Summary
        id={`${id}-summary`}
        option={props.option}
        quote={quote}
        plan={props.plan}
        disclosures={disclosures}
        onRetry={props.onRetryQuote}
      />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>Card details</legend>
        <form.Field name="ccNumber" validators={fieldChecks(CardNumberSchema)}>
          {(field) => (
            <TextField
              field={field}
              id={fieldId('ccNumber')}
              serverError={serverErrors.ccNumber}
              label="Card number"
              hint={cardHint(field.state.value)}
              autoComplete="cc-number"
              inputMode="numeric"
              placeholder="1234 1234 1234 1234"
              spellCheck={false}
              format={formatCardNumber}
              onValue={remember}
            />
          )}
        </form.Field>
        <div className={css.cardRow}>
          <form.Field name="ccExpiration" validators={fieldChecks(expirySchema)}>
            {(field) => (
              <TextField
                field={field}
                id={fieldId('ccExpiration')}
                serverError={serverErrors.ccExpiration}
                label="Expiry date"
                hint="MM/YY"
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder="MM/YY"
                format={formatExpiry}
                onValue={remember}
              />
            )}
          </form.Field>
          <form.Field name="cvc" validators={fieldChecks(CvcSchema)}>
            {(field) => (
              <TextField
                field={field}
                id={fieldId('cvc')}
                serverError={serverErrors.cvc}
                label="Security code"
                hint="3 or 4 digits"
                autoComplete="cc-csc"
                inputMode="numeric"
                onValue={remember}
              />
            )}
          </form.Field>
        </div>
      </fieldset>
      {problem && <Problem title={problem.title}>{problem.body}</Problem>}
      <div className={css.disclosures}>
        <p>
          Your receipt and voucher code go to {props.email}.{disclosures?.EC ? ` ${disclosures.EC}` : ''}
        </p>
        {disclosures?.CC && <p>{disclosures.CC}</p>}
      </div>
      <div className={css.actions}>
        <Button
          type="submit"
          size="large"
          variant={upgrade ? 'primary' : 'emphasis'}
          fullWidth={upgrade}
          loading={busy || quote.status === 'loading'}
          disabled={quote.status === 'error' && quote.zipcode}
        >
          {payLabel}
        </Button>
        <Button variant="tertiary" onClick={props.onBack}>
          Back
        </Button>
      </div>
      <p className={css.small} role="status">
        {slow ? SLOW_MESSAGE : ''}
      </p>
    </form>
  );
}
