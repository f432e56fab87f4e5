/**
 * The offer's stock (spec §1, §9): once an offer window's vouchers are sold, purchaseVoucher
 * refuses new attempts with a clear message and charges nothing, earlier answers are still
 * replayed, and the next window sells again; the clock header is a development tool only.
 * Stock across two API processes: multi-process.test.ts. In-process (yoga.fetch) over a seeded in-memory PGlite; the clock override header places requests
 * in a far-future window so nothing else in the database counts against it.
 */
import type { ResultOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetAvailableVouchers, PurchaseVoucher } from '#tests/lib/operations.ts';
import { createApi } from './app.ts';
import type { Database } from './db/connection.ts';
import { TEST_CARDS } from './payments.ts';
import { CLOCK_OVERRIDE_HEADER, offerWindow, SOLD_OUT_MESSAGE, VOUCHERS_PER_WINDOW } from './resolvers/catalog.ts';
import { CLIENT_HEADERS, countRows, graphqlBody, purchaseInput, seededDatabase, postGraphql } from './test-support.ts';

const SLOW = 120_000;
type Purchase = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];
type Availability = ResultOf<typeof GetAvailableVouchers>['availableVouchers'];

let db: Database;
let yoga: ReturnType<typeof createApi>;

beforeAll(async () => {
  db = await seededDatabase();
  yoga = createApi({ db, production: false });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

/** A Wednesday noon (UTC) in a far-future week, so that only this test's purchases count. */
const WINDOW_NOW = '2031-03-12T12:00:00.000Z';
const NEXT_WINDOW_NOW = '2031-03-19T12:00:00.000Z';

async function send<T>(document: Parameters<typeof graphqlBody>[0], variables: object, now?: string, api = yoga) {
  const headers = now ? { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: now } : CLIENT_HEADERS;
  const answer = await postGraphql(api, document, variables as Record<string, unknown>, headers);
  expect(answer.json.errors, answer.text).toBeUndefined();
  return answer.json.data as T;
}

const purchase = async (input = purchaseInput(), now = WINDOW_NOW) =>
  (await send<{ purchaseVoucher: Purchase }>(PurchaseVoucher, { input }, now)).purchaseVoucher;
const availability = async (now = WINDOW_NOW, api = yoga) =>
  (await send<{ availableVouchers: Availability }>(GetAvailableVouchers, {}, now, api)).availableVouchers;

describe('a sold-out offer window', () => {
  let lastSuccess: { input: ReturnType<typeof purchaseInput>; answer: Purchase } | undefined;

  it(
    `sells exactly ${VOUCHERS_PER_WINDOW} vouchers, even when the last ones are bought concurrently`,
    async () => {
      expect(await availability()).toEqual({
        remaining: VOUCHERS_PER_WINDOW,
        total: VOUCHERS_PER_WINDOW,
        endsAt: offerWindow(Date.parse(WINDOW_NOW)).end.toISOString(),
      });
      for (let i = 0; i < VOUCHERS_PER_WINDOW - 5; i++) {
        const input = purchaseInput();
        const answer = await purchase(input);
        expect(answer.success, answer.message).toBe(true);
        lastSuccess = { input, answer };
      }
      expect((await availability()).remaining).toBe(5);

      // Twelve shoppers race for the last five vouchers: five get one, seven are told it sold out.
      const race = await Promise.all(Array.from({ length: 12 }, () => purchase()));
      expect(race.filter((answer) => answer.success)).toHaveLength(5);
      const refused = race.filter((answer) => !answer.success);
      expect(refused).toHaveLength(7);
      for (const answer of refused) {
        expect(answer).toEqual({
          success: false,
          message: SOLD_OUT_MESSAGE,
          fieldErrors: [],
          errorCode: 'SOLD_OUT',
          voucherPurchaseDetails: null,
          customer: null,
        });
      }
      expect(await availability()).toMatchObject({ remaining: 0, total: VOUCHERS_PER_WINDOW });
      const { start, end } = offerWindow(Date.parse(WINDOW_NOW));
      expect(
        await countRows(db, 'vouchers', 'created_at >= $1 AND created_at < $2', [
          start.toISOString(),
          end.toISOString(),
        ]),
      ).toBe(VOUCHERS_PER_WINDOW);
    },
    SLOW,
  );

  it('refuses a new attempt before charging: no charge, customer or claimed key is written', async () => {
    const input = purchaseInput({ email: 'late-shopper@example.com' });
    const before = await Promise.all(
      ['charges', 'customers', 'vouchers', 'purchase_attempts'].map((t) => countRows(db, t)),
    );
    const answer = await purchase(input);
    expect(answer.success).toBe(false);
    expect(answer.message).toBe(SOLD_OUT_MESSAGE);
    expect(answer.message).toMatch(/sold out/i);
    expect(answer.message).toMatch(/waitlist/i);
    const after = await Promise.all(
      ['charges', 'customers', 'vouchers', 'purchase_attempts'].map((t) => countRows(db, t)),
    );
    expect(after).toEqual(before);
    expect(await countRows(db, 'purchase_attempts', 'idempotency_key = $1', [input.idempotencyKey])).toBe(0);

    // Declined cards are refused for being sold out too: nothing reaches the card processor.
    const declined = await purchase(purchaseInput({ ccNumber: TEST_CARDS.declined }));
    expect(declined.message).toBe(SOLD_OUT_MESSAGE);
  });

  it('still replays the stored answer of an attempt that succeeded before the window sold out', async () => {
    expect(lastSuccess).toBeDefined();
    const retry = await purchase(lastSuccess!.input);
    expect(retry).toEqual(lastSuccess!.answer);
  });

  it('the next window sells again, and a key refused last week can be used now', async () => {
    const input = purchaseInput();
    expect((await purchase(input)).message).toBe(SOLD_OUT_MESSAGE);
    expect(await availability(NEXT_WINDOW_NOW)).toMatchObject({ remaining: VOUCHERS_PER_WINDOW });
    const answer = await purchase(input, NEXT_WINDOW_NOW);
    expect(answer.success).toBe(true);
    expect(answer.voucherPurchaseDetails?.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await availability(NEXT_WINDOW_NOW)).remaining).toBe(VOUCHERS_PER_WINDOW - 1);
  });

  it('ignores the clock override header in production', async () => {
    const production = createApi({ db, production: true });
    const real = offerWindow(Date.now()).end.toISOString();
    expect((await availability(WINDOW_NOW, production)).endsAt).toBe(real);
    expect((await availability(WINDOW_NOW)).endsAt).not.toBe(real);
  });
});
