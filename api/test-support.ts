/**
 * Helpers shared by the API's tests (api/*.test.ts): an in-memory seeded database, a real HTTP
 * server on a free port, raw GraphQL requests and valid purchase inputs. Not used by the API itself.
 */
import { catalogueConsent } from '../src/catalog/membershipConsent.ts';
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getOperationAST, parse, print, type DocumentNode } from 'graphql';
import type { VariablesOf } from 'gql.tada';
import { API_PATH } from '../src/graphql/endpoint.ts';
import { graphql } from '../src/graphql/graphql.ts';
import { createApi } from './app.ts';
import { openDatabase, type Database } from './db/connection.ts';
import { TEST_CARDS } from './payments.ts';
import { createLogger } from './log.ts';
import { measureOperation } from './limits.ts';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect, inject } from 'vitest';
import { createApiServer, prepareDatabase, type HandlerOptions } from './server.ts';
import type { PurchaseVoucher } from '#tests/lib/operations.ts';

/**
 * A logger that keeps its JSON lines in memory, for tests that read what the API logged:
 * `lines` holds what was written (empty it with `lines.length = 0`), `entries()` the parsed lines.
 */
export function memoryLogger(level: 'debug' | 'info') {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  const entries = () =>
    lines
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown> & { level: number; msg: string });
  return { logger, lines, entries };
}

/** Headers every well-behaved client sends (the client name is the CSRF header). */
export const CLIENT_HEADERS = Object.freeze({
  'content-type': 'application/json',
  accept: 'application/graphql-response+json, application/json',
  'x-graphql-client-name': 'publicweb',
} as const);

/**
 * A fresh database, migrated and seeded: in-memory PGlite, or, when DATABASE_URL is set (`npm run
 * test:api:pg`), a new database on that PostgreSQL server, so test files running in parallel never
 * see each other's rows. Under vitest.config.ts it is a copy of the database the run seeded once
 * (api/test-global-setup.ts): a fraction of a second instead of seeding again (about 5-8 s).
 */
export async function seededDatabase(): Promise<Database> {
  const url = process.env['DATABASE_URL'];
  if (!url) {
    const dump = inject('seededDump') as string | undefined;
    if (!dump) return prepareDatabase({ PGLITE_DIR: 'memory://' }, () => {});
    return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dump)]) });
  }
  return prepareDatabase(
    { DATABASE_URL: await freshPostgresDatabase(url, inject('seededTemplate') as string | undefined) },
    () => {},
  );
}

