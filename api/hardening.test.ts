/**
 * The protections of the public endpoint, over real HTTP: CSRF prevention, the body size limit,
 * query limits (aliases, tokens, depth, cost), introspection off in production, and masked
 * unexpected errors. Limit violations are client errors (200/400 with a GraphQL error naming the
 * limit), never a 500.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/connection.ts';
import { limits } from './limits.ts';
import { MAX_BODY_BYTES } from './server.ts';
import {
  CLIENT_HEADERS,
  countRows,
  graphqlBody,
  postGraphql,
  readAnswer,
  seededDatabase,
  startServer,
  type GraphqlAnswer,
  type RunningServer,
} from './test-support.ts';

let db: Database;
let dev: RunningServer;
let prod: RunningServer;

beforeAll(async () => {
  db = await seededDatabase();
  dev = await startServer(db, false);
  prod = await startServer(db, true);
}, 120_000);

afterAll(async () => {
  await dev?.close();
  await prod?.close();
  await db?.close();
});

/** A refusal: a client error status, or 200 with errors and no data; never a server error. */
function expectRefused(answer: GraphqlAnswer, limitText: RegExp) {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect([200, 400]).toContain(answer.status);
  expect(answer.json.data ?? null).toBeNull();
  expect(answer.json.errors?.map((error) => error.message).join('\n')).toMatch(limitText);
}

const reviewSelection = 'edges { node { id body stars received publicLocation customer { firstName lastName } } }';

describe('CSRF prevention', () => {
  const query = '{ availableVouchers { remaining } }';

  it('answers a JSON POST that names the client', async () => {
    const answer = await postGraphql(dev.url, query);
    expect(answer.status).toBe(200);
    expect(answer.json.data).toEqual({ availableVouchers: { remaining: expect.any(Number) } });
  });

  it.each([
    ['text/plain', graphqlBody(query)],
    ['text/plain;charset=UTF-8', graphqlBody(query)],
    ['application/x-www-form-urlencoded', `query=${encodeURIComponent(query)}`],
    [
      'multipart/form-data; boundary=x',
      `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--\r\n`,
    ],
  ])('refuses a "simple" %s POST without the client-name header', async (contentType, body) => {
    const response = await fetch(dev.url, { method: 'POST', headers: { 'content-type': contentType }, body });
    const answer = await readAnswer(response);
    expect(answer.status).toBe(403);
    expect(answer.json.data ?? null).toBeNull();
    expect(answer.text).toMatch(/CSRF/);
  });

  it('refuses a GET without the client-name header', async () => {
    const answer = await readAnswer(await fetch(`${dev.url}?query=${encodeURIComponent(query)}`));
    expect(answer.status).toBe(403);
    expect(answer.json.data ?? null).toBeNull();
  });

  it('never runs a mutation sent as GET, even with the header', async () => {
    const mutation =
      'mutation { joinVoucherWaitlist(input: { email: "get@example.com", zipcode: "60601" }) { success } }';
    const response = await fetch(`${dev.url}?query=${encodeURIComponent(mutation)}`, {
      headers: { 'x-graphql-client-name': 'publicweb', accept: 'application/json' },
    });
    const answer = await readAnswer(response);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await countRows(db, 'voucher_waitlist', 'email = $1', ['get@example.com'])).toBe(0);
  });
});

