/**
 * Who may call the API from a browser: the client-name header that stops cross-site requests
 * (CSRF), CORS from the brands' allow-list (api/cors.ts) without credentials, Vary: Origin on every
 * answer, and which brands' origins production allows. Over real HTTP, development and production.
 */
import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../src/brand/load.ts';
import { allowedOrigins } from './cors.ts';
import {
  CLIENT_HEADERS,
  devAndProductionServersPerFile,
  countRows,
  graphqlBody,
  postGraphql,
  productionServerPerTest,
  readAnswer,
  writtenRows,
} from './test-support.ts';

/** One seeded database for the file, served by a development and a production server. */
const servers = devAndProductionServersPerFile();

/** A production server per test whose allow-list is https://brand.example. */
const probe = productionServerPerTest();

describe('CSRF prevention', () => {
  const query = '{ availableVouchers { remaining } }';

  it('answers a JSON POST that names the client', async () => {
    const answer = await postGraphql(servers.dev.url, query);
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
    const response = await fetch(servers.dev.url, { method: 'POST', headers: { 'content-type': contentType }, body });
    const answer = await readAnswer(response);
    expect(answer.status).toBe(403);
    expect(answer.json.data ?? null).toBeNull();
    expect(answer.text).toMatch(/CSRF/);
  });

  it('refuses a GET without the client-name header', async () => {
    const answer = await readAnswer(await fetch(`${servers.dev.url}?query=${encodeURIComponent(query)}`));
    expect(answer.status).toBe(403);
    expect(answer.json.data ?? null).toBeNull();
  });

  it('never runs a mutation sent as GET, even with the header', async () => {
    const mutation =
      'mutation { joinVoucherWaitlist(input: { email: "get@example.com", zipcode: "60601" }) { success } }';
    const response = await fetch(`${servers.dev.url}?query=${encodeURIComponent(mutation)}`, {
      headers: { 'x-graphql-client-name': 'publicweb', accept: 'application/json' },
    });
    const answer = await readAnswer(response);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(await countRows(servers.db, 'voucher_waitlist', 'email = $1', ['get@example.com'])).toBe(0);
  });
});

describe('CORS from the allow-list, and the client-name header on every operation', () => {
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
    const before = await writtenRows(probe.db);
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
    expect(await writtenRows(probe.db)).toEqual(before);
  });
});

describe('Vary and the production allow-list', () => {
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
});
