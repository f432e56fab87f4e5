/**
 * The reference API's HTTP side: opens the database (PGlite in .data/pglite by default, or
 * DATABASE_URL), migrates and seeds it on first start, and answers POST /api/graphql.
 * `npm run api` runs it alone; scripts/start.ts mounts the same handler next to the static site.
 *   PORT (default 4000), PGLITE_DIR (default .data/pglite), DATABASE_URL, NODE_ENV=production,
 *   API_TRUSTED_PROXIES (proxy hops, default 0), API_CORS_ORIGINS (extra allowed origins), LOG_LEVEL
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { API_PATH } from '../src/graphql/endpoint.ts';
import { createApi, type ApiOptions } from './app.ts';
import { createLogger } from './log.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed/index.ts';

/** Requests larger than this are refused before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;
export const defaultDataDir = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** Opens, migrates and (on first start) seeds the database. */
export async function prepareDatabase(env: NodeJS.ProcessEnv = process.env, log = console.log): Promise<Database> {
  const db = await openDatabase({ databaseUrl: env['DATABASE_URL'], dataDir: env['PGLITE_DIR'] ?? defaultDataDir });
  const applied = await migrate(db);
  if (applied.length) log(`Database: applied migrations ${applied.join(', ')}`);
  if (await seed(db)) log('Database: seeded (zip codes, service regions, reviews, plans, cohorts)');
  return db;
}

/** Seconds a client has to send its request headers, and its whole request (body included). */
export const HEADERS_TIMEOUT_SECONDS = 10;
export const REQUEST_TIMEOUT_SECONDS = 15;

/** Header and body timeouts in seconds (Node's default lets a slow body hold a socket for 300 s). */
export function applyTimeouts(server: Server): Server {
  server.headersTimeout = HEADERS_TIMEOUT_SECONDS * 1000;
  server.requestTimeout = REQUEST_TIMEOUT_SECONDS * 1000;
  server.keepAliveTimeout = 5_000;
  return server;
}

export type HandlerOptions = Omit<ApiOptions, 'db' | 'production'>;

/** Node request handler for /api/graphql; returns false for other paths. */
export function apiHandler(
  db: Database,
  production = process.env['NODE_ENV'] === 'production',
  options: HandlerOptions = {},
) {
  const yoga = createApi({ db, production, ...options });
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== API_PATH) return false;
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > MAX_BODY_BYTES) {
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ errors: [{ message: `Request body too large: the limit is ${MAX_BODY_BYTES} bytes.` }] }),
      );
      return true;
    }
    if (req.method === 'POST' && req.headers['content-length'] === undefined) {
      res.writeHead(411, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'A Content-Length header is required.' }] }));
      return true;
    }
    void yoga(req, res);
    return true;
  };
}

/** An HTTP server that answers only the API (404 elsewhere); not yet listening. */
export function createApiServer(db: Database, production?: boolean, options: HandlerOptions = {}): Server {
  const handle = apiHandler(db, production, options);
  const server = createServer((req, res) => {
    if (!handle(req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end(`Not found. The API answers at ${API_PATH}`);
    }
  });
  return applyTimeouts(server);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env['PORT'] ?? 4000);
  const logger = createLogger();
  const db = await prepareDatabase(process.env, (message) => logger.info(message));
  const server = createApiServer(db, undefined, { logger });
  server.listen(port, process.env['HOST'] ?? '127.0.0.1', () => {
    logger.info(`API ready at http://localhost:${port}${API_PATH}`);
  });
  const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
