/**
 * One database interface over PGlite (embedded Postgres, data directory on disk) and a real
 * PostgreSQL server (DATABASE_URL=postgres://…), so the same SQL and migrations run on both.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createLogger } from '../log.ts';
import {
  DatabaseUnavailableError,
  DatabaseWatch,
  isConnectionError,
  isStatementTimeout,
  type StateLog,
} from './availability.ts';

export { DatabaseUnavailableError, isConnectionError } from './availability.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A serial run's statements, and its one transaction under the run's advisory lock (Database.inTurn). */
export interface Turn extends Queryable {
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface Database extends Queryable {
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs `run` in its turn: one run per `lock` at a time in this process (the others wait in
   * memory, holding no connection, at most SERIAL_QUEUE_MS: then they are refused with
   * DatabaseUnavailableError, nothing written). The run's statements go through `turn`, on
   * PostgreSQL a pool of their own (PURCHASE_CONNECTIONS), and `turn.transaction` holds the
   * transaction-scoped advisory lock `lock`: a rush of purchases never takes or waits for a
   * connection that reads use.
   */
  inTurn<T>(lock: number, run: (turn: Turn) => Promise<T>): Promise<T>;
  /** Whether the database is believed reachable (PostgreSQL: false from a connection failure until a probe answers). */
  available(): boolean;
  /** Asks the database now (SELECT 1 and the applied migrations, within a second): for GET /readyz. */
  ready(expectedMigrations: number): Promise<boolean>;
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
  const turnOf = serialQueues(SERIAL_QUEUE_MS);
  const turnFor = turnsByLock((lock) => ({
    query: <T extends Row>(sql: string, params: unknown[] = []) => inTurn(() => prepared.query<T>(sql, params)),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const scoped: Queryable = {
          query: async <T extends Row>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows,
        };
        await scoped.query('SELECT pg_advisory_xact_lock($1)', [lock]);
        return work(scoped);
      }),
  }));
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
    inTurn: (lock, run) => turnOf(lock)(() => run(turnFor(lock))),
    available: () => true,
    ready: async (expected) => {
      try {
        return (await appliedMigrations({ query: (sql) => inTurn(() => prepared.query(sql, [])) })) >= expected;
      } catch {
        return false;
      }
    },
    close: () => db.close(),
    dump: () => db.dumpDataDir('none'),
  };
}

/** How many migrations the database has applied (0 before the first start). */
async function appliedMigrations(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "SELECT CASE WHEN to_regclass('schema_migrations') IS NULL THEN 0 ELSE (SELECT count(*)::int FROM schema_migrations) END AS n",
  );
  return Number(row?.n ?? 0);
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

/**
 * Longest a serial transaction (a purchase) waits for its turn in this process before it is
 * refused: within the 15 s request deadline, with time left for the transaction itself.
 */
export const SERIAL_QUEUE_MS = 12_000;
/** Longest one statement may run on PostgreSQL (lock waits included), under the 15 s request deadline. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** Longest to wait for a new connection: an unreachable server is reported within this time. */
export const CONNECT_TIMEOUT_MS = 2_000;

/**
 * One in-memory queue per lock: `run` starts when every earlier one has settled, or is refused
 * (DatabaseUnavailableError, "busy") when its turn has not come within `maxWaitMs`.
 */
function serialQueue(maxWaitMs: number) {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>): Promise<T> => {
    const queued = Date.now();
    const result = tail.then(() => {
      if (Date.now() - queued > maxWaitMs) throw new DatabaseUnavailableError('busy');
      return run();
    });
    tail = result.catch(() => undefined);
    return result;
  };
}

/**
 * One Turn per lock, made on first use: what is cached per Queryable (the region cache) is kept
 * from one turn to the next.
 */
function turnsByLock(make: (lock: number) => Turn) {
  const turns = new Map<number, Turn>();
  return (lock: number): Turn => {
    let turn = turns.get(lock);
    if (!turn) turns.set(lock, (turn = make(lock)));
    return turn;
  };
}

/** One serialQueue per lock, made on first use. */
function serialQueues(maxWaitMs: number) {
  const queues = new Map<number, ReturnType<typeof serialQueue>>();
  return (lock: number) => {
    let queue = queues.get(lock);
    if (!queue) queues.set(lock, (queue = serialQueue(maxWaitMs)));
    return queue;
  };
}

/**
 * Connections of each PostgreSQL pool per process: reads and every other statement share
 * READ_CONNECTIONS; purchases (serial transactions) have PURCHASE_CONNECTIONS of their own, so
 * that however many purchases arrive, reads never wait behind them for a connection.
 */
export const READ_CONNECTIONS = 10;
export const PURCHASE_CONNECTIONS = 1;

