/** Database reads during 200 simultaneous purchases over the two API processes. */
import { print } from 'graphql';
import { CLOCK_OVERRIDE_HEADER } from '#api/resolvers/catalog.ts';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import {
  DATABASE_READ,
  purchaseInput,
  percentile,
  post,
  shopperAddress,
  voucherCode,
  type Cluster,
} from '../db-faults.ts';
import { verdict } from './http.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;

export async function purchaseRush(cluster: Cluster): Promise<string[]> {
  const urls = cluster.apis.map((api) => api.url);
  const clock = '2034-03-08T12:00:00Z';
  const purchase = print(PurchaseVoucher);
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
        { input: purchaseInput('rush') },
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
