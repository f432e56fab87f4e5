/**
 * The reference API's HTTP side: opens the database (PGlite in .data/pglite by default, or
 * DATABASE_URL), migrates and seeds it on first start, and answers POST /api/graphql.
 * `npm run api` runs it alone; scripts/start.ts mounts the same handler next to the static site.
 *   PORT (default 4000), PGLITE_DIR (default .data/pglite), DATABASE_URL, NODE_ENV=production,
 *   API_TRUSTED_PROXIES (the proxies' addresses or CIDR ranges, default none), API_CORS_ORIGINS
 *   (extra allowed origins), LOG_LEVEL
 * GET /healthz (the process answers: 200) and GET /readyz (the database answers and its migrations
 * are applied: 200, also when busy; else, or while shutting down, 503) are for load balancers:
 * unauthenticated, not rate-limited, cheap. SIGTERM/SIGINT drain (shutDown): API_DRAIN_SECONDS,
 * API_STOP_SECONDS; every answer within API_ANSWER_WITHIN_SECONDS (api/timeouts.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { API_PATH, CLIENT_NAME_HEADER, CSP_REPORT_PATH } from '../src/graphql/endpoint.ts';
import { createApi, MAX_BODY_BYTES, type ApiOptions } from './app.ts';
import { createLogger, type Logger } from './log.ts';
import { openDatabase, type Database, type Readiness } from './db/connection.ts';
import type { StateLog } from './db/availability.ts';
import { expectedMigrations, migrate, underStartupLock } from './db/migrate.ts';
import { loadGeo, trustedProxies } from './geo.ts';
import { seed } from './db/seed/index.ts';
import { timeoutOptions } from './timeouts.ts';
import { cspReportHandler } from '../scripts/lib/deploy/report.ts';

export { HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS } from './timeouts.ts';

export { MAX_BODY_BYTES } from './app.ts';
export const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** The health paths a load balancer asks (GET or HEAD). */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';
/** How long a /readyz answer is reused: a load balancer asking every second costs one query a second. */
export const READY_CACHE_MS = 1_000;

/** A start that cannot go on, in one sentence for the log (no stack trace). */
export class StartupError extends Error {}