describe('request size', () => {
  const padded = 'query($pad: String!) { customerReferral(code: $pad) { hostName } }';
  it(`refuses a body larger than MAX_BODY_BYTES (${MAX_BODY_BYTES}) with 413`, async () => {
    const body = graphqlBody(padded, { pad: 'x'.repeat(MAX_BODY_BYTES) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES);
    const answer = await readAnswer(await fetch(dev.url, { method: 'POST', headers: CLIENT_HEADERS, body }));
    expect(answer.status).toBe(413);
    expect(answer.json.errors?.[0]?.message).toMatch(/too large/i);
  });

  it('accepts a body just under the limit', async () => {
    const base = graphqlBody(padded, { pad: '' });
    const body = graphqlBody(padded, { pad: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(base)) });
    expect(Buffer.byteLength(body)).toBe(MAX_BODY_BYTES);
    const answer = await readAnswer(await fetch(dev.url, { method: 'POST', headers: CLIENT_HEADERS, body }));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ data: { customerReferral: null } });
  });

  it('refuses a chunked POST without Content-Length (its size cannot be checked up front)', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(dev.url, { method: 'POST', headers: { ...CLIENT_HEADERS } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(graphqlBody('{ availableVouchers { remaining } }').slice(0, 10));
      req.end(graphqlBody('{ availableVouchers { remaining } }').slice(10));
    });
    expect(status).toBe(411);
  });
});

describe('query limits', () => {
  const aliases = (count: number) => `{ ${Array.from({ length: count }, (_, i) => `a${i}: __typename`).join(' ')} }`;

  it(`allows ${limits.maxAliases} aliases`, async () => {
    const answer = await postGraphql(dev.url, aliases(limits.maxAliases));
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json.data ?? {})).toHaveLength(limits.maxAliases);
  });

  it(`refuses ${limits.maxAliases + 1} aliases with an error naming the limit`, async () => {
    expectRefused(await postGraphql(dev.url, aliases(limits.maxAliases + 1)), /aliases.*15|15.*aliases/i);
  });

  it(`refuses aliases hidden in fragments`, async () => {
    const query = `{ ...F ...F } fragment F on Query { ${Array.from({ length: 8 }, (_, i) => `f${i}: __typename`).join(' ')} }`;
    expectRefused(await postGraphql(dev.url, query), /aliases/i);
  });

  it(`refuses a document of more than ${limits.maxTokens} tokens`, async () => {
    const query = `{ availableVouchers { ${'remaining '.repeat(limits.maxTokens + 100)} } }`;
    expect(Buffer.byteLength(query)).toBeLessThan(MAX_BODY_BYTES);
    expectRefused(await postGraphql(dev.url, query), /tokens/i);
  });

  it(`refuses a selection deeper than ${limits.maxDepth}`, async () => {
    const query = `{ a { b { c { d { e { f { g { h { i } } } } } } } } }`;
    expectRefused(await postGraphql(dev.url, query), /too deep/i);
  });

  it('refuses a query whose cost (fields × page sizes) is over the limit', async () => {
    const query = `{ ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: 50) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(dev.url, query), /too expensive/i);
  });

  it('counts a page size given as a variable', async () => {
    const query = `query($n: Int) { ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: $n) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(dev.url, query, { n: 50 }), /too expensive/i);
  });

  // Known API bug (see the report): pageSize() in api/limits.ts reads only the request's variables and
  // assumes 10 when a variable is absent, ignoring the operation's default value, so `$n: Int = 50`
  // costs as if it were 10 and this 300-review query (over the cost limit) is executed.
  it("counts a page size given as a variable's default value", async () => {
    const query = `query($n: Int = 50) { ${Array.from({ length: 6 }, (_, i) => `r${i}: publicReviews(first: $n) { ${reviewSelection} }`).join(' ')} }`;
    expectRefused(await postGraphql(dev.url, query, {}), /too expensive/i);
  });

  it('an ordinary page of reviews is within every limit', async () => {
    const answer = await postGraphql(dev.url, `{ publicReviews(first: 50) { ${reviewSelection} } }`);
    expect(answer.status).toBe(200);
    expect(answer.json.errors).toBeUndefined();
  });
});

