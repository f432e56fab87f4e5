/** Applies api/db/migrations/NNN_*.sql in order, each once, each in its own transaction. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './connection.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const done: string[] = [];
  for (const file of readdirSync(dir)
    .filter((name) => /^\d+_.*\.sql$/.test(name))
    .sort()) {
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
