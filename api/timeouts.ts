/**
 * Header and body timeouts for every HTTP server of this repository that answers the API (its own
 * server, `npm start`, `npm run serve -- --api`): Node's defaults let a client that sends its
 * request slowly (slow loris) hold a socket for 300 s, and Node checks them only every 30 s.
 */
import type { ServerOptions } from 'node:http';

/** Seconds a client has to send its request headers, and its whole request (body included). */
export const HEADERS_TIMEOUT_SECONDS = 10;
export const REQUEST_TIMEOUT_SECONDS = 15;

export type Timeouts = { headersSeconds: number; requestSeconds: number };
export const defaultTimeouts: Timeouts = {
  headersSeconds: HEADERS_TIMEOUT_SECONDS,
  requestSeconds: REQUEST_TIMEOUT_SECONDS,
};

/**
 * Options for `http.createServer`: the timeouts, idle keep-alive sockets closed after 5 s, and the
 * timeouts checked every second (or twice per header timeout when that is shorter), so a slow
 * client is cut off within a second of its time.
 */
export function timeoutOptions(timeouts: Timeouts = defaultTimeouts): ServerOptions {
  return {
    headersTimeout: timeouts.headersSeconds * 1000,
    requestTimeout: timeouts.requestSeconds * 1000,
    keepAliveTimeout: 5_000,
    connectionsCheckingInterval: Math.min(1_000, (timeouts.headersSeconds * 1000) / 2),
  };
}

/**
 * How long the API has to answer a request from its arrival: the checkout gives up at 15 s
 * (REQUEST_DEADLINE_MS in src/graphql/timed.ts), so every answer leaves within 12 s, with time to
 * cross the network. `API_ANSWER_WITHIN_SECONDS` changes it (tests use a shorter one).
 */
export const ANSWER_WITHIN_SECONDS = 12;

/** The answer budget in milliseconds: `API_ANSWER_WITHIN_SECONDS` when it is a number from 1 to 60. */
export function answerWithinMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env['API_ANSWER_WITHIN_SECONDS'] ?? ANSWER_WITHIN_SECONDS);
  return (Number.isFinite(seconds) && seconds >= 1 && seconds <= 60 ? seconds : ANSWER_WITHIN_SECONDS) * 1000;
}
