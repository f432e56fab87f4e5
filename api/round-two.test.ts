/**
 * Issue 22's outside probe (the API at internet scale, round two), replayed against
 * production-mode servers: cost = work, limits per network, nothing echoed, nothing learned by
 * strangers, logs an on-call engineer trusts, and the smaller items. Each finding asserts what a
 * client (or the on-call engineer reading the logs) would notice. Runs on PGlite and, under
 * `npm run test:api:pg`, on PostgreSQL.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { parse, getOperationAST } from 'graphql';
import { JoinVoucherWaitlist, PurchaseVoucher } from '../src/graphql/operations.ts';
import { loadAllBrands } from '../src/brand/load.ts';
import { allowedOrigins } from './cors.ts';
import { referralCodes } from './db/seed/catalog.ts';
import { limits, measureOperation, ONE_MUTATION_MESSAGE } from './limits.ts';
import {
  BoundedStore,
  clientKey,
  defaultRateLimits,
  QUERY_BUDGET_MESSAGE,
  RATE_LIMITED_MESSAGE,
} from './rate-limit.ts';
import { CLOCK_OVERRIDE_HEADER } from './resolvers/catalog.ts';
import { KEY_EXPIRED_MESSAGE } from './purchase/answers.ts';
import { messages } from '../src/schemas/fields.ts';
import {
  CLIENT_HEADERS,
  countRows,
  newIdempotencyKey,
  postGraphql,
  purchaseInput,
  memoryLogger,
  productionServerPerTest,
  startServer,
  type GraphqlAnswer,
} from './test-support.ts';

const { logger, lines: logLines, entries: logged } = memoryLogger('debug');

const from = (address: string) => ({ ...CLIENT_HEADERS, 'x-forwarded-for': address });

beforeEach(() => {
  logLines.length = 0;
});
/** A production server behind a trusted proxy (the loopback) per test: the client is the last X-Forwarded-For entry. */
const probe = productionServerPerTest({ logger, trustedProxies: ['127.0.0.1', '::1'] });

const CARD = '4242424242424242';
const CVC = '7319';

