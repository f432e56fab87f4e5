/**
 * `npm start`: builds one brand (BRAND, default main) and serves it with the reference API on one
 * origin at http://localhost:PORT/ (default 4321): the site's calls to /api/graphql reach it.
 * The database (PGlite in .data/pglite, or DATABASE_URL) is created and seeded on first start.
 */
import { apiHandler, prepareDatabase } from '../api/server.ts';
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
const db = await prepareDatabase();
await serveBrand(selected, port, process.env['HOST'] ?? '127.0.0.1', apiHandler(db, undefined, { serverBrand: selected }));
console.log(`\n${selected} is running at http://localhost:${port}/  (deal page: http://localhost:${port}/deal)`);
console.log(`API: http://localhost:${port}/api/graphql`);
console.log('Press Ctrl+C to stop.');
