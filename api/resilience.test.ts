/**
 * Issue 31 on any database (PGlite here, PostgreSQL under `npm run test:api:pg`): the health
 * endpoints, the answers while the database is unreachable, bodies parsed once before yoga,
 * pagination priced by the rows read, proxies believed by address, and redaction of quoted input.
 * The real outages (a PostgreSQL restart and stop under traffic) are in db-faults.test.ts.
 */
import { getOperationAST, parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, PURCHASE_UNAVAILABLE_MESSAGE, UNAVAILABLE_MESSAGE } from './app.ts';
import { DatabaseUnavailableError } from './db/availability.ts';
import type { Database } from './db/connection.ts';
import { clientIp, forwardedAddress, proxyMatcher, trustedProxies } from './geo.ts';
import { measureOperation } from './limits.ts';
import { withoutQuotedInput } from './redact.ts';
import { PurchaseVoucher } from '../src/graphql/operations.ts';
import {
  CLIENT_HEADERS,
  postGraphql,
  purchaseInput,
  seededDatabase,
  startServer,
  type RunningServer,
} from './test-support.ts';
import type { IncomingMessage } from 'node:http';

let db: Database;
let server: RunningServer;
let down: RunningServer;

beforeAll(async () => {
  db = await seededDatabase();
  server = await startServer(db, true);
  // The same database as a process sees it while PostgreSQL is unreachable.
  const unreachable = () => Promise.reject(new DatabaseUnavailableError('unreachable'));
  down = await startServer(
    {
      ...db,
      query: unreachable,
      transaction: unreachable,
      inTurn: unreachable,
      available: () => false,
      ready: async () => false,
    },
    true,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  await down?.close();
  await db?.close();
});

const get = (origin: string, path: string, method = 'GET') => fetch(`${origin}${path}`, { method });

describe('health endpoints', () => {
  it('/healthz and /readyz answer 200 with the database up, unauthenticated and uncached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await get(server.origin, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    expect(await (await get(server.origin, '/readyz')).json()).toEqual({ status: 'ready', database: 'up' });
    expect((await get(server.origin, '/readyz', 'HEAD')).status).toBe(200);
    expect((await get(server.origin, '/readyz', 'POST')).status).toBe(405);
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
      Array.from({ length: 200 }, () => get(server.origin, '/readyz').then((r) => r.status)),
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

describe('bodies are parsed once, as JSON, before yoga', () => {
  const big = (headers: Record<string, string>) => {
    const shell = JSON.stringify({ query: '{ lmcHours }', variables: { pad: '' } });
    const body = JSON.stringify({
      query: '{ lmcHours }',
      variables: { pad: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(shell)) },
    });
    return fetch(server.url, { method: 'POST', headers, body });
  };

  it('a 64 KB body is answered; without the client name it is refused (403); one byte more is 413', async () => {
    const answered = await big(CLIENT_HEADERS);
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ data: { lmcHours: 24 } });
    expect((await big({ 'content-type': 'application/json' })).status).toBe(403);
    const over = await fetch(server.url, {
      method: 'POST',
      headers: CLIENT_HEADERS,
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(over.status).toBe(413);
  });

  it('JSON that is not an object, or no JSON, is a 400 that quotes nothing', async () => {
    for (const body of ['{"query": "4242424242424242', '["4242424242424242"]', '"4242424242424242"', 'null', '{}']) {
      const response = await fetch(server.url, { method: 'POST', headers: CLIENT_HEADERS, body });
      expect(response.status, body).toBe(400);
      expect(await response.text(), body).not.toContain('4242');
    }
  });
});

describe('pagination is priced by the rows the resolver reads', () => {
  const cost = (document: string, variables: Record<string, unknown> = {}) => {
    const ast = parse(document);
    return measureOperation(ast, getOperationAST(ast)!, variables).cost;
  };
  const page = (args: string) => `{ publicReviews(${args}) { edges { node { id } } } }`;

  it('first: null, last: 50 costs a 50-row page, like last: 50 and first: 50', () => {
    const fifty = cost(page('first: 50'));
    expect(cost(page('first: null, last: 50'))).toBe(fifty);
    expect(cost(page('last: 50'))).toBe(fifty);
    expect(cost(page('first: 50, last: null'))).toBe(fifty);
    expect(cost(page('first: 2, last: 50'))).toBe(fifty);
    expect(cost(page('first: null, last: null'))).toBe(cost('{ publicReviews { edges { node { id } } } }'));
    expect(cost(page('first: null'))).toBeLessThan(fifty);
  });

  it('in variables too', () => {
    const document = 'query($f: Int, $l: Int) { publicReviews(first: $f, last: $l) { edges { node { id } } } }';
    expect(cost(document, { f: null, l: 50 })).toBe(cost(page('first: 50')));
  });
});

describe('proxies by address (API_TRUSTED_PROXIES)', () => {
  const request = (forwarded?: string) =>
    new Request('http://localhost/', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {});
  const from = (address: string) => ({ socket: { remoteAddress: address } }) as unknown as IncomingMessage;
  const trusted = proxyMatcher(['10.0.0.0/8', '127.0.0.1', 'fd00::/8']);

  it('believes X-Forwarded-For only from a trusted peer', () => {
    expect(clientIp(from('203.0.113.9'), request('198.51.100.1'), trusted)).toBe('203.0.113.9');
    expect(clientIp(from('10.1.2.3'), request('198.51.100.1'), trusted)).toBe('198.51.100.1');
    expect(clientIp(from('::ffff:10.1.2.3'), request('198.51.100.1'), trusted)).toBe('198.51.100.1');
  });

  it('skips trusted proxies from the right; the first other address is the client, whatever is left of it', () => {
    expect(clientIp(from('10.0.0.1'), request('6.6.6.6, 198.51.100.1, 10.0.0.2'), trusted)).toBe('198.51.100.1');
  });

  it('reads ip:port and [v6]:port, and makes "unknown" an unknown client, never the address left of it', () => {
    expect(forwardedAddress('198.51.100.7:5123')).toBe('198.51.100.7');
    expect(forwardedAddress('[2001:db8::1]:5123')).toBe('2001:db8::1');
    expect(forwardedAddress('"[2001:DB8::1]"')).toBe('2001:db8::1');
    expect(forwardedAddress('unknown')).toBeUndefined();
    expect(forwardedAddress('_hidden')).toBeUndefined();
    expect(clientIp(from('10.0.0.1'), request('198.51.100.7:5123'), trusted)).toBe('198.51.100.7');
    expect(clientIp(from('10.0.0.1'), request('[2001:db8::1]:443'), trusted)).toBe('2001:db8::1');
    expect(clientIp(from('10.0.0.1'), request('6.6.6.6, unknown'), trusted)).toBeUndefined();
  });

  it('the variable lists addresses and ranges; a count of hops is refused with a message', () => {
    expect(trustedProxies({ API_TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ::1' })).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
    expect(trustedProxies({})).toEqual([]);
    expect(() => trustedProxies({ API_TRUSTED_PROXIES: '1' })).toThrow(/addresses or CIDR ranges/);
    expect(() => trustedProxies({ API_TRUSTED_PROXIES: '10.0.0.0/40' })).toThrow(/too many bits/);
  });
});

describe('redaction', () => {
  it('a quoted string with escaped quotes is cut whole: nothing of an input containing "; " survives', () => {
    const names = new Set(['Sort']);
    expect(withoutQuotedInput('Value "a\\"; secret \\"b" does not exist in "Sort" enum.', names)).toBe(
      'Value "…" does not exist in "Sort" enum.',
    );
  });
});
