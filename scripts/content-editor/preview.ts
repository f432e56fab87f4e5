/**
 * The editor's preview (docs/content.md): the built page itself. After a save, the brand chosen in
 * the editor is rebuilt (`scripts/build.ts --brand <key>`, incremental: its build cache keeps what
 * the save did not touch), and its build is served on a port of its own the way `npm run serve`
 * serves it (scripts/serve.ts: the same files, headers and CSP). Two headers differ, so that the
 * editor can show the page in its preview pane and always the newest build: the page may be framed
 * by the editor (and only by it), and nothing is cached.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveBrand, serverOrigin } from '../serve.ts';
import { applyDraft, type Replacement } from './draft.ts';

export type PreviewState = {
  brand: string;
  /** building: a build runs; ready: `url` serves the newest build; missing: never built; failed: the last build failed. */
  state: 'building' | 'ready' | 'missing' | 'failed';
  /** Where the brand's built pages are served (once built). */
  url?: string;
  /** When the served build was made (ms since 1970). */
  builtAt?: number;
  /** The build's own message when it failed. */
  message?: string;
};

export type PreviewOptions = {
  repoRoot: string;
  /** Where builds go (dist/ or PUBLICWEB_DIST): one folder per brand. */
  distRoot: string;
  /** The editor's address: the only page allowed to show the built pages in a frame. */
  editorOrigin: string;
  host: string;
  /** Says how long a save took to reach the built pages, or why the build failed. */
  log?: (line: string) => void;
};

type Brand = {
  running: boolean;
  /** A save waiting for the next build (when it was made). */
  savedAt: number | undefined;
  failed?: string | undefined;
  server?: Server;
  child?: ChildProcess | undefined;
  /** The words being typed, put in place on the served pages until the next build is done. */
  draft: readonly Replacement[];
  /** Counts the drafts that changed the words shown, so that the pane loads the page again for each. */
  draftVersion: number;
};

/**
 * The script put on every framed page so that the pane keeps the reader's place when it loads the
 * page again (a draft typed, a new build): the page tells the editor where it is scrolled to, and
 * goes back there when the editor asks (./preview-pane.ts). Messages go to and come from the editor only.
 */
