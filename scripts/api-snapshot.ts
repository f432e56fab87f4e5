/**
 * Build-time snapshot of what the static pages pre-render from the API: the first page of public
 * reviews for each fixed sort, the default cohort's membership pricing and the LMC policy. It runs
 * the reference API in-process on a freshly seeded in-memory database (the same seed every time),
 * so the HTML shows exactly what the live API returns first. Written once per build tree to
 * `<dist root>/.cache/api-snapshot.json` and reused while api/, src/graphql/ and src/domain/ are
 * unchanged; `node scripts/api-snapshot.ts` (re)writes it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { print } from 'graphql';
import { apiSnapshotFile, distRoot, repoRoot } from './lib/dist.ts';
import { LMCPolicyQuery, MembershipPricing, FetchMoreReviews } from '../src/graphql/operations.ts';
import { CLIENT_NAME, CLIENT_NAME_HEADER } from '../src/graphql/endpoint.ts';
import { REVIEW_PAGE_SIZE, SNAPSHOT_SORTS, type ApiSnapshot } from '../src/data/apiSnapshotTypes.ts';

const snapshotFile = apiSnapshotFile;

function inputsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|sql|graphql)$/.test(entry.name) && !entry.name.includes('.test.')) {
        hash.update(relative(repoRoot, path)).update(readFileSync(path));
      }
    }
  };
  for (const dir of ['api', 'src/graphql', 'src/domain', 'src/data/apiSnapshotTypes.ts']) {
    const path = join(repoRoot, dir);
    if (dir.endsWith('.ts')) hash.update(readFileSync(path));
    else walk(path);
  }
  return hash.digest('hex').slice(0, 16);
}

async function generate(hash: string): Promise<ApiSnapshot> {
  const { createApi } = await import('../api/app.ts');
  const { prepareDatabase } = await import('../api/server.ts');
  const db = await prepareDatabase({ ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '' }, () => {});
  const yoga = createApi({ db, production: false });
  const run = async (document: Parameters<typeof print>[0], variables: Record<string, unknown> = {}) => {
    const response = await yoga.fetch('http://snapshot/api/graphql', {
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
  const reviews: Partial<ApiSnapshot['reviews']> = {};
  for (const sort of SNAPSHOT_SORTS) {
    const data: { publicReviews: ApiSnapshot['reviews'][typeof sort] } = await run(FetchMoreReviews, {
      first: REVIEW_PAGE_SIZE,
      filter: { sort },
    });
    reviews[sort] = data.publicReviews;
  }
  const pricing: { voucherCohort: ApiSnapshot['pricing'] } = await run(MembershipPricing, {});
  const lmc: ApiSnapshot['lmc'] = await run(LMCPolicyQuery);
  await db.close();
  return { hash, reviews: reviews as ApiSnapshot['reviews'], pricing: pricing.voucherCohort, lmc };
}

/** The snapshot for the current sources, generated when missing or stale. */
export async function ensureApiSnapshot(): Promise<ApiSnapshot> {
  const hash = inputsHash();
  if (existsSync(snapshotFile)) {
    const cached = JSON.parse(readFileSync(snapshotFile, 'utf8')) as ApiSnapshot;
    if (cached.hash === hash) return cached;
  }
  const snapshot = await generate(hash);
  mkdirSync(join(distRoot, '.cache'), { recursive: true });
  const temporary = `${snapshotFile}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshot));
  renameSync(temporary, snapshotFile);
  return snapshot;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await ensureApiSnapshot();
  console.log(`API snapshot ready in ${((performance.now() - started) / 1000).toFixed(1)} s → ${snapshotFile}`);
}
