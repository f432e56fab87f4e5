/**
 * One database interface over PGlite (embedded Postgres, data directory on disk) and a real
 * PostgreSQL server (DATABASE_URL=postgres://…), so the same SQL and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Database extends Queryable {
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /** The node-postgres pool (PostgreSQL only), for stores that need it (rate limits). */
  readonly pool?: pg.Pool;
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const db = await PGlite.create(dataDir ? { dataDir } : {});
  return {
    kind: 'pglite',
    query: async <T extends Row>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // NUMERIC arrives as a string from node-postgres; the API works in JS numbers (dollars, rates).
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  return {
    kind: 'postgres',
    pool,
    query: async <T extends Row>(sql: string, params: unknown[] = []) => (await pool.query<T>(sql, params)).rows,
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T extends Row>(sql: string, params: unknown[] = []) =>
            (await client.query<T>(sql, params)).rows,
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens DATABASE_URL if set, else PGlite in `dataDir` (in memory when dataDir is 'memory://'). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir === 'memory://' ? undefined : options.dataDir);
}
