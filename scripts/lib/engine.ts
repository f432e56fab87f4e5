/**
 * Cloudflare's own engine (workerd, through `wrangler pages dev` from npm) serving one built brand
 * exactly as a Pages deploy does: `_headers`, `_redirects`, the pretty-URL handling and the API
 * route (`_worker.js` with `_routes.json`), the route's API_ORIGIN given as a binding. Offline: no
 * metrics, no update check (its cache is written first, fresh), no request for the `cf` object,
 * and every file it keeps (state, logs, caches) in a temporary folder of its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './system.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const wranglerBin = join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
/** The engine's behaviour is pinned by date, as a Pages project's is in its settings. */
export const COMPATIBILITY_DATE = '2026-11-01';

export type RunningEngine = {
  url: string;
  /** What wrangler has printed so far. */
  output: () => string;
  /** Lines where the engine said it ignored a rule of `_headers` or `_redirects` (none for a good bundle). */
  ignoredRules: () => string[];
  stop: () => Promise<void>;
  process: ChildProcess;
};

/** The environment that keeps wrangler off the network, with its caches in `home`. */
export function offlineEnv(home: string): NodeJS.ProcessEnv {
  const version = (
    JSON.parse(readFileSync(join(root, 'node_modules', 'wrangler', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  // wrangler asks the registry for a newer version unless this cache (in the temp folder) is under an hour old.
  mkdirSync(join(home, 'update-check'), { recursive: true });
  writeFileSync(
    join(home, 'update-check', 'wrangler-latest.json'),
    JSON.stringify({ latest: version, lastUpdate: Date.now() }),
  );
  return {
    ...process.env,
    TMPDIR: home,
    HOME: home,
    XDG_CONFIG_HOME: join(home, 'config'),
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: join(home, 'logs'),
    WRANGLER_LOG: 'info',
    NO_COLOR: '1',
    CI: 'true',
  };
}

/** Starts the engine on `port` serving `siteDir`; resolves once it answers. */
export async function startEngine(
  siteDir: string,
  port: number,
  bindings: Record<string, string>,
  host = '127.0.0.1',
): Promise<RunningEngine> {
  const home = mkdtempSync(join(tmpdir(), 'publicweb-engine-'));
  const inspector = await freePort();
  const args = [
    wranglerBin,
    'pages',
    'dev',
    siteDir,
    '--port',
    String(port),
    '--ip',
    host,
    '--inspector-port',
    String(inspector),
    '--persist-to',
    join(home, 'state'),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--show-interactive-dev-session=false',
    ...Object.entries(bindings).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
  ];
  const child = spawn(process.execPath, args, { cwd: home, env: offlineEnv(home), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://${host}:${port}`;
  await new Promise<void>((resolve, reject) => {
    const deadline = Date.now() + 120_000;
    let done = false;
    child.once('exit', (code) => {
      if (!done) reject(new Error(`wrangler exited (${code}) before it answered:\n${output}`));
    });
    const poll = async () => {
      if (done) return;
      const up = await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000), redirect: 'manual' }).then(
        () => true,
        () => false,
      );
      if (up) {
        done = true;
        resolve();
      } else if (Date.now() > deadline) {
        done = true;
        child.kill('SIGTERM');
        reject(new Error(`wrangler did not answer within 120 s:\n${output}`));
      } else setTimeout(() => void poll(), 250);
    };
    void poll();
  });
  return {
    url,
    output: () => output,
    ignoredRules: () =>
      output
        .split('\n')
        .filter((line) => /Ignoring line|Maximum number of|Skipping|invalid (redirect|header)/i.test(line)),
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.exitCode === null && child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(home, { recursive: true, force: true });
    },
  };
}
