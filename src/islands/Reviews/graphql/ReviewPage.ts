import { ReviewCard } from './ReviewCard.ts';
import { graphql } from '#src/graphql/graphql.ts';

/**
 * A page of reviews: its cursors and the ReviewCard of each review, the one selection of a
 * PublicReviewConnection, spread by DealsHome (the first page) and FetchMoreReviews (the next ones).
 */
export const ReviewPage = /* @__PURE__ */ graphql(
  `
    fragment ReviewPage on PublicReviewConnection {
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
          ...ReviewCard
        }
      }
    }
  `,
  [ReviewCard],
);
