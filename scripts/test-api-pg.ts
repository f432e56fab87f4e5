/**
 * `npm run test:api:pg`: the API's test suite (api/*.test.ts) against a real PostgreSQL server.
 * With DATABASE_URL set it uses that server (each test file creates its own database on it).
 * Otherwise it installs Debian's `postgresql` when missing (apt-get update first), creates a
 * cluster in a temporary folder with initdb, starts it with pg_ctl on a free loopback port (as the
 * `postgres` user when run as root: the server refuses to run as root), runs the suite, and stops
 * and removes the server afterwards, also when the suite fails or is interrupted.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PG_BIN, startPostgres } from './lib/postgres.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
// Project `api`: the whole API suite (vitest.config.ts); arguments narrow it to files or tests.
const vitestArgs = ['run', '--project', 'api', ...process.argv.slice(2)];

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
  if (existsSync(join(PG_BIN, 'initdb'))) return;
  console.log('test:api:pg: installing Debian postgresql (apt-get update, apt-get install)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args: string[]) =>
    execFileSync(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'postgresql');
  if (!existsSync(join(PG_BIN, 'initdb'))) throw new Error(`postgresql installed, but ${PG_BIN}/initdb is missing`);
}

if (process.env['DATABASE_URL']) {
  process.exit(runSuite(process.env['DATABASE_URL']));
}

ensurePostgres();
const server = await startPostgres({
  prefix: 'publicweb-pg-',
  maxConnections: 400,
  settings: ['full_page_writes=off'],
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.stop();
    process.exit(130);
  });
}

let status: number;
try {
  console.log(`test:api:pg: PostgreSQL ${PG_BIN.split('/').at(-2)} on 127.0.0.1:${server.port} (${server.dir})`);
  status = runSuite(server.url);
} finally {
  server.stop();
}
process.exit(status);
