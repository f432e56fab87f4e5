/**
 * The read scenarios: each gets one plain request first (must return data and no errors), then a
 * 1.5 s warm-up run that is not reported, then an 8 s measured run.
 */
import {
  FetchMoreReviews,
  FRAGMENT_CHAIN,
  farPages,
  MOST_EXPENSIVE,
  nearPages,
  ServiceRegion,
  TOO_MANY_ALIASES,
  Trivial,
  TrivialDb,
  ZIPCODES,
} from './documents.ts';
import type { ResultOf } from 'gql.tada';
import { BenchAbort, op, request, round, typedOp, type Operation } from './http.ts';
import { load, type Measured, type Scenario } from './load.ts';
import { progress } from '../perfDoc.ts';

const WARMUP_SECONDS = 1.5;
const MEASURE_SECONDS = 8;
export const RATE = 500;
export const CLOSEST_RATE = 300;
export const DEEP_OFFSET = 4000;
export const LOADED = 'DB trivial query @ 50/s, 4 clients loop the most expensive';
export const ATTACKED = 'Trivial query @ 200/s under attack';
export const CLOSEST = `Reviews LOCATION_CLOSEST @ ${CLOSEST_RATE}/s`;
export const REGION = `ServiceRegion @ ${RATE}/s`;
export const FIRST_PAGE = 'Reviews first page (max)';
export const DEEP_PAGE = `Reviews after ${DEEP_OFFSET} (max)`;

const reviewsOp = (after: string | null) => typedOp(FetchMoreReviews, { first: 10, after });
const regionOps = ZIPCODES.map((zipcode) => typedOp(ServiceRegion, { zipcode }));

/** The cursor of the `offset`-th review (sort RECENT), walking the connection 50 at a time. */
async function cursorAfter(url: string, offset: number): Promise<string> {
  let seen = 0;
  let after: string | null = null;
  for (;;) {
    const page: ResultOf<typeof FetchMoreReviews> = await request(url, typedOp(FetchMoreReviews, { first: 50, after }));
    const { edges, pageInfo } = page.publicReviews;
    if (seen + edges.length >= offset) return edges[offset - seen - 1]!.cursor;
    seen += edges.length;
    if (!pageInfo.hasNextPage || !pageInfo.endCursor) {
      throw new BenchAbort(`FetchMoreReviews: only ${seen} reviews, the deep-page scenario needs ${offset}`);
    }
    after = pageInfo.endCursor;
  }
}

/** A first and a second nearest-first page for every zip code. */
async function closestOps(url: string): Promise<Operation[]> {
  const operations: Operation[] = [];
  for (const zipcode of ZIPCODES) {
    const filter = { sort: 'LOCATION_CLOSEST', zipcode } as const;
    const first = typedOp(FetchMoreReviews, { first: 10, filter });
    const page = await request(url, first);
    operations.push(
      first,
      typedOp(FetchMoreReviews, { first: 10, filter, after: page.publicReviews.pageInfo.endCursor }),
    );
  }
  return operations;
}

async function checkedRegionOps(url: string): Promise<Operation[]> {
  for (const operation of regionOps) {
    const data = await request(url, operation);
    if (data.serviceRegion.__typename !== 'ServiceRegion') {
      console.warn(`  note: ${operation.variables.zipcode} answers ${data.serviceRegion.__typename}`);
    }
  }
  return regionOps;
}

type Planned = { scenario: Scenario; prepare: (url: string) => Promise<Operation[]> };

const scenarios: Planned[] = [
  {
    scenario: {
      name: LOADED,
      operations: [],
      connections: 5,
      overallRate: 50,
      background: [op(MOST_EXPENSIVE), op(farPages.document), op(nearPages.document)],
      backgroundClients: 4,
    },
    prepare: async (url) => {
      await request(url, op(farPages.document));
      await request(url, op(nearPages.document));
      return [typedOp(TrivialDb, {})];
    },
  },
  {
    scenario: {
      name: ATTACKED,
      operations: [],
      connections: 10,
      overallRate: 200,
      background: [op(MOST_EXPENSIVE), op(FRAGMENT_CHAIN), op(TOO_MANY_ALIASES)],
    },
    prepare: async (url) => {
      await request(url, op(MOST_EXPENSIVE));
      return [typedOp(Trivial, {})];
    },
  },
  { scenario: { name: CLOSEST, operations: [], connections: 10, overallRate: CLOSEST_RATE }, prepare: closestOps },
  {
    scenario: { name: REGION, operations: regionOps, connections: 20, overallRate: RATE },
    prepare: checkedRegionOps,
  },
  {
    scenario: { name: FIRST_PAGE, operations: [], connections: 10 },
    prepare: async (url) => {
      await request(url, reviewsOp(null));
      return [reviewsOp(null)];
    },
  },
  {
    scenario: { name: DEEP_PAGE, operations: [], connections: 10 },
    prepare: async (url) => {
      const operation = reviewsOp(await cursorAfter(url, DEEP_OFFSET));
      await request(url, operation);
      return [operation];
    },
  },
];

export type ReadFigures = {
  rows: Record<string, Record<string, number>>;
  measured: Map<string, Measured>;
  /** The server answered with errors in a measured run. */
  failed: boolean;
};

function row(m: Measured): Record<string, number> {
  return {
    'req/s (avg)': Math.round(m.requestsPerSecond),
    requests: m.requests,
    'p50 ms': round(m.p50),
    'p99 ms': round(m.p99),
    'max ms': round(m.max),
    // Non-2xx answers, connection errors, timeouts and GraphQL errors: 0 in a run that counts.
    failed: m.non2xx + m.errors + m.timeouts + m.graphqlErrors,
  };
}

/** Runs every read scenario into `figures` (filled as it goes, so an abort keeps what ran). */
export async function runReads(url: string, figures: ReadFigures): Promise<void> {
  for (const { scenario, prepare } of scenarios) {
    progress(`${scenario.name}: checking, warming up ${WARMUP_SECONDS} s, measuring ${MEASURE_SECONDS} s…`);
    const run = { ...scenario, operations: await prepare(url) };
    await load(url, run, WARMUP_SECONDS);
    const m = await load(url, run, MEASURE_SECONDS);
    figures.measured.set(scenario.name, m);
    if (m.non2xx || m.errors || m.timeouts || m.graphqlErrors) {
      figures.failed = true;
      console.error(
        `${scenario.name}: ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts, ${m.graphqlErrors} GraphQL errors`,
      );
    }
    figures.rows[scenario.name] = row(m);
  }
}
