/**
 * The database-fault figures of `npm run bench:api` (issue 31), on a PostgreSQL 15 server of its
 * own with two API processes started together (scripts/lib/db-faults.ts):
 * - the cost of a 64 KB body (accepted, and refused with 403) against a trivial request;
 * - database reads during 200 simultaneous purchases over the two processes;
 * - a restart of PostgreSQL and a 10 s stop under traffic: processes alive, the time from the
 *   database's return to both processes answering database reads, and the reconciliation.
 * `npm run bench:api -- --faults` runs these alone. Needs the PostgreSQL 15 binaries.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { print } from 'graphql';
import { PurchaseVoucher } from '../src/graphql/operations.ts';
import { MAX_BODY_BYTES } from '../api/app.ts';
import { CLOCK_OVERRIDE_HEADER } from '../api/resolvers/catalog.ts';
import { TEST_CARDS } from '../api/payments.ts';
import {
  CLIENT,
  DATABASE_READ,
  drillPhone,
  percentile,
  post,
  reconcile,
  shopperAddress,
  startCluster,
  startTraffic,
  timeToRecover,
  voucherCode,
  type Cluster,
} from './lib/db-faults.ts';
import { PG_BIN } from './lib/postgres.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/**
 * Medians of sequential requests (one connection, keep-alive), the kinds taking turns so that
 * warming up and background load weigh on each alike: `count` of each after 20 unmeasured rounds.
 */
async function medians(
  url: string,
  kinds: { body: string; headers: Record<string, string> }[],
  count = 300,
): Promise<number[]> {
  const times = kinds.map((): number[] => []);
  for (let i = 0; i < count + 20; i++) {
    for (const [k, kind] of kinds.entries()) {
      const started = performance.now();
      const response = await fetch(url, { method: 'POST', headers: kind.headers, body: kind.body });
      await response.arrayBuffer();
      if (i >= 20) times[k]!.push(performance.now() - started);
    }
  }
  return times.map((list) => percentile(list, 50));
}

async function bodyCost(url: string): Promise<string[]> {
  const trivial = JSON.stringify({ query: '{ lmcHours }' });
  const shell = JSON.stringify({ query: '{ lmcHours }', variables: { pad: '' } });
  const large = JSON.stringify({
    query: '{ lmcHours }',
    variables: { pad: 'x'.repeat(MAX_BODY_BYTES - Buffer.byteLength(shell) - 1) },
  });
  const [base = 0, accepted = 0, refused = 0] = await medians(url, [
    { body: trivial, headers: CLIENT },
    { body: large, headers: CLIENT },
    // Refused before any operation runs: no client-name header (403).
    { body: large, headers: { 'content-type': 'application/json' } },
  ]);
  const worst = Math.max(accepted, refused) / base;
  return [
    `Body cost (sequential, one connection): trivial request p50 ${ms(base)}, ${Buffer.byteLength(large)}-byte body ` +
      `p50 ${ms(accepted)} (answered) and ${ms(refused)} (refused, 403).`,
    `Target: a 64 KB body within 3x a trivial request's median — measured ${worst.toFixed(2)}x: ${verdict(worst <= 3)}`,
  ];
}

