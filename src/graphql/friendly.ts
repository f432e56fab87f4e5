/**
 * What a shopper reads when an operation failed (spec §7, §8): one friendly sentence, never the
 * raw message or a stack. Apart from errors.ts, which names the failure for logs and error reports,
 * so that an island that only shows the sentence (the reviews list, loaded with the page) ships
 * none of that classification.
 */
import type { CombinedError } from '@urql/core';

/** What a shopper reads when the API could not be reached or did not answer usably. */
export const FRIENDLY_TRANSPORT_MESSAGE = "We couldn't reach our servers. Check your connection and try again.";
/**
 * What a shopper reads when the API answered, but with GraphQL errors instead of data, or with an
 * error status (a 500 or 503 did reach us: the fault is ours, and trying again is the remedy).
 */
export const FRIENDLY_SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** What a shopper reads when a request went unanswered until its deadline (client.ts). */
export const FRIENDLY_TIMEOUT_MESSAGE = 'Our servers did not answer in time. Please try again.';

/** What a shopper reads while a request is taking long (from SLOW_NOTICE_MS until the answer or the deadline). */
export const SLOW_MESSAGE = 'Still waiting for our servers. This is taking longer than usual.';

/** The HTTP status of an urql response, when it has one. */
export function responseStatus(response: unknown): number | undefined {
  if (typeof response === 'object' && response !== null && 'status' in response) {
    const { status } = response;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/** Whose side a failed operation failed on: ours (an error status, GraphQL errors), the deadline, or the connection. */
export type FailureCause = 'server' | 'timeout' | 'connection';

/** The sentence a shopper reads for each cause (the one place a cause gets its words). */
export const FRIENDLY_MESSAGES: Readonly<Record<FailureCause, string>> = {
  server: FRIENDLY_SERVER_MESSAGE,
  timeout: FRIENDLY_TIMEOUT_MESSAGE,
  connection: FRIENDLY_TRANSPORT_MESSAGE,
};

/**
 * Why an operation failed; undefined when there is no error. A server that answered with an error
 * status (400 or above: 500, 503…) or with GraphQL errors is our side; a request given
 * up at its deadline timed out; no answer, a redirect or a body that is not a GraphQL result (what
 * a captive portal or a proxy sends) is the connection.
 */
export function failureCause(error: CombinedError | undefined): FailureCause | undefined {
  if (!error) return undefined;
  // The client's fetch rejects an unsuccessful answer with a ResponseStatusError carrying `status`
  // (read by shape here, so this file needs nothing of the client).
  const status = responseStatus(error.networkError) ?? responseStatus(error.response) ?? 0;
  if (status >= 400) return 'server';
  if (error.networkError?.name === 'TimeoutError') return 'timeout';
  return error.networkError !== undefined || status >= 300 ? 'connection' : 'server';
}

/** One sentence a shopper can read for any failed operation (by its cause); undefined when there is no error. */
export function friendlyErrorMessage(error: CombinedError | undefined): string | undefined {
  const cause = failureCause(error);
  return cause && FRIENDLY_MESSAGES[cause];
}
