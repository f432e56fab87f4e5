/**
 * `npm run content`: a web editor over src/content/ on this computer (docs/content.md). Decap CMS
 * (a static single-page editor, from node_modules) with decap-server's local file-system backend,
 * which reads and writes the files of this working copy; nothing leaves the machine and nothing of
 * this is part of the site's build.
 *   npm run content                     http://localhost:4390/
 *   CONTENT_PORT=5790 npm run content   another port
 * The fields and limits come from src/copy/schemas.ts (./config.ts); the check of every file runs
 * first, so the editor never opens on content the build would refuse.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { measuringValues } from '../../src/copy/rules.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { listBrandKeys } from '../../src/brand/load.ts';
import { editorConfig } from './config.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(join(root, 'node_modules', 'decap-server', 'package.json'));
type Response = { type: (kind: string) => Response; send: (body: string) => void };
type App = {
  use: (path: string, handler: unknown) => void;
  get: (path: string, handler: (request: unknown, response: Response) => void) => void;
  listen: (port: number, ready: () => void) => Server;
};
const express = require('express') as { (): App; static: (dir: string) => unknown };
const { registerLocalFs } = require('decap-server/dist/middlewares.js') as {
  registerLocalFs: (app: unknown, options?: { logLevel?: string }) => Promise<void>;
};

const escapeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** Starts the editor on `port`; resolves with a function that stops it. */
export async function startEditor(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  process.env['GIT_REPO_DIRECTORY'] = root;
  const app = express();
  await registerLocalFs(app, { logLevel: process.env['LOG_LEVEL'] === 'silent' ? 'error' : 'warn' });
  const admin = await build({
    entryPoints: [fileURLToPath(new URL('./admin.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  const adminJs = admin.outputFiles[0]!.text;
  const decapDist = join(dirname(require.resolve('decap-cms/package.json')), 'dist');
  const settings = {
    config: editorConfig(`http://localhost:${port}/api/v1`),
    values: measuringValues(),
    brand: 'Tidyhaven',
  };
  app.use('/decap', express.static(decapDist));
  app.get('/admin.js', (_request, response) => response.type('js').send(adminJs));
  app.get('/', (_request, response) =>
    response.type('html').send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor</title>
</head>
<body>
<script>window.CMS_MANUAL_INIT = true; window.EDITOR_SETTINGS = ${escapeJson(settings)};</script>
<script src="/decap/decap-cms.js"></script>
<script src="/admin.js"></script>
</body>
</html>`),
  );
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, () => resolve(listening));
  });
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problem = validateContent(undefined, listBrandKeys());
  if (problem) {
    console.error(`Invalid content. ${problem}\nFix that file first (docs/content.md).`);
    process.exit(1);
  }
  const port = Number(process.env['CONTENT_PORT'] ?? 4390);
  const { url } = await startEditor(port);
  console.log(`Content editor: ${url}  (edits src/content/ in ${root}; Ctrl+C stops it)`);
}
