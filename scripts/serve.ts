/**
 * Serves one built brand (dist/<brand>/) the way the CDN does: clean URLs (/deal -> deal.html,
 * /hub/ -> hub/index.html) and 404.html with status 404 for anything else.
 *   node scripts/serve.ts [--brand main] [--port 4321] [--api]   (env BRAND and PORT work too)
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';
import { brandDist } from '../build-data/dist.ts';

/** A handler tried before the static files (the API); returns true when it answered. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Starts a static server for dist/<brand>; resolves once it listens. */
export function serveBrand(brand: string, port: number, host = '127.0.0.1', before?: RouteHandler): Promise<Server> {
  const root = brandDist(brand);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`dist/${brand}/ is not built. Run: npm run build -- --brand ${brand}`);
  }
  const files = sirv(root, { extensions: ['html'], dev: false, etag: true });
  const notFound = readFileSync(join(root, '404.html'));
  const server = createServer((req, res) => {
    if (before?.(req, res)) return;
    files(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      brand: { type: 'string', default: process.env['BRAND'] ?? 'main' },
      port: { type: 'string', default: process.env['PORT'] ?? '4321' },
      host: { type: 'string', default: process.env['HOST'] ?? '127.0.0.1' },
      // Also answer /api/graphql with the reference API on a fresh in-memory database.
      api: { type: 'boolean', default: false },
    },
  });
  let api: RouteHandler | undefined;
  if (values.api) {
    const { apiHandler, prepareDatabase } = await import('../api/server.ts');
    api = apiHandler(await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }));
  }
  const server = await serveBrand(values.brand, Number(values.port), values.host, api);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log(`Serving dist/${values.brand}/ at http://localhost:${port}/`);
}
