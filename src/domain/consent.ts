/**
 * What the purchase starts, in the words the shopper consents to at Buy and finds again on the
 * voucher screen and in the receipt (docs/checkout.md, "Consent to every charge"). Apart from
 * ./charges.ts, which the checkout's first load needs: these sentences are the payment step's and
 * the voucher screen's, which load later.
 */
import {
  earlyCancellationCost,
  earlyCancellationSentence,
  periodAmount,
  periodText,
  type ChargeOption,
  type ChargePlan,
} from './charges.ts';
import { formatUsd, roundCents } from './format.ts';
import { minimumPhrase, months } from './planTerms.ts';

const usd = (amount: number) => formatUsd(roundCents(amount));

/** How a member cancels, the same at Buy, on the voucher screen and in the receipt. */
export const HOW_TO_CANCEL = 'Cancel online any time from your account, with no call needed';

/** When the membership is first charged: "on the day of your first cleaning (the day you use this voucher)". */
export function firstChargeWhen(plan: Pick<ChargePlan, 'freeMonths'>, whose: 'your' | 'my' = 'your'): string {
  const day = `${whose} first cleaning (the day ${whose === 'my' ? 'I use' : 'you use'} this voucher)`;
  return plan.freeMonths > 0 ? `after ${months(plan.freeMonths, 'free')} from ${day}` : `on the day of ${day}`;
}

/** "$49 plus possible taxes every month", "$147 plus possible taxes every 3 months ($49/month)". */
export function recurringText(plan: Pick<ChargePlan, 'monthlyPrice' | 'billingPeriod'>): string {
  const monthly = plan.billingPeriod !== 'MONTHLY' ? ` (${usd(plan.monthlyPrice)}/month)` : '';
  return `${usd(periodAmount(plan))} plus possible taxes ${periodText(plan)}${monthly}`;
}

/**
 * The sentence beside the box the shopper ticks at Buy, in the first person: the membership, its
 * amount and period, its first charge, that it renews until cancelled. The API requires it word
 * for word with every purchase, for the plan it charges, and stores it with the charge.
 */
export function membershipAgreement(plan: Pick<ChargePlan, 'monthlyPrice' | 'billingPeriod' | 'freeMonths'>): string {
  return (
    `I agree to join Forever Clean: ${recurringText(plan)}, first charged ${firstChargeWhen(plan, 'my')}, ` +
    `renewing automatically until I cancel.`
  );
}

/**
 * What the purchase starts, stated next to Buy (FTC negative-option rule, California's automatic-
 * renewal law: the terms clear and beside the button, express consent to the recurring charge):
 * - `agreement`: the box the shopper ticks, in the first person: the membership, its amount and
 *   period, its first charge, that it renews until cancelled;
 * - `statement`: everything Buy starts, in one paragraph: today's amount, the membership's amount,
 *   period and first charge date, that it renews until cancelled, how to cancel, and what
 *   cancelling early costs.
 * The figures are the quote's (today) and the plan's (the catalogue's, as the API charges them).
 */
export function buyConsent(
  plan: ChargePlan,
  option: ChargeOption,
  quote: { price: number; tax: number; total: number },
): { agreement: string; statement: string } {
  const cost = earlyCancellationCost(plan, option);
  const tax = quote.tax > 0 ? ` plus ${usd(quote.tax)} sales tax` : ', no sales tax here';
  const agreement = membershipAgreement(plan);
  const statement =
    `By selecting Buy, you authorize us to charge your card ${usd(quote.total)} today ` +
    `(the ${usd(quote.price)} voucher${tax}) and to charge it for Forever Clean: ${recurringText(plan)}, ` +
    `first charged ${firstChargeWhen(plan)}, renewing automatically until you cancel. ${HOW_TO_CANCEL}. ` +
    `Cancelling ${minimumPhrase(plan)} costs ${usd(cost.total)} in all (the ${usd(cost.fee)} cancellation fee ` +
    `plus ${usd(cost.rest)} to bring your first cleaning to its full price); after that, cancelling costs nothing.`;
  return { agreement, statement };
}

/**
 * The membership's terms as the voucher screen and the receipt repeat them: it renews until
 * cancelled, how to cancel, and what cancelling early costs.
 */
export function membershipTerms(plan: ChargePlan, option: ChargeOption): string {
  return (
    `Forever Clean renews automatically, ${recurringText(plan)}, until you cancel. ${HOW_TO_CANCEL}. ` +
    `${earlyCancellationSentence(plan, option)} After ${months(plan.minimumMonths, 'paid')} cancelling costs nothing.`
  );
}