async function purchaseRush(cluster: Cluster): Promise<string[]> {
  const urls = cluster.apis.map((api) => api.url);
  const clock = '2034-03-08T12:00:00Z';
  const purchase = print(PurchaseVoucher);
  const year = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
  const reads: { ms: number; ok: boolean }[] = [];
  let rushing = true;
  const reader = async (n: number) => {
    for (let i = 0; rushing; i++) {
      const answer = await post(urls[(n + i) % urls.length]!, DATABASE_READ);
      reads.push({ ms: answer.ms, ok: answer.status === 200 });
    }
  };
  const readers = Promise.all([0, 1, 2, 3].map(reader));
  await pause(300);
  const warm = reads.length;
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      post(
        urls[i % urls.length]!,
        purchase,
        {
          input: {
            email: `rush-${i}-${Date.now()}@example.com`,
            phone: drillPhone(),
            zipcode: '60601',
            ccNumber: TEST_CARDS.success,
            ccExpiration: `12/${year}`,
            cvc: '123',
            hours: 3,
            idempotencyKey: `rush-${i}-${Date.now()}`,
          },
        },
        { [CLOCK_OVERRIDE_HEADER]: clock, 'x-forwarded-for': shopperAddress() },
      ),
    ),
  );
  rushing = false;
  await readers;
  const during = reads.slice(warm);
  const sold = answers.filter((answer) => voucherCode(answer)).length;
  const readP99 = percentile(
    during.map((read) => read.ms),
    99,
  );
  return [
    `Purchase rush: 200 simultaneous purchases over 2 processes, ${sold} vouchers, purchase p50 ` +
      `${ms(
        percentile(
          answers.map((answer) => answer.ms),
          50,
        ),
      )}, p100 ${ms(Math.max(...answers.map((a) => a.ms)))}; ` +
      `${during.length} database reads meanwhile (4 readers), p50 ${ms(
        percentile(
          during.map((read) => read.ms),
          50,
        ),
      )}, ` +
      `p90 ${ms(
        percentile(
          during.map((read) => read.ms),
          90,
        ),
      )}, p99 ${ms(readP99)}, ` +
      `${during.filter((read) => !read.ok).length} not answered 200.`,
    `Target: read p99 under 200 ms during the rush — measured ${ms(readP99)}: ${verdict(readP99 < 200)}`,
  ];
}

async function outages(cluster: Cluster): Promise<string[]> {
  const urls = cluster.apis.map((api) => api.url);
  const traffic = startTraffic(urls, { shoppers: 3, readers: 2, clock: '2034-05-10T12:00:00Z' });
  await pause(2_000);
  await cluster.pg.restart();
  const afterRestart = await timeToRecover(urls);
  await pause(2_000);
  await cluster.pg.halt();
  await pause(10_000);
  await cluster.pg.resume();
  const afterStop = await timeToRecover(urls);
  await pause(1_000);
  await traffic.stop();
  const alive = cluster.apis.filter((api) => api.process.exitCode === null && api.process.signalCode === null).length;
  const result = await reconcile(urls, traffic.purchases, cluster.databaseUrl);
  const worst = Math.max(afterRestart, afterStop);
  return [
    `Database outages under traffic (3 shoppers, 2 readers): restart (-m immediate), then a 10 s stop. ` +
      `Processes alive: ${alive} of ${cluster.apis.length}. Database reads answered again ${afterRestart} ms after ` +
      `the restart and ${afterStop} ms after the stop ended. ${result.purchases} purchases ` +
      `(${result.answeredUnavailable} first answered "unavailable", ${result.unanswered} unanswered); after retries ` +
      `with the same keys, ${result.notExactlyOnce.length} not charged exactly once, ${result.mismatched.length} ` +
      `answered with another voucher than the stored one.`,
    `Target: all processes alive and answering database queries within 5 s of the database's return — ` +
      `measured ${alive}/${cluster.apis.length} alive, ${worst} ms: ${verdict(alive === cluster.apis.length && worst <= 5_000)}`,
  ];
}

/** The figures, as lines to print (a line saying why when PostgreSQL is not installed). */
export async function faultFigures(): Promise<string[]> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    return [`Database faults: skipped (PostgreSQL 15 is not installed at ${PG_BIN}; npm run test:api:pg installs it).`];
  }
  console.log('Database faults: a PostgreSQL 15 server and two API processes started together…');
  const cluster = await startCluster(2);
  try {
    const lines = await bodyCost(cluster.apis[0]!.url);
    lines.push(...(await purchaseRush(cluster)));
    lines.push(...(await outages(cluster)));
    return lines;
  } finally {
    await cluster.close();
  }
}
