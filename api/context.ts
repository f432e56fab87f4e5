/** What every resolver receives besides its arguments: the request and the services it may use. */
import type { IncomingMessage } from 'node:http';
import type { Database } from './db/connection.ts';
import type { Logger } from './log.ts';
import type { Lookups } from './lookups.ts';
import type { LimitName } from './rate-limit.ts';

export type Context = {
  request: Request;
  req?: IncomingMessage;
  db: Database;
  /** The request's region and cohort lookups, each made once per request (api/lookups.ts). */
  lookups: Lookups;
  log: Logger;
  production: boolean;
  /** The request's clock (the test header's time outside production). */
  now: number;
  /**
   * When the request must be answered by (epoch ms, real time): its arrival plus the answer budget
   * (api/timeouts.ts), under the client's own deadline.
   */
  deadline: number;
  /** The visitor's zip code from the test header (outside production only), else null. */
  geoZip: string | null;
  /** The visitor's address (X-Forwarded-For believed only from the proxies API_TRUSTED_PROXIES names). */
  ip: string | undefined;
  /**
   * Counts `points` (default 1: one attempt) against the client's limit of that name (keyed by the
   * client's network, api/rate-limit.ts); throws RATE_LIMITED when over.
   */
  limit: (name: LimitName, points?: number) => Promise<void>;
  /** The brand this process serves beside the API, if one (api/cohorts.ts: whose offer counts). */
  serverBrand: string | undefined;
};
