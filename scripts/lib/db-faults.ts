/**
 * Database fault drills on real PostgreSQL, shared by api/db-faults.test.ts and `npm run bench:api`:
 * a PostgreSQL 15 server of its own (so it can be restarted and stopped without touching anyone
 * else's), API processes (`node api/server.ts`) started together on its empty database, shoppers
 * and readers sending traffic through them, the database restarted or stopped meanwhile, and the
 * reconciliation afterwards: every purchase answered, every key charged exactly once, every
 * answered voucher the one stored.
 */
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { catalogueConsent } from '../../src/catalog/membershipConsent.ts';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { print } from 'graphql';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { TEST_CARDS } from '../../api/payments.ts';
import { startApiProcess, type ApiProcess } from './api-process.ts';
import { startPostgres, type RunningPostgres } from './postgres.ts';

export const CLIENT = {
  'content-type': 'application/json',
  'x-graphql-client-name': 'publicweb',
} as const;

/** A read that needs the database, and one that does not. */
export const DATABASE_READ = '{ availableVouchers { remaining } }';
export const PLAIN_READ = '{ lmcHours }';

export type Answer = { status: number; ms: number; body: Record<string, unknown> | undefined; network?: string };

/** POSTs a GraphQL body; a connection that fails is an answer with status 0. */
export async function post(
  url: string,
  query: string,
  variables?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...CLIENT, ...headers },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> | undefined;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = undefined;
    }
    return { status: response.status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: undefined, network: String(error) };
  }
}

export type Cluster = {
  pg: RunningPostgres;
  databaseUrl: string;
  apis: ApiProcess[];
  close(): Promise<void>;
};

/**
 * A PostgreSQL server, an empty database on it, and `processes` API processes started at the same
 * moment (all of them migrate and seed at once: the startup lock makes them take turns). Rejects
 * with the output of any process that could not start.
 */
