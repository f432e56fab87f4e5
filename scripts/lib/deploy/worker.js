/* global Response, URL, Headers, Request, fetch, AbortSignal */
/**
 * The API route of every brand's deploy, copied verbatim into dist/<brand>/_worker.js (Cloudflare
 * Pages "advanced mode"); `_routes.json` sends only /api/* and the engine's own files here, so
 * every page, redirect and header rule stays the static engine's. It forwards /api/graphql and /api/csp-report to the API whose
 * origin is the per-environment binding API_ORIGIN (a Pages environment variable: production and
 * preview deployments each set their own), and answers in the site's own words when the API is
 * down, slow or not configured: a GraphQL error body with an error status, which the islands turn
 * into their friendly sentence (src/graphql/friendly.ts).
 *
 * Plain JavaScript with no imports and only the default export (the engine refuses any other):
 * it runs as it is (scripts/lib/deploy/worker.test.ts runs it under Node, tests/e2e-engine/ on the
 * engine itself).
 */

/** Longer than the islands' own deadline would be pointless; shorter cuts a slow purchase off. */
const API_TIMEOUT_MS = 15_000;
/** The API refuses larger bodies itself (api/limits.ts); the route never buffers more. */
const MAX_BODY_BYTES = 64 * 1024;

/** Request headers that describe the hop from the browser, not the request: the route sets its own. */
const HOP_HEADERS = [
  'host',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'forwarded',
  'x-publicweb-route-key',
];

/** The answer when the API cannot be used: what a GraphQL client can read, never cached. */
function unavailable(status, code, message) {
  return new Response(JSON.stringify({ errors: [{ message, extensions: { code } }] }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': '2' } : {}),
    },
  });
}

/** The request the API receives: same method, path, query, body and headers (Origin included). */
async function forwardedRequest(request, apiOrigin, clientAddress, routeKey) {
  const url = new URL(request.url);
  const target = new URL(`${url.pathname}${url.search}`, apiOrigin);
  const headers = new Headers();
  for (const [name, value] of request.headers) {
    if (!HOP_HEADERS.includes(name.toLowerCase()) && !name.toLowerCase().startsWith('cf-')) headers.set(name, value);
  }
  // The one address the engine saw: the API believes it only because this route's egress is one of
  // its API_TRUSTED_PROXIES, and a value the browser sent is dropped above, never passed on.
  if (clientAddress) headers.set('X-Forwarded-For', clientAddress);
  // Proves to the load balancer in front of the API that this route sent the request (a secret
  // binding; the balancer refuses requests without it), so no other Cloudflare worker can.
  if (routeKey) headers.set('X-Publicweb-Route-Key', routeKey);
  headers.set('X-Forwarded-Host', url.host);
  headers.set('X-Forwarded-Proto', url.protocol.replace(':', ''));
  const method = request.method.toUpperCase();
  let body;
  if (method !== 'GET' && method !== 'HEAD') {
    // Read whole: the API needs a Content-Length (it refuses a chunked body).
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > MAX_BODY_BYTES) return undefined;
    body = bytes;
  }
  return new Request(target, { method, headers, body, redirect: 'manual' });
}

/** Answers one /api/* request through the API at `env.API_ORIGIN`. */
async function routeApi(request, env) {
  const apiOrigin = env.API_ORIGIN;
  if (!apiOrigin) return unavailable(503, 'API_NOT_CONFIGURED', 'The service is not available right now.');
  const forwarded = await forwardedRequest(
    request,
    apiOrigin,
    request.headers.get('CF-Connecting-IP'),
    env.API_ROUTE_KEY,
  );
  if (!forwarded)
    return unavailable(413, 'BODY_TOO_LARGE', `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.`);
  const timeoutMs = Number(env.API_TIMEOUT_MS) || API_TIMEOUT_MS;
  try {
    const response = await fetch(forwarded, { signal: AbortSignal.timeout(timeoutMs) });
    const answer = new Response(response.body, response);
    // The API's answers are per shopper: never kept by the engine or a browser.
    if (!answer.headers.has('Cache-Control')) answer.headers.set('Cache-Control', 'no-store');
    return answer;
  } catch (error) {
    if (error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return unavailable(504, 'API_TIMEOUT', 'The service did not answer in time.');
    }
    return unavailable(503, 'API_UNAVAILABLE', 'The service is not available right now.');
  }
}

export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === '/api' || pathname.startsWith('/api/')) return routeApi(request, env);
    // The only other paths _routes.json sends here are the engine's own files (_headers, _routes.json…):
    // never content, they get the engine's answer for a path that names no file (404.html, 404).
    return env.ASSETS.fetch(new Request(new URL('/_no-such-file', request.url)));
  },
};
