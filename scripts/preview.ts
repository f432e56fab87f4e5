/**
 * Serves a built brand on Cloudflare's engine exactly as it deploys (scripts/lib/engine.ts, offline),
 * with /api/* reaching the reference API through the bundle's own API route (_worker.js):
 *   npm run preview -- --brand main --port 4321
 * Without PUBLICWEB_API_ORIGIN it starts the reference API itself (`node api/server.ts` on a fresh
 * in-memory database, trusting the engine's address as its proxy); with it, the route goes there.
 * Fails when the engine ignores any rule of the bundle. Stops both on Ctrl-C or SIGTERM.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brandDist } from '../build-data/dist.ts';
import { startApiProcess, type ApiProcess } from './lib/api-process.ts';
import { startEngine, type RunningEngine } from './lib/engine.ts';

export type Preview = { url: string; apiOrigin: string; engine: RunningEngine; stop: () => Promise<void> };

/** Starts the API (unless `apiOrigin` is given) and the engine for one built brand. */
export async function startPreview(
  brand: string,
  port: number,
  apiOrigin?: string,
  host = '127.0.0.1',
): Promise<Preview> {
  const siteDir = brandDist(brand);
  if (!existsSync(join(siteDir, 'index.html'))) {
    throw new Error(`dist/${brand}/ is not built. Run: npm run build -- --brand ${brand}`);
  }
  if (!existsSync(join(siteDir, '_worker.js'))) {
    throw new Error(`dist/${brand}/ has no API route (_worker.js). Rebuild it: npm run build -- --brand ${brand}`);
  }
  let api: ApiProcess | undefined;
  if (!apiOrigin) {
    api = await startApiProcess({
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      // The engine is the API's proxy here, as Cloudflare's egress is in production (docs/deploying.md).
      API_TRUSTED_PROXIES: '127.0.0.1, ::1',
      // The page's Origin here is this machine, not the brand's domain: the API serves it as this brand.
      API_BRAND: brand,
    });
    apiOrigin = new URL(api.url).origin;
  }
  let engine: RunningEngine;
  try {
    engine = await startEngine(siteDir, port, { API_ORIGIN: apiOrigin }, host);
  } catch (error) {
    api?.process.kill('SIGTERM');
    throw error;
  }
  const ignored = engine.ignoredRules();
  if (ignored.length > 0) {
    await engine.stop();
    api?.process.kill('SIGTERM');
    throw new Error(`The engine ignored rules of dist/${brand}/:\n  ${ignored.join('\n  ')}`);
  }
  return {
    url: engine.url,
    apiOrigin,
    engine,
    stop: async () => {
      api?.process.kill('SIGTERM');
      await Promise.all([engine.stop(), api?.exited]);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', default: process.env['BRAND'] ?? 'main' },
      port: { type: 'string', default: process.env['PORT'] ?? '8788' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const apiOrigin = process.env['PUBLICWEB_API_ORIGIN'];
  try {
    const preview = await startPreview(values.brand, Number(values.port), apiOrigin, values.host);
    console.log(
      `dist/${values.brand}/ on Cloudflare's engine at ${preview.url}/ (API route -> ${preview.apiOrigin}${apiOrigin ? '' : ', the reference API on an in-memory database'})`,
    );
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void preview.stop().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    preview.engine.process.once('exit', (code) => {
      if (!stopping) {
        console.error(`The engine stopped (exit ${code}).`);
        void preview.stop().then(() => process.exit(1));
      }
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
