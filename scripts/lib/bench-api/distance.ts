/**
 * Purchases per second with the database 0, 50 and 200 ms away (a round trip added by a TCP
 * latency proxy, scripts/lib/latency-proxy.ts): for each distance, two API processes reach the
 * database through the proxy and 24 shoppers buy at once; the figure is vouchers sold over the
 * time until the last answer. The purchase holds its lock for about one round trip, so the rate
 * falls with distance far less than the 15 round trips it used to take would make it.
 */
import { print } from 'graphql';
import { CLOCK_OVERRIDE_HEADER } from '#api/resolvers/catalog.ts';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { startApiProcess, type ApiProcess } from '../api-process.ts';
import { post, purchaseInput, shopperAddress, voucherCode, type Cluster } from '../db-faults.ts';
import { startLatencyProxy } from '../latency-proxy.ts';

const RUSH = 24;
const DISTANCES_MS = [0, 50, 200];

export async function purchasesAtDistance(cluster: Cluster): Promise<string[]> {
  const purchase = print(PurchaseVoucher);
  const lines: string[] = [];
  for (const [index, distance] of DISTANCES_MS.entries()) {
    const proxy = await startLatencyProxy({ host: '127.0.0.1', port: cluster.pg.port }, distance);
    const apis: ApiProcess[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        apis.push(
          await startApiProcess(
            {
              DATABASE_URL: proxy.through(cluster.databaseUrl),
              NODE_ENV: 'test',
              LOG_LEVEL: 'warn',
              API_TRUSTED_PROXIES: '127.0.0.1, ::1',
            },
            { probe: true },
          ),
        );
      }
      const clock = `2036-0${index + 1}-09T12:00:00Z`;
      // One purchase per process first: the connections are open before the figure is taken.
      for (const api of apis) await post(api.url, '{ availableVouchers { remaining } }');
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: RUSH }, (_, i) =>
          post(
            apis[i % apis.length]!.url,
            purchase,
            { input: purchaseInput(`distance-${distance}`) },
            { [CLOCK_OVERRIDE_HEADER]: clock, 'x-forwarded-for': shopperAddress() },
          ),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const sold = answers.filter((answer) => voucherCode(answer)).length;
      const slowest = Math.max(...answers.map((answer) => answer.ms));
      lines.push(
        `Purchases with the database ${distance} ms away (round trip): ${(sold / seconds).toFixed(1)} purchases/s ` +
          `(${sold} of ${RUSH} at once over 2 processes sold in ${seconds.toFixed(1)} s, slowest answer ` +
          `${(slowest / 1000).toFixed(1)} s)`,
      );
    } finally {
      for (const api of apis) api.process.kill('SIGKILL');
      await Promise.all(apis.map((api) => api.exited));
      await proxy.close();
    }
  }
  return lines;
}
