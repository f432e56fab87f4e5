/**
 * `npm start`: builds one brand (BRAND, default main) and serves it at http://localhost:PORT/
 * (default 4321). The reference API server joins this process when it lands (see README).
 */
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
await serveBrand(selected, port, process.env['HOST'] ?? '127.0.0.1');
console.log(`\n${selected} is running at http://localhost:${port}/  (deal page: http://localhost:${port}/deal)`);
console.log('Press Ctrl+C to stop.');
