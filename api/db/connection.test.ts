import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgresDatabase } from '../test-support.ts';
import {
  type Database,
  DatabaseUnavailableError,
  MAX_PREPARED_STATEMENTS,
  openDatabase,
  READ_CONNECTIONS,
} from './connection.ts';
import { STARTUP_LOCK, underStartupLock } from './migrate.ts';

// PGlite's own behaviour is tested in the PGlite run (npm run test:unit); the PostgreSQL run
// (DATABASE_URL, npm run test:api:pg) tests PostgreSQL's, so neither engine is tested twice.
const postgresUrl = process.env['DATABASE_URL'];

let db: Database;

const preparedCount = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))[0]!.n);

describe.skipIf(Boolean(postgresUrl))('PGlite queries with kept plans', () => {
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await db.exec(
      'CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL, stars int, seen timestamptz, ok boolean)',
    );
  });
  afterAll(() => db?.close());

  it('stores and returns awkward text exactly (quotes, backslashes, unicode, SQL) through a prepared statement', async () => {
    const bodies = [
      'O\'Brien\'s "spotless" kitchen',
      'C:\\path\\to\\file \\n not a newline',
      "'); DROP TABLE notes; --",
      'Żółć 🧽 ñ',
      '',
    ];
    for (const body of bodies) {
      await db.query('INSERT INTO notes (body, stars, seen, ok) VALUES ($1, $2, $3, $4)', [
        body,
        5,
        new Date('2026-11-23T10:00:00.123Z'),
        true,
      ]);
    }
    const rows = await db.query<{ body: string; stars: number; seen: Date; ok: boolean }>(
      'SELECT body, stars, seen, ok FROM notes WHERE stars = $1 ORDER BY id',
      [5],
    );
    expect(rows.map((row) => row.body)).toEqual(bodies);
    expect(rows[0]!.seen.toISOString()).toBe('2026-11-23T10:00:00.123Z');
    expect(rows[0]!.ok).toBe(true);
    // The table is still there, and both statements are kept for next time.
    expect(await preparedCount()).toBeGreaterThanOrEqual(2);
  });

  it('gives the same answers and errors as a plain query: nulls, numbers, a unique violation, a NUL byte', async () => {
    expect(await db.query('SELECT $1::int AS a, $2::float8 AS b, $3::text AS c', [null, -1e-7, 'x'])).toEqual([
      { a: null, b: -1e-7, c: 'x' },
    ]);
    await db.exec('CREATE UNIQUE INDEX notes_body ON notes (body)');
    await expect(db.query('INSERT INTO notes (body) VALUES ($1)', ['Żółć 🧽 ñ'])).rejects.toMatchObject({
      code: '23505',
    });
    // PostgreSQL refuses NUL in text; the value must not cut the statement short.
    await expect(db.query('INSERT INTO notes (body) VALUES ($1)', ['a\0b'])).rejects.toThrow();
    expect(await db.query('SELECT count(*)::int AS n FROM notes WHERE body LIKE $1', ['a%'])).toEqual([{ n: 0 }]);
  });

  it('runs statements that cannot be prepared, and keeps at most MAX_PREPARED_STATEMENTS plans', async () => {
    await db.query("SET application_name = 'publicweb-test'");
    expect(await db.query('SHOW application_name')).toEqual([{ application_name: 'publicweb-test' }]);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i += 1) {
      expect(await db.query(`SELECT $1::int + ${i} AS n`, [1])).toEqual([{ n: i + 1 }]);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });
});

/** A promise (`reached`) and what settles it (`reach`): the tests wait on what has happened, not on time. */
function signal() {
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  return { reach, reached };
}

