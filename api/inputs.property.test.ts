/**
 * Property tests (fast-check) of the API's inputs over HTTP semantics (yoga in process, production
 * settings): arbitrary strings, unicode, control characters and huge values in every argument of
 * every mutation and of the queries that take text get a field message or a typed error, never a
 * 500 and never "Unexpected error.", and no answer quotes a card number.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoinVoucherWaitlist, PostPurchaseSurvey, PurchaseVoucher, RegisterLead } from '#tests/lib/operations.ts';
import { createApi } from './app.ts';
import type { Database } from './db/connection.ts';
import { createLogger } from './log.ts';
import { graphqlBody, postGraphql, seededDatabase } from './test-support.ts';

let db: Database;
let yoga: ReturnType<typeof createApi>;
const unlimited = { points: 1_000_000, duration: 1 };

beforeAll(async () => {
  db = await seededDatabase();
  yoga = createApi({
    db,
    production: true,
    logger: createLogger({ level: 'silent' }),
    rateLimits: {
      purchaseVoucher: unlimited,
      registerLead: unlimited,
      joinVoucherWaitlist: unlimited,
      postPurchaseSurvey: unlimited,
      customerReferral: unlimited,
      queryCost: unlimited,
    },
  });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800x', '\r\n', '', ' ', '60601', '4242424242424242'),
  fc.integer({ min: 1, max: 20_000 }).map((n) => '9'.repeat(n)),
);

async function send(document: Parameters<typeof graphqlBody>[0], variables: Record<string, unknown>) {
  const answer = await postGraphql(yoga, document, variables);
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(answer.text).not.toMatch(/Unexpected error/);
  expect(answer.text).not.toMatch(/Invalid (type|length|format)|Expected <=|but received/);
  return answer;
}

const RUNS = { numRuns: 40 };

describe('mutations', () => {
  it('PurchaseVoucher: any strings in any field', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          email: text,
          phone: text,
          firstName: fc.option(text),
          lastName: fc.option(text),
          zipcode: text,
          ccNumber: text,
          ccExpiration: text,
          cvc: text,
          hours: fc.option(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 })),
          redirect: fc.option(text),
          voucherOption: fc.option(text),
          idempotencyKey: text,
        }),
        async (input) => {
          const answer = await send(PurchaseVoucher, { input });
          if (input.ccNumber.length > 8) expect(answer.text).not.toContain(input.ccNumber.replace(/[\s_]/g, ''));
        },
      ),
      RUNS,
    );
  }, 60_000);

  it('RegisterLead and JoinVoucherWaitlist: any strings', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, text, fc.option(text), async (email, phone, zipcode, firstName) => {
        await send(RegisterLead, { input: { email, phone, zipcode, firstName } });
        await send(JoinVoucherWaitlist, { input: { email, zipcode } });
      }),
      RUNS,
    );
  }, 60_000);

  it('PostPurchaseSurvey: any strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        fc.array(text, { maxLength: 12 }),
        fc.option(text),
        async (code, token, sources, other) => {
          await send(PostPurchaseSurvey, { input: { voucherCode: code, surveyToken: token, sources, other } });
        },
      ),
      RUNS,
    );
  }, 60_000);
});

describe('queries that take text', () => {
  it('zip codes, cohort and referral codes, cursors and page sizes', async () => {
    await fc.assert(
      fc.asyncProperty(text, text, fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), async (value, cursor, n) => {
        await send(
          `query($v: String!, $c: String, $n: Int!) {
            serviceRegion(zipcode: $v) { __typename }
            voucherCohort(code: $v) { code }
            customerReferral(code: $v) { hostName }
          }`,
          { v: value, c: cursor, n },
        );
        await send('query($c: String, $n: Int) { publicReviews(first: $n, after: $c) { edges { cursor } } }', {
          c: cursor,
          n: Math.abs(n) % 60,
        });
        await send('query($v: String!, $n: Int!) { voucherPrice(numHours: $n, zipcode: $v) { __typename } }', {
          v: value,
          n,
        });
      }),
      RUNS,
    );
  }, 60_000);
});
