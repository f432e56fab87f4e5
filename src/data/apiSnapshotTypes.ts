/** Shape of the build-time API snapshot (scripts/api-snapshot.ts writes it, pages read it). */
import type { ResultOf } from '../graphql/graphql.ts';
import type { FetchMoreReviews, LMCPolicyQuery, MembershipPricing } from '../graphql/operations.ts';

/** Reviews per page on the deal page, the reviews page and their islands. */
export const REVIEW_PAGE_SIZE = 6;

/** Sorts whose first page does not depend on the visitor (LOCATION_CLOSEST does). */
export const SNAPSHOT_SORTS = ['RECENT', 'RATING_HIGHEST', 'RATING_LOWEST'] as const;

export type SnapshotSort = (typeof SNAPSHOT_SORTS)[number];

export type ReviewConnection = ResultOf<typeof FetchMoreReviews>['publicReviews'];

export type ApiSnapshot = {
  hash: string;
  reviews: Record<SnapshotSort, ReviewConnection>;
  pricing: ResultOf<typeof MembershipPricing>['voucherCohort'];
  lmc: ResultOf<typeof LMCPolicyQuery>;
};
