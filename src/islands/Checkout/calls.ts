/**
 * The checkout's calls to the API (spec §7) through the one shared urql client, each answer turned
 * into what the steps show: data, messages for fields, or one sentence for the shopper (§8 texts
 * via friendlyErrorMessage; the technical transportErrorMessage goes to error tracking only).
 * This module and the GraphQL client come after step 1 hydrates, through ./api.ts; the purchase
 * itself is in ./purchase.ts, loaded only once the payment step is near.
 */
import type { CombinedError } from '@urql/core';
import { getTimedClient } from '../../graphql/timed.ts';
import { transportErrorMessage } from '../../graphql/errors.ts';
import { failureCause, FRIENDLY_MESSAGES } from '../../graphql/friendly.ts';
import { readFragment, type VariablesOf } from '../../graphql/graphql.ts';
import { FormResult } from '../shared/form/graphql/FormResult.ts';
// Each document from its own module, not the operations.ts barrel: the barrel brings every other
// island's documents into the checkout's first load (tests/e2e/budgets.spec.ts).
import { GetSurveySources } from './graphql/GetSurveySources.ts';
import { MembershipPricing } from './graphql/MembershipPricing.ts';
import { PostPurchaseSurvey } from './graphql/PostPurchaseSurvey.ts';
import { RegisterLead } from './graphql/RegisterLead.ts';
import type { Quote as QuoteFields } from './graphql/Quote.ts';
import { VoucherPriceAndIntent } from './graphql/VoucherPriceAndIntent.ts';
import { resolveOffer, type Offer } from '../../domain/pricing.ts';
import { reportError, reportFallback } from '../../lib/reportError.ts';
import { failure, type Disclosures, type Failure } from './session.ts';
import type { Quote } from './totals.ts';

/** A call without usable data: report it, and word it for the shopper. */
export function callFailed(operation: string, error: CombinedError | undefined): Failure {
  const technical = transportErrorMessage(error);
  reportError(error ?? new Error(`${operation}: no data`), {
    source: 'Checkout',
    operation,
    ...(technical ? { transport: technical } : {}),
  });
  const cause = failureCause(error) ?? 'server';
  return {
    ok: false,
    message: FRIENDLY_MESSAGES[cause],
    fields: {},
    transport: technical !== undefined || !error,
    cause,
  };
}

/** The API's field errors by field name (the first message of each). */
export function byField(errors: readonly { field: string; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] ??= message;
  return fields;
}

export type LeadInput = VariablesOf<typeof RegisterLead>['input'];

export async function registerLead(input: LeadInput): Promise<{ ok: true; disclosures: Disclosures } | Failure> {
  const result = await getTimedClient().mutation(RegisterLead, { input }).toPromise();
  const answer = result.data?.registerLead;
  if (!answer) return callFailed('RegisterLead', result.error);
  if (!answer.success || !answer.leadDetails) return failure(answer.message, byField(answer.fieldErrors));
  return { ok: true, disclosures: answer.leadDetails.arl };
}

export type QuoteArgs = { hours: number; zipcode: string; cohort: string | null };

/** VoucherPriceAndIntent: the price (never below $1), tax and total for an option in a zip code. */
export async function fetchQuote(args: QuoteArgs): Promise<{ ok: true; quote: Quote; intentId: string } | Failure> {
  const result = await getTimedClient()
    .query(VoucherPriceAndIntent, { numHours: args.hours, zipcode: args.zipcode, voucherOption: args.cohort })
    .toPromise();
  const price = result.data?.price;
  const intent = result.data?.intent;
  if (!price || !intent) return callFailed('VoucherPriceAndIntent', result.error);
  if (price.__typename !== 'VoucherPrice') return failure(price.message, { zipcode: price.message });
  if (intent.__typename !== 'PaymentIntent') return failure(intent.message, { zipcode: intent.message });
  const figures = readFragment<typeof QuoteFields>(price);
  return {
    ok: true,
    intentId: intent.id,
    quote: {
      price: figures.price,
      discount: figures.discount,
      salesTaxRate: figures.salesTaxRate,
      tax: figures.tax,
      total: figures.total,
      numHours: figures.numHours,
    },
  };
}

/** The visitor's cohort from the API (MembershipPricing), falling back as spec §4 says. */
export async function fetchOffer(code: string | null, rendered: Offer): Promise<Offer> {
  const result = await getTimedClient().query(MembershipPricing, { code }).toPromise();
  const answer = result.data?.voucherCohort;
  if (!answer) {
    reportError(result.error ?? new Error('MembershipPricing: no answer'), { source: 'Checkout', code });
    return rendered;
  }
  const { offer, fallbacks } = resolveOffer(code, answer, rendered);
  for (const fallback of fallbacks) reportFallback('Checkout', fallback, { code });
  return offer;
}

export async function fetchSurveySources(): Promise<{ ok: true; sources: string[] } | Failure> {
  const result = await getTimedClient().query(GetSurveySources, {}).toPromise();
  const answer = result.data?.postPurchaseCustomerSurveySources;
  if (!answer) return callFailed('GetSurveySources', result.error);
  return { ok: true, sources: answer.sources };
}

export type SurveyInput = VariablesOf<typeof PostPurchaseSurvey>['input'];

export async function postSurvey(input: SurveyInput): Promise<{ ok: true; message: string } | Failure> {
  const result = await getTimedClient().mutation(PostPurchaseSurvey, { input }).toPromise();
  const answer = readFragment(FormResult, result.data?.postPurchaseSurvey);
  if (!answer) return callFailed('PostPurchaseSurvey', result.error);
  if (!answer.success) {
    // Answering twice (e.g. from a reloaded page) is no failure for the shopper.
    if (answer.fieldErrors.length === 0) return { ok: true, message: answer.message };
    return failure(answer.message, byField(answer.fieldErrors));
  }
  return { ok: true, message: answer.message };
}
