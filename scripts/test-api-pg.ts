/**
 * `npm run test:api:pg`: the API's test suite (api/*.test.ts) against a real PostgreSQL server.
 * With DATABASE_URL set it uses that server (each test file creates its own database on it).
 * Otherwise it installs Debian's `postgresql` when missing (apt-get update first), creates a
 * cluster in a temporary folder with initdb, starts it with pg_ctl on a free loopback port (as the
 * `postgres` user when run as root: the server refuses to run as root), runs the suite, and stops
 * and removes the server afterwards, also when the suite fails or is interrupted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const vitestArgs = ['run', ...(process.argv.slice(2).length ? process.argv.slice(2) : ['api/'])];

function runSuite(databaseUrl: string): number {
  console.log(
    `test:api:pg: running ${vitestArgs.slice(1).join(' ')} against ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`,
  );
  const result = spawnSync(join(root, 'node_modules/.bin/vitest'), vitestArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
}

function ensurePostgres(): void {
  if (existsSync(join(BIN, 'initdb'))) return;
  console.log('test:api:pg: installing Debian postgresql (apt-get update, apt-get install)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'postgresql');
  if (!existsSync(join(BIN, 'initdb'))) throw new Error(`postgresql installed, but ${BIN}/initdb is missing`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

if (process.env['DATABASE_URL']) {
  process.exit(runSuite(process.env['DATABASE_URL']));
}

ensurePostgres();
const asRoot = process.getuid?.() === 0;
const dir = mkdtempSync(join(tmpdir(), 'publicweb-pg-'));
const data = join(dir, 'data');
if (asRoot) {
  const pgUser = execFileSync('id', ['-u', 'postgres']).toString().trim();
  const pgGroup = execFileSync('id', ['-g', 'postgres']).toString().trim();
  chownSync(dir, Number(pgUser), Number(pgGroup));
}
/** Runs a PostgreSQL binary, as `postgres` when this script runs as root. */
function pg(binary: string, args: string[], quiet = false): void {
  const command = asRoot ? 'runuser' : join(BIN, binary);
  const argv = asRoot ? ['-u', 'postgres', '--', join(BIN, binary), ...args] : args;
  execFileSync(command, argv, { stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
}

let stopped = false;
function stop(): void {
  if (stopped) return;
  stopped = true;
  try {
    pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'], true);
  } catch {
    // not running (start failed): nothing to stop
  }
  rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
}

let status: number;
try {
  const port = await freePort();
  pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'], true);
  const options = [
    `-p ${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${dir}`,
    '-c max_connections=400',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start'], true);
  console.log(`test:api:pg: PostgreSQL ${BIN.split('/').at(-2)} on 127.0.0.1:${port} (${dir})`);
  status = runSuite(`postgres://postgres@127.0.0.1:${port}/postgres`);
} finally {
  stop();
}
process.exit(status);
