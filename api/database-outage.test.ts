/**
 * The API while its database is unreachable, on any database (PGlite here, PostgreSQL under `npm
 * run test:api:pg`): the health endpoints, reads answered 503 with Retry-After while plain fields
 * still answer, a purchase told to retry without a second charge. A real PostgreSQL restart and
 * stop under traffic: db-faults.test.ts; a crash mid-purchase: restart.test.ts; connection pools:
 * db/connection.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { PURCHASE_UNAVAILABLE_MESSAGE, UNAVAILABLE_MESSAGE } from './app.ts';
import { DatabaseUnavailableError } from './db/availability.ts';
import type { Database } from './db/connection.ts';
import { postGraphql, purchaseInput, seededDatabase, startServer, type RunningServer } from './test-support.ts';

let db: Database;
let prod: RunningServer;
let down: RunningServer;

beforeAll(async () => {
  db = await seededDatabase();
  prod = await startServer(db, true);
  // The same database as a process sees it while PostgreSQL is unreachable.
  const unreachable = () => Promise.reject(new DatabaseUnavailableError('unreachable'));
  down = await startServer(
    {
      ...db,
      query: unreachable,
      transaction: unreachable,
      inTurn: unreachable,
      available: () => false,
      ready: async () => 'down' as const,
    },
    true,
  );
}, 120_000);

afterAll(async () => {
  await prod?.close();
  await down?.close();
  await db?.close();
});

const get = (origin: string, path: string, method = 'GET') => fetch(`${origin}${path}`, { method });

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200 with the database up, unauthenticated and uncached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(prod.origin, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await (await get(prod.origin, '/readyz')).json()).toEqual({ status: 'ready', database: 'up' });
    expect((await get(prod.origin, '/readyz', 'HEAD')).status).toBe(200);
    expect((await get(prod.origin, '/readyz', 'POST')).status).toBe(405);
  });

  it('with the database unreachable: /healthz 200, /readyz 503 with Retry-After', async () => {
    expect((await get(down.origin, '/healthz')).status).toBe(200);
    const ready = await get(down.origin, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('2');
    expect(await ready.json()).toEqual({ status: 'not ready', database: 'down' });
  });

  it('are not rate-limited: 200 quick health checks in a row all answer 200', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 200 }, () => get(prod.origin, '/readyz').then((r) => r.status)),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('while the database is unreachable', () => {
  it('a database read is answered 503 DATABASE_UNAVAILABLE with Retry-After; a plain query still works', async () => {
    const read = await postGraphql(down.url, '{ availableVouchers { remaining } }');
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('2');
    expect(read.json.errors?.[0]?.message).toBe(UNAVAILABLE_MESSAGE);
    expect(read.json.errors?.[0]?.extensions?.['code']).toBe('DATABASE_UNAVAILABLE');
    expect(read.text).not.toMatch(/at .*\.ts|stack/i);
    const plain = await postGraphql(down.url, '{ lmcHours }');
    expect(plain.status).toBe(200);
    expect(plain.json.data).toEqual({ lmcHours: 24 });
  });

  it('a purchase is answered with a retry message that promises no second charge', async () => {
    const answer = await postGraphql(down.url, PurchaseVoucher, { input: purchaseInput() });
    expect(answer.status).toBe(503);
    expect(answer.json.errors?.[0]?.message).toBe(PURCHASE_UNAVAILABLE_MESSAGE);
  });
});
