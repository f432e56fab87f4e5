/**
 * `npm start`: builds one brand (BRAND, default main) and serves it with the reference API on one
 * origin at http://localhost:PORT/ (default 4321): the site's calls to /api/graphql reach it.
 * The database (PGlite in .data/pglite, or DATABASE_URL) is created and seeded on first start.
 */
import { apiHandler, prepareDatabase } from '../api/server.ts';
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
try {
  handler = apiHandler(await prepareDatabase(), undefined, { serverBrand: selected });
  // The GeoIP data is read now, not while the first visitor waits.
  await loadGeo();
} catch (error) {
  // One readable line (a full disk, a wrong API_TRUSTED_PROXIES…), never a dump.
  console.error(error instanceof Error ? error.message.slice(0, 300) : String(error));
  process.exit(1);
}
await serveBrand(selected, port, process.env['HOST'] ?? '127.0.0.1', handler);
console.log(`\n${selected} is running at http://localhost:${port}/  (deal page: http://localhost:${port}/deal)`);
console.log(`API: http://localhost:${port}/api/graphql`);
console.log('Press Ctrl+C to stop.');
