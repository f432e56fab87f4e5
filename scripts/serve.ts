/**
 * Serves one built brand (dist/<brand>/) the way the CDN does: it applies the brand's generated
 * `_redirects` (308 to the canonical URL form) and `_headers` (caching, security headers, CSP) with
 * Cloudflare Pages semantics, serves clean URLs (/deal -> deal.html, /hub/ -> hub/index.html) and
 * 404.html with status 404 (never cached) for anything else, answers 405 to any other method than
 * GET and HEAD, as Cloudflare's engine does, and compresses text (Brotli or gzip, as the browser
 * accepts), as the CDN does: a phone profile or Lighthouse measured against uncompressed files
 * would charge several times the bytes a shopper downloads. It also accepts CSP violation reports. A rebuild
 * while it runs is picked up at the next request (no restart).
 *   node scripts/serve.ts [--brand main] [--root dist/main] [--port 4321] [--api] [--stop-with-stdin]   (env BRAND and PORT work too)
 * With --api, SIGTERM and SIGINT drain as `npm run api` does (api/server.ts drainOnSignals).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { ENGINE_FILES, parseHeaders, parseRedirects, resolveHeaders, resolveRedirect } from './lib/deploy/formats.ts';
import { CSP_REPORT_PATH } from './lib/deploy/policy.ts';
import { cspReportHandler, requestUrl } from './lib/deploy/report.ts';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { brandDist } from '../build-data/dist.ts';
import { timeoutOptions, type Timeouts } from '../api/timeouts.ts';
import type { Lifecycle } from '../api/server.ts';

/** A handler tried before the static files (the API); returns true when it answered. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

export type ServeOptions = {
  /** The built site (default dist/<brand>/). */
  root?: string;
  /** Header and body timeouts (default: the API's, api/timeouts.ts). */
  timeouts?: Timeouts;
  /** Called when the served build was replaced by a new one (and is now served). */
  onReload?: () => void;
};

/** The built site's rules, files and 404 page, read again whenever a rebuild replaced them. */
function liveSite(root: string, onReload?: () => void) {
  // The build writes _headers last (its CSP hashes match the pages of that build): when it changes,
  // the site was rebuilt, and the rules, the 404 page and the file list are read again, so a
  // running server never pairs new pages with the previous build's CSP (a silently blocked script).
  const headersFile = join(root, '_headers');
  const load = () => ({
    stamp: statSync(headersFile).mtimeMs,
    headerRules: parseHeaders(readFileSync(headersFile, 'utf8')),
    redirects: parseRedirects(readFileSync(join(root, '_redirects'), 'utf8')),
    files: sirv(root, { extensions: ['html'], dev: false, etag: true }),
    notFound: readFileSync(join(root, '404.html')),
  });
  let site = load();
  const current = () => {
    try {
      if (statSync(headersFile).mtimeMs !== site.stamp) {
        site = load();
        onReload?.();
      }
    } catch {
      // Mid-rebuild (a file not written yet): keep serving the last complete build.
    }
    return site;
  };
  return current;
}

/**
 * Starts a static server for dist/<brand>; resolves once it listens. It applies the API's header
 * and body timeouts, since `npm start` and `--api` answer the API on it.
 */
