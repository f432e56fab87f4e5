/**
 * Issue 11's outside probe, replayed against a production-mode server (NODE_ENV=production
 * settings: default rate limits, test headers ignored, no trusted proxy). Each finding asserts the
 * refusal and that nothing was written. Runs on PGlite and, under `npm run test:api:pg`, on PostgreSQL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { PostPurchaseSurvey, PurchaseVoucher, RegisterLead } from '../src/graphql/operations.ts';
import type { Database } from './db/connection.ts';
import { limits } from './limits.ts';
import { RATE_LIMITED_MESSAGE, defaultRateLimits } from './rate-limit.ts';
import { regionCacheSize } from './resolvers/regions.ts';
import { createApiServer, HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS } from './server.ts';
import {
  CLIENT_HEADERS,
  countRows,
  postGraphql,
  purchaseInput,
  memoryLogger,
  productionServerPerTest,
  startServer,
  type GraphqlAnswer,
} from './test-support.ts';

const { logger, lines: logLines } = memoryLogger('info');

beforeEach(() => {
  logLines.length = 0;
});
/** A fresh production server per test: rate-limit counters start at zero. */
const probe = productionServerPerTest({ logger });

const WRITTEN = [
  'customers',
  'charges',
  'vouchers',
  'purchase_attempts',
  'leads',
  'voucher_waitlist',
  'survey_responses',
];
async function written(): Promise<Record<string, number>> {
  return Object.fromEntries(await Promise.all(WRITTEN.map(async (t) => [t, await countRows(probe.db, t)] as const)));
}
const messagesOf = (answer: GraphqlAnswer) => (answer.json.errors ?? []).map((e) => e.message).join('\n');
const NO_UNEXPECTED = /Unexpected error/;

describe('1. query analysis is linear and refuses before any resolver', () => {
  /** fragment F0 { ...F1 ...F1 } … F(n-1) { lmcHours }: 2^n fields once expanded, under 1 KB of text. */
  const chain = (levels: number) => {
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1
        ? `fragment F${i} on Query { lmcHours }`
        : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
    );
    return `query Q { ...F0 } ${fragments.join(' ')}`;
  };

  it('a 30-level fragment chain is refused at once as too expensive, and the server keeps answering', async () => {
    const document = chain(30);
    expect(document.length).toBeLessThan(1500);
    const answer = await postGraphql(probe.prod.url, document);
    expect(answer.json.data ?? null).toBeNull();
    expect(messagesOf(answer)).toMatch(/too expensive/);
    const trivial = await postGraphql(probe.prod.url, '{ lmcHours }');
    expect(trivial.json).toEqual({ data: { lmcHours: 24 } });
  }, 5_000);

  it(`an expensive resolver carries its cost: 15 nearest-first review pages pass the limit of ${limits.maxCost}`, async () => {
    const page = (i: number, sort: string) =>
      `p${i}: publicReviews(first: 50, filter: { sort: ${sort}, zipcode: "60601" }) { edges { node { id } } }`;
    const nearest = await postGraphql(
      probe.prod.url,
      `{ ${Array.from({ length: 15 }, (_, i) => page(i, 'LOCATION_CLOSEST')).join(' ')} }`,
    );
    expect(messagesOf(nearest)).toMatch(/too expensive/);
    const recent = await postGraphql(
      probe.prod.url,
      `{ ${Array.from({ length: 15 }, (_, i) => page(i, 'RECENT')).join(' ')} }`,
    );
    expect(recent.json.errors).toBeUndefined();
  });
});

describe('2. memory is bounded: only valid zip codes are cached', () => {
  it('distinct long garbage zip codes on every path leave the cache as it was and are not echoed whole', async () => {
    const before = regionCacheSize(probe.db);
    for (let i = 0; i < 20; i++) {
      const garbage = `${i}${'9'.repeat(20_000)}`;
      const answer = await postGraphql(
        probe.prod.url,
        `query($z: String!) {
          serviceRegion(zipcode: $z) { ... on ZipcodeFormatError { zipcode message } }
          voucherPrice(numHours: 3, zipcode: $z) { __typename }
          paymentIntent(numHours: 3, zipcode: $z) { __typename }
        }`,
        { z: garbage },
        { ...CLIENT_HEADERS, 'x-publicweb-geo-zip': garbage },
      );
      expect(answer.text.length).toBeLessThan(2_000);
      const reviews = await postGraphql(
        probe.prod.url,
        'query($z: String) { publicReviews(first: 1, filter: { sort: LOCATION_CLOSEST, zipcode: $z }) { edges { cursor } } }',
        { z: garbage },
      );
      expect(reviews.status).toBeLessThan(500);
      expect(messagesOf(reviews)).toMatch(/zipcode/);
    }
    expect(regionCacheSize(probe.db)).toBe(before);
  });
});