describe('production', () => {
  it.each([
    ['__schema', '{ __schema { types { name } } }'],
    ['__type', '{ __type(name: "Query") { name fields { name } } }'],
  ])('refuses introspection (%s)', async (_field, query) => {
    const answer = await postGraphql(prod.url, query);
    expectRefused(answer, /introspection/i);
    expect(answer.text).not.toMatch(/"types"\s*:\s*\[/);
  });

  it('keeps introspection outside production (tools, codegen)', async () => {
    const answer = await postGraphql(dev.url, '{ __schema { queryType { name } } }');
    expect(answer.json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('answers ordinary queries in production', async () => {
    const answer = await postGraphql(prod.url, '{ lmcHours }');
    expect(answer.json).toEqual({ data: { lmcHours: 24 } });
  });

  it('leaves "Did you mean" schema hints out of production errors (kept in development)', async () => {
    const typo = '{ lmcHour }';
    const production = await postGraphql(prod.url, typo);
    const development = await postGraphql(dev.url, typo);
    expect(development.text).toMatch(/Did you mean \\"lmcHours\\"\?/);
    // The unknown name is the client's own text: not quoted back (issue 22); the schema's names are.
    expect(production.text).toMatch(/Cannot query field \\"…\\" on type \\"Query\\"\./);
    expect(production.text).not.toMatch(/Did you mean|lmcHours/);
  });

  it('serves no GraphiQL page in production (only in development)', async () => {
    const page = (url: string) =>
      fetch(url, { headers: { accept: 'text/html', 'x-graphql-client-name': 'publicweb' } }).then((r) => r.text());
    expect(await page(dev.url)).toMatch(/graphiql/i);
    expect(await page(prod.url)).not.toMatch(/graphiql/i);
  });
});

describe('error masking', () => {
  // Stands in for internal detail (host names, SQL) that must never reach a client.
  const secret = 'connect ECONNREFUSED db-primary.internal.invalid:5432 (marker 7f3a9c)';
  /** A database whose every query fails the way an outage would. */
  const brokenDb: Database = {
    kind: 'postgres',
    query: () => Promise.reject(new Error(secret)),
    exec: () => Promise.reject(new Error(secret)),
    transaction: () => Promise.reject(new Error(secret)),
    inTurn: () => Promise.reject(new Error(secret)),
    available: () => true,
    ready: () => Promise.resolve(false),
    close: () => Promise.resolve(),
  };
  let broken: RunningServer;

  beforeAll(async () => {
    broken = await startServer(brokenDb, true);
  });

  afterAll(async () => {
    await broken?.close();
  });

  it('an unexpected resolver failure reaches the client as "Unexpected error.", without detail or stack', async () => {
    const answer = await postGraphql(broken.url, '{ availableVouchers { remaining } }');
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.errors?.map((error) => error.message)).toEqual(['Unexpected error.']);
    expect(answer.text).not.toContain('7f3a9c');
    expect(answer.text).not.toContain('ECONNREFUSED');
    expect(answer.text).not.toMatch(/\bat .*\.(ts|js):\d+/);
  });

  it('a failing mutation is masked the same way', async () => {
    const answer = await postGraphql(
      broken.url,
      'mutation { joinVoucherWaitlist(input: { email: "a@example.com", zipcode: "60601" }) { success } }',
    );
    expect(answer.json.errors?.map((error) => error.message)).toEqual(['Unexpected error.']);
    expect(answer.text).not.toContain('7f3a9c');
  });

  // Deliberate errors (GraphQLError, e.g. a bad cursor) must NOT be masked. Under Vitest this fails when
  // the API's `graphql` and graphql-yoga's `graphql` are two module instances (graphql@17 exports a
  // "development" build that Vite picks and Node does not), which makes Yoga mask every GraphQLError a
  // resolver throws: fixed by ssr.resolve.conditions in vitest.config.ts.
  it('a GraphQLError thrown on purpose reaches the client unmasked', async () => {
    const answer = await postGraphql(prod.url, '{ publicReviews(first: 5, after: "nope") { edges { cursor } } }');
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.errors?.[0]?.message).toMatch(/"after"/);
    expect(answer.json.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});
