/**
 * Per-client limits (rate-limiter-flexible for the shared store). Every mutation, referral-code
 * lookups and the cost of every query document count against the client's budget. With
 * DATABASE_URL the mutation and referral counters live in PostgreSQL (table rate_limits), so
 * several API processes behind a load balancer share them; on PGlite (one process), and for the
 * query budget in every mode (a database write per read would double the cost of every read),
 * they live in a bounded in-memory store (see BoundedStore: least recently used clients are
 * forgotten when it is full). A client is its network (clientKey below): the address from
 * clientIp in api/geo.ts, IPv4-mapped IPv6 read as IPv4, IPv6 grouped by its /64.
 */
import { GraphQLError } from 'graphql';
import ipaddr from 'ipaddr.js';
import { LRUCache } from 'lru-cache';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DatabaseUnavailableError, outageReason } from './db/availability.ts';
import type { Database } from './db/connection.ts';

export type MutationName = 'registerLead' | 'purchaseVoucher' | 'postPurchaseSurvey' | 'joinVoucherWaitlist';
/** What a client is limited on: each mutation, referral-code lookups, and the cost of query documents. */
export type LimitName = MutationName | 'customerReferral' | 'queryCost';
/** Points per client per window (seconds); a mutation or a lookup is 1 point, a query its cost. */
export type RateLimits = Record<LimitName, { points: number; duration: number }>;

export const defaultRateLimits: RateLimits = {
  purchaseVoucher: { points: 10, duration: 600 },
  registerLead: { points: 20, duration: 600 },
  joinVoucherWaitlist: { points: 10, duration: 600 },
  postPurchaseSurvey: { points: 10, duration: 600 },
  customerReferral: { points: 30, duration: 600 },
  // Ten of the most expensive documents the limits allow (cost 3,000) a minute; a page of the
  // site asks for a few hundred.
  queryCost: { points: 30_000, duration: 60 },
};

/** Outside production (tests, local tools: many requests from one address) the limits are 100 times higher. */
export const developmentRateLimits: RateLimits = Object.fromEntries(
  Object.entries(defaultRateLimits).map(([name, limit]) => [name, { ...limit, points: limit.points * 100 }]),
) as RateLimits;

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
export const QUERY_BUDGET_MESSAGE =
  'We are getting a lot of requests from your network. Please wait a minute and try again.';

/** Most clients the in-memory store remembers (about 100 bytes each); past it, the least recent are forgotten. */
export const MEMORY_STORE_MAX_CLIENTS = 50_000;

/**
 * The key of a client: IPv4 as it is; IPv4-mapped IPv6 (::ffff:198.51.100.20, ::ffff:c633:6414, any
 * case or zero padding) as the IPv4 address; other IPv6 as the canonical form of its /64 network
 * (one household's or one server's usual allocation), e.g. "2001:db8:1:2::/64". Anything else
 * (no address: a test without a socket) is "unknown".
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const zoneless = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(zoneless)) return 'unknown';
  let parsed = ipaddr.parse(zoneless);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  const network = new ipaddr.IPv6([...parts, 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}

type Consumed = { allowed: boolean; msBeforeNext: number };
type Store = (key: string, points: number) => Promise<Consumed>;

/**
 * A fixed-window counter per client in memory, bounded: at most `max` clients (least recently
 * used forgotten first, so a full store never refuses anyone for being full; a forgotten client
 * starts a new window), each entry dropped when its window ends.
 */
export class BoundedStore {
  private readonly windows: LRUCache<string, { used: number; ends: number }>;
  private readonly points: number;
  private readonly durationMs: number;

  constructor(points: number, durationSeconds: number, max = MEMORY_STORE_MAX_CLIENTS) {
    this.points = points;
    this.durationMs = durationSeconds * 1000;
    this.windows = new LRUCache({ max });
  }

  get size(): number {
    return this.windows.size;
  }

  consume(key: string, points: number, now = Date.now()): Consumed {
    let window = this.windows.get(key);
    if (!window || window.ends <= now) {
      window = { used: 0, ends: now + this.durationMs };
      this.windows.set(key, window);
    }
    window.used += points;
    return { allowed: window.used <= this.points, msBeforeNext: window.ends - now };
  }
}

function postgresStore(db: Database, name: LimitName, points: number, duration: number): Store {
  const limiter = new RateLimiterPostgres({
    keyPrefix: `mut_${name}`,
    points,
    duration,
    storeClient: db.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
  });
  return async (key, used) => {
    // The counters live in the database: while it is unreachable, the mutation is refused (503)
    // at once rather than waiting for a connection.
    if (!db.available()) throw new DatabaseUnavailableError('unreachable');
    try {
      const result = await limiter.consume(key, used);
      return { allowed: true, msBeforeNext: result.msBeforeNext };
    } catch (rejection) {
      const outage = outageReason(rejection);
      if (outage) throw new DatabaseUnavailableError(outage, { cause: rejection });
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return { allowed: false, msBeforeNext: rejection.msBeforeNext };
    }
  };
}

/** Counts `points` (default 1) of a limit for a client address; throws RATE_LIMITED when over. */
export type Limiter = (name: LimitName, client: string | undefined, points?: number) => Promise<void>;

export function rateLimitedError(retryAfterMs: number, message = RATE_LIMITED_MESSAGE): GraphQLError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new GraphQLError(message, {
    extensions: {
      code: 'RATE_LIMITED',
      retryAfter,
      http: { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    },
  });
}

export function createLimiter(db: Database, given: Partial<RateLimits> = defaultRateLimits): Limiter {
  const limits: RateLimits = { ...defaultRateLimits, ...given };
  const stores = new Map<LimitName, Store>();
  for (const [name, { points, duration }] of Object.entries(limits) as [LimitName, RateLimits[LimitName]][]) {
    if (db.pool && name !== 'queryCost') {
      stores.set(name, postgresStore(db, name, points, duration));
    } else {
      const store = new BoundedStore(points, duration);
      stores.set(name, async (key, used) => store.consume(key, used));
    }
  }
  return async (name, client, points = 1) => {
    const result = await stores.get(name)!(clientKey(client), points);
    if (!result.allowed) {
      throw rateLimitedError(result.msBeforeNext, name === 'queryCost' ? QUERY_BUDGET_MESSAGE : RATE_LIMITED_MESSAGE);
    }
  };
}