describe('3. CORS from the allow-list, and the client-name header on every operation', () => {
  const preflight = (origin: string) =>
    fetch(probe.prod.url, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-graphql-client-name',
      },
    });

  it.each(['https://evil.example', 'null'])('a preflight from %s gets no CORS headers', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it("a brand's own origin is allowed, without credentials", async () => {
    const response = await preflight('https://brand.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('https://brand.example');
    expect(response.headers.get('access-control-allow-credentials')).not.toBe('true');
  });

  it('a JSON POST without the client-name header is refused and writes nothing', async () => {
    const before = await written();
    const headers: Record<string, string> = { ...CLIENT_HEADERS };
    delete headers['x-graphql-client-name'];
    const answer = await postGraphql(
      probe.prod.url,
      'mutation { joinVoucherWaitlist(input: { email: "nohdr@example.com", zipcode: "60601" }) { success } }',
      undefined,
      headers,
    );
    expect(answer.status).toBe(403);
    expect(answer.json.data ?? null).toBeNull();
    expect(await written()).toEqual(before);
  });
});

describe('4 and 5. idempotency keys are bound to their purchase; customers are not editable by strangers', () => {
  async function buy(input: ReturnType<typeof purchaseInput>) {
    return postGraphql(probe.prod.url, PurchaseVoucher, { input });
  }

  it('the same key with other details is a typed error that reveals nothing and charges nothing', async () => {
    const input = purchaseInput();
    const first = await buy(input);
    const code = (first.json.data as { purchaseVoucher: { voucherPurchaseDetails: { code: string } } }).purchaseVoucher
      .voucherPurchaseDetails.code;
    const before = await written();
    for (const changed of [
      { email: 'someone-else@example.com' },
      { zipcode: '98101' },
      { hours: 4 },
      { ccNumber: '4000000000000002', email: 'declined@example.com' },
    ]) {
      const answer = await buy({ ...input, ...changed });
      expect(answer.json.errors?.[0]?.extensions?.['code']).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(answer.text).not.toContain(code);
      expect(answer.text).not.toContain('rawId');
    }
    expect(await written()).toEqual(before);
    // The same request again replays the stored answer.
    expect((await buy(input)).json).toEqual(first.json);
  });

  it('a purchase with an existing email (other case, trailing space) leaves that customer as stored', async () => {
    // The owner's card was declined: a customer without a voucher, so the email may still buy one.
    const owner = purchaseInput({
      email: 'owner@example.com',
      phone: '3125550100',
      firstName: 'Olive',
      lastName: 'Owner',
      ccNumber: '4000000000000002',
    });
    await buy(owner);
    const [stored] = await probe.db.query('SELECT * FROM customers WHERE email = $1', ['owner@example.com']);
    const stranger = purchaseInput({
      email: ' OWNER@Example.COM ',
      phone: '2065550199',
      firstName: 'Mallory',
      lastName: 'Stranger',
      zipcode: '98101',
    });
    const answer = await buy(stranger);
    expect(answer.json.errors).toBeUndefined();
    expect((answer.json.data as { purchaseVoucher: { success: boolean } }).purchaseVoucher.success).toBe(true);
    const [after] = await probe.db.query('SELECT * FROM customers WHERE email = $1', ['owner@example.com']);
    expect(after).toEqual(stored);
    // The stranger's details stay with their own charge.
    const [charge] = await probe.db.query<{ buyer_phone: string; buyer_first_name: string }>(
      'SELECT buyer_phone, buyer_first_name FROM charges WHERE idempotency_key = $1',
      [stranger.idempotencyKey],
    );
    expect(charge).toEqual({ buyer_phone: '2065550199', buyer_first_name: 'Mallory' });
  });
});

