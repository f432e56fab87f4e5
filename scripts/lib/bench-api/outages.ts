/**
 * A restart of PostgreSQL and a 10 s stop under traffic: processes alive, the time from the
 * database's return to both processes answering database reads, and the reconciliation.
 */
import { reconcile, startTraffic, timeToRecover, type Cluster } from '../db-faults.ts';
import { verdict } from './http.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function outages(cluster: Cluster): Promise<string[]> {
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
