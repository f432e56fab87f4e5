/**
 * The database-fault figures of `npm run bench:api`, on a PostgreSQL 15 server of its
 * own with two API processes started together (scripts/lib/db-faults.ts):
 * - the cost of a 64 KB body (accepted, and refused with 403) against a trivial request;
 * - database reads during 200 simultaneous purchases over the two processes;
 * - purchases per second with the database 0, 50 and 200 ms away (distance.ts);
 * - a restart of PostgreSQL and a 10 s stop under traffic: processes alive, the time from the
 *   database's return to both processes answering database reads, and the reconciliation.
 * `npm run bench:api -- --faults` runs these alone. Needs the PostgreSQL 15 binaries.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startCluster } from '../db-faults.ts';
import { PG_BIN } from '../postgres.ts';
import { bodyCost } from './body-cost.ts';
import { purchasesAtDistance } from './distance.ts';
import { outages } from './outages.ts';
import { purchaseRush } from './purchase-rush.ts';
import { progress } from '../perfDoc.ts';

/** The figures, as lines to print (a line saying why when PostgreSQL is not installed). */
export async function faultFigures(): Promise<string[]> {
  if (!existsSync(join(PG_BIN, 'initdb'))) {
    return [`Database faults: skipped (PostgreSQL 15 is not installed at ${PG_BIN}; npm run test:api:pg installs it).`];
  }
  progress('Database faults: a PostgreSQL 15 server and two API processes started together…');
  const cluster = await startCluster(2);
  try {
    const lines = await bodyCost(cluster.apis[0]!.url);
    lines.push(...(await purchaseRush(cluster)));
    lines.push(...(await purchasesAtDistance(cluster)));
    lines.push(...(await outages(cluster)));
    return lines;
  } finally {
    await cluster.close();
  }
}
