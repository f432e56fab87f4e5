/**
 * The API through database faults, on a PostgreSQL 15 server of its own (scripts/lib/db-faults.ts):
 * three processes started together on an empty database, the health endpoints, a restart and a
 * stop of the database under traffic on two processes, then the reconciliation (every purchase
 * answered, every key charged exactly once, every answered voucher stored; the processes alive).
 * Needs the PostgreSQL 15 binaries (`npm run test:api:pg` installs them and runs it); skipped without
 * them and in the PGlite run.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectedMigrations } from './db/migrate.ts';
import {
  DATABASE_READ,
  errorCode,
  health,
  PLAIN_READ,
  post,
  reconcile,
  startCluster,
  startTraffic,
  timeToRecover,
  type Cluster,
  type Traffic,
} from '../scripts/lib/db-faults.ts';
import { PG_BIN } from '../scripts/lib/postgres.ts';

const installed = existsSync(join(PG_BIN, 'initdb'));
// It starts a PostgreSQL server of its own, so it runs once per `npm test`: in the PostgreSQL run
// (DATABASE_URL, npm run test:api:pg), not again in the PGlite run of `npm run test:unit`.
const postgresRun = Boolean(process.env['DATABASE_URL']);
if (!installed) {
  console.warn(
    `api/db-faults.test.ts skipped: PostgreSQL 15 is not installed (${PG_BIN}); npm run test:api:pg installs it.`,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The JSON log lines of a process's output; a line that is not JSON fails the test. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new Error(`a log line is not JSON: ${line.slice(0, 200)}`);
      }
    });
}

describe.skipIf(!installed || !postgresRun)('the API through PostgreSQL faults', () => {
  let cluster: Cluster | undefined;
  let urls: string[] = [];

  afterAll(async () => {
    await cluster?.close();
  });

  const alive = () => cluster!.apis.every((api) => api.process.exitCode === null && api.process.signalCode === null);

  /** Traffic on both processes for `before` ms, then `fault`, then until both answer again and 1 s more. */
  async function drill(clock: string, fault: (traffic: Traffic) => Promise<void>) {
    const traffic = startTraffic(urls, { shoppers: 3, readers: 2, clock });
    await pause(1_500);
    await fault(traffic);
    const recoveryMs = await timeToRecover(urls);
    await pause(1_000);
    await traffic.stop();
    const result = await reconcile(urls, traffic.purchases, cluster!.databaseUrl);
    return { traffic, recoveryMs, result };
  }

  it('three processes started together on an empty database all come up; one migrates, the others wait', async () => {
    cluster = await startCluster(3);
    expect(cluster.apis).toHaveLength(3);
    const migrations = cluster.apis.flatMap((api) =>
      logLines(api.output()).filter((line) => String(line['msg']).startsWith('Database: applied migrations')),
    );
    expect(migrations).toHaveLength(1);
    const seeded = cluster.apis.flatMap((api) =>
      logLines(api.output()).filter((line) => String(line['msg']).startsWith('Database: seeded')),
    );
    expect(seeded).toHaveLength(1);
    for (const api of cluster.apis) expect((await post(api.url, DATABASE_READ)).status).toBe(200);
    // Two processes carry the drills (CPU is scarce): the third stops here.
    const third = cluster.apis.pop()!;
    third.process.kill('SIGTERM');
    await third.exited;
    urls = cluster.apis.map((api) => api.url);
    expect(expectedMigrations()).toBeGreaterThan(0);
  }, 120_000);

  it('health: /healthz and /readyz answer 200 while the database answers', async () => {
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(await health(url)).toEqual({ healthz: 200, readyz: 200 });
  });

  it('a database restart under traffic: no process dies, every purchase is charged exactly once', async () => {
    const { recoveryMs, result } = await drill('2033-01-05T12:00:00Z', () => cluster!.pg.restart());
    console.log(
      `db restart: ${result.purchases} purchases (${result.answeredUnavailable} answered "unavailable" first), ` +
        `database reads again ${recoveryMs} ms after PostgreSQL accepted connections`,
    );
    expect(alive()).toBe(true);
    expect(result.unanswered).toBe(0);
    expect(result.notExactlyOnce).toEqual([]);
    expect(result.mismatched).toEqual([]);
    for (const api of cluster!.apis) {
      const events = logLines(api.output()).map((line) => line['event']);
      // One line when it goes and one when it returns (a restart may be seen as two short outages).
      expect(events.filter((event) => event === 'database_unreachable').length).toBeLessThanOrEqual(2);
    }
  }, 90_000);

  it('a database stop of 5 s under traffic: refused fast with a retryable error, plain reads served, back by itself', async () => {
    const during: { health: Awaited<ReturnType<typeof health>>[]; plain: number[]; database: (string | undefined)[] } =
      {
        health: [],
        plain: [],
        database: [],
      };
    const outage = { start: 0, end: 0 };
    const { traffic, recoveryMs, result } = await drill('2033-02-02T12:00:00Z', async () => {
      await cluster!.pg.halt();
      outage.start = Date.now();
      await pause(1_000);
      for (const url of urls) {
        during.health.push(await health(url));
        during.plain.push((await post(url, PLAIN_READ)).status);
        during.database.push(errorCode(await post(url, DATABASE_READ)));
      }
      await pause(4_000);
      outage.end = Date.now();
      await cluster!.pg.resume();
    });
    console.log(
      `db stop (5 s): ${result.purchases} purchases (${result.answeredUnavailable} answered "unavailable" first), ` +
        `database reads again ${recoveryMs} ms after PostgreSQL accepted connections`,
    );
    expect(alive()).toBe(true);
    expect(during.health).toEqual(urls.map(() => ({ healthz: 200, readyz: 503 })));
    expect(during.plain).toEqual(urls.map(() => 200));
    expect(during.database).toEqual(urls.map(() => 'DATABASE_UNAVAILABLE'));
    // Database reads during the outage were answered (503), none held past the request deadline.
    const outageReads = traffic.reads.filter(
      (read) => read.database && read.at > outage.start + 500 && read.at < outage.end,
    );
    expect(outageReads.length).toBeGreaterThan(0);
    expect(outageReads.every((read) => read.answer.status === 503)).toBe(true);
    expect(Math.max(...outageReads.map((read) => read.answer.ms))).toBeLessThan(15_000);
    expect(result.unanswered).toBe(0);
    expect(result.notExactlyOnce).toEqual([]);
    expect(result.mismatched).toEqual([]);
    for (const url of urls) expect(await health(url)).toEqual({ healthz: 200, readyz: 200 });
    // Outages are logged by their state changes (warn, info), never as errors per request.
    for (const api of cluster!.apis) {
      const errors = logLines(api.output()).filter((line) => Number(line['level']) >= 50);
      expect(errors.map((line) => line['msg'])).toEqual([]);
    }
  }, 90_000);
});
