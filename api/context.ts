/** What every resolver receives besides its arguments: the request and the services it may use. */
import type { IncomingMessage } from 'node:http';
import type { Database } from './db/connection.ts';
import type { Logger } from './log.ts';
import type { MutationName } from './rate-limit.ts';

export type Context = {
  request: Request;
  req?: IncomingMessage;
  db: Database;
  log: Logger;
  production: boolean;
  /** The request's clock (the test header's time outside production). */
  now: number;
  /** The visitor's zip code from the test header (outside production only), else null. */
  geoZip: string | null;
  /** The visitor's address (proxy hops per API_TRUSTED_PROXIES). */
  ip: string | undefined;
  /** Counts one attempt of a mutation against the client's rate limit; throws RATE_LIMITED when over. */
  limit: (mutation: MutationName) => Promise<void>;
};
