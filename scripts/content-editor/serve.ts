/**
 * `npm run content`: a web editor over src/content/ on this computer (docs/content.md). Decap CMS
 * (a static single-page editor, from node_modules) and the file API of ./files.ts, which reads and
 * writes the files of this working copy. It listens on the loopback address only (127.0.0.1: no
 * other computer can reach it) and answers only requests addressed to it by that name, so a web
 * page open in the same browser cannot use it either. Nothing of this is part of the site's build.
 *   npm run content                                http://127.0.0.1:4390/
 *   CONTENT_PORT=5790 npm run content              another port
 *   npm run content -- --brand brightwick          opens with that brand chosen (default main)
 * The preview pane shows the built page of the brand chosen in the editor: after each save that
 * brand is rebuilt (./preview.ts), and the editor prints how long the save took to reach the built
 * page. The fields and limits come from src/copy/schemas.ts (./config.ts); every save is checked
 * with the build's own check first (./files.ts). The editor starts even when a file is broken, so
 * that it can be fixed here; it says which one.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import sirv from 'sirv';
import { measuringValues } from '../../src/copy/rules.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { listBrandKeys, loadAllBrands } from '../../src/brand/load.ts';
import { distRoot } from '../../build-data/dist.ts';
import { editorConfig, previewPages } from './config.ts';
import { createFileApi } from './files.ts';
import { createPreview } from './preview.ts';
import type { Replacement } from './draft.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** The only address the editor listens on: this computer's loopback. */
export const EDITOR_HOST = '127.0.0.1';
const MAX_BODY = 50 * 1024 * 1024;

const escapeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export type EditorOptions = {
  /** The working copy whose src/content/ is edited (default: this repository). */
  repoRoot?: string;
  /** Where the preview's builds go (default dist/, or PUBLICWEB_DIST). */
  distRoot?: string;
  /** The brand chosen when the page names none (default main). */
  brand?: string;
  /** Called after a save with the paths written. */
  onSaved?: ((paths: string[]) => void) | undefined;
  /** The preview's lines: a build started, how long a save took to reach the built page, a failed build. */
  log?: (line: string) => void;
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
const sendJson = (response: ServerResponse, status: number, body: unknown) =>
  send(response, status, 'application/json', JSON.stringify(body));

/** The editor's page: Decap CMS with this session's configuration for the chosen brand. */
function editorPage(settings: unknown) {
  return `<!doctype html>
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
</html>`;
}

/** A JSON POST from the editor's own page (no other page or computer may call its APIs). */
function fromEditor(request: IncomingMessage, allowedHosts: Set<string>): boolean {
  const origin = request.headers.origin;
  const sameOrigin = origin === undefined || allowedHosts.has(origin.replace(/^http:\/\//, ''));
  return request.method === 'POST' && sameOrigin && /^application\/json/.test(request.headers['content-type'] ?? '');
}

/** The file API's answer to a POST from the editor page, or 403 for anyone else. */
function fileApiRoute(api: ReturnType<typeof createFileApi>, allowedHosts: Set<string>) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!fromEditor(request, allowedHosts))
      return sendJson(response, 403, { error: 'Only the editor itself may use this.' });
    readBody(request)
      .then((text) => api(JSON.parse(text) as unknown))
      .then(
        (answer) => sendJson(response, answer.status, answer.body),
        () => sendJson(response, 400, { error: 'The request could not be read.' }),
      );
  };
}

/**
 * The words being typed (POST /preview/draft from the preview pane, same rules as the file API):
 * checked as a save would be (./files.ts, not written), then shown on the chosen brand's served
 * pages until the next build (./preview.ts). Answers the draft's number, the fields that show only
 * after Publish, or why the build would refuse it.
 */
function draftRoute(
  api: ReturnType<typeof createFileApi>,
  preview: ReturnType<typeof createPreview>,
  allowedHosts: Set<string>,
) {
  return (request: IncomingMessage, response: ServerResponse, brand: string) => {
    if (!fromEditor(request, allowedHosts))
      return sendJson(response, 403, { error: 'Only the editor itself may use this.' });
    readBody(request)
      .then((text) => api({ action: 'previewDraft', params: JSON.parse(text) as unknown }))
      .then(
        ({ status, body }) => {
          const draft = body as { replacements?: Replacement[]; later?: string[] };
          if (status !== 200 || !draft.replacements) return sendJson(response, status, body);
          const version = preview.setDraft(brand, draft.replacements);
          sendJson(response, 200, { version, shown: draft.replacements.length, later: draft.later ?? [] });
        },
        () => sendJson(response, 400, { error: 'The request could not be read.' }),
      );
  };
}

