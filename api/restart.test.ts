/**
 * Crash safety of purchases: `node api/server.ts` on a PGlite data directory is SIGKILLed while
 * purchases are in flight, then started again on the same directory. The database must hold no
 * half-written purchase (a voucher without its charge, a charge without its voucher, a key claimed
 * without an answer), every purchase answered before the kill must be stored, and retrying every
 * key afterwards must never charge twice.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResultOf } from 'gql.tada';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PurchaseVoucher } from '#tests/lib/operations.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { postGraphql, purchaseInput, type PurchaseInput } from './test-support.ts';
import { startApiProcess, type ApiProcess } from '../scripts/lib/api-process.ts';

const PURCHASES = 40;
const KILL_AFTER_ANSWERS = 15;

type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];
type Outcome = { input: PurchaseInput; answer?: Payload; failure?: string };

const children: ApiProcess[] = [];

/** Starts `node api/server.ts` on `dataDir` and waits for "API ready at". */
async function startApi(dataDir: string): Promise<ApiProcess> {
  const started = await startApiProcess({ PGLITE_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'test' });
  children.push(started);
  return started;
}

async function kill(child: ApiProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill(signal);
  const timeout = setTimeout(() => child.process.kill('SIGKILL'), 15_000);
  await child.exited;
  clearTimeout(timeout);
}

async function purchase(url: string, input: PurchaseInput): Promise<Payload> {
  const answer = await postGraphql(url, PurchaseVoucher, { input });
  if (answer.status !== 200 || answer.json.errors) throw new Error(`${answer.status} ${answer.text}`);
  return (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
}

let workDir: string;
let dataDir: string;
const outcomes: Outcome[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'publicweb-restart-'));
  dataDir = join(workDir, 'pglite');
  // The data directory starts as a copy of the run's seeded database (api/test-global-setup.ts),
  // so the first process does not migrate and seed it again (seconds of CPU); run alone, it seeds.
  const dump = inject('seededDump');
  if (dump) await (await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(dump)]) })).close();
}, 120_000);

