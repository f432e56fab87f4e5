import { ReviewPage } from './ReviewPage.ts';
import { graphql } from '#src/graphql/graphql.ts';

export const FetchMoreReviews = /* @__PURE__ */ graphql(
  `
    query FetchMoreReviews(
      $first: Int
      $after: String
      $last: Int
      $before: String
      $adTracking: AdTrackingInput
      $filter: PublicReviewFilter
    ) {
      publicReviews(
        first: $first
        after: $after
        last: $last
        before: $before
        adTracking: $adTracking
        filter: $filter
      ) {
        ...ReviewPage
      }
    }
  `,
  [ReviewPage],
);
