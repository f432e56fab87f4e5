/**
 * What a failed operation means (spec §7, §8): how the transport failed and its technical message,
 * for logs and error reports (`transportErrorMessage`); the sentence shoppers read instead is in
 * friendly.ts. Raw messages and stacks never reach the page. Kept apart from `client.ts` so that
 * islands which only read data at load (the price card, the referral line) do not ship it in the
 * page's first load.
 */
import type { CombinedError } from '@urql/core';
import { ResponseStatusError, statusMessage } from './client.ts';
import { responseStatus } from './friendly.ts';

/** How a request failed below GraphQL: no answer, an unsuccessful status, or a body that is no GraphQL result. */
export type TransportFailure =
  | { kind: 'network'; message: string }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'parse'; message: string };

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
