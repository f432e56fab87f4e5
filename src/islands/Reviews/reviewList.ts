/**
 * The review list's pagination rules (spec §4), as pure functions the island and its tests share:
 * a page fetched with an `after` cursor is appended, with a `before` cursor prepended, with no
 * cursor it replaces the list; edges whose node is no longer readable are dropped. Before the
 * first fetch the page info says there may be more (hasNextPage true) and nothing earlier.
 */
import type { AdTracking } from '../../telemetry/visit.ts';
import type { ReviewCard } from './graphql/ReviewCard.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { reviewListWords } from '../../copy/pages.ts';
import { fill } from '../../copy/fill.ts';

type ReviewFields = ResultOf<typeof ReviewCard>;

/**
 * A review as a card shows it: the ReviewCard fragment's fields, where a card also copes with a
 * review whose customer is gone (shown as "A customer").
 */
export type Review = Omit<ReviewFields, 'customer'> & { customer: ReviewFields['customer'] | null };

export type Edge = { cursor: string; node: Review };
export type PageInfo = { startCursor: string; endCursor: string; hasNextPage: boolean; hasPreviousPage: boolean };
export type ReviewList = { edges: Edge[]; pageInfo: PageInfo };

/** What the API answers: nodes may be null (deleted or hidden since the cursor was issued). */
export type ReviewPage = {
  edges: ({ cursor: string; node: Partial<Review> | null } | null)[];
  pageInfo: {
    startCursor?: string | null;
    endCursor?: string | null;
    hasNextPage: boolean;
    hasPreviousPage: boolean;
  };
};

export const initialPageInfo: PageInfo = { startCursor: '', endCursor: '', hasNextPage: true, hasPreviousPage: false };

export const emptyList: ReviewList = { edges: [], pageInfo: initialPageInfo };

function isReadable(node: Partial<Review> | null | undefined): node is Review {
  return Boolean(
    node &&
    typeof node.id === 'string' &&
    typeof node.body === 'string' &&
    node.body.trim() !== '' &&
    typeof node.stars === 'number' &&
    node.stars >= 1 &&
    node.stars <= 5 &&
    typeof node.received === 'string',
  );
}

/** The readable edges of a page, in order. */
export function readableEdges(page: ReviewPage): Edge[] {
  return page.edges.flatMap((edge) =>
    edge && isReadable(edge.node) ? [{ cursor: edge.cursor, node: edge.node }] : [],
  );
}

export type Direction = { after: string } | { before: string } | Record<string, never>;

/** Merges a fetched page into the list according to the cursor it was fetched with. */
export function applyPage(list: ReviewList, page: ReviewPage, direction: Direction): ReviewList {
  const incoming = readableEdges(page);
  const info = page.pageInfo;
  const without = (edges: Edge[], ids: Set<string>) => edges.filter((edge) => !ids.has(edge.node.id));
  if ('after' in direction) {
    const ids = new Set(incoming.map((edge) => edge.node.id));
    return {
      edges: [...without(list.edges, ids), ...incoming],
      pageInfo: {
        ...list.pageInfo,
        endCursor: info.endCursor ?? list.pageInfo.endCursor,
        hasNextPage: info.hasNextPage,
      },
    };
  }
  if ('before' in direction) {
    const ids = new Set(incoming.map((edge) => edge.node.id));
    return {
      edges: [...incoming, ...without(list.edges, ids)],
      pageInfo: {
        ...list.pageInfo,
        startCursor: info.startCursor ?? list.pageInfo.startCursor,
        hasPreviousPage: info.hasPreviousPage,
      },
    };
  }
  return {
    edges: incoming,
    pageInfo: {
      startCursor: info.startCursor ?? '',
      endCursor: info.endCursor ?? '',
      hasNextPage: info.hasNextPage,
      hasPreviousPage: info.hasPreviousPage,
    },
  };
}