afterAll(async () => {
  for (const child of children) await kill(child, 'SIGKILL');
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** Opens the data directory (no server may be running on it), runs `work`, closes it. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

type Problem = { problem: string; detail: unknown };

/** Every way a purchase can be half-written, as rows that show it. */
async function inconsistencies(db: Database): Promise<Problem[]> {
  const checks: [string, string][] = [
    [
      'voucher without exactly one succeeded charge',
      `SELECT v.code FROM vouchers v LEFT JOIN charges c ON c.id = v.charge_id AND c.status = 'succeeded'
       WHERE c.id IS NULL`,
    ],
    [
      'succeeded charge without exactly one voucher',
      `SELECT c.idempotency_key, count(v.id)::int AS vouchers FROM charges c LEFT JOIN vouchers v ON v.charge_id = c.id
       WHERE c.status = 'succeeded' GROUP BY c.id, c.idempotency_key HAVING count(v.id) <> 1`,
    ],
    [
      'charge without the consent to the membership it was made with',
      `SELECT c.idempotency_key FROM charges c LEFT JOIN membership_consents mc ON mc.charge_id = c.id
       WHERE mc.charge_id IS NULL`,
    ],
    [
      'charge whose key has no stored answer',
      `SELECT c.idempotency_key FROM charges c LEFT JOIN purchase_attempts p ON p.idempotency_key = c.idempotency_key
       WHERE p.response IS NULL`,
    ],
    [
      'key claimed without an answer (retries would be told "already being processed" forever)',
      `SELECT idempotency_key FROM purchase_attempts WHERE response IS NULL`,
    ],
    [
      'successful answer whose voucher or charge is missing or different',
      `SELECT p.idempotency_key, p.response->'voucherPurchaseDetails'->>'code' AS code
       FROM purchase_attempts p
       LEFT JOIN charges c ON c.idempotency_key = p.idempotency_key AND c.status = 'succeeded'
       LEFT JOIN vouchers v ON v.charge_id = c.id AND v.code = p.response->'voucherPurchaseDetails'->>'code'
       WHERE (p.response->>'success')::boolean AND v.id IS NULL`,
    ],
    [
      'failed answer with a voucher',
      `SELECT p.idempotency_key FROM purchase_attempts p
       JOIN charges c ON c.idempotency_key = p.idempotency_key JOIN vouchers v ON v.charge_id = c.id
       WHERE NOT (p.response->>'success')::boolean`,
    ],
  ];
  const problems: Problem[] = [];
  for (const [problem, sql] of checks) {
    for (const row of await db.query(sql)) problems.push({ problem, detail: row });
  }
  return problems;
}

// PGlite's crash safety: the PostgreSQL run (DATABASE_URL, npm run test:api:pg) leaves it to the PGlite run.
describe.skipIf(Boolean(process.env['DATABASE_URL']))('purchases across a crash', () => {
  it('SIGKILL during purchases leaves no half-written purchase, and every answered purchase is stored', async () => {
    const first = await startApi(dataDir);

    let answered = 0;
    let killed: Promise<void> | undefined;
    const inputs = Array.from({ length: PURCHASES }, (_, i) =>
      purchaseInput({ email: `crash-${i}@example.com`, idempotencyKey: `crash-test-key-${i}-${Date.now()}` }),
    );
    const settled = inputs.map(async (input) => {
      const outcome: Outcome = { input };
      outcomes.push(outcome);
      try {
        outcome.answer = await purchase(first.url, input);
      } catch (error) {
        outcome.failure = String(error);
      }
      answered += 1;
      if (answered === KILL_AFTER_ANSWERS) killed = kill(first, 'SIGKILL');
    });
    await Promise.all(settled);
    await killed;
    expect(first.process.signalCode).toBe('SIGKILL');

    const succeededBeforeKill = outcomes.filter((o) => o.answer?.success);
    // The kill really interrupted purchases: some requests got no answer at all.
    expect(outcomes.filter((o) => o.failure).length).toBeGreaterThan(0);
    expect(succeededBeforeKill.length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes.filter((o) => o.answer)) expect(outcome.answer!.success).toBe(true);

    // The server starts again on the crashed directory, finding its data there (it would seed an empty one)...
    const second = await startApi(dataDir);
    expect(second.output()).not.toMatch(/seeded/);
    await kill(second, 'SIGTERM');

    // ...and the database holds whole purchases only, including every one that was answered.
    await withDatabase(async (db) => {
      expect(await inconsistencies(db)).toEqual([]);
      const stored = await db.query<{ key: string; code: string }>(
        `SELECT c.idempotency_key AS key, v.code FROM vouchers v JOIN charges c ON c.id = v.charge_id`,
      );
      const codeByKey = new Map(stored.map((row) => [row.key, row.code]));
      for (const outcome of succeededBeforeKill) {
        expect(codeByKey.get(outcome.input.idempotencyKey)).toBe(outcome.answer!.voucherPurchaseDetails!.code);
      }
      expect(stored.length).toBeGreaterThanOrEqual(succeededBeforeKill.length);
      expect(stored.length).toBeLessThanOrEqual(PURCHASES);
    });
  }, 180_000);

  it('retrying all keys after the restart charges each purchase once', async () => {
    expect(outcomes).toHaveLength(PURCHASES);
    const third = await startApi(dataDir);
    const retries = await Promise.all(outcomes.map((outcome) => purchase(third.url, outcome.input)));
    await kill(third, 'SIGTERM');

    for (const [index, retry] of retries.entries()) {
      expect(retry.message).not.toMatch(/already being processed/);
      expect(retry.success).toBe(true);
      const before = outcomes[index]!.answer;
      // A purchase answered before the crash is replayed, not bought again.
      if (before?.success) expect(retry).toEqual(before);
    }
    const succeededKeys = new Set(outcomes.filter((_, i) => retries[i]!.success).map((o) => o.input.idempotencyKey));
    expect(succeededKeys.size).toBe(PURCHASES);

    await withDatabase(async (db) => {
      expect(await inconsistencies(db)).toEqual([]);
      const [counts] = await db.query<{ vouchers: number; charges: number; keys: number }>(
        `SELECT (SELECT count(*)::int FROM vouchers) AS vouchers, (SELECT count(*)::int FROM charges) AS charges,
                  (SELECT count(DISTINCT idempotency_key)::int FROM charges) AS keys`,
      );
      expect(counts).toEqual({ vouchers: succeededKeys.size, charges: succeededKeys.size, keys: succeededKeys.size });
      const codes = await db.query<{ code: string }>('SELECT code FROM vouchers');
      expect(new Set(codes.map((row) => row.code))).toEqual(
        new Set(retries.map((retry) => retry.voucherPurchaseDetails!.code)),
      );
    });
  }, 180_000);
});