// PGlite is one connection by design; the pools are PostgreSQL's (npm run test:api:pg).
describe.skipIf(!postgresUrl)('a rush of purchases on PostgreSQL', () => {
  it('never takes a connection reads use: every read connection answers at once while purchases queue', async () => {
    const pgDb = await openDatabase({ databaseUrl: await freshPostgresDatabase(postgresUrl!) });
    const { reach: release, reached: held } = signal();
    try {
      let inside = 0;
      const { reach: firstInside, reached: oneInside } = signal();
      // Three times as many purchases as read connections, the first holding its lock until released.
      const purchases = Array.from({ length: READ_CONNECTIONS * 3 }, () =>
        pgDb.inTurn(0x7e57, (turn) =>
          turn.transaction(async (tx) => {
            // A transaction's first statement returns once it holds the lock.
            await tx.query('SELECT 1');
            inside += 1;
            firstInside();
            await held;
          }),
        ),
      );
      await oneInside;
      // READ_CONNECTIONS transactions that each wait until all of them hold a connection: they can
      // only finish if no purchase holds (or waits on) a connection of theirs, else the last one
      // waits for a connection and is refused after CONNECT_TIMEOUT_MS.
      let begun = 0;
      const { reach: allBegun, reached: everyone } = signal();
      const reading = Promise.all(
        Array.from({ length: READ_CONNECTIONS }, (_, index) =>
          pgDb.transaction(async (tx) => {
            const [row] = await tx.query<{ n: number }>('SELECT $1::int AS n', [index]);
            if (++begun === READ_CONNECTIONS) allBegun();
            await everyone;
            return row!.n;
          }),
        ),
      );
      // A read refused for want of a connection lets the others end, so the failure is reported.
      reading.catch(() => allBegun());
      expect(await reading).toEqual([...Array(READ_CONNECTIONS).keys()]);
      expect(inside).toBe(1);
      release();
      await Promise.all(purchases);
      expect(inside).toBe(READ_CONNECTIONS * 3);
    } finally {
      release();
      await pgDb.close();
    }
  });

  it('a read that finds every read connection in use is refused as busy, and the database stays available', async () => {
    const pgDb = await openDatabase({ databaseUrl: await freshPostgresDatabase(postgresUrl!) });
    const { reach: release, reached: held } = signal();
    try {
      let begun = 0;
      const { reach: allBegun, reached: everyone } = signal();
      const holders = Array.from({ length: READ_CONNECTIONS }, () =>
        pgDb.transaction(async (tx) => {
          await tx.query('SELECT 1');
          if (++begun === READ_CONNECTIONS) allBegun();
          await held;
        }),
      );
      await everyone;
      // One read more than the pool has: it waits CONNECT_TIMEOUT_MS for a connection, then is busy.
      const refusal = await pgDb.query('SELECT 1').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(DatabaseUnavailableError);
      expect((refusal as DatabaseUnavailableError).reason).toBe('busy');
      expect(pgDb.available()).toBe(true);
      release();
      await Promise.all(holders);
      expect(await pgDb.query<{ n: number }>('SELECT 2 AS n')).toEqual([{ n: 2 }]);
    } finally {
      release();
      await pgDb.close();
    }
  });
});

describe.skipIf(!postgresUrl)('the startup lock on PostgreSQL', () => {
  it('a replica waits for the first to migrate and seed longer than any statement may run', async () => {
    const url = await freshPostgresDatabase(postgresUrl!);
    const first = new pg.Client({ connectionString: url });
    await first.connect();
    // A replica's pool with timeouts far shorter than the first one's seed.
    const pool = new pg.Pool({ connectionString: url, max: 1, statement_timeout: 100, query_timeout: 200 });
    try {
      await first.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
      const waiting = underStartupLock({ pool } as unknown as Database, async () => 'migrated');
      const waiters = async () =>
        (
          await first.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          )
        ).rows[0]!.n;
      await expect.poll(waiters).toBe(1);
      // The first one's seed outlasts both timeouts of the waiting replica's pool...
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await waiters()).toBe(1);
      await first.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
      // ...and the replica goes on once it is done, instead of failing to start.
      expect(await waiting).toBe('migrated');
    } finally {
      await first.end();
      await pool.end();
    }
  });
});