describe('3. nothing echoed: no answer contains any part of the request body', () => {
  const bodies: [contentType: string, body: string][] = [
    ['application/json', `{"query":"mutation{x}","variables":{"input":{"ccNumber":"${CARD}","cvc":"${CVC}"}`],
    ['application/json', `{"query": "${CARD}" ,"cvc":"${CVC}" x}`],
    ['application/json', `{"query": "{ __typename }", "variables": {"ccNumber": ${CARD}${CVC}`],
    ['application/json', `{"ccNumber":"${CARD}","cvc":"${CVC}",}`],
    ['application/json', `["${CARD}", "${CVC}"]`],
    ['application/json', `[{"query": "{ x${CARD} }"}, {"cvc": "${CVC}"}]`],
    ['application/json', `{"query": {"ccNumber":"${CARD}","cvc":"${CVC}"}}`],
    ['application/json', `{"query": "{ __typename }", "variables": "${CARD} ${CVC}"}`],
    ['application/json', `{"query": "{ __typename }", "extensions": "${CARD} ${CVC}"}`],
    ['application/json', `{"query": "{ __typename }", "operationName": ["${CARD}", "${CVC}"]}`],
    ['application/json', `{"query": "{ __typename }", "operationName": "O${CARD}${CVC}"}`],
    ['application/json', `"${CARD} ${CVC}"`],
    ['application/json', `${CARD}${CVC}`],
    ['application/json', `{"query":"{ voucherCohort(code: \\"${CARD} ${CVC}\\") { code } x${CARD} }"}`],
    ['application/json', `{"query":"{ lmcHours(c${CARD}: ${CVC}) }"}`],
    ['application/json', `{"query":"{ ...F${CARD} } fragment F${CVC} on Query { lmcHours }"}`],
    ['application/json', `{"query":"query($v${CARD}: Int = ${CVC}) { lmcHours }"}`],
    ['application/json', `{"query":"{ publicReviews(filter: { sort: S${CARD} }) { __typename } }"}`],
    ['application/json', `{"query":"{ ${CARD} ${CVC} }"}`],
    ['application/json', `{"query":"{ \\"${CARD}\\" \\"${CVC}\\" }"}`],
    [
      'application/json',
      `{"query":"mutation { purchaseVoucher(input: { ccNumber: \\"${CARD}\\", cvc: ${CVC} }) { success } }"}`,
    ],
    [
      'application/json',
      JSON.stringify({
        query: 'mutation($input: PurchaseVoucherInput!) { purchaseVoucher(input: $input) { success } }',
        variables: { input: { ccNumber: CARD, cvc: Number(CVC), extra: `${CARD}${CVC}` } },
      }),
    ],
    ['application/graphql', `{ ${CARD} ${CVC} }`],
    ['application/graphql', `{ x${CARD}: lmcHours y${CVC}: nothing }`],
    ['application/x-www-form-urlencoded', `query=${CARD}&cvc=${CVC}`],
    ['application/x-www-form-urlencoded', `query={x${CARD}}&variables={"cvc":"${CVC}"`],
    [
      'multipart/form-data; boundary=b',
      `--b\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{x${CARD}}","cvc":"${CVC}"\r\n--b--\r\n`,
    ],
    ['text/plain', `{"query":"{ x${CARD} }","cvc":"${CVC}"}`],
    ['application/json; charset=utf-16', `{"query":"{ x${CARD} }","cvc":"${CVC}"}`],
  ];

  it(`${bodies.length} malformed bodies with a card number and CVC: neither comes back, no 5xx`, async () => {
    for (const [type, body] of bodies) {
      const response = await fetch(probe.prod.url, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, 'content-type': type },
        body,
      });
      const text = await response.text();
      const headers = JSON.stringify([...response.headers]);
      expect(response.status, `${type} ${body}`).toBeLessThan(500);
      expect(text, `${type} ${body}`).not.toContain(CARD);
      expect(text, `${type} ${body}`).not.toContain(CVC);
      expect(headers, `${type} ${body}`).not.toContain(CARD);
    }
    // Nothing the client sent is an error of ours: no line at level error.
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });

  it('the same in development mode (suggestions and parser messages are where echoes hide)', async () => {
    const dev = await startServer(probe.db, false, { logger });
    try {
      for (const [type, body] of bodies) {
        const response = await fetch(dev.url, {
          method: 'POST',
          headers: { ...CLIENT_HEADERS, 'content-type': type },
          body,
        });
        const text = await response.text();
        expect(text, `${type} ${body}`).not.toContain(CARD);
        expect(text, `${type} ${body}`).not.toContain(CVC);
      }
    } finally {
      await dev.close();
    }
  });

  it('GET requests with the card in the query string do not echo it either', async () => {
    for (const search of [
      `query=${encodeURIComponent(`{ x${CARD} }`)}&variables=${CVC}`,
      `query=${encodeURIComponent('{ lmcHours }')}&variables=${encodeURIComponent(`{"c":"${CARD}","d":${CVC}`)}`,
      `query=${encodeURIComponent('{ lmcHours }')}&extensions=${encodeURIComponent(`{"c":"${CARD}"`)}&cvc=${CVC}`,
    ]) {
      const response = await fetch(`${probe.prod.url}?${search}`, { headers: CLIENT_HEADERS });
      const text = await response.text();
      expect(response.status, search).toBeLessThan(500);
      expect(text, search).not.toContain(CARD);
      expect(text, search).not.toContain(CVC);
    }
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });
});

type Purchase = {
  success: boolean;
  errorCode?: string | null;
  customer: { id: string; rawId: number } | null;
  voucherPurchaseDetails: { code: string } | null;
};
const purchased = (answer: GraphqlAnswer) => (answer.json.data as { purchaseVoucher: Purchase }).purchaseVoucher;

