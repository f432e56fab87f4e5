/**
 * One database interface over PGlite (embedded Postgres, data directory on disk) and a real
 * PostgreSQL server (DATABASE_URL=postgres://…), so the same SQL and migrations run on both.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createLogger } from '../log.ts';
import { answerWithinMs } from '../timeouts.ts';
import {
  DatabaseUnavailableError,
  DatabaseWatch,
  isBusyRefusal,
  outageReason,
  PROBE_INTERVAL_MS,
  PROBE_MAX_INTERVAL_MS,
  type StateLog,
} from './availability.ts';

export { DatabaseUnavailableError, isConnectionError } from './availability.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A transaction's statements; `last` runs its final statement and commits (on PostgreSQL in one round trip). */
export interface Transaction extends Queryable {
  last<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A purchase's statements, and its one transaction under the run's advisory lock (Database.inTurn). */
export interface Turn extends Queryable {
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}

/**
 * What GET /readyz says of the database: 'up'; 'busy' (it answers, but this process's reads wait
 * for a connection, or a lock held the check: still ready); 'down' (no answer, or migrations missing).
 */
export type Readiness = 'up' | 'busy' | 'down';

export interface Database extends Queryable {
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs `work` in one transaction: all of it is written, or none of it. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /**
   * Runs `run` in its turn: at most PURCHASE_TURNS runs per `lock` at once in this process
   * (the others wait in memory, holding no connection; one that has not started
   * PURCHASE_START_RESERVE_MS before `deadline` is refused then, by a timer, with
   * DatabaseUnavailableError 'busy', nothing written). The run's statements go through `turn`, on
   * PostgreSQL a pool of their own, each wait bounded by `deadline` (default: the answer budget
   * from now), and `turn.transaction` holds the transaction-scoped advisory lock `lock`: a rush of
   * purchases never takes or waits for a connection that reads use.
   */
  inTurn<T>(lock: number, run: (turn: Turn) => Promise<T>, deadline?: number): Promise<T>;
  /** Whether the database is believed available (PostgreSQL: false from a connection failure or refusal until a probe answers). */
  available(): boolean;
  /** Asks the database now, on a connection of its own, within two seconds: for GET /readyz. */
  ready(expectedMigrations: number): Promise<Readiness>;
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
  // PGlite is one connection: one turn at a time.
  const gateOf = turnGates(1);
  const scope = (tx: Transaction | { query: PGlite['query'] }): Transaction => {
    const query = async <T extends Row>(sql: string, params: unknown[] = []) =>
      (await (tx as { query: PGlite['query'] }).query<T>(sql, params)).rows;
    return { query, last: query };
  };
  const turnFor = turnsByLock((lock) => ({
    query: <T extends Row>(sql: string, params: unknown[] = []) => inTurn(() => prepared.query<T>(sql, params)),
    transaction: (work) =>
      db.transaction(async (tx) => {
        const scoped = scope(tx);
        await scoped.query('SELECT pg_advisory_xact_lock($1)', [lock]);
        return work(scoped);
      }),
  }));
  return {
    kind: 'pglite',
    query: <T extends Row>(sql: string, params: unknown[] = []) => inTurn(() => prepared.query<T>(sql, params)),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) => db.transaction((tx) => work(scope(tx))),
    inTurn: (lock, run, deadline = defaultDeadline()) =>
      gateOf(lock)(() => run(turnFor(lock)), deadline - PURCHASE_START_RESERVE_MS),
    available: () => true,
    ready: async (expected) => {
      try {
        return (await appliedMigrations({ query: (sql) => inTurn(() => prepared.query(sql, [])) })) >= expected
          ? 'up'
          : 'down';
      } catch {
        return 'down';
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
 * The purchase's budget within its request's deadline (api/timeouts.ts answerWithinMs): a turn
 * that cannot start PURCHASE_START_RESERVE_MS before the deadline is refused at that moment (by a
 * clock, whatever the turns ahead of it do), and the waits of a turn's statements (lock_timeout,
 * statement_timeout, set per statement) end by then too, leaving ANSWER_MARGIN_MS to answer.
 */
export const PURCHASE_START_RESERVE_MS = 2_000;
export const ANSWER_MARGIN_MS = 300;
/**
 * What a purchase keeps for its last round trip (writing and committing): api/purchase charges only
 * while at least this much of its budget is left, so a purchase that can no longer answer in time
 * is refused before any charge.
 */
export const COMMIT_RESERVE_MS = 1_000;
/** Longest one read statement may run on PostgreSQL (lock waits included), under the answer budget. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** Longest to wait for a new connection: an unreachable server is reported within this time. */
export const CONNECT_TIMEOUT_MS = 2_000;

/** The default deadline of work given none: the answer budget from now. */
const defaultDeadline = () => Date.now() + answerWithinMs();

/**
 * Turns per lock in this process: at most `slots` runs at once, the others waiting in memory
 * (holding no connection) in order of arrival. A run that has not started by its `startBy` is
 * refused then (DatabaseUnavailableError 'busy', nothing written), by a timer; one that cannot
 * start in time by the recent turns' pace is refused at once.
 */
function turnGate(slots: number) {
  let running = 0;
  /** Recent turns' length (a moving average), for the estimate of a newcomer's wait. */
  let turnMs = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (running < slots && waiting.length) waiting.shift()!();
  };
  return <T>(run: () => Promise<T>, startBy: number): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const go = () => {
        running += 1;
        const began = Date.now();
        run()
          .then((value) => {
            // The pace of turns that went through (one refused after a long wait says nothing of the next).
            turnMs = turnMs === 0 ? Date.now() - began : turnMs * 0.8 + (Date.now() - began) * 0.2;
            resolve(value);
          }, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      };
      const now = Date.now();
      if (running < slots && waiting.length === 0) {
        if (now >= startBy) reject(new DatabaseUnavailableError('busy'));
        else go();
        return;
      }
      // The turns ahead (those waiting and this one's own wait for a slot), at the recent pace.
      const estimate = Math.ceil((waiting.length + 1) / slots) * turnMs;
      if (now + estimate >= startBy) {
        reject(new DatabaseUnavailableError('busy'));
        return;
      }
      const entry = () => {
        clearTimeout(timer);
        go();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        reject(new DatabaseUnavailableError('busy'));
      }, startBy - now);
      timer.unref();
      waiting.push(entry);
    });
}