describe('6. logs: JSON lines, no personal data, no forged lines', () => {
  it('an unknown cohort code with a line break is one JSON line', async () => {
    await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', {
      c: 'X\n{"level":30,"msg":"forged"}',
    });
    const lines = logLines.join('').split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'voucherCohort: unknown cohort' });
  });

  it('a database error is logged by its code, without its parameters', async () => {
    const secretEmail = 'private.person@example.com';
    const failing: Database = {
      ...probe.db,
      query: () =>
        Promise.reject(
          Object.assign(new Error(`duplicate key value violates unique constraint: Key (email)=(${secretEmail})`), {
            code: '23505',
            parameters: [secretEmail, '3125550100'],
          }),
        ),
    };
    const server = await startServer(failing, true, { logger });
    try {
      const answer = await postGraphql(server.url, RegisterLead, {
        input: { email: secretEmail, phone: '3125550100', zipcode: '60601', firstName: 'Pat' },
      });
      expect(messagesOf(answer)).toBe('Unexpected error.');
    } finally {
      await server.close();
    }
    const log = logLines.join('');
    expect(log).toContain('23505');
    expect(log).not.toContain(secretEmail);
    expect(log).not.toContain('3125550100');
  });
});

describe('7. abuse limits, length caps, duplicates, the survey', () => {
  it(`the ${defaultRateLimits.joinVoucherWaitlist.points + 1}th waitlist sign-up from one client is refused with 429 and Retry-After`, async () => {
    const limit = defaultRateLimits.joinVoucherWaitlist.points;
    const answers: GraphqlAnswer[] = [];
    for (let i = 0; i <= limit; i++) {
      answers.push(
        await postGraphql(
          probe.prod.url,
          'mutation($e: String!) { joinVoucherWaitlist(input: { email: $e, zipcode: "60601" }) { success } }',
          { e: `rl-${i}@example.com` },
          // Forwarded-for is not trusted: a new address per request does not escape the limit.
          { ...CLIENT_HEADERS, 'x-forwarded-for': `203.0.113.${i}` },
        ),
      );
    }
    const last = answers.at(-1)!;
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(messagesOf(last)).toBe(RATE_LIMITED_MESSAGE);
    expect(await countRows(probe.db, 'voucher_waitlist', "email LIKE 'rl-%'")).toBe(limit);
  });

  it('identical leads collapse into one row', async () => {
    const input = { email: 'Same.Lead@example.com', phone: '3125550111', zipcode: '60601', firstName: 'Sam' };
    for (let i = 0; i < 5; i++)
      await postGraphql(probe.prod.url, RegisterLead, { input: { ...input, email: ` ${input.email} ` } });
    expect(await countRows(probe.db, 'leads', 'email = $1', ['same.lead@example.com'])).toBe(1);
  });

  it('a 60,000-character email is a field message and stores nothing', async () => {
    const before = await written();
    const answer = await postGraphql(probe.prod.url, RegisterLead, {
      input: { email: `${'a'.repeat(60_000)}@example.com`, phone: '3125550111', zipcode: '60601' },
    });
    const payload = (answer.json.data as { registerLead: { fieldErrors: { field: string; message: string }[] } })
      .registerLead;
    expect(payload.fieldErrors).toEqual([
      { field: 'email', message: 'Enter an email address of at most 254 characters' },
    ]);
    expect(await written()).toEqual(before);
  });

  it("the survey cannot tell whether a code exists, nor be answered without the buyer's token", async () => {
    const bought = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput() });
    const details = (
      bought.json.data as { purchaseVoucher: { voucherPurchaseDetails: { code: string; surveyToken: string } } }
    ).purchaseVoucher.voucherPurchaseDetails;
    const ask = (voucherCode: string, surveyToken: string) =>
      postGraphql(probe.prod.url, PostPurchaseSurvey, { input: { voucherCode, surveyToken, sources: ['Other'] } });
    const before = await written();
    const existing = await ask(details.code, 'not-the-token');
    const missing = await ask('ZZZZ-ZZZZ', 'not-the-token');
    expect(existing.json).toEqual(missing.json);
    expect(await written()).toEqual(before);
    const buyer = await ask(details.code, details.surveyToken);
    expect((buyer.json.data as { postPurchaseSurvey: { success: boolean } }).postPurchaseSurvey.success).toBe(true);
  });
});

