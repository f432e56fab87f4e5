/**
 * One database interface over PGlite (embedded Postgres, data directory on disk) and a real
 * PostgreSQL server (DATABASE_URL=postgres://…), so the same SQL and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
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
  /** The whole data directory as a tarball (PGlite only): tests seed once and start each file from it. */
  readonly dump?: () => Promise<Blob>;
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dirname(dataDir), { recursive: true });
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
  // PGlite runs each query synchronously on this thread, and queries waiting for it follow each
  // other without a break: a document with fifteen reviews pages would keep every other request
  // (even one that needs no database) waiting for all of them. Queries therefore take turns here,
  // one at a time, with a pass of the event loop before each, so that other requests are read and
  // answered between two queries instead of after the last one.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = turn.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    turn = run.catch(() => undefined);
    return run;
  };
  const prepared = preparedStatements(db);
  return {
    kind: 'pglite',
    query: <T extends Row>(sql: string, params: unknown[] = []) => inTurn(() => prepared.query<T>(sql, params)),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T extends Row>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        }),
      ),
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}

/** Statements prepared per database; past this many distinct texts, queries are planned each time. */
export const MAX_PREPARED_STATEMENTS = 200;

/** A statement's name on the server: the same text always gets the same name (PostgreSQL: at most 63 bytes). */
const statementName = (sql: string) => `pw_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;

/** A parameter as the text PGlite and node-postgres would send for it, or undefined for kinds left to them. */
function parameterText(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  // A NUL would end the statement's text early: PostgreSQL refuses it in a parameter, so it takes that path.
  if (typeof value === 'string') return value.includes('\0') ? undefined : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

/**
 * Queries with plans kept for the session (PGlite): on PGlite, parsing and planning a statement
 * costs as much as running a small one (a nearest-first reviews page: 0.3 of its 0.8 ms), and
 * every parameterised query also asks the server for its parameter types before binding. So each
 * distinct statement text is `PREPARE`d once, and later runs are `EXECUTE name('value', …)`.
 * `EXECUTE` takes no bound parameters, so the values travel as quoted literals (node-postgres's
 * `escapeLiteral`): untyped literals that PostgreSQL converts to each parameter's type with the
 * type's input function, exactly as it converts the text parameters of a bind. Arrays, objects
 * and statements that cannot be prepared (SET, DDL) take the plain path, as does everything past
 * MAX_PREPARED_STATEMENTS distinct texts, so the cache stays bounded whatever the callers build.
 */
function preparedStatements(db: PGlite) {
  /** Statement text → its name, or null when it cannot be prepared (plain path). */
  const names = new Map<string, string | null>();
  const plain = async <T extends Row>(sql: string, params: unknown[]) => (await db.query<T>(sql, params)).rows;
  return {
    async query<T extends Row>(sql: string, params: unknown[]): Promise<T[]> {
      const texts = params.map(parameterText);
      if (!texts.every((text): text is string | null => text !== undefined)) return plain<T>(sql, params);
      let name = names.get(sql);
      if (name === undefined) {
        if (names.size >= MAX_PREPARED_STATEMENTS) return plain<T>(sql, params);
        name = statementName(sql);
        try {
          await db.query(`PREPARE ${name} AS ${sql}`);
        } catch {
          // Not a preparable statement, or an error the plain path reports in its own words.
          name = null;
        }
        names.set(sql, name);
      }
      if (name === null) return plain<T>(sql, params);
      const values = texts.map((text) => (text === null ? 'NULL' : pg.escapeLiteral(text)));
      return (await db.query<T>(values.length ? `EXECUTE ${name}(${values.join(', ')})` : `EXECUTE ${name}`)).rows;
    },
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

/**
 * Opens DATABASE_URL if set, else PGlite in `dataDir` (in memory when dataDir is 'memory://'),
 * starting from the tarball `loadDataDir` when given (a dump of another PGlite database).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir === 'memory://' ? undefined : options.dataDir, options.loadDataDir);
}
