/**
 * The one place that builds the urql client the site's islands use to talk to the API (spec §7).
 *
 * - Every operation is a POST of JSON `{ operationName, variables, query }` to `{apiHost}/api/graphql`
 *   (`apiHost` defaults to '' = same origin).
 * - Every request carries `X-GraphQL-Client-Name: publicweb`. Being a non-simple header, it also makes
 *   the browser preflight cross-origin requests, which is what the server's CSRF prevention asks for.
 * - Transport failures are reported with the technical message the spec names
 *   (`transportErrorMessage`) and, for shoppers, as one friendly sentence (`friendlyErrorMessage`);
 *   raw messages and stacks never reach the page.
 */
import { Client, fetchExchange, type CombinedError } from '@urql/core';

import { API_PATH, CLIENT_NAME, CLIENT_NAME_HEADER } from './endpoint.ts';

export { API_PATH, CLIENT_NAME, CLIENT_NAME_HEADER };

/** What a shopper reads when the API could not be reached or did not answer usably. */
export const FRIENDLY_TRANSPORT_MESSAGE = "We couldn't reach our servers. Check your connection and try again.";
/** What a shopper reads when the API answered, but with GraphQL errors instead of data. */
export const FRIENDLY_SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export interface ApiClientOptions {
  /** Scheme and host of the API, e.g. `https://api.example.com`; '' (the default) is same origin. */
  apiHost?: string | undefined;
  /** Replaces the global `fetch` (tests, server-side rendering). */
  fetch?: typeof fetch | undefined;
}

/**
 * The network error of an answer whose HTTP status is 300 or above. urql on its own would report the
 * response's status text (or whatever its body parses to), so the client's fetch turns such answers
 * into this error to give the exact message the spec names.
 */
export class ResponseStatusError extends Error {
  override readonly name = 'ResponseStatusError';
  readonly status: number;

  constructor(status: number) {
    super(statusMessage(status));
    this.status = status;
  }
}

function statusMessage(status: number): string {
  return `Response not successful: Received status code ${status}`;
}

/** Wraps a fetch so that a response with status 300 or above rejects with a {@link ResponseStatusError}. */
function statusCheckingFetch(baseFetch: typeof fetch | undefined): typeof fetch {
  return async (input, init) => {
    // Read the global at call time (not at client creation), and call it unbound from any object.
    const response = await (baseFetch ? baseFetch(input, init) : globalThis.fetch(input, init));
    if (response.status >= 300) {
      // Nobody will read the body: release the connection.
      response.body?.cancel().catch(() => undefined);
      throw new ResponseStatusError(response.status);
    }
    return response;
  };
}

export function createApiClient(options: ApiClientOptions = {}): Client {
  const apiHost = (options.apiHost ?? '').replace(/\/+$/, '');
  return new Client({
    url: `${apiHost}${API_PATH}`,
    // Exchanges handle each operation in this order; the last one must produce the result.
    //   1. fetchExchange — sends the operation over HTTP and turns the response into a result.
    // There is deliberately no cacheExchange: islands ask once when they mount, and prices, voucher
    // counts and payment intents must always be fresh (a document cache would, for example, keep
    // showing the voucher count from before a purchase).
    exchanges: [fetchExchange],
    // Queries too are sent as POST with a JSON body, never as GET with the query in the URL.
    preferGetMethod: false,
    fetchOptions: { headers: { [CLIENT_NAME_HEADER]: CLIENT_NAME } },
    fetch: statusCheckingFetch(options.fetch),
  });
}

let sharedClient: Client | undefined;

/** The client the site's islands share (same-origin API, global fetch), created on first use. */
export function getApiClient(): Client {
  sharedClient ??= createApiClient();
  return sharedClient;
}

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
