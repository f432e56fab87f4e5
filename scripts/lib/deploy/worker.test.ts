/**
 * The API route of the deploy (worker.js, uploaded as _worker.js), run under Node against a real
 * HTTP server standing in for the API: what it forwards, and what a shopper's island receives
 * when the API is down, slow or not configured. tests/e2e-engine/ runs it on the engine itself.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendlyErrorMessage, FRIENDLY_SERVER_MESSAGE } from '#src/graphql/friendly.ts';
import { CombinedError } from '@urql/core';
import worker from './worker.js';

const routeApi = (request: Request, env: Record<string, string>) =>
  worker.fetch(request, { ...env, ASSETS: { fetch: () => new Response('static', { status: 299 }) } });

let api: Server;
let apiOrigin: string;
let seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url?.startsWith('/api/slow')) return void setTimeout(() => res.end('late'), 2_000);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"lmcHours":4}}');
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
afterAll(async () => {
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

const shopperRequest = (path = '/api/graphql?op=x', headers: Record<string, string> = {}) =>
  new Request(`https://tidyhaven.example${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'https://tidyhaven.example',
      'X-GraphQL-Client-Name': 'publicweb',
      'CF-Connecting-IP': '203.0.113.7',
      ...headers,
    },
    body: '{"query":"{ lmcHours }"}',
  });

/** What an island shows for the route's answer (the urql client treats a status of 400 or more as a failure). */
async function islandMessage(response: Response) {
  if (response.ok) return undefined;
  const error = new CombinedError({
    networkError: Object.assign(new Error(response.statusText), { status: response.status }),
  });
  return friendlyErrorMessage(error);
}

describe('the API route (_worker.js)', () => {
  it('forwards method, path, query, body, Origin and the client address the engine saw, and nothing a browser made up', async () => {
    seen = [];
    const response = await routeApi(
      shopperRequest('/api/graphql?op=x', {
        'X-Forwarded-For': '10.9.9.9',
        Forwarded: 'for=10.9.9.9',
        'X-Publicweb-Route-Key': 'guessed',
      }),
      { API_ORIGIN: apiOrigin, API_ROUTE_KEY: 'route-secret' },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { lmcHours: 4 } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const [forwarded] = seen;
    expect(forwarded).toMatchObject({ method: 'POST', url: '/api/graphql?op=x', body: '{"query":"{ lmcHours }"}' });
    expect(forwarded!.headers['origin']).toBe('https://tidyhaven.example');
    expect(forwarded!.headers['x-graphql-client-name']).toBe('publicweb');
    // The API reads the client from the right of X-Forwarded-For past its trusted proxies: only the engine's value is there.
    expect(forwarded!.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(forwarded!.headers['forwarded']).toBeUndefined();
    expect(forwarded!.headers['x-publicweb-route-key']).toBe('route-secret');
    expect(forwarded!.headers['x-forwarded-host']).toBe('tidyhaven.example');
    // A known length: the API refuses a chunked body.
    expect(forwarded!.headers['content-length']).toBe('24');
    expect(forwarded!.headers['transfer-encoding']).toBeUndefined();
  });

  it('forwards the CSP report path too', async () => {
    seen = [];
    await routeApi(shopperRequest('/api/csp-report'), { API_ORIGIN: apiOrigin });
    expect(seen[0]?.url).toBe('/api/csp-report');
  });

  it('answers in a way the islands turn into the site’s own sentence when the API is down, slow or not configured', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const downOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const cases: [Record<string, string>, string, number][] = [
      [{ API_ORIGIN: downOrigin }, '/api/graphql', 503],
      [{ API_ORIGIN: apiOrigin, API_TIMEOUT_MS: '200' }, '/api/slow', 504],
      [{}, '/api/graphql', 503],
    ];
    for (const [env, path, status] of cases) {
      const started = Date.now();
      const response = await routeApi(shopperRequest(path), env);
      expect(response.status, path).toBe(status);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.clone().json()) as { errors: { message: string }[] };
      expect(body.errors[0]?.message).toBeTruthy();
      expect(await islandMessage(response)).toBe(FRIENDLY_SERVER_MESSAGE);
    }
  });

  it('answers the engine’s own files with the engine’s 404, never their content', async () => {
    let asked = '';
    const env = {
      API_ORIGIN: apiOrigin,
      ASSETS: { fetch: (request: Request) => ((asked = request.url), new Response('', { status: 404 })) },
    };
    expect((await worker.fetch(new Request('https://tidyhaven.example/_routes.json'), env)).status).toBe(404);
    expect(asked).toBe('https://tidyhaven.example/_no-such-file');
  });

  it('refuses a body larger than the API would take, without sending it', async () => {
    seen = [];
    const big = new Request('https://tidyhaven.example/api/graphql', { method: 'POST', body: 'x'.repeat(70_000) });
    expect((await routeApi(big, { API_ORIGIN: apiOrigin })).status).toBe(413);
    expect(seen).toEqual([]);
  });
});