describe('9 and 10. bad input gets a field message or a typed error; card data is never echoed', () => {
  const NUL = 'a\u0000b';

  it('NUL bytes in names, voucher code, idempotency key and referral code never reach "Unexpected error."', async () => {
    const before = await written();
    const purchase = await postGraphql(probe.prod.url, PurchaseVoucher, {
      input: purchaseInput({ firstName: NUL, idempotencyKey: `key-${NUL}-12345` }),
    });
    expect(purchase.text).not.toMatch(NO_UNEXPECTED);
    const fields = (purchase.json.data as { purchaseVoucher: { fieldErrors: { field: string }[] } }).purchaseVoucher
      .fieldErrors;
    expect(fields.map((f) => f.field).sort()).toEqual(['firstName', 'idempotencyKey']);
    const survey = await postGraphql(probe.prod.url, PostPurchaseSurvey, {
      input: { voucherCode: NUL, surveyToken: NUL, sources: ['Other'], other: NUL },
    });
    expect(survey.text).not.toMatch(NO_UNEXPECTED);
    expect(survey.json.data).toBeTruthy();
    const referral = await postGraphql(
      probe.prod.url,
      'query($c: String!) { customerReferral(code: $c) { hostName } }',
      {
        c: NUL,
      },
    );
    expect(referral.json).toEqual({ data: { customerReferral: null } });
    expect(await written()).toEqual(before);
  });

  it('a review cursor with an impossible timestamp is a typed error', async () => {
    const cursor = Buffer.from(JSON.stringify(['RECENT', '2026-13-45 99:99:99+00', 1])).toString('base64url');
    const answer = await postGraphql(
      probe.prod.url,
      `{ publicReviews(first: 2, after: "${cursor}") { edges { cursor } } }`,
    );
    expect(answer.json.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('hours that match no option are refused, not replaced by the 3-hour option', async () => {
    const before = await written();
    const answer = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput({ hours: 5 }) });
    const payload = (
      answer.json.data as { purchaseVoucher: { success: boolean; fieldErrors: { field: string; message: string }[] } }
    ).purchaseVoucher;
    expect(payload.success).toBe(false);
    expect(payload.fieldErrors[0]).toMatchObject({
      field: 'hours',
      message: expect.stringMatching(/Choose one of the cleaning options/),
    });
    expect(await written()).toEqual(before);
    const price = await postGraphql(probe.prod.url, '{ voucherPrice(numHours: 5, zipcode: "60601") { __typename } }');
    expect(price.json.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it("a 101-character name gets a shopper message, not valibot's default", async () => {
    const answer = await postGraphql(probe.prod.url, PurchaseVoucher, {
      input: purchaseInput({ lastName: 'x'.repeat(101) }),
    });
    expect(answer.text).not.toMatch(/Invalid length|Expected/);
    expect(answer.text).toContain('Keep names to 100 characters or fewer');
  });

  it('a purchase input with a wrong or missing field is refused without quoting the card number or CVC', async () => {
    const missing: Partial<ReturnType<typeof purchaseInput>> = purchaseInput({
      ccNumber: '4242424242424242',
      cvc: '987',
    });
    delete missing.email;
    for (const input of [missing, { ...missing, email: 'x@example.com', hours: 'three' }]) {
      const answer = await postGraphql(probe.prod.url, PurchaseVoucher, { input });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toContain('4242424242424242');
      expect(answer.text).not.toContain('987');
    }
  });
});

describe('11. production settings', () => {
  it('ignores x-publicweb-geo-zip and x-publicweb-now', async () => {
    const query = '{ estimatedBrowserLocation { nearbyZipcode } availableVouchers { endsAt } }';
    const plain = await postGraphql(probe.prod.url, query);
    const overridden = await postGraphql(probe.prod.url, query, undefined, {
      ...CLIENT_HEADERS,
      'x-publicweb-geo-zip': '98101',
      'x-publicweb-now': '2031-01-01T00:00:00Z',
    });
    expect(overridden.json).toEqual(plain.json);
  });

  it(`times out request headers after ${HEADERS_TIMEOUT_SECONDS} s and whole requests after ${REQUEST_TIMEOUT_SECONDS} s`, () => {
    const server = createApiServer(probe.db, true);
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_SECONDS * 1000);
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_SECONDS * 1000);
    expect(REQUEST_TIMEOUT_SECONDS).toBeLessThanOrEqual(30);
  });

  it('trusts X-Forwarded-For only from the configured proxies', async () => {
    const behindProxy = await startServer(probe.db, true, { logger, trustedProxies: ['127.0.0.0/8', '::1'] });
    try {
      const answer = await fetch(behindProxy.url, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'x-forwarded-for': '1.2.3.4, 8.8.8.8:5123' },
        body: JSON.stringify({ query: '{ estimatedBrowserLocation { accuracyRadius } }' }),
      });
      // The address the trusted proxy wrote (with its port) is located by GeoIP (not the default metro).
      const body = (await answer.json()) as { data: { estimatedBrowserLocation: { accuracyRadius: number } } };
      expect(body.data.estimatedBrowserLocation.accuracyRadius).not.toBe(100_000);
    } finally {
      await behindProxy.close();
    }
  });
});
