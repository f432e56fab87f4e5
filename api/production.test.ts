/**
 * The production settings of the public endpoint: no introspection, schema hints or GraphiQL;
 * the test headers (geo zip, clock) ignored; server timeouts; unexpected errors masked while
 * deliberate GraphQL errors reach the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/connection.ts';
import { createApiServer, HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS } from './server.ts';
import {
  CLIENT_HEADERS,
  devAndProductionServersPerFile,
  expectRefused,
  postGraphql,
  productionServerPerTest,
  startServer,
  type RunningServer,
} from './test-support.ts';

/** One seeded database for the file, served by a development and a production server. */
const servers = devAndProductionServersPerFile();

const probe = productionServerPerTest();

describe('production', () => {
  it.each([
    ['__schema', '{ __schema { types { name } } }'],
    ['__type', '{ __type(name: "Query") { name fields { name } } }'],
  ])('refuses introspection (%s)', async (_field, query) => {
    const answer = await postGraphql(servers.prod.url, query);
    expectRefused(answer, /introspection/i);
    expect(answer.text).not.toMatch(/"types"\s*:\s*\[/);
  });

  it('keeps introspection outside production (tools, codegen)', async () => {
    const answer = await postGraphql(servers.dev.url, '{ __schema { queryType { name } } }');
    expect(answer.json.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('answers ordinary queries in production', async () => {
    const answer = await postGraphql(servers.prod.url, '{ lmcHours }');
    expect(answer.json).toEqual({ data: { lmcHours: 24 } });
  });

  it('leaves "Did you mean" schema hints out of production errors (kept in development)', async () => {
    const typo = '{ lmcHour }';
    const production = await postGraphql(servers.prod.url, typo);
    const development = await postGraphql(servers.dev.url, typo);
    expect(development.text).toMatch(/Did you mean \\"lmcHours\\"\?/);
    // The unknown name is the client's own text: not quoted back; the schema's names are.
    expect(production.text).toMatch(/Cannot query field \\"…\\" on type \\"Query\\"\./);
    expect(production.text).not.toMatch(/Did you mean|lmcHours/);
  });

  it('serves no GraphiQL page in production (only in development)', async () => {
    const page = (url: string) =>
      fetch(url, { headers: { accept: 'text/html', 'x-graphql-client-name': 'publicweb' } }).then((r) => r.text());
    expect(await page(servers.dev.url)).toMatch(/graphiql/i);
    expect(await page(servers.prod.url)).not.toMatch(/graphiql/i);
  });
});

describe('production settings', () => {
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
    ready: () => Promise.resolve('down' as const),
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
    const answer = await postGraphql(
      servers.prod.url,
      '{ publicReviews(first: 5, after: "nope") { edges { cursor } } }',
    );
    expect(answer.status).toBeLessThan(500);
    expect(answer.json.errors?.[0]?.message).toMatch(/"after"/);
    expect(answer.json.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });
});
