/**
 * What a failed operation means (spec §7, §8): the technical message for logs and error reports
 * (`transportErrorMessage`) and one friendly sentence for shoppers (`friendlyErrorMessage`); raw
 * messages and stacks never reach the page. Kept apart from `client.ts` so that islands which only
 * read data at load (the price card, the referral line) do not ship it in the page's first load.
 */
import type { CombinedError } from '@urql/core';
import { ResponseStatusError, statusMessage } from './client.ts';

/** What a shopper reads when the API could not be reached or did not answer usably. */
export const FRIENDLY_TRANSPORT_MESSAGE = "We couldn't reach our servers. Check your connection and try again.";
/** What a shopper reads when the API answered, but with GraphQL errors instead of data. */
export const FRIENDLY_SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/** How a request failed below GraphQL: no answer, an unsuccessful status, or a body that is no GraphQL result. */
export type TransportFailure =
  | { kind: 'network'; message: string }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'parse'; message: string };

function responseStatus(response: unknown): number | undefined {
  if (typeof response === 'object' && response !== null && 'status' in response) {
    const { status } = response;
    if (typeof status === 'number') return status;
  }
  return undefined;
}

export function classifyTransportError(error: CombinedError | undefined): TransportFailure | undefined {
  if (!error) return undefined;
  const { networkError } = error;
  if (networkError instanceof ResponseStatusError) {
    return { kind: 'status', status: networkError.status, message: networkError.message };
  }
  // Not expected behind statusCheckingFetch, but an unsuccessful status is a transport failure however it arrives.
  const status = responseStatus(error.response);
  if (status !== undefined && status >= 300) {
    return { kind: 'status', status, message: statusMessage(status) };
  }
  if (!networkError) return undefined; // GraphQL errors only: the transport worked.
  if (error.response === undefined) {
    // The request never got an answer (offline, DNS, CORS, connection reset, aborted).
    return { kind: 'network', message: networkError.message || 'No response from the server' };
  }
  // A successful status, but urql could not read a GraphQL result from the body.
  if (networkError.name === 'SyntaxError') {
    return { kind: 'parse', message: `Failed to parse the server response: ${networkError.message}` };
  }
  if (networkError.name === 'Error') {
    // urql throws a plain Error whose message is the whole body for a non-JSON text/* body, and
    // "No Content" for JSON without `data` or `errors`; neither message is worth repeating.
    const detail = networkError.message === 'No Content' ? 'it is not a GraphQL result' : 'it is not JSON';
    return { kind: 'parse', message: `Failed to parse the server response: ${detail}` };
  }
  // The body could not be read to the end (e.g. the connection dropped mid-response).
  return { kind: 'network', message: networkError.message || 'The server response was interrupted' };
}

/**
 * The technical message of a transport failure, for logs and error reports (never for shoppers):
 * "Response not successful: Received status code {n}" for a status of 300 or above, a parse error for
 * a body that is not JSON, the fetch error for a missing response. Undefined when there was no
 * transport failure (no error, or GraphQL errors only).
 */
export function transportErrorMessage(error: CombinedError | undefined): string | undefined {
  return classifyTransportError(error)?.message;
}

/** One sentence a shopper can read for any failed operation; undefined when there is no error. */
export function friendlyErrorMessage(error: CombinedError | undefined): string | undefined {
  if (!error) return undefined;
  return classifyTransportError(error) ? FRIENDLY_TRANSPORT_MESSAGE : FRIENDLY_SERVER_MESSAGE;
}