/** One turnGate per lock, made on first use. */
function turnGates(slots: number) {
  const gates = new Map<number, ReturnType<typeof turnGate>>();
  return (lock: number) => {
    let gate = gates.get(lock);
    if (!gate) gates.set(lock, (gate = turnGate(slots)));
    return gate;
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

/**
 * Connections of each PostgreSQL pool per process: reads and every other statement share
 * READ_CONNECTIONS; purchases have PURCHASE_CONNECTIONS of their own, so that however many
 * purchases arrive, reads never wait behind them for a connection. PURCHASE_TURNS purchases run
 * at once per process (each transaction holds one connection while the lookups of the others take
 * the rest): enough that the purchase lock, held about one round trip by each, is never idle.
 */
export const READ_CONNECTIONS = 10;
export const PURCHASE_TURNS = 4;
export const PURCHASE_CONNECTIONS = 6;

function newPool(url: string, max: number, failed: (error: Error) => void, extra: pg.PoolConfig = {}): pg.Pool {
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
    ...extra,
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
 * A pool's size while the server has no slot for one more connection (53300, e.g. its slots taken
 * by another role) and the pool has some open: capped at those, so that the process goes on
 * serving with them instead of asking the server for a new connection per request; the cap is
 * lifted after a back-off (PROBE_INTERVAL_MS doubling up to PROBE_MAX_INTERVAL_MS) to try for one
 * more. Logged once when capped and once when a new connection is had again. A pool with no
 * connection left cannot serve: then the database is unavailable (DatabaseWatch).
 */
class SlotBackoff {
  private readonly pool: pg.Pool;
  private readonly name: string;
  private readonly log: StateLog;
  private readonly max: number;
  private capped = false;
  private delayMs = PROBE_INTERVAL_MS;
  private timer: NodeJS.Timeout | undefined;
  constructor(pool: pg.Pool, name: string, log: StateLog) {
    this.pool = pool;
    this.name = name;
    this.log = log;
    this.max = pool.options.max ?? 10;
    pool.on('connect', () => {
      if (!this.capped) return;
      this.capped = false;
      this.delayMs = PROBE_INTERVAL_MS;
      this.log.info({ event: 'database_slots_available', pool: this.name }, 'database: new connections accepted again');
    });
  }

  /** A new connection was refused for want of a slot: caps the pool; false when it has no connection to go on with. */
  refused(error: unknown): boolean {
    const open = this.pool.totalCount;
    if (open === 0) return false;
    this.pool.options.max = open;
    if (!this.capped) {
      this.capped = true;
      this.log.warn(
        { event: 'database_full', pool: this.name, code: (error as { code?: unknown }).code, connections: open },
        'database full: this process goes on with the connections it has',
      );
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(() => (this.pool.options.max = this.max), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(PROBE_MAX_INTERVAL_MS, this.delayMs * 2);
    return true;
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}

/** Each pool's SlotBackoff (set when the pool is made). */
const slotBackoffs = new WeakMap<pg.Pool, SlotBackoff>();

/**
 * Runs `action` unless the database is known to be unavailable. A failed connection, or a server
 * that refuses this process (full, authentication, read-only), marks it unavailable (one log line,
 * then probes with back-off); a wait that ran out (a pool whose connections are all in use, a
 * statement or lock timeout, a resource the server lacked) is "busy": the database is not marked
 * down for it, and every other request goes on being served.
 */
async function guardedBy<T>(watch: DatabaseWatch, pool: pg.Pool, action: () => Promise<T>): Promise<T> {
  watch.assertAvailable();
  try {
    return await action();
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    if (error instanceof Error && CONNECT_TIMEOUT_MESSAGE.test(error.message) && saturated(pool)) {
      throw new DatabaseUnavailableError('busy', { cause: error });
    }
    // No slot for one more connection, the pool having some: it goes on with those (SlotBackoff).
    if (outageReason(error) === 'full' && slotBackoffs.get(pool)?.refused(error)) {
      throw new DatabaseUnavailableError('busy', { cause: error });
    }
    if (outageReason(error)) throw new DatabaseUnavailableError(watch.failed(error), { cause: error });
    if (isBusyRefusal(error)) throw new DatabaseUnavailableError('busy', { cause: error });
    throw error;
  }
}

/**
 * Connections that reached a server which has since turned read-only (a standby after a
 * failover): each is dropped when next taken from its pool instead of being used.
 */
class StaleConnections {
  private clients = new Set<pg.PoolClient>();
  private stale = new WeakSet<pg.PoolClient>();
  watch(pool: pg.Pool): void {
    pool.on('connect', (client) => this.clients.add(client));
    pool.on('remove', (client) => this.clients.delete(client));
  }
  /** Marks every connection open now as stale. */
  markAll(): void {
    for (const client of this.clients) this.stale.add(client);
  }
  /** A connection of `pool` that is not stale. */
  async connect(pool: pg.Pool): Promise<pg.PoolClient> {
    for (;;) {
      const client = await pool.connect();
      if (!this.stale.has(client)) return client;
      client.release(new Error('connection to a server that turned read-only'));
    }
  }
}

/** Runs one statement on a connection of `pool` (a stale one is dropped, a failed one not reused). */
async function poolQuery<T extends Row>(pool: pg.Pool, stale: StaleConnections, sql: string, params: unknown[]) {
  const client = await stale.connect(pool);
  try {
    const result = await client.query<T>(sql, params);
    client.release();
    return result.rows;
  } catch (error) {
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
}

/** One transaction on a connection of `pool` (reads and other writes; purchases: turnTransaction). */
async function poolTransaction<T>(
  pool: pg.Pool,
  stale: StaleConnections,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const client = await stale.connect(pool);
  let broken: unknown;
  let committed = false;
  try {
    await client.query('BEGIN');
    const query = async <R extends Row>(sql: string, params: unknown[] = []) =>
      (await client.query<R>(sql, params)).rows;
    const result = await work({
      query,
      last: async <R extends Row>(sql: string, params: unknown[] = []) => {
        const rows = await query<R>(sql, params);
        await client.query('COMMIT');
        committed = true;
        return rows;
      },
    });
    if (!committed) await client.query('COMMIT');
    return result;
  } catch (error) {
    // A broken connection cannot roll back (the server has already dropped the transaction).
    if (outageReason(error)) broken = error;
    else await client.query('ROLLBACK').catch((rollback: unknown) => (broken = rollback));
    throw error;
  } finally {
    client.release(broken instanceof Error ? broken : undefined);
  }
}

/** The waits of a purchase's statements that end by `deadline`: [lock_timeout, statement_timeout] in ms. */
function waitsUntil(deadline: number): [number, number] {
  const left = deadline - ANSWER_MARGIN_MS - Date.now();
  if (left < 50) throw new DatabaseUnavailableError('busy');
  return [Math.max(1, Math.floor(left - COMMIT_RESERVE_MS)), Math.floor(left)];
}

const SET_WAITS = "SELECT set_config('lock_timeout', $1, true), set_config('statement_timeout', $2, true)";

/** Settles every promise, then returns their values or throws the first error (in order sent). */
async function inOrder<T extends unknown[]>(...sent: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(sent);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw (failed as PromiseRejectedResult).reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

/**
 * A purchase's statements on its own pipelined connection (node-postgres `pipeline`: statements
 * sent back to back, answered in order), each wait bounded by the purchase's deadline. A
 * statement runs in a transaction of its own with its lock and statement timeouts: one round trip.
 */
async function turnQuery<T extends Row>(client: pg.PoolClient, sql: string, params: unknown[], deadline: number) {
  const [lockMs, statementMs] = waitsUntil(deadline);
  const [, , result] = await inOrder(
    client.query('BEGIN'),
    client.query(SET_WAITS, [`${lockMs}ms`, `${statementMs}ms`]),
    client.query<T>(sql, params),
    client.query('COMMIT'),
  );
  return result.rows;
}

/**
 * The purchase's transaction under the advisory lock `lock`, on its pipelined connection: BEGIN,
 * the waits (lock_timeout, statement_timeout: until the deadline), the lock and the work's first
 * statement go in one round trip (the first statement starts once the lock is held, so it sees
 * every purchase committed before); `last` sends the final statement with the COMMIT. Holding the
 * lock thus costs about one round trip to the database, whatever its distance.
 */
async function turnTransaction<T>(
  client: pg.PoolClient,
  lock: number,
  deadline: number,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const [lockMs, statementMs] = waitsUntil(deadline);
  let done = false;
  const head = inOrder(
    client.query('BEGIN'),
    client.query(SET_WAITS, [`${lockMs}ms`, `${statementMs}ms`]),
    client.query('SELECT pg_advisory_xact_lock($1)', [lock]),
  );
  // A failed head is reported by the statements behind it (or below, when there are none).
  head.catch(() => undefined);
  const query = async <R extends Row>(sql: string, params: unknown[] = []) =>
    (await inOrder(head, client.query<R>(sql, params)))[1].rows;
  try {
    const result = await work({
      query,
      last: async <R extends Row>(sql: string, params: unknown[] = []) => {
        const [, rows] = await inOrder(head, client.query<R>(sql, params), client.query('COMMIT'));
        done = true;
        return rows.rows;
      },
    });
    if (!done) {
      await inOrder(head, client.query('COMMIT'));
      done = true;
    }
    return result;
  } finally {
    // After an error the transaction is rolled back (a COMMIT of a failed transaction is one too).
    if (!done) await client.query('ROLLBACK').catch(() => undefined);
  }
}

/** Whether the server behind `url` takes a new connection and writes: the outage probe. */
async function probeServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const [row] = (await client.query<{ ro: string }>("SELECT current_setting('transaction_read_only') AS ro")).rows;
    if (row?.ro === 'on') {
      throw Object.assign(new Error('the server is read-only'), { code: '25006' });
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The readiness check's own connection (never one of the pools', so it is not queued behind reads
 * or purchases), opened on first use and again after it breaks; its statements wait at most a
 * second.
 */
function healthConnection(url: string) {
  let client: Promise<pg.Client> | undefined;
  const open = (): Promise<pg.Client> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 1_000,
      statement_timeout: 1_000,
      lock_timeout: 500,
      query_timeout: 1_500,
    });
    const drop = () => {
      if (client === opened) client = undefined;
      void c.end().catch(() => undefined);
    };
    c.on('error', drop);
    c.on('end', drop);
    const opened = c.connect().then(() => c);
    opened.catch(drop);
    return opened;
  };
  return {
    async query<T extends Row>(sql: string): Promise<T[]> {
      client ??= open();
      const c = await client;
      try {
        return (await c.query<T>(sql)).rows;
      } catch (error) {
        if (outageReason(error)) {
          client = undefined;
          void c.end().catch(() => undefined);
        }
        throw error;
      }
    },
    close: async () => {
      const c = await client?.catch(() => undefined);
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}

/**
 * Database.inTurn on PostgreSQL: the turns' statements and transactions on the purchase pool,
 * never on the readers', each wait bounded by the turn's deadline.
 */
function purchaseTurns(
  purchasePool: pg.Pool,
  stale: StaleConnections,
  guarded: <T>(action: () => Promise<T>) => Promise<T>,
): Database['inTurn'] {
  const gateOf = turnGates(PURCHASE_TURNS);
  /** The deadline of the turn running in this async context (inTurn). */
  const turnDeadline = new AsyncLocalStorage<number>();
  const deadline = () => turnDeadline.getStore() ?? defaultDeadline();
  /** A connection of the purchase pool for one statement or transaction, released after. */
  const onPurchaseConnection = async <T>(use: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await stale.connect(purchasePool);
    let broken: unknown;
    try {
      return await use(client);
    } catch (error) {
      if (outageReason(error)) broken = error;
      throw error;
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
  };
  const turnFor = turnsByLock((lock) => ({
    query: <T extends Row>(sql: string, params: unknown[] = []) =>
      guarded(() => onPurchaseConnection((client) => turnQuery<T>(client, sql, params, deadline()))),
    transaction: (work) =>
      guarded(() => onPurchaseConnection((client) => turnTransaction(client, lock, deadline(), work))),
  }));
  return (lock, run, until = defaultDeadline()) =>
    gateOf(lock)(() => turnDeadline.run(until, () => run(turnFor(lock))), until - PURCHASE_START_RESERVE_MS);
}

/** GET /readyz's question on PostgreSQL (Database.ready), asked on the health connection. */
async function readiness(
  watch: DatabaseWatch,
  health: ReturnType<typeof healthConnection>,
  pool: pg.Pool,
  expected: number,
): Promise<Readiness> {
  if (!watch.available) return 'down';
  try {
    const applied = await Promise.race([
      appliedMigrations(health),
      new Promise<number>((resolve) => setTimeout(() => resolve(-1), 2_000).unref()),
    ]);
    if (applied < expected) return 'down';
    // Every read connection in use and reads waiting: the database is up, this process busy.
    return saturated(pool) && pool.waitingCount > 0 ? 'busy' : 'up';
  } catch (error) {
    // The server answered, with a wait that ran out (a lock on schema_migrations): it is up.
    if (isBusyRefusal(error)) return 'busy';
    if (outageReason(error)) watch.failed(error);
    return 'down';
  }
}

async function openPostgres(url: string, log: StateLog): Promise<Database> {
  // NUMERIC arrives as a string from node-postgres; the API works in JS numbers (dollars, rates).
  pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));
  // Pools report errors only once connected, after `watch` exists.
  const failed = (error: Error) => {
    if (outageReason(error) === 'read-only') stale.markAll();
    watch.failed(error);
  };
  const stale = new StaleConnections();
  const pool = newPool(url, READ_CONNECTIONS, failed);
  // Purchases' connections send their statements back to back (pipeline): a few round trips each.
  const purchasePool = newPool(url, PURCHASE_CONNECTIONS, failed, { pipeline: true } as pg.PoolConfig);
  stale.watch(pool);
  stale.watch(purchasePool);
  const backoffs = [new SlotBackoff(pool, 'read', log), new SlotBackoff(purchasePool, 'purchase', log)];
  slotBackoffs.set(pool, backoffs[0]!);
  slotBackoffs.set(purchasePool, backoffs[1]!);
  const health = healthConnection(url);
  const watch = new DatabaseWatch(() => probeServer(url), log);
  /** `action` on `from` (the read pool unless said), guarded (guardedBy). */
  const guarded = <T>(action: () => Promise<T>, from = pool) =>
    guardedBy(watch, from, action).catch((error: unknown) => {
      if (error instanceof DatabaseUnavailableError && error.reason === 'read-only') stale.markAll();
      throw error;
    });
  const inTurn = purchaseTurns(purchasePool, stale, (action) => guarded(action, purchasePool));
  return {
    kind: 'postgres',
    pool,
    query: <T extends Row>(sql: string, params: unknown[] = []) =>
      guarded(() => poolQuery<T>(pool, stale, sql, params)),
    exec: (sql) => guarded(async () => void (await poolQuery(pool, stale, sql, []))),
    transaction: (work) => guarded(() => poolTransaction(pool, stale, work)),
    inTurn,
    available: () => watch.available,
    ready: (expected) => readiness(watch, health, pool, expected),
    close: async () => {
      watch.stop();
      for (const backoff of backoffs) backoff.stop();
      await Promise.all([pool.end(), purchasePool.end(), health.close()]);
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
