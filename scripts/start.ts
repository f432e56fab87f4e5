/**
 * `npm start`: builds one brand (BRAND, default main) and serves it with the reference API on one
 * origin at http://localhost:PORT/ (default 4321): the site's calls to /api/graphql reach it.
 * The database (PGlite in .data/pglite, or DATABASE_URL) is created and seeded on first start.
 * SIGTERM and SIGINT drain as `npm run api` does (API_DRAIN_SECONDS, API_STOP_SECONDS; api/server.ts).
 */
import { apiHandler, drainOnSignals, newLifecycle, prepareDatabase, shutdownTimes } from '../api/server.ts';
import { createLogger } from '../api/log.ts';
import { loadGeo } from '../api/geo.ts';
import { buildBrands, selectBrands } from './build.ts';
import { serveBrand } from './serve.ts';

const brand = process.env['BRAND'] ?? 'main';
const port = Number(process.env['PORT'] ?? 4321);
const [selected = brand] = await selectBrands([brand]);
console.log(`Building brand "${selected}"…`);
try {
  await buildBrands([selected]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
let handler: ReturnType<typeof apiHandler>;
let db: Awaited<ReturnType<typeof prepareDatabase>>;
let times: ReturnType<typeof shutdownTimes>;
const lifecycle = newLifecycle();
try {
  // A wrong shutdown setting is reported before the database is touched.
  times = shutdownTimes();
  db = await prepareDatabase();
  handler = apiHandler(db, undefined, { serverBrand: selected, lifecycle });
  // The GeoIP data is read now, not while the first visitor waits.
  await loadGeo();
} catch (error) {
  // One readable line (a full disk, a wrong API_TRUSTED_PROXIES…), never a dump.
  console.error(error instanceof Error ? error.message.slice(0, 300) : String(error));
  process.exit(1);
}
const server = await serveBrand(selected, port, process.env['HOST'] ?? '127.0.0.1', handler);
const database = db;
drainOnSignals(server, lifecycle, { times, logger: createLogger(), close: () => database.close() });
console.log(`\n${selected} is running at http://localhost:${port}/  (deal page: http://localhost:${port}/deal)`);
console.log(`API: http://localhost:${port}/api/graphql`);
console.log('Press Ctrl+C to stop.');
