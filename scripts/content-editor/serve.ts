/**
 * `npm run content`: a web editor over src/content/ on this computer (docs/content.md). Decap CMS
 * (a static single-page editor, from node_modules) and the file API of ./files.ts, which reads and
 * writes the files of this working copy. It listens on the loopback address only (127.0.0.1: no
 * other computer can reach it) and answers only requests addressed to it by that name, so a web
 * page open in the same browser cannot use it either. Nothing of this is part of the site's build.
 *   npm run content                                http://127.0.0.1:4390/
 *   CONTENT_PORT=5790 npm run content              another port
 *   npm run content -- --build main                rebuilds that brand after each save and prints
 *                                                  how long the save took to reach the built page
 * The fields and limits come from src/copy/schemas.ts (./config.ts); every save is checked with the
 * build's own check first (./files.ts). The editor starts even when a file is broken, so that it
 * can be fixed here; it says which one.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import sirv from 'sirv';
import { parse as parseYaml } from 'yaml';
import { measuringValues } from '../../src/copy/rules.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import { lastBuildTimes } from '../../build-data/dist.ts';
import { editorConfig } from './config.ts';
import { createFileApi } from './files.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The only address the editor listens on: this computer's loopback. */
export const EDITOR_HOST = '127.0.0.1';
const MAX_BODY = 50 * 1024 * 1024;

const escapeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export type EditorOptions = {
  /** The working copy whose src/content/ is edited (default: this repository). */
  repoRoot?: string;
  /** Called after a save with the paths written. */
  onSaved?: ((paths: string[]) => void) | undefined;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) reject(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  response.end(body);
}

