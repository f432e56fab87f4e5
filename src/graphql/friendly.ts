/**
 * What a shopper reads when an operation failed (spec §7, §8): one friendly sentence, never the
 * raw message or a stack. Apart from errors.ts, which names the failure for logs and error reports,
 * so that an island that only shows the sentence (the reviews list, loaded with the page) ships
 * none of that classification.
 */
import type { CombinedError } from '@urql/core';

/** What a shopper reads when the API could not be reached or did not answer usably. */
export const FRIENDLY_TRANSPORT_MESSAGE = "We couldn't reach our servers. Check your connection and try again.";
/** What a shopper reads when the API answered, but with GraphQL errors instead of data. */
export const FRIENDLY_SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** The HTTP status of an urql response, when it has one. */
export function responseStatus(response: unknown): number | undefined {
  if (typeof response === 'object' && response !== null && 'status' in response) {
    const { status } = response;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

/**
 * One sentence a shopper can read for any failed operation; undefined when there is no error.
 * A transport failure (any network error, or an unsuccessful status: what errors.ts's
 * `classifyTransportError` names) reads as the connection sentence; GraphQL errors from an API
 * that answered read as the server sentence.
 */
export function friendlyErrorMessage(error: CombinedError | undefined): string | undefined {
  if (!error) return undefined;
  const transport = error.networkError !== undefined || (responseStatus(error.response) ?? 0) >= 300;
  return transport ? FRIENDLY_TRANSPORT_MESSAGE : FRIENDLY_SERVER_MESSAGE;
}
