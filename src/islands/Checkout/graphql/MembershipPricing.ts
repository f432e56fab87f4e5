import { graphql } from '#src/graphql/graphql.ts';

/** The visitor's cohort: its cleaning options and the membership plan it leads to (`CohortData` in src/domain/pricing.ts). */
export const MembershipPricing = /* @__PURE__ */ graphql(`
  query MembershipPricing($code: String) {
    voucherCohort(code: $code) {
      code
      isDefault
      billingPeriod
      options {
        num_hours
        price
      }
      plan {
        key
        cancellation_fee
        foreverclean_forced
        foreverclean_monthly_price
        foreverclean_free_months
        foreverclean_cancellation_fee_min_months
        foreverclean_cancellation_fee
        foreverclean_cancellation_policy
        options {
          name
          description
          num_hours
          price
          additional_discount
          undiscounted_price
        }
      }
    }
  }
`);
