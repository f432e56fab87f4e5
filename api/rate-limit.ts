/**
 * Per-client rate limits on every mutation (rate-limiter-flexible). With DATABASE_URL the counters
 * live in PostgreSQL (table rate_limits), so several API processes behind a load balancer share
 * them; on PGlite (one process) they live in memory. A client is its address (see clientIp in
 * api/geo.ts: forwarded-for only from trusted proxy hops).
 */
import { GraphQLError } from 'graphql';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Database } from './db/connection.ts';

export type MutationName = 'registerLead' | 'purchaseVoucher' | 'postPurchaseSurvey' | 'joinVoucherWaitlist';
/** Attempts per client per window (seconds). */
export type RateLimits = Record<MutationName, { points: number; duration: number }>;

export const defaultRateLimits: RateLimits = {
  purchaseVoucher: { points: 10, duration: 600 },
  registerLead: { points: 20, duration: 600 },
  joinVoucherWaitlist: { points: 10, duration: 600 },
  postPurchaseSurvey: { points: 10, duration: 600 },
};

/** Outside production (tests, local tools: many requests from one address) the limits are 100 times higher. */
export const developmentRateLimits: RateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, limit]) => [name, { ...limit, points: limit.points * 100 }]),
) as RateLimits;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export type Limiter = (mutation: MutationName, client: string) => Promise<void>;

export function createLimiter(db: Database, limits: RateLimits = defaultRateLimits): Limiter {
  const limiters = new Map<MutationName, RateLimiterAbstract>();
  for (const [mutation, { points, duration }] of Object.entries(limits) as [MutationName, RateLimits[MutationName]][]) {
    const options = { keyPrefix: `mut_${mutation}`, points, duration };
    limiters.set(
      mutation,
      db.pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: db.pool,
            storeType: 'pool',
            tableName: 'rate_limits',
            tableCreated: true,
          })
        : new RateLimiterMemory(options),
    );
  }
  return async (mutation, client) => {
    try {
      await limiters.get(mutation)!.consume(client);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new GraphQLError(RATE_LIMITED_MESSAGE, {
        extensions: {
          code: 'RATE_LIMITED',
          retryAfter,
          http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
        },
      });
    }
  };
}