export async function startCluster(processes: number, env: Record<string, string> = {}): Promise<Cluster> {
  // synchronous_commit on (the test servers' default is off): an immediate stop would otherwise lose
  // the last commits, which an acknowledged purchase must survive. fsync stays off: the machine
  // itself does not crash, the OS keeps what was written.
  const server = await startPostgres({
    prefix: 'publicweb-faults-pg-',
    maxConnections: 100,
    settings: ['synchronous_commit=on'],
  });
  const apis: ApiProcess[] = [];
  const close = async () => {
    for (const api of apis) api.process.kill('SIGKILL');
    await Promise.all(apis.map((api) => api.exited));
    server.stop();
  };
  try {
    const setup = new pg.Client({ connectionString: server.url });
    await setup.connect();
    await setup.query('CREATE DATABASE faults');
    await setup.end();
    const databaseUrl = server.url.replace(/\/postgres$/, '/faults');
    const started = await Promise.allSettled(
      Array.from({ length: processes }, () =>
        startApiProcess({
          DATABASE_URL: databaseUrl,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          // The drills' shoppers arrive "through a proxy" on the loopback, each from an address of its own.
          API_TRUSTED_PROXIES: '127.0.0.1, ::1',
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') apis.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw (failed as PromiseRejectedResult).reason;
    return { pg: server, databaseUrl, apis, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * A purchase: its input (and key), its answers, its week (`clock`) and the shopper's address, sent
 * as X-Forwarded-For through the trusted loopback proxy, so each shopper has its own rate limits.
 */
export type Purchase = {
  key: string;
  input: Record<string, unknown>;
  answers: Answer[];
  clock: string;
  address: string;
};

/** The headers of a purchase's requests. */
const purchaseHeaders = (purchase: Purchase) => ({
  [CLOCK_OVERRIDE_HEADER]: purchase.clock,
  'x-forwarded-for': purchase.address,
});

let shopperCount = 0;
/** A new documentation address (198.18.0.0/15, benchmarking) per shopper. */
export function shopperAddress(): string {
  shopperCount += 1;
  return `198.18.${Math.floor(shopperCount / 250) % 256}.${(shopperCount % 250) + 1}`;
}

/** The purchase's voucher code in an answer, or undefined (no voucher in it). */
export const voucherCode = (answer: Answer): string | undefined =>
  (
    (answer.body?.['data'] as { purchaseVoucher?: { voucherPurchaseDetails?: { code?: string } | null } } | undefined)
      ?.purchaseVoucher?.voucherPurchaseDetails ?? undefined
  )?.code;

/** The answer's error code (DATABASE_UNAVAILABLE…), or undefined. */
export const errorCode = (answer: Answer): string | undefined =>
  ((answer.body?.['errors'] as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code as
    string | undefined) ?? undefined;

const PURCHASE = print(PurchaseVoucher);

/**
 * A phone number of its own for every drill purchase: "new clients only" refuses a second
 * introductory voucher to a phone that has one (api/purchase/input.ts).
 */
export const drillPhone = (): string =>
  `${randomInt(200, 1000)}${randomInt(200, 1000)}${String(randomInt(0, 10_000)).padStart(4, '0')}`;

/** A valid purchase by a new shopper (own email and phone) in Chicago; `tag` names the run in its email and key. */
export function purchaseInput(tag = 'drill'): Record<string, unknown> {
  const id = randomUUID().slice(0, 12);
  return {
    email: `${tag}-${id}@example.com`,
    phone: drillPhone(),
    firstName: 'Casey',
    lastName: 'Jordan',
    zipcode: '60601',
    ccNumber: TEST_CARDS.success,
    ccExpiration: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
    cvc: '123',
    hours: 3,
    idempotencyKey: `${tag}-${randomUUID()}`,
    membershipConsent: catalogueConsent(),
  };
}

export type Traffic = {
  purchases: Purchase[];
  reads: { at: number; answer: Answer; database: boolean }[];
  /** Stops sending and settles once every request in flight is answered. */
  stop(): Promise<void>;
};

/**
 * `shoppers` buyers, each buying again as soon as answered (a new key each time), and `readers`
 * readers alternating a database read and a plain one, spread over `urls`; purchases are dated
 * from `clock` on (far-future weeks, a new one every 100 purchases, so nothing sells out).
 */
export function startTraffic(urls: string[], options: { shoppers: number; readers: number; clock: string }): Traffic {
  let running = true;
  const purchases: Purchase[] = [];
  const reads: Traffic['reads'] = [];
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const shopper = async (n: number) => {
    for (let i = 0; running; i++) {
      const input = purchaseInput();
      const purchase: Purchase = {
        key: input['idempotencyKey'] as string,
        input,
        answers: [],
        // A week holds 250 vouchers: a new week every 100 purchases, so the drill never sells out.
        clock: new Date(Date.parse(options.clock) + Math.floor(purchases.length / 100) * 7 * 86_400_000).toISOString(),
        address: shopperAddress(),
      };
      purchases.push(purchase);
      purchase.answers.push(await post(urls[(n + i) % urls.length]!, PURCHASE, { input }, purchaseHeaders(purchase)));
      await pause(100);
    }
  };
  const reader = async (n: number) => {
    for (let i = 0; running; i++) {
      const database = i % 2 === 0;
      const at = Date.now();
      reads.push({
        at,
        database,
        answer: await post(urls[(n + i) % urls.length]!, database ? DATABASE_READ : PLAIN_READ),
      });
      await pause(50);
    }
  };
  const all = Promise.all([
    ...Array.from({ length: options.shoppers }, (_, n) => shopper(n)),
    ...Array.from({ length: options.readers }, (_, n) => reader(n)),
  ]);
  return {
    purchases,
    reads,
    stop: async () => {
      running = false;
      await all;
    },
  };
}

/**
 * Milliseconds from now until every URL answers a database read with data (polling every 100 ms,
 * at most `limitMs`): the recovery time once the database is back.
 */
export async function timeToRecover(urls: string[], limitMs = 30_000): Promise<number> {
  const started = Date.now();
  await Promise.all(
    urls.map(async (url) => {
      while (Date.now() - started < limitMs) {
        const answer = await post(url, DATABASE_READ);
        if (answer.status === 200 && answer.body?.['data']) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${url} did not answer database reads within ${limitMs} ms`);
    }),
  );
  return Date.now() - started;
}

export type Reconciliation = {
  purchases: number;
  /** Purchases first answered with a voucher, and those first answered "unavailable" (503). */
  answeredVoucher: number;
  answeredUnavailable: number;
  /** Requests that got no HTTP answer at all (a process died or hung). */
  unanswered: number;
  /** Keys with other than exactly one charge and one voucher after the retries. */
  notExactlyOnce: string[];
  /** Keys whose answer (first or retried) named a voucher other than the stored one. */
  mismatched: string[];
};

/**
 * Retries every purchase that got no voucher (same key, same input, up to 5 times) and asks
 * every purchase that got one again (it must be answered with the same voucher), then compares
 * with the database: each key exactly one charge and one voucher, the answered code stored.
 */

export async function reconcile(urls: string[], purchases: Purchase[], databaseUrl: string): Promise<Reconciliation> {
  const first = purchases.map((purchase) => purchase.answers[0]!);
  for (const [i, purchase] of purchases.entries()) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await post(
        urls[(i + attempt) % urls.length]!,
        PURCHASE,
        { input: purchase.input },
        purchaseHeaders(purchase),
      );
      purchase.answers.push(answer);
      if (voucherCode(answer)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const keys = purchases.map((purchase) => purchase.key);
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const { rows } = await admin
    .query<{ key: string; charges: number; codes: string[] }>(
      `SELECT c.idempotency_key AS key, count(DISTINCT c.id)::int AS charges, array_agg(v.code) AS codes
       FROM charges c LEFT JOIN vouchers v ON v.charge_id = c.id
      WHERE c.idempotency_key = ANY($1) GROUP BY c.idempotency_key`,
      [keys],
    )
    .finally(() => admin.end());
  const stored = new Map(rows.map((row) => [row.key, row]));
  const notExactlyOnce: string[] = [];
  const mismatched: string[] = [];
  for (const purchase of purchases) {
    const row = stored.get(purchase.key);
    const codes = (row?.codes ?? []).filter(Boolean);
    if (!row || row.charges !== 1 || codes.length !== 1) {
      notExactlyOnce.push(purchase.key);
      continue;
    }
    const answered = purchase.answers.map(voucherCode).filter((code): code is string => code !== undefined);
    if (answered.length === 0 || answered.some((code) => code !== codes[0])) mismatched.push(purchase.key);
  }
  return {
    purchases: purchases.length,
    answeredVoucher: first.filter((answer) => voucherCode(answer)).length,
    answeredUnavailable: first.filter((answer) => errorCode(answer) === 'DATABASE_UNAVAILABLE').length,
    unanswered: first.filter((answer) => answer.status === 0).length,
    notExactlyOnce,
    mismatched,
  };
}

/** The health endpoints' statuses of an API process (its origin from the GraphQL URL). */
export async function health(url: string): Promise<{ healthz: number; readyz: number }> {
  const origin = new URL(url).origin;
  const status = async (path: string) => {
    try {
      return (await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5_000) })).status;
    } catch {
      return 0;
    }
  };
  return { healthz: await status('/healthz'), readyz: await status('/readyz') };
}

/** The p-th percentile (0-100) of `values`, or NaN when empty. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