describe('4. nothing learned by strangers', () => {
  it("a purchase with an existing customer's email (any case, spaces, a Kelvin sign) is refused without that customer's ids", async () => {
    const owner = purchaseInput({ email: 'kate.owner@example.com' });
    const first = purchased(await postGraphql(probe.prod.url, PurchaseVoucher, { input: owner }, from('198.51.100.1')));
    expect(first.success).toBe(true);
    const [stored] = await probe.db.query<{ public_id: string; raw_id: number }>(
      'SELECT public_id, raw_id FROM customers WHERE email = $1',
      ['kate.owner@example.com'],
    );
    expect(first.customer).toEqual({ id: stored!.public_id, rawId: stored!.raw_id });
    for (const email of ['KATE.OWNER@example.com', '  kate.owner@EXAMPLE.com ', '\u212Aate.owner@example.com']) {
      const answer = await postGraphql(
        probe.prod.url,
        PurchaseVoucher,
        { input: purchaseInput({ email }) },
        from('198.51.100.2'),
      );
      const stranger = purchased(answer);
      // New clients only (issue 29): the answer says the email or phone has a voucher, nothing more.
      expect(stranger, email).toMatchObject({ success: false, errorCode: 'ALREADY_A_CUSTOMER', customer: null });
      expect(answer.text).not.toContain(stored!.public_id);
      expect(answer.text).not.toContain(String(stored!.raw_id));
      expect(answer.text).not.toMatch(/kate|owner/i);
    }
    // Still one customer for that email, never edited.
    expect(await countRows(probe.db, 'customers', 'email = $1', ['kate.owner@example.com'])).toBe(1);
  });

  it('rawId is not sequential: it does not tell how many customers there are', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const answer = purchased(
        await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput() }, from(`198.51.100.${10 + i}`)),
      );
      ids.push(answer.customer!.rawId);
    }
    const gaps = ids.slice(1).map((id, i) => Math.abs(id - ids[i]!));
    expect(Math.min(...gaps)).toBeGreaterThan(1000);
    const [row] = await probe.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers');
    expect(Math.max(...ids)).toBeGreaterThan(row!.n * 1000);
  });

  it('the waitlist answers the same whether or not the email was already on it', async () => {
    const input = { email: 'listed@example.com', zipcode: '60601' };
    const first = await postGraphql(probe.prod.url, JoinVoucherWaitlist, { input });
    const again = await postGraphql(probe.prod.url, JoinVoucherWaitlist, {
      input: { ...input, email: 'LISTED@example.com' },
    });
    expect(again.json).toEqual(first.json);
    expect(first.json.data).toMatchObject({ joinVoucherWaitlist: { success: true } });
  });

  it('one mutation field per document: aliased mutations are refused before any is written', async () => {
    const before = await countRows(probe.db, 'voucher_waitlist');
    const joins = Array.from(
      { length: 12 },
      (_, i) => `j${i}: joinVoucherWaitlist(input: { email: "alias${i}@example.com", zipcode: "60601" }) { success }`,
    );
    const answer = await postGraphql(probe.prod.url, `mutation { ${joins.join(' ')} }`);
    expect(answer.json.errors?.[0]?.message).toBe(ONE_MUTATION_MESSAGE);
    expect(answer.json.data ?? null).toBeNull();
    const viaFragment = await postGraphql(
      probe.prod.url,
      `mutation { ...J joinVoucherWaitlist(input: { email: "b@example.com", zipcode: "60601" }) { success } }
       fragment J on Mutation { joinVoucherWaitlist(input: { email: "a@example.com", zipcode: "60601" }) { success } }`,
    );
    expect(viaFragment.json.errors?.[0]?.message).toBe(ONE_MUTATION_MESSAGE);
    expect(await countRows(probe.db, 'voucher_waitlist')).toBe(before);
  });

  it(`referral codes: ${defaultRateLimits.customerReferral.points} lookups per client, then 429; codes carry at least 60 random bits`, async () => {
    for (const { code } of referralCodes) {
      const random = code.slice(code.indexOf('-') + 1).replaceAll('-', '');
      expect(random.length * 5).toBeGreaterThanOrEqual(60);
    }
    const lookup = (code: string, address: string) =>
      postGraphql(
        probe.prod.url,
        'query($c: String!) { customerReferral(code: $c) { hostName } }',
        { c: code },
        from(address),
      );
    for (let i = 0; i < defaultRateLimits.customerReferral.points; i += 1) {
      const answer = await lookup(`ANNA-${String(i).padStart(4, '0')}`, '203.0.113.7');
      expect(answer.status).toBe(200);
    }
    const refused = await lookup(referralCodes[0]!.code, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.[0]?.message).toBe(RATE_LIMITED_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another client still finds a real code.
    const other = await lookup(referralCodes[0]!.code, '203.0.113.8');
    expect(other.json.data).toEqual({ customerReferral: { hostName: referralCodes[0]!.hostName } });
  });
});

