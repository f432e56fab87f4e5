/**
 * `npm run bench:api -- --soak [--minutes N]` (default 5): two API processes (`node api/server.ts`,
 * NODE_ENV=production, one trusted proxy hop) on one throw-away PostgreSQL 15 (scripts/lib/postgres.ts),
 * driven by 12 concurrent virtual clients with a realistic mix, round robin between the processes:
 * reviews (recent and nearest-first, first and next pages), service regions, browser location,
 * price quotes, 2% purchases (a fifth of them submitted twice at once with one key), 1% waitlist
 * joins, and 5% hostile documents (malformed JSON with a card number, aliased mutations, far-cursor
 * nearest-first pages, a fragment chain, referral guessing) from three addresses. Shoppers come
 * from many addresses (X-Forwarded-For through the trusted loopback proxy), so their own limits rarely apply.
 *
 * Prints throughput, p50/p99 per operation, answers by kind (ok, 4xx by GraphQL code, 429, 5xx,
 * network errors), each process's resident memory and live heap (after its latest full collection,
 * read from --trace-gc) every 30 s, and checks at the end that every successful purchase has
 * exactly one voucher and one charge. Exits non-zero on any 5xx, network
 * error, or purchase that is not exactly-once.
 */
import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startPostgres } from './lib/postgres.ts';
import { startApiProcess } from './lib/api-process.ts';
import { progress, progressTable } from './lib/perfDoc.ts';
import type { TadaDocumentNode, VariablesOf } from 'gql.tada';
import { print } from 'graphql';
import { SOLD_OUT_MESSAGE, VOUCHERS_PER_WINDOW } from '../api/resolvers/catalog.ts';
import { graphql } from '../src/graphql/graphql.ts';
import { catalogueConsent } from '../src/catalog/membershipConsent.ts';
import {
  BrowserLocation,
  FetchMoreReviews,
  JoinVoucherWaitlist,
  PurchaseVoucher,
  ServiceRegion,
} from '#tests/lib/operations.ts';

const HEADERS = { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb' };
const CLIENTS = 12;
const ZIPS = ['60601', '98101', '78701', '94103', '33301', '97201', '10001', '02108'];

/** The site's own documents (tests/lib/operations.ts), and the one the site has no document for. */
const VoucherPrice = graphql(`
  query VoucherPrice($zipcode: String!, $numHours: Int!) {
    voucherPrice(zipcode: $zipcode, numHours: $numHours) {
      __typename
      ... on VoucherPrice {
        price
        tax
        total
      }
    }
  }
`);
const FAR = Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 1e6, 1])).toString('base64url');

type Answer = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } | null;
  ms: number;
};

function argument(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const shopperAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
const HOSTILE_ADDRESSES = ['203.0.113.66', '2001:db8:bad:1::1', '::ffff:198.51.100.99'];

function expiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

async function startApi(databaseUrl: string, index: number): Promise<{ url: string; child: ChildProcess }> {
  const api = await startApiProcess(
    { DATABASE_URL: databaseUrl, NODE_ENV: 'production', API_TRUSTED_PROXIES: '127.0.0.1, ::1', LOG_LEVEL: 'warn' },
    // --trace-gc prints a line per collection; a full one (Mark-Compact) gives the live heap after it.
    { probe: true, nodeArgs: ['--trace-gc'] },
  );
  // Keep reading its output so the pipe never fills; count lines at error level; note the live heap.
  api.process.stdout.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.includes('"level":50')) errorLines.push(line.slice(0, 300));
      const full = /Mark-Compact[^>]*-> ([\d.]+) \(/.exec(line);
      if (full) liveHeap[index] = Math.round(Number(full[1]));
    }
  });
  return { url: api.url, child: api.process };
}

const errorLines: string[] = [];
/** Each process's heap after a full collection in the current 30 s interval (MB): what it holds, garbage left out. */
const liveHeap: number[] = [Number.NaN, Number.NaN];

function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
    return Math.round(kb / 1024);
  } catch {
    return Number.NaN;
  }
}

/**
 * One request of a hostile client (about one action in twenty): a card number in a broken body,
 * twelve mutations in a document, the most nearest-first pages the cost limit allows, a fragment
 * chain, or a guessed referral code.
 */
