/**
 * The checkout's API calls as the steps see them. The calls themselves, the urql client and the
 * GraphQL documents are in ./calls.ts, fetched at the first call (the visitor's offer, asked as
 * soon as the island is hydrated and shown), so step 1 hydrates without waiting for them (issue
 * 32). On /deal they are fetched with the island on intent (src/brand/warmCheckout.ts).
 */
import { FRIENDLY_MESSAGES } from '../../graphql/friendly.ts';
import type { Failure } from './session.ts';
import type { Offer } from '../../domain/pricing.ts';
import { reportError } from '../../lib/reportError.ts';
import { lazyModule } from '../shared/form/lazy.ts';
import type * as Calls from './calls.ts';

export { failure, type Failure } from './session.ts';

/** The calls' module, fetched once (a failed download is tried again at the next call). */
export const loadCalls = lazyModule(() => import('./calls.ts'));

/**
 * The calls' module, or, when its download fails (the shopper's connection, as a request would
 * fail), that failure reported and worded as a call's: the step shows it and its retry works.
 */
async function withCalls<Result>(
  call: (calls: typeof Calls) => Promise<Result>,
  failed: () => Result,
): Promise<Result> {
  let calls: typeof Calls;
  try {
    calls = await loadCalls();
  } catch (error) {
    reportError(error, { source: 'Checkout', step: 'load calls' });
    return failed();
  }
  return call(calls);
}

/** The download of the calls failed: as a request that did not reach the API. */
const unreached = (): Failure => ({
  ok: false,
  message: FRIENDLY_MESSAGES.connection,
  fields: {},
  transport: true,
  cause: 'connection',
});

export const registerLead = (input: Calls.LeadInput) => withCalls((calls) => calls.registerLead(input), unreached);
export const fetchQuote = (args: Calls.QuoteArgs) => withCalls((calls) => calls.fetchQuote(args), unreached);
/** Without the calls, the built offer stays (as when the API does not answer). */
export const fetchOffer = (code: string | null, rendered: Offer) =>
  withCalls(
    (calls) => calls.fetchOffer(code, rendered),
    () => rendered,
  );
export const fetchSurveySources = () => withCalls((calls) => calls.fetchSurveySources(), unreached);
export const postSurvey = (input: Calls.SurveyInput) => withCalls((calls) => calls.postSurvey(input), unreached);