function newPool(url: string, max: number, failed: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // A server that vanishes without closing the connection (a network partition) cannot cancel
    // the statement itself: the client gives up 2 s after statement_timeout, and TCP keep-alive
    // finds dead idle connections.
    query_timeout: STATEMENT_TIMEOUT_MS + 2_000,
    keepAlive: true,
  });
  // An idle connection that the server closes (restart, shutdown) is reported here, and a
  // connection in use that breaks between two queries on the client: without these listeners
  // node-postgres's 'error' event ends the process.
  pool.on('error', failed);
  pool.on('connect', (client) => client.on('error', failed));
  return pool;
}

/** node-postgres's words when no connection came within connectionTimeoutMillis. */
const CONNECT_TIMEOUT_MESSAGE = /timeout exceeded when trying to connect/i;

/** Whether every connection of `pool` is open and in use: a wait for one is then the pool's, not the server's. */
const saturated = (pool: pg.Pool) => pool.totalCount >= (pool.options.max ?? 10) && pool.idleCount === 0;

/**
 * Runs `action` unless the database is known to be down; a connection failure marks it down. A
 * wait for a connection of a pool whose connections are all in use (a rush) is "busy": the
 * database is not marked down for it, and every other request goes on being served.
 */
async function guardedBy<T>(watch: DatabaseWatch, pool: pg.Pool, action: () => Promise<T>): Promise<T> {
  watch.assertAvailable();
  try {
    return await action();
  } catch (error) {
    if (error instanceof Error && CONNECT_TIMEOUT_MESSAGE.test(error.message) && saturated(pool)) {
      throw new DatabaseUnavailableError('busy', { cause: error });
    }
    if (isConnectionError(error)) {
      watch.failed(error);
      throw new DatabaseUnavailableError('unreachable', { cause: error });
    }
    if (isStatementTimeout(error)) throw new DatabaseUnavailableError('busy', { cause: error });
    throw error;
  }
}

/** One transaction on a connection of `pool`, holding the advisory lock `lock` when given. */
async function poolTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>, lock?: number): Promise<T> {
  const client = await pool.connect();
  let broken: unknown;
  try {
    await client.query('BEGIN');
    if (lock !== undefined) await client.query('SELECT pg_advisory_xact_lock($1)', [lock]);
    const result = await work({
      query: async <T extends Row>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    });
    await client.query('COMMIT');
    return result;
  } catch (error) {
    // A broken connection cannot roll back (the server has already dropped the transaction).
    if (isConnectionError(error)) broken = error;
    else await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback));
    throw error;
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}

async function openPostgres(url: string, log: StateLog): Promise<Database> {
  // NUMERIC arrives as a string from node-postgres; the API works in JS numbers (dollars, rates).
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  // Pools report errors only once connected, after `watch` exists.
  const failed = (error: Error) => watch.failed(error);
  const pool = newPool(url, READ_CONNECTIONS, failed);
  const purchasePool = newPool(url, PURCHASE_CONNECTIONS, failed);
  const watch = new DatabaseWatch(async () => void (await pool.query('SELECT 1')), log);
  /** `action` on `from` (the read pool unless said), guarded (guardedBy). */
  const guarded = <T>(action: () => Promise<T>, from = pool) => guardedBy(watch, from, action);
  const turnOf = serialQueues(SERIAL_QUEUE_MS);
  // The turns' statements and transactions: on the purchase pool, never on the readers'.
  const turnFor = turnsByLock((lock) => ({
    query: <T extends Row>(sql: string, params: unknown[] = []) =>
      guarded(async () => (await purchasePool.query<T>(sql, params)).rows, purchasePool),
    transaction: (work) => guarded(() => poolTransaction(purchasePool, work, lock), purchasePool),
  }));
  return {
    kind: 'postgres',
    pool,
    query: <T extends Row>(sql: string, params: unknown[] = []) =>
      guarded(async () => (await pool.query<T>(sql, params)).rows),
    exec: (sql) => guarded(async () => void (await pool.query(sql))),
    transaction: (work) => guarded(() => poolTransaction(pool, work)),
    inTurn: (lock, run) => turnOf(lock)(() => run(turnFor(lock))),
    available: () => watch.available,
    ready: async (expected) => {
      try {
        const applied = await Promise.race([
          guarded(() => appliedMigrations({ query: async (sql) => (await pool.query(sql)).rows })),
          new Promise<number>((resolve) => setTimeout(() => resolve(-1), 1_000).unref()),
        ]);
        return applied >= expected;
      } catch {
        return false;
      }
    },
    close: async () => {
      watch.stop();
      await Promise.all([pool.end(), purchasePool.end()]);
    },
  };
}

/**
 * Opens DATABASE_URL if set, else PGlite in `dataDir` (in memory when dataDir is 'memory://'),
 * starting from the tarball `loadDataDir` when given (a dump of another PGlite database).
 */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Where the database's state changes (unreachable, reachable again) are logged (default: a JSON logger). */
  log?: StateLog;
  loadDataDir?: Blob | undefined;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.log ?? createLogger());
  return openPglite(options.dataDir === 'memory://' ? undefined : options.dataDir, options.loadDataDir);
}