describe('2. limits per network', () => {
  /** 198.51.100.20 as a client may write it: plain, and IPv4-mapped in IPv6 in several spellings. */
  const SPELLINGS_OF_ONE_ADDRESS = [
    '198.51.100.20',
    '::ffff:198.51.100.20',
    '::FFFF:198.51.100.20',
    '::ffff:c633:6414',
    '0:0:0:0:0:ffff:c633:6414',
    '0000:0000:0000:0000:0000:FFFF:C633:6414',
  ];

  it('client keys: IPv4-mapped spellings are the IPv4 address; IPv6 is its canonical /64', () => {
    for (const spelling of SPELLINGS_OF_ONE_ADDRESS) {
      expect(clientKey(spelling), spelling).toBe('198.51.100.20');
    }
    expect(clientKey('2001:0DB8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey(undefined)).toBe('unknown');
  });

  it(`sixteen addresses of one IPv6 /64 share one limit (${defaultRateLimits.joinVoucherWaitlist.points} waitlist joins)`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      const address = `2001:db8:aa:bb:${(i * 4099).toString(16)}::${i + 1}`;
      const answer = await postGraphql(
        probe.prod.url,
        JoinVoucherWaitlist,
        { input: { email: `six${i}@example.com`, zipcode: '60601' } },
        from(address),
      );
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(defaultRateLimits.joinVoucherWaitlist.points);
    expect(statuses.slice(defaultRateLimits.joinVoucherWaitlist.points).every((status) => status === 429)).toBe(true);
    // Another /64 is another network.
    const neighbour = await postGraphql(
      probe.prod.url,
      JoinVoucherWaitlist,
      { input: { email: 'n@example.com', zipcode: '60601' } },
      from('2001:db8:aa:bc::1'),
    );
    expect(neighbour.status).toBe(200);
  });

  it('an IPv4 client that was limited is limited in every IPv4-mapped IPv6 spelling', async () => {
    const join = (i: number, address: string) =>
      postGraphql(
        probe.prod.url,
        JoinVoucherWaitlist,
        { input: { email: `v4-${i}@example.com`, zipcode: '60601' } },
        from(address),
      );
    for (let i = 0; i < defaultRateLimits.joinVoucherWaitlist.points; i += 1) {
      expect((await join(i, '198.51.100.20')).status).toBe(200);
    }
    for (const spelling of SPELLINGS_OF_ONE_ADDRESS) {
      expect((await join(99, spelling)).status, spelling).toBe(429);
    }
  });

  it('the in-memory store is bounded: past its size the least recently seen clients are forgotten', () => {
    const store = new BoundedStore(2, 600, 1000);
    for (let i = 0; i < 60_000; i += 1) store.consume(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, 1);
    expect(store.size).toBe(1000);
    // A client seen recently keeps its count; one forgotten starts a new window.
    const recent = '10.0.234.95'; // the 59,999th address
    expect(store.consume(recent, 1).allowed).toBe(true);
    expect(store.consume(recent, 1).allowed).toBe(false);
    expect(store.consume('10.0.0.0', 1).allowed).toBe(true);
  });
});

const farCursor = Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 1e6, 1])).toString('base64url');
const pages = (n: number, selection: string, cursor = farCursor) =>
  `{ ${Array.from({ length: n }, (_, i) => `p${i}: publicReviews(first: 50, after: "${cursor}", filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { ${selection} }`).join(' ')} }`;

describe('1. cost = work', () => {
  const costOf = (document: string) => {
    const ast = parse(document);
    return measureOperation(ast, getOperationAST(ast)!, {});
  };

  it('a page costs the rows it reads whatever is selected: 15 far-cursor nearest-first pages of __typename are refused', async () => {
    expect(costOf(pages(1, '__typename')).cost).toBe(costOf(pages(1, 'edges { node { id } }')).cost);
    expect(costOf(pages(1, '__typename')).cost).toBeGreaterThan(51 * 3);
    const answer = await postGraphql(probe.prod.url, pages(15, '__typename'));
    expect(answer.json.errors?.[0]?.message).toBe(
      `Query is too expensive: cost exceeds the limit of ${limits.maxCost}.`,
    );
  });

  it('a nearest-first page after a cursor far from every review is empty; before it, the farthest reviews', async () => {
    const after = await postGraphql(probe.prod.url, pages(1, 'edges { cursor } pageInfo { hasNextPage }'));
    expect(after.json.data).toEqual({ p0: { edges: [], pageInfo: { hasNextPage: false } } });
    const before = await postGraphql(
      probe.prod.url,
      `{ publicReviews(last: 5, before: "${farCursor}", filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { edges { node { id } } } }`,
    );
    const ids = (before.json.data as { publicReviews: { edges: { node: { id: string } | null }[] } }).publicReviews
      .edges;
    const [origin] = await probe.db.query<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM zipcodes WHERE zip = '60601'",
    );
    const farthest = await probe.db.query<{ id: number }>(
      `SELECT id FROM public_reviews
       ORDER BY round(((latitude - $1) ^ 2 + ((longitude - $2) * cos(radians($1))) ^ 2)::numeric, 8) DESC, id DESC LIMIT 5`,
      [origin!.latitude, origin!.longitude],
    );
    expect(ids.map((edge) => Number(edge.node?.id))).toEqual(farthest.map((row) => row.id).reverse());
  });

  it('fifteen aliased browser locations cost fifteen GeoIP lookups in the analysis, and are answered once', async () => {
    const document = `{ ${Array.from({ length: 15 }, (_, i) => `l${i}: estimatedBrowserLocation { nearbyZipcode }`).join(' ')} }`;
    expect(costOf(document).cost).toBeGreaterThanOrEqual(15 * 50);
    const answer = await postGraphql(probe.prod.url, document, undefined, from('8.8.8.8'));
    const zips = new Set(Object.values(answer.json.data!).map((l) => (l as { nearbyZipcode: string }).nearbyZipcode));
    expect(zips.size).toBe(1);
  });

  it('queries have a per-client budget: past it, 429 with Retry-After and a shopper message; other clients go on', async () => {
    const expensive = pages(
      9,
      'edges { node { id body } }',
      Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 0.5, 1])).toString('base64url'),
    );
    const cost = costOf(expensive).cost;
    expect(costOf(expensive).violation).toBeNull();
    const allowed = Math.floor(defaultRateLimits.queryCost.points / cost);
    for (let i = 0; i < allowed; i += 1) {
      expect((await postGraphql(probe.prod.url, expensive, undefined, from('192.0.2.44'))).status).toBe(200);
    }
    const refused = await postGraphql(probe.prod.url, expensive, undefined, from('192.0.2.44'));
    expect(refused.status).toBe(429);
    expect(refused.json.errors?.[0]?.message).toBe(QUERY_BUDGET_MESSAGE);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(defaultRateLimits.queryCost.duration);
    const other = await postGraphql(probe.prod.url, '{ availableVouchers { total } }', undefined, from('192.0.2.45'));
    expect(other.status).toBe(200);
  });
});

