/**
 * Next to Buy, what the purchase starts and the shopper's express consent to it (docs/checkout.md,
 * "Consent to every charge"): a box, unticked until the shopper ticks it, that agrees to the
 * membership's recurring charge (its amount, period, first charge and renewal until cancelled),
 * then everything Buy authorises (today's amount, the membership, how to cancel, what cancelling
 * early costs) and the state's card disclosure. The sentences are src/domain/consent.ts's, from the
 * quote and the plan, never typed.
 */
import { buyConsent } from '../../domain/consent.ts';
import type { CleaningOption } from '../../domain/offer.ts';
import type { PlanTerms } from '../../domain/pricing.ts';
import * as field from '../shared/form/field.css.ts';
import * as css from './Checkout.css.ts';
import * as own from './MembershipConsent.css.ts';
import type { Quote } from './totals.ts';

type Props = {
  id: string;
  option: CleaningOption;
  plan: PlanTerms;
  quote: Quote;
  /** The state's card disclosure (the API's `arl.CC`), if any. */
  cardDisclosure: string | undefined;
  agreed: boolean;
  onAgree: (agreed: boolean) => void;
  /** Shown when Buy was pressed without the box ticked. */
  error: string | null;
};

export function MembershipConsent({ id, option, plan, quote, cardDisclosure, agreed, onAgree, error }: Props) {
  // What was paid for the first cleaning is the quote's price (the cohort's, after its discount).
  const consent = buyConsent(plan, { ...option, price: quote.price }, quote);
  const errorId = `${id}-error`;
  const statementId = `${id}-statement`;
  return (
    <div className={own.consent} data-testid="buy-consent">
      <label className={own.consentCheck}>
        <input
          id={id}
          className={own.consentBox}
          type="checkbox"
          checked={agreed}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${statementId}` : statementId}
          onChange={(event) => onAgree(event.target.checked)}
        />
        <span>{consent.agreement}</span>
      </label>
      <p id={errorId} className={field.error}>
        {error}
      </p>
      <p id={statementId} className={css.small}>
        {consent.statement}
        {cardDisclosure ? ` ${cardDisclosure}` : ''}
      </p>
    </div>
  );
}
