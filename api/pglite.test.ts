/**
 * The API on PGlite, the embedded engine of `npm start` and of `npm run test:unit`, beside the
 * whole API suite that `npm test` runs on PostgreSQL (`npm run test:api:pg`): what goes through
 * PGlite's own code in api/db/connection.ts (the one-at-a-time query turns, the kept plans with
 * their parameters written as literals, the transaction and advisory lock of a purchase) once each.
 * A purchase and its rows, a rush of double submits on one key, and a nearest-first walk of the
 * reviews across a page boundary with its cursor. The other engine-bound tests on PGlite:
 * restart.test.ts (a crash), db/connection.test.ts (the kept plans), operations.test.ts (every
 * operation's values as the engine returns them), startup.test.ts (a full disk).
 */
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { FetchMoreReviews, PurchaseVoucher } from '#tests/lib/operations.ts';
import { countRows, dataOf, inProcessApiPerFile, purchaseInput, type PurchaseInput } from './test-support.ts';

type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];
type Connection = ResultOf<typeof FetchMoreReviews>['publicReviews'];

const api = inProcessApiPerFile();

async function purchase(input: PurchaseInput): Promise<Payload> {
  return (await dataOf<ResultOf<typeof PurchaseVoucher>>(api.yoga, PurchaseVoucher, { input })).purchaseVoucher;
}

async function reviews(variables: Record<string, unknown>): Promise<Connection> {
  return (await dataOf<ResultOf<typeof FetchMoreReviews>>(api.yoga, FetchMoreReviews, variables)).publicReviews;
}

describe('the API on PGlite', () => {
  it('runs on the embedded engine', () => {
    expect(api.db.kind).toBe('pglite');
  });

  it('sells a voucher and writes one customer, one charge with its amount and one voucher', async () => {
    const input = purchaseInput();
    const answer = await purchase(input);
    expect(answer.success, answer.message).toBe(true);
    const code = answer.voucherPurchaseDetails!.code;
    const [charge] = await api.db.query<{ amount: number; status: string; code: string; created: Date }>(
      `SELECT c.amount_cents AS amount, c.status, v.code, c.created_at AS created FROM charges c JOIN vouchers v ON v.charge_id = c.id
       WHERE c.idempotency_key = $1`,
      [input.idempotencyKey],
    );
    expect(charge).toMatchObject({ status: 'succeeded', code });
    expect(Number.isInteger(charge!.amount) && charge!.amount > 0).toBe(true);
    expect(charge!.created).toBeInstanceOf(Date);
    expect(await countRows(api.db, 'customers', 'email = $1', [input.email])).toBe(1);
  });

  it('answers 10 concurrent submits with one key with one voucher and one charge', async () => {
    const input = purchaseInput();
    const answers = await Promise.all(Array.from({ length: 10 }, () => purchase(input)));
    for (const answer of answers) expect(answer.success, answer.message).toBe(true);
    expect(new Set(answers.map((answer) => answer.voucherPurchaseDetails?.code)).size).toBe(1);
    expect(await countRows(api.db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
  });

  it('walks the nearest reviews across a page boundary with the cursor, without repeats, nearest first', async () => {
    const filter = { sort: 'LOCATION_CLOSEST', zipcode: '60601' };
    const first = await reviews({ first: 20, filter });
    expect(first.edges).toHaveLength(20);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await reviews({ first: 20, after: first.pageInfo.endCursor, filter });
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    const walked = [...first.edges, ...second.edges].map((edge) => edge.node!.id);
    expect(new Set(walked).size).toBe(40);
    const [{ id: nearest } = { id: 0 }] = await api.db.query<{ id: number }>(
      `SELECT r.id FROM public_reviews r, zipcodes z WHERE z.zip = $1
       ORDER BY (r.latitude - z.latitude) ^ 2 + ((r.longitude - z.longitude) * cos(radians(z.latitude))) ^ 2, r.id
       LIMIT 1`,
      ['60601'],
    );
    expect(walked[0]).toBe(String(nearest));
  });
});
