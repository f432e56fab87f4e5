/** Shape of the build-time API snapshot (build-data/api-snapshot.ts makes it, pages read it). */
import type { ResultOf } from '../graphql/graphql.ts';
import type { FetchMoreReviews } from '../islands/Reviews/graphql/FetchMoreReviews.ts';
import type { LMCPolicyQuery } from '../islands/LocalFaq/graphql/LMCPolicyQuery.ts';

/** Reviews per page on the deal page, the reviews page and their islands. */
export const REVIEW_PAGE_SIZE = 6;

/** The API's sort when none is given (DealsHome's first page). */
export const DEFAULT_REVIEW_SORT = 'RECENT';

/** Sorts whose first page does not depend on the visitor (LOCATION_CLOSEST does). */
export const SNAPSHOT_SORTS = ['RECENT', 'RATING_HIGHEST', 'RATING_LOWEST'] as const;

export type SnapshotSort = (typeof SNAPSHOT_SORTS)[number];

export type ReviewConnection = ResultOf<typeof FetchMoreReviews>['publicReviews'];

export type ApiSnapshot = {
  /** Hash of the sources it was made from; another hash means it is stale. */
  hash: string;
  /** The data's own date (YYYY-MM-DD): its newest review's; never the build's clock. */
  takenAt: string;
  /** `first` of every review page in it. */
  pageSize: number;
  /** First page per sort; RECENT is DealsHome's own answer. */
  reviews: Record<SnapshotSort, ReviewConnection>;
  lmc: ResultOf<typeof LMCPolicyQuery>;
  /**
   * The rating of every public review the API serves (what /reviews/ pages through): their count
   * and mean stars to one decimal. The reviews page shows it and states it as AggregateRating.
   */
  rating: ReviewRating;
};

/** Count and mean stars of a set of reviews. */
export type ReviewRating = { ratingValue: number; reviewCount: number };

/** The rating of the given star values (mean to one decimal); reviewCount 0 has ratingValue 0. */
export function ratingOf(stars: readonly number[]): ReviewRating {
  if (stars.length === 0) return { ratingValue: 0, reviewCount: 0 };
  const mean = stars.reduce((sum, value) => sum + value, 0) / stars.length;
  return { ratingValue: Math.round(mean * 10) / 10, reviewCount: stars.length };
}