/** Starts the editor on `port` (127.0.0.1); resolves with its address and a function that stops it. */
export async function startEditor(
  port: number,
  options: EditorOptions = {},
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const repoRoot = options.repoRoot ?? root;
  const brandKeys = listBrandKeys();
  const api = createFileApi({ repoRoot, brandKeys, onSaved: options.onSaved });
  const admin = await build({
    entryPoints: [fileURLToPath(new URL('./admin.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  const adminJs = admin.outputFiles[0]!.text;
  const decapDist = join(dirname(createRequire(join(root, 'package.json')).resolve('decap-cms/package.json')), 'dist');
  const decap = sirv(decapDist, { dev: false, etag: true });
  const origin = `http://${EDITOR_HOST}:${port}`;
  const brands = [...(await loadAllBrands()).values()].map((brand) => ({ key: brand.key, name: brand.appName }));
  // Made at each page load, so a new service page, a brand's new file or a shared word edited in
  // this session shows after a reload.
  const settings = () => ({
    config: editorConfig(`${origin}/api/v1`, repoRoot),
    values: measuringValues(),
    // The main brand first: the previews show it until another is chosen.
    brands: [...brands.filter((brand) => brand.key === 'main'), ...brands.filter((brand) => brand.key !== 'main')],
    serviceWords: parseYaml(readFileSync(join(repoRoot, 'src', 'content', 'pages', 'service.yaml'), 'utf8')) as Record<
      string,
      string
    >,
  });
  const page = () => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Content editor</title>
</head>
<body>
<script>window.CMS_MANUAL_INIT = true; window.EDITOR_SETTINGS = ${escapeJson(settings())};</script>
<script src="/decap/decap-cms.js"></script>
<script src="/admin.js"></script>
</body>
</html>`;
  const allowedHosts = new Set([`${EDITOR_HOST}:${port}`, `localhost:${port}`]);
  const server = createServer((request, response) => {
    // Only requests addressed to this computer by name (no DNS rebinding from a web page).
    if (!allowedHosts.has(request.headers.host ?? '')) {
      return send(response, 421, 'text/plain; charset=utf-8', 'This editor answers only at http://127.0.0.1/.');
    }
    const url = new URL(request.url ?? '/', origin);
    // The editor page talks to its file API at 127.0.0.1: opened as localhost, it goes there.
    if (request.headers.host === `localhost:${port}` && request.method === 'GET') {
      response.writeHead(308, { Location: `${origin}${url.pathname}${url.search}` });
      return response.end();
    }
    if (url.pathname === '/api/v1') {
      const requestOrigin = request.headers.origin;
      const sameOrigin = requestOrigin === undefined || allowedHosts.has(requestOrigin.replace(/^http:\/\//, ''));
      if (
        request.method !== 'POST' ||
        !sameOrigin ||
        !/^application\/json/.test(request.headers['content-type'] ?? '')
      ) {
        return send(
          response,
          403,
          'application/json',
          JSON.stringify({ error: 'Only the editor itself may use this.' }),
        );
      }
      readBody(request)
        .then((text) => api(JSON.parse(text) as unknown))
        .then(
          (answer) => send(response, answer.status, 'application/json', JSON.stringify(answer.body)),
          () => send(response, 400, 'application/json', JSON.stringify({ error: 'The request could not be read.' })),
        );
      return;
    }
    if (url.pathname === '/admin.js') return send(response, 200, 'text/javascript; charset=utf-8', adminJs);
    if (url.pathname === '/' || url.pathname === '/index.html')
      return send(response, 200, 'text/html; charset=utf-8', page());
    if (url.pathname.startsWith('/decap/')) {
      request.url = url.pathname.slice('/decap'.length);
      return decap(request, response, () => send(response, 404, 'text/plain; charset=utf-8', 'Not found'));
    }
    send(response, 404, 'text/plain; charset=utf-8', 'Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, EDITOR_HOST, () => resolve());
  });
  return {
    url: `${origin}/`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Rebuilds `brand` after saves (one build at a time; saves during a build start one more). */
function rebuilder(brand: string) {
  let running = false;
  let savedAt: number | undefined;
  const run = () => {
    const started = savedAt!;
    savedAt = undefined;
    running = true;
    console.log(`  building ${brand} …`);
    const child = spawn(process.execPath, [join(root, 'scripts', 'build.ts'), '--brand', brand], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('close', (code) => {
      running = false;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (code === 0) {
        console.log(`  ${brand} rebuilt: the save reached the built pages in ${seconds} s (dist/${brand}/).`);
      } else console.log(`  The build of ${brand} failed:\n${errors.trim()}`);
      if (savedAt !== undefined) run();
    });
  };
  return () => {
    savedAt ??= performance.now();
    if (!running) run();
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { build: { type: 'string' } } });
  const brandKeys = listBrandKeys();
  if (values.build && !brandKeys.includes(values.build)) {
    console.error(`Unknown brand: ${values.build}\nKnown brands: ${brandKeys.join(', ')}`);
    process.exit(2);
  }
  const problem = validateContent(undefined, brandKeys);
  const rebuild = values.build ? rebuilder(values.build) : undefined;
  const port = Number(process.env['CONTENT_PORT'] ?? 4390);
  const { url } = await startEditor(port, {
    onSaved: (paths) => {
      console.log(`Saved ${paths.join(', ')}.`);
      if (rebuild) return rebuild();
      const seconds = lastBuildTimes()['main'];
      const took = seconds === undefined ? '' : ` (its last build took ${seconds.toFixed(1)} s)`;
      console.log(
        `  The pages change when the site is built: npm run build -- --brand main to see it on main${took},\n` +
          '  then npm run serve -- --brand main; npm run build builds every brand, which is what is published.\n' +
          '  Started with --build main, the editor rebuilds that brand after each save and prints the time from the save to the built pages.',
      );
    },
  });
  console.log(`Content editor: ${url}
  Listens on ${EDITOR_HOST} only: this computer can open it, no other can. No login.
  Reads and writes only src/content/ and public/uploads/ of ${root}. Ctrl+C stops it.`);
  if (problem) {
    console.log(
      `\nA file is broken, and the build refuses it until it is fixed (open it in the editor):\n  ${problem}`,
    );
  }
}