async function hostileRequest(send: (op: string, body: string, address: string) => Promise<Answer>): Promise<void> {
  const address = pick(HOSTILE_ADDRESSES);
  const kind = Math.floor(Math.random() * 5);
  if (kind === 0) {
    await send(
      'hostile',
      `{"query":"mutation{x}","variables":{"input":{"ccNumber":"4242424242424242","cvc":"987"}`,
      address,
    );
  } else if (kind === 1) {
    const joins = Array.from(
      { length: 12 },
      (_, i) => `j${i}: joinVoucherWaitlist(input: { email: "h${i}@example.com", zipcode: "60601" }) { success }`,
    );
    await send('hostile', JSON.stringify({ query: `mutation { ${joins.join(' ')} }` }), address);
  } else if (kind === 2) {
    const pages = Array.from(
      { length: 11 },
      (_, i) =>
        `p${i}: publicReviews(first: 50, after: "${FAR}", filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { __typename }`,
    );
    await send('hostile', JSON.stringify({ query: `{ ${pages.join(' ')} }` }), address);
  } else if (kind === 3) {
    const chain = `query Q { ...F0 } ${Array.from({ length: 30 }, (_, i) => (i === 29 ? `fragment F${i} on Query { lmcHours }` : `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)).join(' ')}`;
    await send('hostile', JSON.stringify({ query: chain }), address);
  } else {
    // The same body as gql() sends: JSON.stringify({ query, variables }).
    const query = 'query($c: String!) { customerReferral(code: $c) { hostName } }';
    const variables = { c: `ANNA-${Math.random().toString(36).slice(2, 6).toUpperCase()}` };
    await send('hostile', JSON.stringify({ query, variables }), address);
  }
}

/**
 * Sends GraphQL bodies to the processes at `urls` in turn, as from `address`, and counts the
 * answers: their time by operation (`latencies`) and their kind (HTTP status and GraphQL code).
 */
function createSender(urls: string[]) {
  const latencies = new Map<string, number[]>();
  const kinds = new Map<string, number>();
  let sent = 0;
  let turn = 0;
  const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1);

  async function send(op: string, body: string, address: string): Promise<Answer> {
    const url = urls[turn++ % urls.length]!;
    const started = performance.now();
    sent += 1;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { ...HEADERS, 'x-forwarded-for': address },
        body,
      });
      const text = await response.text();
      const ms = performance.now() - started;
      let parsed: Answer['body'] = null;
      try {
        parsed = JSON.parse(text) as Answer['body'];
      } catch {
        // not JSON
      }
      const list = latencies.get(op) ?? [];
      list.push(ms);
      latencies.set(op, list);
      const code = parsed?.errors?.[0]?.extensions?.code;
      count(
        response.status >= 500
          ? `5xx ${op}`
          : response.status === 429
            ? '429'
            : code
              ? `${response.status} ${code}`
              : `${response.status}`,
      );
      return { status: response.status, body: parsed, ms };
    } catch (error) {
      count(`network ${(error as Error).name}`);
      return { status: 0, body: null, ms: performance.now() - started };
    }
  }
  return { send, latencies, kinds, sent: () => sent };
}

/**
 * The soak's clients: `oneAction` sends one request of the mix (reviews, regions, the browser
 * location, quotes, purchases, the waitlist, a hostile client) to the processes at `urls` in turn,
 * and the answers are counted by operation (`latencies`), by kind (`kinds`) and, for purchases,
 * kept for the reconciliation (`purchases`).
 */
function createTraffic(urls: string[]) {
  const purchases: { key: string; code: string | null; message: string }[] = [];
  const { send, latencies, kinds, sent } = createSender(urls);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any document: a call infers its own result and variables
  const gql = <D extends TadaDocumentNode<any, any>>(
    op: string,
    document: D,
    variables: VariablesOf<D>,
    address = shopperAddress(),
  ) => send(op, JSON.stringify({ query: print(document), variables }), address);

  const cursors: string[] = [];
  async function oneAction(): Promise<void> {
    const roll = Math.random() * 100;
    if (roll < 15) {
      const answer = await gql('reviews recent', FetchMoreReviews, {
        first: 10,
        after: Math.random() < 0.5 ? null : (pick(cursors.length ? cursors : [null]) ?? null),
      });
      const end = (answer.body?.data?.['publicReviews'] as { pageInfo?: { endCursor?: string } } | undefined)?.pageInfo
        ?.endCursor;
      if (end && cursors.length < 200) cursors.push(end);
    } else if (roll < 30) {
      await gql('reviews nearest', FetchMoreReviews, {
        first: 10,
        filter: { sort: 'LOCATION_CLOSEST' as const, zipcode: pick(ZIPS) },
      });
    } else if (roll < 55) {
      await gql('service region', ServiceRegion, { zipcode: pick(ZIPS) });
    } else if (roll < 67) {
      await gql(
        'browser location',
        BrowserLocation,
        {},
        `${pick(['8.8.8', '1.1.1', '81.2.69', '24.48.0'])}.${Math.floor(Math.random() * 250)}`,
      );
    } else if (roll < 92) {
      await gql('price quote', VoucherPrice, { zipcode: pick(ZIPS), numHours: pick([2, 3, 4]) });
    } else if (roll < 94) {
      const key = `soak-${randomUUID()}`;
      const input = {
        email: `soak-${randomUUID().slice(0, 8)}@example.com`,
        // A shopper of their own: an introductory voucher is one per email and per phone number.
        phone: `312${randomInt(2_000_000, 10_000_000)}`,
        firstName: 'Soak',
        lastName: 'Test',
        zipcode: pick(['60601', '98101']),
        ccNumber: Math.random() < 0.9 ? '4242424242424242' : '4000000000000002',
        ccExpiration: expiry(),
        cvc: '123',
        hours: 3,
        idempotencyKey: key,
        membershipConsent: catalogueConsent(),
      };
      const address = shopperAddress();
      const twice = Math.random() < 0.2;
      const answers = await Promise.all(
        Array.from({ length: twice ? 2 : 1 }, () => gql('purchase', PurchaseVoucher, { input }, address)),
      );
      for (const answer of answers) {
        const result = answer.body?.data?.['purchaseVoucher'] as
          { success: boolean; message: string; voucherPurchaseDetails: { code: string } | null } | undefined;
        if (result)
          purchases.push({
            key,
            code: result.success ? result.voucherPurchaseDetails!.code : null,
            message: result.message,
          });
      }
    } else if (roll < 95) {
      await gql('waitlist', JoinVoucherWaitlist, {
        input: { email: `wait-${randomUUID().slice(0, 8)}@example.com`, zipcode: pick(ZIPS) },
      });
    } else {
      await hostileRequest(send);
    }
  }

  return { oneAction, latencies, kinds, purchases, sent };
}

/** The memory of each process per sample, and whether the live heap stayed within its target after the first minute. */
function printMemory(memory: { at: number; rss: number[]; live: number[] }[]): void {
  // Resident memory follows the collector's saw-tooth (a heap grows until a full collection); what a
  // leak would show is the heap that is still live after a full collection, which the target reads.
  progress('Memory of each process (MB): resident, and the heap live after a full collection in that interval:');
  const shown = (value: number) => (Number.isFinite(value) ? value : '–');
  progressTable(
    Object.fromEntries(
      memory.map((m) => [
        `${m.at} s`,
        {
          'process 1 RSS': m.rss[0]!,
          'process 1 live heap': shown(m.live[0]!),
          'process 2 RSS': m.rss[1]!,
          'process 2 live heap': shown(m.live[1]!),
        },
      ]),
    ),
  );
  const afterMinute = memory.filter((m) => m.at >= 60);
  for (const index of [0, 1]) {
    const live = afterMinute.map((m) => m.live[index]!).filter(Number.isFinite);
    const rss = afterMinute.map((m) => m.rss[index]!);
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    if (live.length >= 2) {
      console.log(
        `Process ${index + 1}: live heap after the first minute within ${spread(live)} MB (target 50 MB): ` +
          `${spread(live) <= 50 ? 'met' : 'NOT met'}; resident memory moved within ${spread(rss)} MB`,
      );
    } else {
      console.log(
        `Process ${index + 1}: fewer than two full collections after the first minute; resident memory moved within ${spread(rss)} MB`,
      );
    }
  }
}

/** Whether every purchase was charged exactly once with one voucher, and its answers agree; the successful keys. */
async function reconcilePurchases(
  url: string,
  purchases: { key: string; code: string | null; message: string }[],
): Promise<{ exactlyOnce: boolean; successful: number }> {
  // Exactly once: every succeeded charge has one voucher; each successful key one charge and one voucher.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const orphans = await client.query(
    `SELECT count(*)::int AS n FROM charges c LEFT JOIN vouchers v ON v.charge_id = c.id
     WHERE c.status = 'succeeded' AND v.id IS NULL`,
  );
  const successful = [...new Map(purchases.filter((p) => p.code).map((p) => [p.key, p.code!]))];
  const twiceCharged = await client.query(
    `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM charges WHERE idempotency_key = ANY($1) GROUP BY 1 HAVING count(*) <> 1) k`,
    [successful.map(([key]) => key)],
  );
  const vouchers = await client.query(
    `SELECT count(*)::int AS n FROM vouchers v JOIN charges c ON c.id = v.charge_id WHERE c.idempotency_key = ANY($1)`,
    [successful.map(([key]) => key)],
  );
  const codesAgree = purchases.every(
    (p) => !p.code || successful.some(([key, code]) => key === p.key && code === p.code),
  );
  await client.end();
  const exactlyOnce =
    orphans.rows[0].n === 0 && twiceCharged.rows[0].n === 0 && vouchers.rows[0].n === successful.length && codesAgree;
  return { exactlyOnce, successful: successful.length };
}

/** p50 and p99 per operation, and the answers by kind. */
function printAnswers(latencies: Map<string, number[]>, kinds: Map<string, number>): void {
  const table: Record<string, Record<string, number>> = {};
  for (const [op, list] of [...latencies].sort()) {
    list.sort((a, b) => a - b);
    const at = (q: number) => Number(list[Math.min(list.length - 1, Math.ceil(q * list.length) - 1)]!.toFixed(1));
    table[op] = { requests: list.length, 'p50 ms': at(0.5), 'p99 ms': at(0.99) };
  }
  console.table(table);
  console.log(
    `Answers by kind (HTTP status and GraphQL code): ${[...kinds]
      .sort()
      .map(([kind, n]) => `${kind}: ${n}`)
      .join(', ')}`,
  );
}

export async function soak(): Promise<void> {
  const minutes = argument('--minutes', 5);
  console.log(`API soak: two API processes on one PostgreSQL 15, ${CLIENTS} clients, ${minutes} min.`);
  const postgres = await startPostgres();
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
    postgres.stop();
  };
  process.once('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  let failed = false;
  try {
    // The first process migrates and seeds; the second finds it done.
    const first = await startApi(postgres.url, 0);
    children.push(first.child);
    const second = await startApi(postgres.url, 1);
    children.push(second.child);
    const urls = [first.url, second.url];
    progress(`Processes ${first.child.pid} and ${second.child.pid} ready.`);

    const traffic = createTraffic(urls);
    const { oneAction, latencies, kinds, purchases } = traffic;

    const memory: { at: number; rss: number[]; live: number[] }[] = [];
    // A live-heap figure belongs to the interval whose full collection produced it (NaN: none ran).
    const sample = (at: number) => {
      memory.push({ at, rss: children.map((child) => rssMb(child.pid)), live: [...liveHeap] });
      liveHeap.fill(Number.NaN);
    };
    const started = Date.now();
    const endAt = started + minutes * 60_000;
    sample(0);
    const sampler = setInterval(() => {
      const at = Math.round((Date.now() - started) / 1000);
      sample(at);
      const last = memory.at(-1)!;
      progress(
        `  ${at} s: ${traffic.sent()} requests, RSS ${last.rss.join(' / ')} MB, live heap ${last.live.join(' / ')} MB`,
      );
    }, 30_000);
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (Date.now() < endAt) await oneAction();
      }),
    );
    clearInterval(sampler);
    sample(Math.round((Date.now() - started) / 1000));
    const seconds = (Date.now() - started) / 1000;

    console.log(
      `\nThroughput: ${traffic.sent()} requests in ${seconds.toFixed(0)} s = ${(traffic.sent() / seconds).toFixed(1)} requests/s.`,
    );
    printAnswers(latencies, kinds);
    printMemory(memory);

    const { exactlyOnce, successful } = await reconcilePurchases(postgres.url, purchases);
    // The deal sells VOUCHERS_PER_WINDOW vouchers a window: past that, purchases answer sold out.
    const soldOut = purchases.filter((p) => p.message === SOLD_OUT_MESSAGE).length;
    console.log(
      `Purchases: ${purchases.length} answers, ${successful} successful keys (the window's stock: ` +
        `${VOUCHERS_PER_WINDOW}), ${soldOut} answered sold out; exactly one charge and one voucher each, ` +
        `double submits answered with one code: ${exactlyOnce ? 'yes' : 'NO'}`,
    );
    const fivexx = [...kinds].filter(([kind]) => kind.startsWith('5xx') || kind.startsWith('network'));
    console.log(
      `5xx and network errors: ${fivexx.reduce((n, [, c]) => n + c, 0)}; error-level log lines: ${errorLines.length}`,
    );
    for (const line of errorLines.slice(0, 5)) console.log(`  ${line}`);
    if (fivexx.length || !exactlyOnce) failed = true;
  } finally {
    stopAll();
  }
  if (failed) process.exitCode = 1;
}
