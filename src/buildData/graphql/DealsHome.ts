import { ReviewPage } from '../../islands/Reviews/graphql/ReviewPage.ts';
import { graphql } from '../../graphql/graphql.ts';

/** The build's snapshot of the deal page's data (build-data/api-snapshot.ts): its first reviews page, the location and the vouchers. */
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
