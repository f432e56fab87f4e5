/**
 * The one place that builds the urql client the site's islands use to talk to the API (spec §7).
 *
 * - Every operation is a POST of JSON `{ operationName, variables, query }` to `{apiHost}/api/graphql`
 *   (`apiHost` defaults to '' = same origin).
 * - Every request carries `X-GraphQL-Client-Name: publicweb`. Being a non-simple header, it also makes
 *   the browser preflight cross-origin requests, which is what the server's CSRF prevention asks for.
 * - `getTimedClient()` (timed.ts) is the same client with a deadline, for the requests a shopper
 *   waits on (forms, the checkout, more reviews).
 * - An answer with an unsuccessful status fails with the spec's message (`ResponseStatusError`);
 *   what a failure means for logs and for shoppers is in `errors.ts`, a separate module because
 *   only forms and the checkout need it, after the shopper acts, never the page's first load.
 */
import { Client, fetchExchange } from '@urql/core';

import { API_PATH, CLIENT_NAME, CLIENT_NAME_HEADER } from './endpoint.ts';

export { API_PATH, CLIENT_NAME, CLIENT_NAME_HEADER };

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

/** The spec's message for an unsuccessful HTTP status (§7). */
export function statusMessage(status: number): string {
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
