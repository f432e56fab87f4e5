/**
 * The e2e suite's test servers (playwright.config.ts), started side by side: one
 * `scripts/serve.ts` per brand on its own port (port base + the brand's index), each in a process
 * of its own, so the brands served with the API seed their databases at the same time. Playwright
 * starts the entries of a `webServer` list one after another, each once the one before answers:
 * ten servers, three of them seeding a database, took about half a minute on one core before the
 * first test. This one answers on `--ready-port` once every brand answers, and stops its servers
 * when it is stopped (SIGTERM; or, killed, when their standard input ends); it fails, naming the
 * brand, when one of them exits first.
 *   node scripts/serve-brands.ts --brands main,staging --port-base 4401 --api main,staging --ready-port 4400 [--reuse]
 * `--reuse` leaves a brand whose port already answers to the server there (a run of `npm run serve`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

const answers = (port: number) =>
  fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );

/** Resolves once `port` answers; rejects when `child` exits first. */
function ready(port: number, child: ChildProcess | undefined, brand: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let done = false;
    child?.once('exit', (code) => {
      if (!done) reject(new Error(`The server of ${brand} (port ${port}) stopped before it answered (exit ${code}).`));
    });
    const poll = async () => {
      if (done) return;
      if (await answers(port)) {
        done = true;
        resolve();
      } else setTimeout(poll, 200);
    };
    void poll();
  });
}

const { values } = parseArgs({
  options: {
    brands: { type: 'string' },
    'port-base': { type: 'string' },
    api: { type: 'string', default: '' },
    'ready-port': { type: 'string' },
    reuse: { type: 'boolean', default: false },
  },
});
const brands = (values.brands ?? '').split(',').filter(Boolean);
const withApi = new Set(values.api.split(',').filter(Boolean));
const portBase = Number(values['port-base']);
const readyPort = Number(values['ready-port']);
if (!brands.length || !portBase || !readyPort) {
  console.error(
    'Usage: node scripts/serve-brands.ts --brands a,b --port-base 4401 --ready-port 4400 [--api a] [--reuse]',
  );
  process.exit(2);
}

const children: ChildProcess[] = [];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGTERM', () => (stop(), process.exit(0)));
process.on('SIGINT', () => (stop(), process.exit(0)));
process.on('exit', stop);

try {
  await Promise.all(
    brands.map(async (brand, index) => {
      const port = portBase + index;
      if (values.reuse && (await answers(port))) return;
      const args = [SERVE, '--brand', brand, '--port', String(port), '--stop-with-stdin'];
      if (withApi.has(brand)) args.push('--api');
      // A session of its own, as Playwright gives each server it starts: the scheduler shares the
      // CPU between sessions, so servers in one session would seed on one session's share. Its
      // standard input is a pipe from here: it stops when this process is gone, however it ended.
      // No drain window: the suite stops its servers at once (a deploy's drain is for load balancers).
      const child = spawn(process.execPath, args, {
        detached: true,
        stdio: ['pipe', 'ignore', 'inherit'],
        env: { ...process.env, API_DRAIN_SECONDS: '0' },
      });
      children.push(child);
      await ready(port, child, brand);
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
  process.exit(1);
}
createServer((_req, res) => res.end(`serving ${brands.join(', ')}\n`)).listen(readyPort, '127.0.0.1');
console.log(`Serving ${brands.length} brands from port ${portBase}; ready on ${readyPort}.`);