/** Whether `error` is a full disk (Node's ENOSPC, or PGlite's WASI errno 51). */
function diskFull(error: unknown): boolean {
  const e = error as { code?: unknown; errno?: unknown; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === 'ENOSPC' || e.errno === 51 || (e.cause !== undefined && diskFull(e.cause));
}

/**
 * Opens, migrates and (on first start) seeds the database; on PostgreSQL under a lock, so that
 * replicas started together take turns (the first migrates and seeds, the others wait, then find
 * it done). A full disk is reported as a StartupError.
 */
export async function prepareDatabase(
  env: NodeJS.ProcessEnv = process.env,
  log = console.log,
  stateLog?: StateLog,
): Promise<Database> {
  const dataDir = env['PGLITE_DIR'] ?? defaultDataDir;
  let db: Database | undefined;
  try {
    db = await openDatabase({ databaseUrl: env['DATABASE_URL'], dataDir, ...(stateLog ? { log: stateLog } : {}) });
    const opened = db;
    await underStartupLock(opened, async () => {
      const applied = await migrate(opened);
      if (applied.length) log(`Database: applied migrations ${applied.join(', ')}`);
      if (await seed(opened)) log('Database: seeded (zip codes, service regions, reviews, plans, cohorts)');
    });
    return opened;
  } catch (error) {
    await db?.close().catch(() => undefined);
    if (diskFull(error)) {
      throw new StartupError(
        `Database: the disk is full (${env['DATABASE_URL'] ? 'database server' : dataDir}): free some space and start again.`,
        { cause: error },
      );
    }
    throw error;
  }
}

export type HandlerOptions = Omit<ApiOptions, 'db' | 'production' | 'maxRequestBodySize'> & {
  /** The serving state that a shutdown changes (default: a new one, never draining). */
  lifecycle?: Lifecycle;
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/**
 * The process's serving state, shared by its handler and its shutdown: `draining` from SIGTERM
 * (readiness 503, every answer with `Connection: close`), and the answers in progress.
 */
export type Lifecycle = { draining: boolean; active: Set<ServerResponse> };
export const newLifecycle = (): Lifecycle => ({ draining: false, active: new Set() });

/** GET /healthz and /readyz: true when `path` is one of them (answered), false otherwise. */
function healthHandler(db: Database, lifecycle: Lifecycle) {
  const expected = expectedMigrations();
  let cached: { at: number; ready: Promise<Readiness> } | undefined;
  const ready = (): Promise<Readiness> => {
    if (!db.available()) return Promise.resolve('down');
    if (!cached || Date.now() - cached.at > READY_CACHE_MS) cached = { at: Date.now(), ready: db.ready(expected) };
    return cached.ready;
  };
  return (req: IncomingMessage, res: ServerResponse, path: string): boolean => {
    if (path !== HEALTH_PATH && path !== READY_PATH) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(res, 405, { errors: [{ message: 'Use GET.' }] }, { allow: 'GET, HEAD' });
    } else if (path === HEALTH_PATH) {
      json(res, 200, { status: 'alive' });
    } else if (lifecycle.draining) {
      // A load balancer stops sending here; the requests it still sends are answered.
      json(res, 503, { status: 'draining' }, { 'retry-after': '2' });
    } else {
      void ready().then((database) =>
        database === 'down'
          ? json(res, 503, { status: 'not ready', database }, { 'retry-after': '2' })
          : json(res, 200, { status: 'ready', database }),
      );
    }
    return true;
  };
}

const INVALID_JSON = { errors: [{ message: 'POST body sent invalid JSON.', extensions: { code: 'BAD_REQUEST' } }] };
const NO_QUERY = { errors: [{ message: 'Must provide query string.', extensions: { code: 'BAD_REQUEST' } }] };
const NOT_AN_OBJECT = {
  errors: [{ message: 'POST body is expected to be a JSON object.', extensions: { code: 'BAD_REQUEST' } }],
};

/** Node request handler for /api/graphql, /healthz and /readyz; returns false for other paths. */
export function apiHandler(
  db: Database,
  production = process.env['NODE_ENV'] === 'production',
  options: HandlerOptions = {},
) {
  const { lifecycle = newLifecycle(), ...apiOptions } = options;
  const yoga = createApi({ db, production, ...apiOptions, maxRequestBodySize: false });
  const health = healthHandler(db, lifecycle);
  // The sites' CSP reports reach the API through each deploy's API route, beside GraphQL.
  const reports = cspReportHandler(CSP_REPORT_PATH);
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    // The answer budget (api/timeouts.ts) counts from here.
    (req as IncomingMessage & { receivedAt?: number }).receivedAt ??= Date.now();
    lifecycle.active.add(res);
    res.once('close', () => lifecycle.active.delete(res));
    // While draining, the connection closes after this answer: its client opens its next one
    // through the load balancer, to another process.
    if (lifecycle.draining) res.setHeader('connection', 'close');
    const path = (req.url ?? '/').split('?')[0]!;
    if (health(req, res, path)) return true;
    if (reports(req, res)) return true;
    if (path !== API_PATH) return false;
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES) {
      json(res, 413, { errors: [{ message: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.` }] });
      return true;
    }
    // A body of unknown length (chunked) is refused whatever the method: every body is read below
    // in one piece, and only a known length can be checked before reading.
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (chunked || (req.method === 'POST' && req.headers['content-length'] === undefined)) {
      json(res, 411, { errors: [{ message: 'A Content-Length header is required.' }] });
      return true;
    }
    // Only a POST of JSON that names its client can run an operation: any other request with a
    // body is refused by yoga's plugins (403, 415, 405) without reading it, so it goes on unread.
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    const runnable = req.method === 'POST' && type === 'application/json' && !!req.headers[CLIENT_NAME_HEADER];
    if (!(length > 0) || !runnable) {
      void yoga(req, res);
      return true;
    }
    // The body is small (at most MAX_BODY_BYTES, its length known and enforced by Node's parser):
    // read here in one piece and parsed once, as JSON, before yoga sees it. Yoga's Node adapter
    // takes a parsed object as the request's JSON as it is (a string would cost it a pass over
    // every character, and a stream two pipelines). A client that stops sending is cut off by the
    // request timeout.
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('error', () => undefined);
    req.on('end', () => {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        json(res, 400, INVALID_JSON);
        return;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        json(res, 400, NOT_AN_OBJECT);
        return;
      }
      // The adapter reads an empty object as "no parsed body" and would wait for the stream.
      if (Object.keys(body).length === 0) {
        json(res, 400, NO_QUERY);
        return;
      }
      (req as IncomingMessage & { body?: unknown }).body = body;
      void yoga(req, res);
    });
    return true;
  };
}

/** An HTTP server that answers only the API (404 elsewhere); not yet listening. */
export function createApiServer(db: Database, production?: boolean, options: HandlerOptions = {}): Server {
  const handle = apiHandler(db, production, options);
  return createServer(timeoutOptions(), (req, res) => {
    if (!handle(req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`Not found. The API answers at ${API_PATH}`);
    }
  });
}

/**
 * Seconds of a graceful shutdown (SIGTERM, SIGINT): `API_DRAIN_SECONDS` (default 5) the process
 * keeps accepting requests while /readyz answers 503, so that the load balancer's health check
 * takes it out of rotation before it stops listening; then it answers what it has accepted and
 * exits, at the latest `API_STOP_SECONDS` (default 20) after the signal, under an orchestrator's
 * usual 30 s grace period.
 */
export const DRAIN_SECONDS = 5;
export const STOP_SECONDS = 20;

/** The shutdown's drain window and hard deadline from the environment; a wrong value stops the start. */
export function shutdownTimes(env: NodeJS.ProcessEnv = process.env): { drainMs: number; stopMs: number } {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isFinite(value) || value < 0 || value > 600) {
      throw new StartupError(`${name} must be a number of seconds from 0 to 600.`);
    }
    return value * 1000;
  };
  const drainMs = seconds('API_DRAIN_SECONDS', DRAIN_SECONDS);
  const stopMs = seconds('API_STOP_SECONDS', STOP_SECONDS);
  if (stopMs <= drainMs) throw new StartupError('API_STOP_SECONDS must be longer than API_DRAIN_SECONDS.');
  return { drainMs, stopMs };
}

/**
 * A graceful shutdown of `server`: readiness 503 and `Connection: close` on every answer at once
 * (a kept-alive connection closes after its next answer, an idle one by the keep-alive timeout);
 * after `drainMs` the listening socket and the idle connections close, the requests accepted are
 * answered (each within the answer budget),
 * and Node's header and request timeouts go on cutting slow clients off (http's own close() would
 * stop checking them); settles when every connection has ended, or at `stopMs` after closing the
 * ones left. Returns whether it ended clean.
 */
export async function shutDown(
  server: Server,
  lifecycle: Lifecycle,
  { drainMs, stopMs }: { drainMs: number; stopMs: number },
): Promise<'clean' | 'deadline'> {
  const started = Date.now();
  lifecycle.draining = true;
  for (const res of lifecycle.active) if (!res.headersSent) res.setHeader('connection', 'close');
  let sweep: NodeJS.Timeout | undefined;
  try {
    // During the window idle kept-alive connections are left to the keep-alive timeout (5 s): one
    // closed by the server could meet a request its client is sending on it (a reset). A connection
    // that carries a request is closed after its answer. After the window the load balancer sends
    // nothing more, and idle connections are closed.
    await new Promise((resolve) => setTimeout(resolve, drainMs));
    const closed = new Promise<'clean'>((resolve) => {
      // net.Server's close: stops listening and waits for the connections, keeping http's checks.
      NetServer.prototype.close.call(server, () => resolve('clean'));
    });
    server.closeIdleConnections();
    sweep = setInterval(() => server.closeIdleConnections(), 250);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), Math.max(0, stopMs - (Date.now() - started)));
    });
    const result = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    return result;
  } finally {
    clearInterval(sweep);
    server.closeAllConnections();
  }
}

/**
 * Drains `server` on SIGTERM and SIGINT (shutDown), then closes what `close` closes (at most 500 ms)
 * and exits: 0 when done, 1 a second after the hard deadline whatever happens. The API's own
 * process, `npm start` and `npm run serve -- --api` stop the same way.
 */
export function drainOnSignals(
  server: Server,
  lifecycle: Lifecycle,
  {
    times,
    logger,
    close,
  }: {
    times: { drainMs: number; stopMs: number };
    logger: Logger;
    close?: () => Promise<unknown>;
  },
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const since = Date.now();
    logger.info(
      { event: 'shutdown_draining', signal, drainMs: times.drainMs, stopMs: times.stopMs },
      'shutting down: readiness 503, draining',
    );
    // Whatever happens below, the process is gone shortly after the hard deadline.
    setTimeout(() => process.exit(1), times.stopMs + 1_000).unref();
    void shutDown(server, lifecycle, times)
      .then(async (result) => {
        if (close) {
          await Promise.race([close(), new Promise((resolve) => setTimeout(resolve, 500))]).catch(() => undefined);
        }
        logger.info({ event: 'shutdown_done', result, ms: Date.now() - since }, 'shut down');
      })
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env['PORT'] ?? 4000);
  const logger = createLogger();
  let db: Database | undefined;
  let server: Server;
  let times: ReturnType<typeof shutdownTimes>;
  const lifecycle = newLifecycle();
  try {
    // A wrong API_TRUSTED_PROXIES or shutdown setting is reported before the database is touched.
    trustedProxies();
    times = shutdownTimes();
    db = await prepareDatabase(process.env, (message) => logger.info(message), logger);
    // The GeoIP data (about 1.5-4 s of reading) is loaded before the first request, not during it.
    await loadGeo();
    server = createApiServer(db, undefined, { logger, lifecycle });
  } catch (error) {
    await db?.close().catch(() => undefined);
    // One line a person can read: the cause in a sentence, never a dump.
    const message =
      error instanceof StartupError
        ? error.message
        : `API could not start: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
    logger.fatal({ event: 'startup_failed', code: (error as { code?: unknown })?.code }, message);
    process.exit(1);
  }
  const database = db;
  server.listen(port, process.env['HOST'] ?? '127.0.0.1', () => {
    logger.info(`API ready at http://localhost:${port}${API_PATH}`);
  });
  drainOnSignals(server, lifecycle, { times, logger, close: () => database.close() });
}