describe('5. logs an on-call engineer trusts', () => {
  it('an unknown cohort code is not logged (an email or a card number there stays out of the logs)', async () => {
    for (const code of [CARD, 'someone@example.com']) {
      await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', { c: code });
    }
    const text = logLines.join('');
    expect(text).not.toContain(CARD);
    expect(text).not.toContain('someone@example.com');
    expect(logged().some((line) => line.msg === 'voucherCohort: unknown cohort')).toBe(true);
  });

  it("the mutation line names the root fields that ran, not the client's operationName", async () => {
    await postGraphql(
      probe.prod.url,
      `mutation Forged${CARD} { joinVoucherWaitlist(input: { email: "log@example.com", zipcode: "60601" }) { success } }`,
    );
    const line = logged().find((entry) => entry.msg === 'graphql mutation');
    expect(line).toMatchObject({ fields: ['joinVoucherWaitlist'], ok: true });
    expect(logLines.join('')).not.toContain(CARD);
  });

  it('client mistakes (NUL bytes, bad cursors, malformed documents, limits) are never logged at error level', async () => {
    const NUL = '\u0000';
    await postGraphql(
      probe.prod.url,
      'mutation($i: PostPurchaseSurveyInput!) { postPurchaseSurvey(input: $i) { success } }',
      {
        i: { voucherCode: `AB${NUL}CD`, surveyToken: `t${NUL}`, sources: ['Other'], other: NUL },
      },
    );
    await postGraphql(probe.prod.url, 'query($c: String) { voucherCohort(code: $c) { code } }', { c: `x${NUL}` });
    await postGraphql(probe.prod.url, 'query($c: String!) { customerReferral(code: $c) { hostName } }', {
      c: `A${NUL}`,
    });
    await postGraphql(probe.prod.url, '{ publicReviews(first: 2, after: "bm9wZQ") { edges { cursor } } }');
    await postGraphql(probe.prod.url, '{ nope }');
    await postGraphql(probe.prod.url, pages(15, '__typename'));
    expect(logged().filter((line) => line.level >= 50)).toEqual([]);
  });
});

