/**
 * Build-time snapshot of what the static pages pre-render from the API: DealsHome's first page of
 * public reviews (the default sort), the first page of every other visitor-independent review
 * sort (the sort menu of /reviews/), the default cohort's membership pricing and the LMC policy.
 *
 * It runs the reference API in-process (api/app.ts on api/server.ts's prepareDatabase) against a
 * freshly seeded in-memory database. The seed is fixed (reviews are dated back from a fixed
 * anchor), so the HTML shows exactly what the live API answers first.
 *
 * Written atomically to `<dist root>/.snapshot/api.json` and reused while a hash of its inputs
 * (api/, src/graphql/, src/domain/, the snapshot's own code, package-lock.json) is unchanged.
 * scripts/build.ts calls ensureApiSnapshot() once before the brand builds; src/data/apiSnapshot.ts
 * runs this file (`node scripts/lib/api-snapshot.ts`) when Astro builds or serves on its own.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { print } from 'graphql';
import { apiSnapshotFile, repoRoot } from './dist.ts';
import { DealsHome, FetchMoreReviews, LMCPolicyQuery, MembershipPricing } from '../../src/graphql/operations.ts';
import { CLIENT_NAME, CLIENT_NAME_HEADER } from '../../src/graphql/endpoint.ts';
import {
  DEFAULT_REVIEW_SORT,
  REVIEW_PAGE_SIZE,
  SNAPSHOT_SORTS,
  type ApiSnapshot,
  type ReviewConnection,
} from '../../src/data/apiSnapshotTypes.ts';

/** Folders whose sources decide what the snapshot holds (test files excepted). */
const inputDirs = ['api', 'src/graphql', 'src/domain'];
/** Single files that do too: the snapshot's code and shape, and the locked dependency versions. */
const inputFiles = ['scripts/lib/api-snapshot.ts', 'src/data/apiSnapshotTypes.ts', 'package-lock.json'];

/** A short hash of every input; a snapshot with another hash is stale. */
export function snapshotInputsHash(root = repoRoot): string {
  const hash = createHash('sha256');
  const add = (path: string) => hash.update(relative(root, path)).update('\0').update(readFileSync(path));
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx|sql|graphql|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) add(path);
    }
  };
  for (const dir of inputDirs) walk(join(root, dir));
  for (const file of inputFiles) if (existsSync(join(root, file))) add(join(root, file));
  return hash.digest('hex').slice(0, 16);
}

type Run = <T>(document: Parameters<typeof print>[0], variables?: Record<string, unknown>) => Promise<T>;

/** Seeds an in-memory database, asks the API what the pages need, and closes it again. */
export async function generateApiSnapshot(hash: string): Promise<ApiSnapshot> {
  const { createApi } = await import('../../api/app.ts');
  const { prepareDatabase } = await import('../../api/server.ts');
  const { createLogger } = await import('../../api/log.ts');
  const db = await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, () => {});
  try {
    const yoga = createApi({ db, production: false, logger: createLogger({ level: 'silent' }) });
    const run: Run = async (document, variables = {}) => {
      const response = await yoga.fetch('http://snapshot.invalid/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', [CLIENT_NAME_HEADER]: CLIENT_NAME },
        body: JSON.stringify({ query: print(document), variables }),
      });
      const answer = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
      if (answer.errors?.length || !answer.data) {
        throw new Error(`API snapshot: ${answer.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
      }
      return answer.data as never;
    };
    // The deal page's own first query, exactly as the page would send it (default sort).
    const home = await run<{ publicReviews: ReviewConnection }>(DealsHome, { first: REVIEW_PAGE_SIZE });
    const reviews = { [DEFAULT_REVIEW_SORT]: home.publicReviews } as ApiSnapshot['reviews'];
    for (const sort of SNAPSHOT_SORTS) {
      if (sort === DEFAULT_REVIEW_SORT) continue;
      const page = await run<{ publicReviews: ReviewConnection }>(FetchMoreReviews, {
        first: REVIEW_PAGE_SIZE,
        filter: { sort },
      });
      reviews[sort] = page.publicReviews;
    }
    const pricing = await run<{ voucherCohort: ApiSnapshot['pricing'] }>(MembershipPricing);
    const lmc = await run<ApiSnapshot['lmc']>(LMCPolicyQuery);
    return { hash, pageSize: REVIEW_PAGE_SIZE, reviews, pricing: pricing.voucherCohort, lmc };
  } finally {
    await db.close();
  }
}

function readSnapshot(file: string): ApiSnapshot | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ApiSnapshot;
  } catch {
    return undefined; // missing or half-written by an older tool: make a new one
  }
}

/**
 * The snapshot for the current sources: the file when its hash matches, else a new one written
 * atomically (temporary file + rename, so a parallel reader never sees half a file).
 */
export async function ensureApiSnapshot(file = apiSnapshotFile): Promise<{ snapshot: ApiSnapshot; reused: boolean }> {
  const hash = snapshotInputsHash();
  const cached = readSnapshot(file);
  if (cached?.hash === hash) return { snapshot: cached, reused: true };
  const snapshot = await generateApiSnapshot(hash);
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshot));
  renameSync(temporary, file);
  return { snapshot, reused: false };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { reused } = await ensureApiSnapshot();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.error(`API snapshot ${reused ? 'up to date' : `written in ${seconds} s`}: ${apiSnapshotFile}`);
}
