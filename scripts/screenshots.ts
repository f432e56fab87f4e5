/**
 * Screenshots of built pages at phone and desktop widths, to look at before calling a page done.
 *   node scripts/screenshots.ts --brand main [--path / --path /deal] [--out screenshots] [--api]
 * --api also answers /api/graphql (reference API, in-memory database) so islands fill in.
 * Needs dist/<brand>/ (npm run build -- --brand <key>).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ensureChromium } from './lib/chromium.ts';
import { memoryApi, serveBrand, serverOrigin, type RouteHandler } from './serve.ts';

const { values } = parseArgs({
  options: {
    brand: { type: 'string', multiple: true, default: ['main'] },
    path: { type: 'string', multiple: true, default: ['/', '/deal'] },
    out: { type: 'string', default: 'screenshots' },
    widths: { type: 'string', default: '390,1280' },
    api: { type: 'boolean', default: false },
  },
});
const { path: executablePath } = ensureChromium();
const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
mkdirSync(values.out, { recursive: true });
let api: RouteHandler | undefined;
if (values.api) api = await memoryApi();
for (const brand of values.brand) {
  const server = await serveBrand(brand, 0, '127.0.0.1', api);
  const origin = serverOrigin(server);
  for (const width of values.widths.split(',').map(Number)) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const path of values.path) {
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      const file = join(values.out, `${brand}${path.replaceAll(/[/?=&]/g, '_') || '_'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
  server.close();
}
await browser.close();