/** Creates a database next to DATABASE_URL's (empty, or a copy of `template`) and returns its address. */
export async function freshPostgresDatabase(url: string, template?: string): Promise<string> {
  const name = `publicweb_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

export type RunningServer = {
  /** e.g. http://127.0.0.1:43121 */
  origin: string;
  /** origin + /api/graphql */
  url: string;
  close(): Promise<void>;
};

/** node:http + apiHandler on 127.0.0.1, on a port the OS picks. */
export async function startServer(
  db: Database,
  production = false,
  options: HandlerOptions = {},
): Promise<RunningServer> {
  const server = createApiServer(db, production, options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    url: `${origin}${API_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The database and the in-process API of a test file, from inProcessApiPerFile. */
export type InProcessProbe = { db: Database; yoga: ReturnType<typeof createApi> };

/**
 * The set-up of the files that talk to the API in-process (createApi, development settings): one
 * seeded database and one API for the file, the database closed after it. Call it at the top level
 * of a test file, then read `db` and `yoga` in hooks and tests.
 */
export function inProcessApiPerFile(): InProcessProbe {
  const probe = {} as InProcessProbe;
  beforeAll(async () => {
    probe.db = await seededDatabase();
    probe.yoga = createApi({ db: probe.db });
  }, 120_000);
  afterAll(async () => {
    await probe.db?.close();
  });
  return probe;
}

/** The database and the server of a test, from productionServerPerTest. */
export type ProductionProbe = { db: Database; prod: RunningServer };

/**
 * The set-up of the files that replay an outside probe against production-mode servers (findings,
 * round two): one seeded database for the file; before each test the rate-limit counters emptied
 * (on PostgreSQL they outlive a server) and a fresh production server started with `options` (its
 * CORS allow-list is https://brand.example); both closed after the file. Call it at the top level
 * of a test file, then read `db` and `prod` in the tests.
 */
export function productionServerPerTest(options: HandlerOptions = {}): ProductionProbe {
  const probe = {} as ProductionProbe;
  beforeAll(async () => {
    probe.db = await seededDatabase();
  }, 120_000);
  beforeEach(async () => {
    await probe.db.query('DELETE FROM rate_limits');
    await probe.prod?.close();
    probe.prod = await startServer(probe.db, true, {
      corsOrigins: async () => new Set(['https://brand.example']),
      ...options,
    });
  });
  afterAll(async () => {
    await probe.prod?.close();
    await probe.db?.close();
  });
  return probe;
}

/** The database and the two servers of a file, from devAndProductionServersPerFile. */
export type ServerPair = { db: Database; dev: RunningServer; prod: RunningServer };

/**
 * The set-up of the files that compare development and production settings over HTTP: one seeded
 * database for the file, served by a development and a production server (the brands' own CORS
 * allow-list), all closed after the file.
 */
export function devAndProductionServersPerFile(): ServerPair {
  const pair = {} as ServerPair;
  beforeAll(async () => {
    pair.db = await seededDatabase();
    pair.dev = await startServer(pair.db, false);
    pair.prod = await startServer(pair.db, true);
  }, 120_000);
  afterAll(async () => {
    await pair.dev?.close();
    await pair.prod?.close();
    await pair.db?.close();
  });
  return pair;
}

/**
 * productionServerPerTest with a memory logger (memoryLogger) emptied before each test: `logLines`
 * holds what the API logged during the current test, `logged()` the parsed lines.
 */
export function productionServerWithLogs(level: 'debug' | 'info', options: HandlerOptions = {}) {
  const { logger, lines: logLines, entries: logged } = memoryLogger(level);
  beforeEach(() => {
    logLines.length = 0;
  });
  const probe = productionServerPerTest({ logger, ...options });
  return { probe, logger, logLines, logged };
}

/** The loopback as the trusted proxy: a test names its client with forwardedFrom(). */
export const LOOPBACK_PROXY: HandlerOptions = { trustedProxies: ['127.0.0.1', '::1'] };

/** Client headers as a trusted proxy forwards them for a client at `address`. */
export function forwardedFrom(address: string): Record<string, string> {
  return { ...CLIENT_HEADERS, 'x-forwarded-for': address };
}

/** Every table a request can write: a refused request leaves every count as it was. */
const WRITTEN_TABLES = [
  'customers',
  'charges',
  'vouchers',
  'purchase_attempts',
  'leads',
  'voucher_waitlist',
  'survey_responses',
] as const;

/** The row count of every table a request can write (WRITTEN_TABLES). */
export async function writtenRows(db: Database): Promise<Record<string, number>> {
  return Object.fromEntries(
    await Promise.all(WRITTEN_TABLES.map(async (table) => [table, await countRows(db, table)] as const)),
  );
}

/** The cost and the first limit a document breaks, as the API measures it before any resolver. */
export function measure(document: string, variables: Record<string, unknown> = {}) {
  const ast = parse(document);
  return measureOperation(ast, getOperationAST(ast)!, variables);
}

/** A nearest-first review cursor 1,000,000 distance units from 60601: after it no review is left. */
export const FAR_REVIEW_CURSOR = Buffer.from(JSON.stringify(['LOCATION_CLOSEST', 1e6, 1])).toString('base64url');

/** `n` aliased nearest-first pages of 50 reviews around 60601 after `cursor`, each selecting `selection`. */
export function reviewPages(n: number, selection: string, cursor = FAR_REVIEW_CURSOR): string {
  const page = (i: number) =>
    `p${i}: publicReviews(first: 50, after: "${cursor}", filter: { sort: LOCATION_CLOSEST, zipcode: "60601" }) { ${selection} }`;
  return `{ ${Array.from({ length: n }, (_, i) => page(i)).join(' ')} }`;
}

export type GraphqlAnswer = {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
};

/** The JSON body a client POSTs for a document. */
export function graphqlBody(document: DocumentNode | string, variables?: Record<string, unknown>): string {
  return JSON.stringify({ query: typeof document === 'string' ? document : print(document), variables });
}

/** Reads a fetch Response as a GraphQL answer. */
export async function readAnswer(response: Response): Promise<GraphqlAnswer> {
  const text = await response.text();
  let json: GraphqlAnswer['json'] = {};
  try {
    json = JSON.parse(text) as GraphqlAnswer['json'];
  } catch {
    // not JSON: json stays empty, the test reads `text`
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** The API of createApi (graphql-yoga), answering requests in-process. */
export type InProcessApi = Pick<ReturnType<typeof createApi>, 'fetch'>;

/**
 * POSTs a GraphQL request with the client's headers (override or drop them with `headers`): over
 * HTTP to a URL, or in-process to the API of createApi.
 */
export async function postGraphql(
  target: string | InProcessApi,
  document: DocumentNode | string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = CLIENT_HEADERS,
): Promise<GraphqlAnswer> {
  // A copy: graphql-yoga's in-process fetch writes a content-length into the headers object it is
  // given, and a later request over HTTP with that object sent the wrong length (and hung).
  const init = { method: 'POST', headers: { ...headers }, body: graphqlBody(document, variables) };
  return readAnswer(
    await (typeof target === 'string' ? fetch(target, init) : target.fetch(`http://localhost${API_PATH}`, init)),
  );
}

/** A refusal: a client error status, or 200 with errors and no data; never a server error. */
export function expectRefused(answer: GraphqlAnswer, limitText: RegExp) {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect([200, 400]).toContain(answer.status);
  expect(answer.json.data ?? null).toBeNull();
  expect(answer.json.errors?.map((error) => error.message).join('\n')).toMatch(limitText);
}

/** Every error message of an answer, one per line. */
export const messagesOf = (answer: GraphqlAnswer) => (answer.json.errors ?? []).map((e) => e.message).join('\n');

/**
 * Asserts that an answer has no GraphQL errors and returns its data: for tests that read what the
 * API answered, not whether it refused.
 */
export async function dataOf<T>(
  target: string | InProcessApi,
  document: DocumentNode | string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = CLIENT_HEADERS,
): Promise<T> {
  const answer = await postGraphql(target, document, variables, headers);
  expect(answer.json.errors, answer.text).toBeUndefined();
  return answer.json.data as T;
}

/** The purchaseVoucher payload of an answer (success, errorCode, customer ids, voucher code). */
export type PurchaseAnswer = {
  success: boolean;
  errorCode?: string | null;
  customer: { id: string; rawId: number } | null;
  voucherPurchaseDetails: { code: string } | null;
};
export const purchased = (answer: GraphqlAnswer) =>
  (answer.json.data as { purchaseVoucher: PurchaseAnswer }).purchaseVoucher;

/** An expiry date (MM/YY) `years` years from now. */
export function futureExpiry(years = 3): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + years) % 100).padStart(2, '0')}`;
}

/** A new idempotency key (8-100 characters). */
export function newIdempotencyKey(label = 'test'): string {
  return `${label}-${randomUUID()}`;
}

export type PurchaseInput = VariablesOf<typeof PurchaseVoucher>['input'];

/**
 * A phone number nobody else in the tests has ("(312) 4xx-xxxx", random): an introductory voucher
 * is one per email and one per phone number, so every new shopper needs both of their own.
 */
export function testPhone(area = '312'): string {
  const digits = String(randomInt(2_000_000, 10_000_000));
  return `(${area}) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** A valid purchase in Chicago (60601) by a new shopper (own email and phone), the success test card and a fresh key. */
export function purchaseInput(overrides: Partial<PurchaseInput> = {}): PurchaseInput {
  const id = randomUUID().slice(0, 8);
  return {
    email: `shopper-${id}@example.com`,
    phone: testPhone(),
    firstName: 'Casey',
    lastName: 'Jordan',
    zipcode: '60601',
    ccNumber: TEST_CARDS.success,
    ccExpiration: futureExpiry(),
    cvc: '123',
    hours: 3,
    idempotencyKey: newIdempotencyKey('purchase'),
    membershipConsent: catalogueConsent(overrides.voucherOption),
    ...overrides,
  };
}

/** count(*) of a table, as a number. */
export async function countRows(db: Database, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row?.n ?? 0;
}

/**
 * A purchase asking for what the API's receipt states beyond what the checkout reads (the site's
 * PurchaseVoucher asks only for the voucher screen's fields): the hours bought and when the card
 * was charged, for the API's tests of them.
 */
export const PurchaseReceiptFacts = /* @__PURE__ */ graphql(`
  mutation PurchaseReceiptFacts($input: PurchaseVoucherInput!) {
    purchaseVoucher(input: $input) {
      success
      message
      voucherPurchaseDetails {
        code
        receipt {
          numHours
          chargedAt
          total
        }
      }
    }
  }
`);