/** How the preview of `brand` stands (./preview.ts), as JSON for the preview pane. */
function previewStatus(preview: ReturnType<typeof createPreview>, brand: string, response: ServerResponse) {
  preview.status(brand).then(
    (state) => sendJson(response, 200, state),
    (error: Error) => sendJson(response, 200, { brand, state: 'failed', message: error.message }),
  );
}

/** The browser code of the editor (./admin.ts), bundled once at start. */
async function adminScript(): Promise<string> {
  const admin = await build({
    entryPoints: [fileURLToPath(new URL('./admin.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  return admin.outputFiles[0]!.text;
}

/** Starts the editor on `port` (127.0.0.1); resolves with its address and a function that stops it. */
export async function startEditor(
  port: number,
  options: EditorOptions = {},
): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const repoRoot = options.repoRoot ?? root;
  const origin = `http://${EDITOR_HOST}:${port}`;
  const brands = [...(await loadAllBrands()).values()].map((brand) => ({ key: brand.key, name: brand.appName }));
  const preview = createPreview({
    repoRoot,
    distRoot: options.distRoot ?? distRoot,
    editorOrigin: origin,
    host: EDITOR_HOST,
    ...(options.log ? { log: options.log } : {}),
  });
  // The brand chosen in the editor (the page's ?brand=, or the preview's last): a save rebuilds it.
  let chosen = brands.find((brand) => brand.key === (options.brand ?? 'main')) ?? brands[0]!;
  const api = createFileApi({
    repoRoot,
    brandKeys: brands.map((brand) => brand.key),
    onSaved: (paths) => {
      options.onSaved?.(paths);
      preview.rebuild(chosen.key);
    },
  });
  const adminJs = await adminScript();
  const decapDist = join(dirname(createRequire(join(root, 'package.json')).resolve('decap-cms/package.json')), 'dist');
  const decap = sirv(decapDist, { dev: false, etag: true });
  const choose = (key: string | null) => (chosen = brands.find((brand) => brand.key === key) ?? chosen);
  // Made at each page load, so a new entry or a brand's new file shows after a reload.
  const settings = () => ({
    config: editorConfig(`${origin}/api/v1`, repoRoot, chosen),
    values: measuringValues(),
    brand: chosen,
    brands,
    pages: previewPages({ contentRoot: join(repoRoot, 'src', 'content'), brand: chosen }),
  });
  const allowedHosts = new Set([`${EDITOR_HOST}:${port}`, `localhost:${port}`]);
  const fileApi = fileApiRoute(api, allowedHosts);
  const draft = draftRoute(api, preview, allowedHosts);
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
    if (url.pathname === '/api/v1') return fileApi(request, response);
    if (url.pathname === '/preview/draft') return draft(request, response, choose(url.searchParams.get('brand')).key);
    if (url.pathname === '/preview') return previewStatus(preview, choose(url.searchParams.get('brand')).key, response);
    if (url.pathname === '/admin.js') return send(response, 200, 'text/javascript; charset=utf-8', adminJs);
    if (url.pathname === '/' || url.pathname === '/index.html') {
      choose(url.searchParams.get('brand'));
      return send(response, 200, 'text/html; charset=utf-8', editorPage(settings()));
    }
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
    close: () =>
      new Promise((resolve) => {
        preview.close();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // --build is the option's earlier name.
  const { values } = parseArgs({ options: { brand: { type: 'string' }, build: { type: 'string' } } });
  const brandKeys = listBrandKeys();
  const brand = values.brand ?? values.build ?? 'main';
  if (!brandKeys.includes(brand)) {
    console.error(`Unknown brand: ${brand}\nKnown brands: ${brandKeys.join(', ')}`);
    process.exit(2);
  }
  const problem = validateContent(undefined, brandKeys);
  const port = Number(process.env['CONTENT_PORT'] ?? 4390);
  const { url } = await startEditor(port, {
    brand,
    log: (line) => console.log(line),
    onSaved: (paths) =>
      console.log(
        `Saved ${paths.join(', ')}. The preview's brand is rebuilt now; to publish, npm run build builds every brand.`,
      ),
  });
  console.log(`Content editor: ${url}?brand=${brand}
  Listens on ${EDITOR_HOST} only: this computer can open it, no other can. No login.
  Reads and writes only src/content/ and public/uploads/ of ${root}. Ctrl+C stops it.`);
  if (problem) {
    console.log(
      `\nA file is broken, and the build refuses it until it is fixed (open it in the editor):\n  ${problem}`,
    );
  }
}