export function serveBrand(
  brand: string,
  port: number,
  host = '127.0.0.1',
  before?: RouteHandler,
  options: ServeOptions = {},
): Promise<Server> {
  const root = options.root ?? brandDist(brand);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`dist/${brand}/ is not built. Run: npm run build -- --brand ${brand}`);
  }
  if (!existsSync(join(root, '_headers'))) {
    throw new Error(`dist/${brand}/ has no deploy rules (_headers). Rebuild it: npm run build -- --brand ${brand}`);
  }
  const current = liveSite(root, options.onReload);
  const reports = cspReportHandler(CSP_REPORT_PATH);
  // Plain Node middleware (its types name Express's request and response, which extend these).
  const compress = compression() as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (before?.(req, res)) return;
    if (reports(req, res)) return;
    const { headerRules, redirects, files, notFound } = current();
    // The path as the engine sees it: percent-encoded as the URL parser leaves it (never decoded
    // into a header), so `/us/%E4%B8%AD` redirects to `/us/%E4%B8%AD/` as it does there.
    const url = requestUrl(req.url ?? '/');
    const path = url.pathname;
    for (const [name, value] of resolveHeaders(headerRules, path)) res.setHeader(name, value);
    const redirect = resolveRedirect(redirects, path) ?? prettyRedirect(path, (file) => isFile(root, file));
    if (redirect) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
      res.end();
      return;
    }
    // A static host answers reading methods only.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const send404 = () => notFoundAnswer(res, notFound);
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return send404(); // a malformed escape names no file
    }
    // The deploy bundle's own files are instructions for the host, never content; nor is a NUL a file name.
    if (decoded.includes('\0') || ENGINE_FILES.some((file) => decoded === `/${file}`)) return send404();
    // A rebuild may remove a file between the file list and the read (a hashed asset of the last
    // build): that request fails alone, the server stays up and serves the new build next.
    res.on('pipe', (source) => source.on('error', () => send404()));
    compress(req, res, () => files(req, res, send404));
  };
  const server = createServer(timeoutOptions(options.timeouts), (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Whatever a request holds, it gets an answer and the server stays up for the next one.
      console.error(`serve: ${req.method} answered 500: ${error instanceof Error ? error.message : String(error)}`);
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
          .end('Server error');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Whether `path` (URL form, percent-encoded) names a file of the site. */
function isFile(root: string, path: string): boolean {
  try {
    const decoded = decodeURIComponent(path);
    const file = join(root, decoded);
    if (decoded.includes('\0') || !file.startsWith(root)) return false;
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Cloudflare Pages' own HTML handling, which applies after `_redirects`: `x.html` and `x/index(.html)`
 * are never served under those names but redirected (308) to `x` and `x/`, and a folder or a file
 * asked for in the other form is redirected to the form that exists.
 */
export function prettyRedirect(
  path: string,
  isFile: (path: string) => boolean,
): { to: string; status: 308 } | undefined {
  const to = (target: string) => ({ to: target, status: 308 as const });
  for (const suffix of ['/index.html', '/index']) {
    if (path.endsWith(suffix)) {
      const folder = path.slice(0, -suffix.length + 1);
      return isFile(`${folder}index.html`) ? to(folder) : undefined;
    }
  }
  if (path.endsWith('.html')) return isFile(path) ? to(path.slice(0, -'.html'.length)) : undefined;
  if (path.endsWith('/')) {
    const bare = path.slice(0, -1);
    return path !== '/' && !isFile(`${path}index.html`) && isFile(`${bare}.html`) ? to(bare) : undefined;
  }
  if (!isFile(path) && !isFile(`${path}.html`) && isFile(`${path}/index.html`)) return to(`${path}/`);
  return undefined;
}

/** The 404 page with status 404. */
function notFoundAnswer(res: ServerResponse, page: Buffer) {
  if (res.headersSent) return void res.destroy();
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Not found now, perhaps there after the next deploy: never kept (an /_astro/ rule's
  // `immutable` would otherwise keep a missing asset's 404 for a year).
  res.setHeader('Cache-Control', 'no-store');
  res.end(page);
}

/** `http://host:port` of a listening server. */
export function serverOrigin(server: Server, host = '127.0.0.1'): string {
  const address = server.address();
  return `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;
}

/**
 * The reference API on a fresh in-memory database, as a handler to answer /api/graphql beside a
 * served brand (`npm start`'s API without its data folder). `log` gets the migration and seed lines;
 * `lifecycle` is the serving state its shutdown drains (api/server.ts drainOnSignals).
 */
export async function memoryApi(
  log: (line: string) => void = console.log,
  serverBrand?: string,
  lifecycle?: Lifecycle,
): Promise<RouteHandler> {
  const { apiHandler, prepareDatabase } = await import('../api/server.ts');
  const db = await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, log);
  return apiHandler(db, undefined, { ...(serverBrand ? { serverBrand } : {}), ...(lifecycle ? { lifecycle } : {}) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', default: process.env['BRAND'] ?? 'main' },
      // The built site to serve (default dist/<brand>/).
      root: { type: 'string' },
      port: { type: 'string', default: process.env['PORT'] ?? '4321' },
      host: { type: 'string', default: process.env['HOST'] ?? '127.0.0.1' },
      // Also answer /api/graphql with the reference API on a fresh in-memory database.
      api: { type: 'boolean', default: false },
      // Stop when standard input ends: the process that started this one (scripts/serve-brands.ts) is gone.
      'stop-with-stdin': { type: 'boolean', default: false },
    },
  });
  if (values['stop-with-stdin']) process.stdin.on('end', () => process.exit(0)).resume();
  let api: RouteHandler | undefined;
  let drain: ((server: Server) => void) | undefined;
  if (values.api) {
    // A stop drains as the API's own process does (API_DRAIN_SECONDS, API_STOP_SECONDS).
    const { drainOnSignals, newLifecycle, shutdownTimes } = await import('../api/server.ts');
    const { createLogger } = await import('../api/log.ts');
    const times = shutdownTimes();
    const lifecycle = newLifecycle();
    api = await memoryApi(console.log, values.brand, lifecycle);
    drain = (server) => drainOnSignals(server, lifecycle, { times, logger: createLogger() });
  }
  const server = await serveBrand(values.brand, Number(values.port), values.host, api, {
    ...(values.root ? { root: values.root } : {}),
    onReload: () => console.log(`dist/${values.brand}/ was rebuilt: serving the new build (no restart needed).`),
  });
  drain?.(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving dist/${values.brand}/ at http://localhost:${port}/`);
}
