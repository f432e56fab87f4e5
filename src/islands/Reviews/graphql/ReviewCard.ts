import { graphql } from '#src/graphql/graphql.ts';

/**
 * What a review card shows (the Reviews island's ReviewCard, the /reviews/ page's structured
 * data): the one selection of a review's fields, spread by ReviewPage (DealsHome, FetchMoreReviews).
 */
export const ReviewCard = /* @__PURE__ */ graphql(`
  fragment ReviewCard on PublicReview {
    id
    body
    stars
    received
    publicLocation
    customer {
      firstName
      lastName
    }
  }
`);
