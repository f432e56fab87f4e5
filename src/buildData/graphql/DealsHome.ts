import { ReviewPage } from '../fragments/ReviewPage.ts';
import { graphql } from '../graphql.ts';

export const DealsHome = /* @__PURE__ */ graphql(
  `
    query DealsHome($first: Int, $after: String, $adTracking: AdTrackingInput, $filter: PublicReviewFilter) {
      publicReviews(first: $first, after: $after, adTracking: $adTracking, filter: $filter) {
        ...ReviewPage
      }
      estimatedBrowserLocation {
        nearbyZipcode
        nearbyCities
        nearbyState
        nearbyRecentJobs
        memberHourlyRate
        nonmemberHourlyRate
        accuracyRadius
      }
      availableVouchers {
        remaining
        total
        endsAt
      }
    }
  `,
  [ReviewPage],
);