/** "Maria G." from the customer's first name and last initial; `anonymous` ("A customer") when unknown. */
export function reviewerName(review: Review, anonymous: string): string {
  const name = [review.customer?.firstName, review.customer?.lastName].filter(Boolean).join(' ').trim();
  return name || anonymous;
}

/** Review dates in one fixed zone so the pre-rendered HTML and the island agree. */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The orders the API sorts reviews in, as the sort menu lists them. */
export const REVIEW_SORTS = ['RECENT', 'RATING_HIGHEST', 'RATING_LOWEST', 'LOCATION_CLOSEST'] as const;

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** The list's words (src/content/pages/reviews.yaml `list`), each sort's name under its key. */
export type ReviewListWords = ReturnType<typeof reviewListWords>;

export function isReviewSort(value: unknown): value is ReviewSort {
  return (REVIEW_SORTS as readonly unknown[]).includes(value);
}

/** FetchMoreReviews variables for a page of `sort` in a direction (§4: the cursor decides the merge). */
export function pageVariables(sort: ReviewSort, direction: Direction, pageSize: number, adTracking?: AdTracking) {
  const filter = { sort };
  const extra = adTracking ? { adTracking } : {};
  if ('before' in direction) return { last: pageSize, before: direction.before, filter, ...extra };
  if ('after' in direction) return { first: pageSize, after: direction.after, filter, ...extra };
  return { first: pageSize, filter, ...extra };
}

/** What a load did, for the list's polite live region. */
export type LoadKind = 'more' | 'earlier' | 'sort' | 'restore';

/**
 * The sentence the live region says after a load of `kind` left `total` reviews, `added` of them
 * new; `further` tells whether the API has more pages in the direction just loaded. `words`:
 * reviews.yaml `list` (the schema made sure each sentence holds its placeholders).
 */
export function loadAnnouncement(
  load: {
    kind: LoadKind;
    added: number;
    total: number;
    /** The sort's name in the menu. */
    sortName: string;
    further: boolean;
  },
  words: ReviewListWords,
): string {
  const { kind, added, total, sortName, further } = load;
  const values: Record<string, string | number> = {
    reviewsShown: `${total} ${total === 1 ? words.review : words.reviews}`,
    added,
    sortName: sortName.toLowerCase(),
  };
  const say = (sentence: string) => fill(sentence, values);
  if (kind === 'sort') return say(words.sorted);
  if (kind === 'restore') return say(words.restored);
  const more = kind === 'more';
  if (added > 0) {
    if (added === 1) return say(more ? words.oneMoreAdded : words.oneEarlierAdded);
    return say(more ? words.manyMoreAdded : words.manyEarlierAdded);
  }
  if (further) return say(words.emptyPage);
  return say(more ? words.noMore : words.noEarlier);
}

/** Query parameters that keep the reader's place across a reload, a shared link or Back. */
export const PLACE_PARAM = 'reviews';
export const PLACE_SORT_PARAM = 'reviews_sort';

export type Place = { sort: ReviewSort; after?: string };

/** The place a URL's query asks for, or undefined for the pre-rendered first page. */
export function readPlace(search: string, initialSort: ReviewSort): Place | undefined {
  const params = new URLSearchParams(search);
  const after = params.get(PLACE_PARAM)?.trim() || undefined;
  const asked = params.get(PLACE_SORT_PARAM);
  const sort = isReviewSort(asked) ? asked : initialSort;
  if (!after && sort === initialSort) return undefined;
  return after ? { sort, after } : { sort };
}

/** `href` with `place` written into its query (other parameters kept); no place = the first page. */
export function withPlace(href: string, place: Place | undefined, initialSort: ReviewSort): string {
  const url = new URL(href);
  url.searchParams.delete(PLACE_PARAM);
  url.searchParams.delete(PLACE_SORT_PARAM);
  if (place?.after) url.searchParams.set(PLACE_PARAM, place.after);
  if (place && place.sort !== initialSort) url.searchParams.set(PLACE_SORT_PARAM, place.sort);
  return url.href;
}
