/** Applies api/db/migrations/NNN_*.sql in order, each once, each in its own transaction. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { Database } from './connection.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** The migration files, in order. */
function migrationFiles(): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .sort();
}

/** How many migrations this code expects applied (GET /readyz compares it with the database's). */
export const expectedMigrations = (): number => migrationFiles().length;

/** The session-level advisory lock under which a process migrates and seeds (arbitrary, fixed). */
export const STARTUP_LOCK = 0x70_77_6d_67;

/**
 * Runs `work` (migrations, the first seed) while holding STARTUP_LOCK on PostgreSQL: replicas
 * started together take turns, the first migrates and seeds, the others wait for it, then find
 * nothing left to do. The lock lives on a connection of its own, opened with the pool's settings
 * but without its statement_timeout and its client-side read timeout (query_timeout, which a
 * `SET statement_timeout = 0` does not lift): a wait lasts as long as the first seed, however slow
 * the machine. The connection is closed afterwards, and the lock with it. PGlite has one process.
 */
export async function underStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  if (!db.pool) return work();
  const client = new pg.Client({ ...db.pool.options, statement_timeout: undefined, query_timeout: undefined });
  // A broken connection fails the lock's query or `work`; unheard, its 'error' event would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await work();
  } finally {
    await client.end().catch(() => {});
  }
}

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of migrationFiles()) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const sql = readFileSync(join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      // Statements split on ';' at line ends: migrations hold no functions or literal semicolons.
      for (const statement of sql
        .split(/;\s*$/m)
        .map((s) => s.trim())
        .filter((s) => s && !/^(--[^\n]*\n?)+$/.test(s))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    });
    done.push(version);
  }
  return done;
}
