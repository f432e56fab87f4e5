/**
 * A throw-away PostgreSQL 15 server (Debian's binaries, or PG_BIN): initdb in a temporary folder,
 * pg_ctl start on a free loopback port (as the `postgres` user when run as root: the server refuses
 * to run as root), and stop() that stops it and removes the folder; restart(), halt() and resume()
 * for the fault tests. Used by `npm run test:api:pg`, `npm run bench:api` and api/db-faults.test.ts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './system.ts';

/** Where the PostgreSQL 15 binaries (initdb, pg_ctl) are. */
export const PG_BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';

export type RunningPostgres = {
  url: string;
  port: number;
  dir: string;
  /** Stops the server and removes its folder. */
  stop(): void;
  /** `pg_ctl restart -m immediate` (a crash and restart; settles once it accepts connections). */
  restart(): Promise<void>;
  /** `pg_ctl stop -m immediate`, keeping the data: the database is gone until resume(). */
  halt(): Promise<void>;
  /** Starts a halted server again (settles once it accepts connections). */
  resume(): Promise<void>;
};

export type PostgresOptions = {
  /** The temporary folder's name prefix (in the system's temporary folder). */
  prefix?: string;
  /** `max_connections` of the server. */
  maxConnections?: number;
  /** Further `-c name=value` settings. */
  settings?: string[];
};

export async function startPostgres({
  prefix = 'publicweb-soak-pg-',
  maxConnections = 200,
  settings = [],
}: PostgresOptions = {}): Promise<RunningPostgres> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${PG_BIN}/initdb); npm run test:api:pg installs it`);
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const data = join(dir, 'data');
  if (asRoot) {
    const user = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const group = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, user, group);
  }
  /** Runs a PostgreSQL binary, as `postgres` when this process runs as root. */
  const pg = (binary: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : join(PG_BIN, binary),
      asRoot ? ['-u', 'postgres', '--', join(PG_BIN, binary), ...args] : args,
      {
        stdio: 'ignore',
      },
    );
  /** The same, without blocking this process's event loop (the fault tests send traffic meanwhile). */
  const pgAsync = async (binary: string, args: string[]) =>
    void (await promisify(execFile)(
      asRoot ? 'runuser' : join(PG_BIN, binary),
      asRoot ? ['-u', 'postgres', '--', join(PG_BIN, binary), ...args] : args,
    ));
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // not running (start failed): nothing to stop
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
      `-c max_connections=${maxConnections}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    const log = join(dir, 'server.log');
    pg('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      stop,
      restart: () => pgAsync('pg_ctl', ['-D', data, '-o', options, '-l', log, '-m', 'immediate', '-w', 'restart']),
      halt: () => pgAsync('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
      resume: () => pgAsync('pg_ctl', ['-D', data, '-o', options, '-l', log, '-w', 'start']),
    };
  } catch (error) {
    stop();
    throw error;
  }
}
