/**
 * The API client for the requests a shopper waits on (a form's answer, the checkout, more reviews):
 * the shared client's behaviour (client.ts) with a deadline. A request unanswered after
 * `REQUEST_DEADLINE_MS` is given up with a `TimeoutError`, which friendly.ts words as such, so the
 * shopper is told and can try again instead of watching a spinner for as long as the server takes
 *from `SLOW_NOTICE_MS` on the island says it is still waiting (islands/shared/slow.ts).
 * Apart from client.ts so that the islands of the page's first load (the price card, the counter),
 * which load in the background with nothing to wait on, do not carry it.
 */
import type { Client } from '@urql/core';
import { createApiClient } from './client.ts';

/** How long a request may go unanswered before it is given up (the shopper can then try again). */
export const REQUEST_DEADLINE_MS = 15_000;

/** A fetch that gives up at `deadlineMs`: the request's own signal (urql's, to cancel it) joined with the deadline's. */
export function deadlineFetch(baseFetch?: typeof fetch, deadlineMs = REQUEST_DEADLINE_MS): typeof fetch {
  return (input, init) => {
    const deadline = AbortSignal.timeout(deadlineMs);
    const timed = { ...init, signal: AbortSignal.any([init?.signal ?? deadline, deadline]) };
    // Read the global at call time (not at client creation).
    return baseFetch ? baseFetch(input, timed) : globalThis.fetch(input, timed);
  };
}

let timedClient: Client | undefined;

/** The client with the deadline (same-origin API), created on first use. */
export function getTimedClient(): Client {
  timedClient ??= createApiClient({ fetch: deadlineFetch() });
  return timedClient;
}
