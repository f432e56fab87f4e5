/**
 * Build-time snapshot of what the static pages pre-render from the API: DealsHome's first page of
 * public reviews (the default sort), the first page of every other visitor-independent review
 * sort (the sort menu of /reviews/) and the LMC policy. The default offer is not in it: pages
 * render it from the catalogue (src/catalog/defaultOffer.ts), which api/cohorts.test.ts checks the
 * API serves.
 *
 * It runs the reference API in-process (api/app.ts on api/server.ts's prepareDatabase) against a
 * freshly seeded in-memory database. The seed is fixed (reviews are dated back from a fixed
 * anchor), so the HTML shows exactly what the live API answers first. Cached by ./cache.ts while
 * a hash of its inputs (api/, src/graphql/, src/domain/, src/catalog/, the documents it sends, this
 * file, the snapshot's shape, package-lock.json) is unchanged; pages read it as `virtual:publicweb/api-snapshot`.
 */
import { print } from 'graphql';
import { DealsHome } from '../src/buildData/graphql/DealsHome.ts';
import { FetchMoreReviews } from '../src/islands/Reviews/graphql/FetchMoreReviews.ts';
import { LMCPolicyQuery } from '../src/islands/LocalFaq/graphql/LMCPolicyQuery.ts';
import { CLIENT_NAME, CLIENT_NAME_HEADER } from '../src/graphql/endpoint.ts';
import {
  DEFAULT_REVIEW_SORT,
  ratingOf,
  REVIEW_PAGE_SIZE,
  SNAPSHOT_SORTS,
  type ApiSnapshot,
  type ReviewConnection,
} from '../src/buildData/apiSnapshotTypes.ts';
import { inputsHash, type Inputs, type Product } from './cache.ts';
import { repoRoot } from './dist.ts';

/** What decides the snapshot: the API, what it imports from src/, the snapshot's code and shape. */
const inputs: Inputs = {
  dirs: ['api', 'src/graphql', 'src/domain', 'src/catalog', 'src/schemas'],
  // The documents it sends live beside their readers: its own, and the reviews' and the FAQ's.
  files: [
    'build-data/api-snapshot.ts',
    'src/buildData/apiSnapshotTypes.ts',
    'src/buildData/graphql/DealsHome.ts',
    'src/islands/Reviews/graphql/FetchMoreReviews.ts',
    'src/islands/Reviews/graphql/ReviewPage.ts',
    'src/islands/Reviews/graphql/ReviewCard.ts',
    'src/islands/LocalFaq/graphql/LMCPolicyQuery.ts',
    'package-lock.json',
  ],
};

/** A short hash of every input; a snapshot with another hash is stale. */
export function snapshotInputsHash(root = repoRoot): string {
  return inputsHash(inputs, root);
}

/** Whether parsed JSON has everything the pages read; names the first thing missing. */
export function snapshotProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'not a JSON object';
  const snapshot = value as Partial<ApiSnapshot>;
  if (typeof snapshot.hash !== 'string') return 'no hash';
  for (const sort of SNAPSHOT_SORTS) {
    const page = snapshot.reviews?.[sort];
    if (!page || !Array.isArray(page.edges) || typeof page.pageInfo?.hasNextPage !== 'boolean') {
      return `no first page of reviews for sort ${sort}`;
    }
  }
  if (!snapshot.lmc || typeof snapshot.lmc.lmcHours !== 'number') return 'no LMC policy';
  if (
    typeof snapshot.rating?.ratingValue !== 'number' ||
    typeof snapshot.rating.reviewCount !== 'number' ||
    snapshot.rating.reviewCount < 1
  ) {
    return 'no review rating';
  }
  if (typeof snapshot.takenAt !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(snapshot.takenAt)) return 'no takenAt date';
  return undefined;
}

/** Reviews per request while counting them all (the API's largest page). */
const RATING_PAGE_SIZE = 50;

type Run = <T>(document: Parameters<typeof print>[0], variables?: Record<string, unknown>) => Promise<T>;

/** Seeds an in-memory database, asks the API what the pages need, and closes it again. */
export async function generateApiSnapshot(hash: string): Promise<ApiSnapshot> {
  // Imported only when a snapshot is made (the API's dependencies take about a second to load).
  const { createApi } = await import('../api/app.ts');
  const { prepareDatabase } = await import('../api/server.ts');
  const { createLogger } = await import('../api/log.ts');
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
    const lmc = await run<ApiSnapshot['lmc']>(LMCPolicyQuery);
    // The rating the reviews page states: every readable review the API serves, page by page as a
    // reader of /reviews/ would get them (the API has no count or average of its own).
    const stars: number[] = [];
    // The data's own date: its newest review (the seed is fixed, so this is too), never the clock.
    let newest = '';
    for (let after: string | null | undefined = undefined, more = true; more;) {
      const page: { publicReviews: ReviewConnection } = await run(FetchMoreReviews, {
        first: RATING_PAGE_SIZE,
        after,
        filter: { sort: DEFAULT_REVIEW_SORT },
      });
      for (const edge of page.publicReviews.edges) {
        if (!edge.node) continue;
        stars.push(edge.node.stars);
        // The fragment's fields are there at run time; its type masks them.
        const { received } = edge.node as unknown as { received?: string };
        if (received && received.slice(0, 10) > newest) newest = received.slice(0, 10);
      }
      more = page.publicReviews.pageInfo.hasNextPage && page.publicReviews.edges.length > 0;
      after = page.publicReviews.pageInfo.endCursor;
    }
    const rating = ratingOf(stars);
    if (!newest) throw new Error('API snapshot: no review has a date');
    return { hash, takenAt: newest, pageSize: REVIEW_PAGE_SIZE, reviews, lmc, rating };
  } finally {
    await db.close();
  }
}

/** The snapshot as a build data product (./cache.ts). */
export const apiSnapshotProduct: Product<ApiSnapshot> = {
  name: 'api-snapshot',
  inputs,
  compute: generateApiSnapshot,
  problem: snapshotProblem,
};
