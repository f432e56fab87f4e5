/**
 * `npm run bench:api`: load-tests the reference GraphQL API (api/) and prints throughput and
 * latency per operation. It prints figures and never fails on them; it exits non-zero only when
 * the server answers with errors (non-2xx, GraphQL errors, connection errors or timeouts), since
 * figures measured on failing requests mean nothing.
 *
 * How it measures:
 * - The API runs in this process, in a worker thread (its own event loop; PGlite runs there too;
 *   scripts/lib/bench-api/serve.ts),
 *   on a fresh PGlite database in a temp dir (migrated and seeded, ~5 s), behind `http.createServer`
 *   on 127.0.0.1 with an OS-assigned port. Nothing leaves the loopback interface.
 * - The load generator is autocannon on the main thread, so the client does not take event-loop
 *   time from the server; the two still share the machine's CPUs (and whatever else runs on it),
 *   so the figures are a same-machine comparison, not a production capacity estimate.
 * - Every scenario gets one plain request first (must return data and no errors), then a 1.5 s
 *   warm-up run that is not reported, then an 8 s measured run: about 40 s in all, seeding included.
 * - Latency is per request, from writing it to the last byte of its response, taken from every
 *   2xx response (sub-millisecond precision) rather than from autocannon's histogram, which rounds
 *   to whole milliseconds and, at a fixed rate, adds synthetic samples at a 1 ms interval.
 * - At a fixed rate autocannon gives each connection a per-second quota and sends it back to back
 *   at the start of each second, so "500 requests/s over 20 connections" arrives as bursts of 20
 *   concurrent requests: a harsher load than evenly spaced arrivals.
 *
 * One module per scenario in scripts/lib/bench-api/: reads.ts (the latency scenarios),
 * far-pages.ts, memory.ts, and the PostgreSQL ones (faults.ts: body cost, purchase rush, outages).
 */
import { availableParallelism } from 'node:os';
import { startApiThread } from './lib/bench-api/api-thread.ts';
import { farPagesFigure } from './lib/bench-api/far-pages.ts';
import { BenchAbort } from './lib/bench-api/http.ts';
import { memoryFigures, type MemoryFigures } from './lib/bench-api/memory.ts';
import { runReads, type ReadFigures } from './lib/bench-api/reads.ts';
import { targetLines } from './lib/bench-api/targets.ts';
import { progress, recordFigures } from './lib/perfDoc.ts';

/** `--latency-only`: the latency scenarios without the two 50,000-request memory floods. */
const LATENCY_ONLY = process.argv.includes('--latency-only');

type PGliteFigures = ReadFigures & { farFigure?: string; memory?: MemoryFigures; aborted?: string };

// The soak's figures get a section of their own, so a plain run does not overwrite them (and back).
const section = process.argv.includes('--soak')
  ? 'soak'
  : process.argv.includes('--faults')
    ? 'bench-api-faults'
    : 'bench-api';
recordFigures(section, 'npm run bench:api');

if (process.argv.includes('--soak')) {
  // Two API processes on one PostgreSQL for five minutes (scripts/soak-api.ts).
  await (await import('./soak-api.ts')).soak();
} else if (process.argv.includes('--faults')) {
  // Only the database-fault figures (scripts/lib/bench-api/faults.ts).
  for (const line of await (await import('./lib/bench-api/faults.ts')).faultFigures()) console.log(line);
} else {
  await main();
}

/** The figures on PGlite: far pages, the read scenarios, memory. A check request that fails aborts. */
async function pgliteFigures(): Promise<PGliteFigures> {
  const figures: PGliteFigures = { rows: {}, measured: new Map(), failed: false };
  progress('Preparing a fresh PGlite database (migrate + seed, ~5 s)…');
  const api = await startApiThread();
  try {
    const url = await api.url;
    progress(`API ready at ${url}\n`);
    // Fifteen far-cursor nearest-first pages: refused by the cost limit, or timed here.
    figures.farFigure = await farPagesFigure(url);
    // Printed again among the targets below.
    progress(`${figures.farFigure}\n`);
    await runReads(url, figures);
    if (LATENCY_ONLY) console.log('Memory: skipped (--latency-only).');
    else figures.memory = await memoryFigures(url, api.heap);
  } catch (error) {
    if (!(error instanceof BenchAbort)) throw error;
    figures.aborted = error.message;
  } finally {
    await api.close();
  }
  return figures;
}

async function main(): Promise<void> {
  console.log(
    `API benchmark: server in a worker thread of this process, autocannon on the main thread, loopback only, ` +
      `${availableParallelism()} CPUs shared by both; Node ${process.version}.`,
  );
  const { rows, measured, failed, farFigure, memory, aborted } = await pgliteFigures();
  // PostgreSQL: body cost, a purchase rush, outages (scripts/lib/bench-api/faults.ts).
  const faults = aborted ? [] : await (await import('./lib/bench-api/faults.ts')).faultFigures();
  if (Object.keys(rows).length) {
    console.log('\nLatency: per request, send to last byte, 2xx responses only.');
    console.table(rows);
  }
  for (const line of targetLines(measured, farFigure, memory)) console.log(line);
  for (const line of faults) console.log(line);
  console.log('(Targets are informational; the benchmark fails only when the server answers with errors.)');
  if (aborted) console.error(`\nAborted: ${aborted}`);
  if (failed) {
    console.error('The server answered with errors: see the failed column and the lines above the table.');
  }
  if (aborted || failed) process.exitCode = 1;
}