describe('6. the smaller items', () => {
  it('names with bidi controls or other format characters get a field message', async () => {
    for (const name of ['Eve\u202Egnp.exe', '\u2066Mallory\u2069', 'Zero\u200Bwidth', 'Soft\u00ADhyphen']) {
      const answer = purchased(
        await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput({ firstName: name }) }),
      );
      expect(answer.success, JSON.stringify(name)).toBe(false);
      expect((answer as unknown as { fieldErrors: { field: string; message: string }[] }).fieldErrors).toEqual([
        { field: 'firstName', message: messages.nameCharacters },
      ]);
    }
  });

  it('every answer carries Vary: Origin (an allowed origin, another, none)', async () => {
    for (const origin of ['https://brand.example', 'https://evil.example', undefined]) {
      const response = await fetch(probe.prod.url, {
        method: 'POST',
        headers: { ...CLIENT_HEADERS, ...(origin ? { origin } : {}) },
        body: JSON.stringify({ query: '{ lmcHours }' }),
      });
      expect(response.headers.get('vary') ?? '', String(origin)).toMatch(/\bOrigin\b/i);
    }
  });

  it("the production API does not allow the staging brand's origin; development does", async () => {
    const brands = [...(await loadAllBrands(process.env)).values()];
    const staging = brands.filter((brand) => brand.isDev);
    expect(staging.length).toBeGreaterThan(0);
    const productionOrigins = await allowedOrigins(process.env, true);
    const developmentOrigins = await allowedOrigins(process.env, false);
    for (const brand of staging) {
      expect(productionOrigins.has(new URL(brand.baseUrl).origin)).toBe(false);
      expect(developmentOrigins.has(new URL(brand.baseUrl).origin)).toBe(true);
    }
    const main = brands.find((brand) => brand.kind === 'main')!;
    expect(productionOrigins.has(new URL(main.baseUrl).origin)).toBe(true);
  });

  it('an idempotency key replays its purchase for 24 hours, then is refused, never charged again', async () => {
    const dev = await startServer(probe.db, false, { logger });
    try {
      const input = purchaseInput({ idempotencyKey: newIdempotencyKey('expiry') });
      const at = (iso: string) =>
        postGraphql(dev.url, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: iso });
      const first = purchased(await at('2031-03-04T10:00:00Z'));
      const replay = purchased(await at('2031-03-05T09:59:00Z'));
      expect(replay.voucherPurchaseDetails!.code).toBe(first.voucherPurchaseDetails!.code);
      const later = await at('2031-03-05T10:06:00Z');
      expect(later.status).toBe(409);
      expect(later.json.errors?.[0]?.message).toBe(KEY_EXPIRED_MESSAGE);
      expect(later.json.errors?.[0]?.extensions?.['code']).toBe('IDEMPOTENCY_KEY_EXPIRED');
      expect(await countRows(probe.db, 'charges', 'idempotency_key = $1', [input.idempotencyKey])).toBe(1);
    } finally {
      await dev.close();
    }
  });

  it("a request whose clock is far ahead expires only its own key, never another purchase's", async () => {
    const dev = await startServer(probe.db, false, { logger });
    try {
      const at = (input: ReturnType<typeof purchaseInput>, iso: string) =>
        postGraphql(dev.url, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, [CLOCK_OVERRIDE_HEADER]: iso });
      const mine = purchaseInput({ idempotencyKey: newIdempotencyKey('mine') });
      const first = purchased(await at(mine, '2032-06-01T10:00:00Z'));
      expect(purchased(await at(purchaseInput(), '2090-06-01T10:00:00Z')).success).toBe(true);
      const replay = purchased(await at(mine, '2032-06-01T11:00:00Z'));
      expect(replay.voucherPurchaseDetails!.code).toBe(first.voucherPurchaseDetails!.code);
    } finally {
      await dev.close();
    }
  });

  it("a shopper's card typing mistakes do not count against the purchase limit of the address", async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < defaultRateLimits.purchaseVoucher.points + 5; i += 1) {
      const answer = await postGraphql(
        probe.prod.url,
        PurchaseVoucher,
        { input: purchaseInput({ ccNumber: '4242424242424241' }) },
        from(address),
      );
      expect(answer.status).toBe(200);
      expect(purchased(answer).success).toBe(false);
    }
    const paid = await postGraphql(probe.prod.url, PurchaseVoucher, { input: purchaseInput() }, from(address));
    expect(purchased(paid).success).toBe(true);
  });
});
