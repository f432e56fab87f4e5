/**
 * Two API processes (`node api/server.ts`) on one PostgreSQL database, as behind a load balancer:
 * they share idempotency keys, the offer window's count and the rate limits. Runs only with a real
 * PostgreSQL server (`npm run test:api:pg`, or DATABASE_URL); PGlite is one process by design.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import type { Database } from './db/connection.ts';
import { defaultRateLimits, RATE_LIMITED_MESSAGE } from './rate-limit.ts';
import { CLOCK_OVERRIDE_HEADER, offerWindow, VOUCHERS_PER_WINDOW } from './resolvers/catalog.ts';
import { prepareDatabase } from './server.ts';
import {
  CLIENT_HEADERS,
  countRows,
  freshPostgresDatabase,
  postGraphql,
  purchaseInput,
  type GraphqlAnswer,
} from './test-support.ts';
import { startApiProcess, type ApiProcess } from '../scripts/lib/api-process.ts';

const baseUrl = process.env['DATABASE_URL'];

const children: ApiProcess['process'][] = [];

/** Starts `node api/server.ts` on the database and resolves with its GraphQL address once ready. */
async function startApi(databaseUrl: string, nodeEnv: string): Promise<string> {
  const api = await startApiProcess({ DATABASE_URL: databaseUrl, NODE_ENV: nodeEnv, LOG_LEVEL: 'info' });
  children.push(api.process);
  return api.url;
}

describe.skipIf(!baseUrl)('two API processes on one PostgreSQL', () => {
  let db: Database;
  let urls: string[];
  let production: string[];

  beforeAll(async () => {
    const url = await freshPostgresDatabase(baseUrl!);
    db = await prepareDatabase({ DATABASE_URL: url }, () => {});
    urls = await Promise.all([startApi(url, 'test'), startApi(url, 'test')]);
    production = await Promise.all([startApi(url, 'production'), startApi(url, 'production')]);
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await db?.close();
  });

  it('50 concurrent purchases with one key, split across both, give one voucher and one answer', async () => {
    const input = purchaseInput();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postGraphql(urls[i % 2]!, PurchaseVoucher, { input })),
    );
    const codes = new Set(
      answers.map(
        (answer) =>
          (answer.json.data as { purchaseVoucher: { voucherPurchaseDetails: { code: string } | null } }).purchaseVoucher
            .voucherPurchaseDetails?.code,
      ),
    );
    expect(codes.size).toBe(1);
    expect([...codes][0]).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(
      await countRows(db, 'vouchers v JOIN charges c ON c.id = v.charge_id', 'c.idempotency_key = $1', [
        input.idempotencyKey,
      ]),
    ).toBe(1);
    expect(await countRows(db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
  }, 60_000);

  it('300 purchases near sell-out, across both, sell exactly the remaining vouchers', async () => {
    // A far-future week of its own: 240 sold beforehand (through the API, half on each), 10 left.
    const week = offerWindow(Date.UTC(2031, 5, 4, 12));
    const now = new Date(week.start.getTime() + 3600_000).toISOString();
    const remaining = 10;
    const presold = VOUCHERS_PER_WINDOW - remaining;
    for (let i = 0; i < presold; i += 30) {
      await Promise.all(
        Array.from({ length: Math.min(30, presold - i) }, (_, j) =>
          postGraphql(
            urls[j % 2]!,
            PurchaseVoucher,
            { input: purchaseInput() },
            { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: now },
          ),
        ),
      );
    }
    const answers: GraphqlAnswer[] = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        postGraphql(
          urls[i % 2]!,
          PurchaseVoucher,
          { input: purchaseInput() },
          { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: now },
        ),
      ),
    );
    const sold = answers.filter(
      (answer) => (answer.json.data as { purchaseVoucher: { success: boolean } } | undefined)?.purchaseVoucher.success,
    ).length;
    expect(sold).toBe(remaining);
    expect(
      await countRows(db, 'vouchers', 'created_at >= $1 AND created_at < $2', [
        week.start.toISOString(),
        week.end.toISOString(),
      ]),
    ).toBe(VOUCHERS_PER_WINDOW);
  }, 120_000);

  it('share the rate limits: one client is refused after the limit, whichever process it reaches', async () => {
    const limit = defaultRateLimits.joinVoucherWaitlist.points;
    const answers: GraphqlAnswer[] = [];
    for (let i = 0; i <= limit; i++) {
      answers.push(
        await postGraphql(
          production[i % 2]!,
          'mutation($e: String!) { joinVoucherWaitlist(input: { email: $e, zipcode: "60601" }) { success } }',
          { e: `shared-${i}@example.com` },
        ),
      );
    }
    expect(answers.slice(0, limit).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers.at(-1)!.json.errors?.[0]?.message).toBe(RATE_LIMITED_MESSAGE);
    expect(await countRows(db, 'voucher_waitlist', "email LIKE 'shared-%'")).toBe(limit);
  }, 60_000);
});
