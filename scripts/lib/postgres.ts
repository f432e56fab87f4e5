/**
 * A throw-away PostgreSQL 15 server (Debian's binaries): initdb in a temporary folder, pg_ctl start
 * on a free loopback port (as the `postgres` user when run as root: the server refuses to run as
 * root), and stop() that stops it and removes the folder. Used by `npm run bench:api -- --soak`.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type RunningPostgres = { url: string; stop(): void };

export async function startPostgres(): Promise<RunningPostgres> {
  if (!existsSync(join(BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${BIN}/initdb); npm run test:api:pg installs it`);
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'publicweb-soak-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const user = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const group = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, user, group);
  }
  const pg = (binary: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(BIN, binary),
      asRoot ? ['-u', 'postgres', '--', join(BIN, binary), ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    pg('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    const options = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c max_connections=200',
      '-c fsync=off',
      '-c synchronous_commit=off',
    ].join(' ');
    pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