export function scrollKeeper(editorOrigin: string): { script: string; hash: string } {
  const script =
    `(function(){var o=${JSON.stringify(editorOrigin)};` +
    `addEventListener('scroll',function(){parent.postMessage({previewScroll:scrollY},o)},{passive:true});` +
    `addEventListener('message',function(e){var y=e.data&&e.data.previewScroll;` +
    `if(e.origin===o&&typeof y==='number')scrollTo({top:y,behavior:'instant'})})})();`;
  return { script, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` };
}

/**
 * A page's HTML with the draft's words in place (./draft.ts) and the scroll keeper before
 * `</body>`: the response is held until it ends, then written changed (its length counted again).
 */
function withDraft(response: ServerResponse, replacements: readonly Replacement[], keeper: string) {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (chunk: unknown) => boolean;
  const end = response.end.bind(response) as (chunk?: unknown) => ServerResponse;
  const chunks: Buffer[] = [];
  let html = false;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((item) => item && typeof item === 'object') as Record<string, unknown> | undefined;
    const type = headers?.['Content-Type'] ?? response.getHeader('content-type');
    html = /text\/html/.test(String(type ?? ''));
    if (html && headers) delete headers['Content-Length'];
    if (html) response.removeHeader('content-length');
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
  response.write = ((chunk: unknown) => {
    if (!html) return write(chunk);
    chunks.push(Buffer.from(chunk as Buffer));
    return true;
  }) as typeof response.write;
  response.end = ((chunk?: unknown) => {
    if (!html) return end(chunk);
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Buffer));
    const page = applyDraft(Buffer.concat(chunks).toString('utf8'), replacements);
    return end(page.replace(/<\/body>/i, `<script>${keeper}</script>$&`));
  }) as typeof response.end;
}

/** The headers of the deployed site, but framed by the editor and never cached; a page shows the brand's draft. */
function framedBy(editorOrigin: string, draft: () => readonly Replacement[]) {
  const keeper = scrollKeeper(editorOrigin);
  return (request: IncomingMessage, response: ServerResponse) => {
    // The page is rewritten below (the draft, the scroll keeper): it must come uncompressed, or the
    // rewriting would read gzip bytes as text and the browser be sent broken data (serve.ts compresses).
    delete request.headers['accept-encoding'];
    const setHeader = response.setHeader.bind(response);
    response.setHeader = (name, value) => {
      const key = name.toLowerCase();
      if (key === 'x-frame-options') return response;
      if (key === 'cache-control') return setHeader(name, 'no-store');
      if (key === 'content-security-policy') {
        const policy = String(value)
          .replace(/frame-ancestors [^;]*/, `frame-ancestors ${editorOrigin}`)
          .replace(/script-src [^;]*/, `$& ${keeper.hash}`);
        return setHeader(name, policy);
      }
      return setHeader(name, value);
    };
    withDraft(response, draft(), keeper.script);
    return false;
  };
}

/** The newest change time of any file under `dir`. */
function newest(dir: string): number {
  if (!existsSync(dir)) return 0;
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

/**
 * Starts `scripts/build.ts --brand <brand>` into the preview's folder; `done` gets the build's
 * message when it failed, and whether it was stopped (the editor closed).
 */
function startBuild(
  options: PreviewOptions,
  brand: string,
  done: (failed: string | undefined, stopped: boolean) => void,
): ChildProcess {
  const child = spawn(process.execPath, [join(options.repoRoot, 'scripts', 'build.ts'), '--brand', brand], {
    cwd: options.repoRoot,
    env: { ...process.env, PUBLICWEB_DIST: options.distRoot },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: closing the editor stops the build and the Astro build it started.
    detached: true,
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  child.on('close', (code, signal) => {
    const failed = code === 0 ? undefined : errors.trim() || `The build stopped (exit code ${String(code)}).`;
    done(signal ? undefined : failed, Boolean(signal));
  });
  return child;
}

/** The brand's build served as `npm run serve` serves it, framed by the editor, with the draft shown. */
function serveForEditor(options: PreviewOptions, brand: string, draft: () => readonly Replacement[]) {
  const root = join(options.distRoot, brand);
  return serveBrand(brand, 0, options.host, framedBy(options.editorOrigin, draft), { root });
}

/**
 * Whether two drafts put the same words on the page. The same words again (an entry opened, a
 * field left unchanged) keep the draft's number, so the pane keeps the page it shows instead of
 * loading it again.
 */
const sameWords = (a: readonly Replacement[], b: readonly Replacement[]) => JSON.stringify(a) === JSON.stringify(b);

/** The previews of every brand: each built on demand, served once built. */
export function createPreview(options: PreviewOptions) {
  const brands = new Map<string, Brand>();
  const log = options.log ?? (() => {});
  const stamp = (brand: string) => join(options.distRoot, brand, '_headers');
  const of = (brand: string) => {
    if (!brands.has(brand)) brands.set(brand, { running: false, savedAt: undefined, draft: [], draftVersion: 0 });
    return brands.get(brand)!;
  };

  async function served(brand: string): Promise<string> {
    const state = of(brand);
    state.server ??= await serveForEditor(options, brand, () => state.draft);
    return serverOrigin(state.server, options.host);
  }

  function run(brand: string) {
    const state = of(brand);
    const started = state.savedAt!;
    state.savedAt = undefined;
    state.running = true;
    log(`  building ${brand} for the preview …`);
    state.child = startBuild(options, brand, (failed, stopped) => {
      state.running = false;
      state.child = undefined;
      if (stopped) return;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      state.failed = failed;
      if (state.failed) log(`  The build of ${brand} failed:\n${state.failed}`);
      else {
        // The new build holds the saved words; a draft typed since then is sent again by the pane.
        state.draft = [];
        log(`  ${brand} rebuilt: the save reached the built pages in ${seconds} s (${join(options.distRoot, brand)}).`);
      }
      if (state.savedAt !== undefined) run(brand);
    });
  }

  /** Builds `brand` again (one build at a time per brand; saves during a build start one more). */
  function rebuild(brand: string) {
    const state = of(brand);
    state.savedAt ??= performance.now();
    if (!state.running) run(brand);
  }

  /** Where the brand's preview stands; builds it first when it was never built or is older than src/content/. */
  async function status(brand: string): Promise<PreviewState> {
    const state = of(brand);
    const builtAt = existsSync(stamp(brand)) ? statSync(stamp(brand)).mtimeMs : undefined;
    const stale = builtAt === undefined || newest(join(options.repoRoot, 'src', 'content')) > builtAt;
    if (stale && !state.running && !state.failed) rebuild(brand);
    // While it builds, the previous build (if any) stays on show.
    if (state.running) return { brand, state: 'building', ...(builtAt ? { builtAt, url: await served(brand) } : {}) };
    if (state.failed) return { brand, state: 'failed', message: state.failed };
    if (builtAt === undefined) return { brand, state: 'missing' };
    return { brand, state: 'ready', url: await served(brand), builtAt };
  }

  /** Shows `replacements` (the words being typed) on the brand's served pages; answers the draft's number. */
  function setDraft(brand: string, replacements: readonly Replacement[]): number {
    const state = of(brand);
    if (sameWords(replacements, state.draft)) return state.draftVersion;
    state.draft = replacements;
    return ++state.draftVersion;
  }

  /** Stops the servers, and any build under way (the editor is closing). */
  const close = () => {
    for (const state of brands.values()) {
      state.savedAt = undefined;
      try {
        if (state.child?.pid) process.kill(-state.child.pid, 'SIGTERM');
      } catch {
        // It ended meanwhile.
      }
      state.server?.close();
    }
  };
  return { rebuild, status, setDraft, close };
}
