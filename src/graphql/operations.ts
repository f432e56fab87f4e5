/**
 * Every GraphQL operation the public website sends (spec §7), one document per operation.
 * Operation names are part of the contract with the API (logs, allow-lists, metrics): change
 * them only together with the server. `operations.test.ts` validates every document against
 * `schema.graphql`.
 *
 * Union results select `__typename` so that the inferred result types are discriminated unions
 * (`if (result.__typename === 'ServiceRegion') …`).
 *
 * Every document is marked pure so a page's bundle keeps only the documents its islands use
 * (the checkout's mutations never ship with the deal page).
 */
import { graphql } from './graphql.ts';

// --- Browser location -------------------------------------------------------------------------

export const BrowserState = /* @__PURE__ */ graphql(`
  query BrowserState {
    estimatedBrowserLocation {
      nearbyState
    }
  }
`);

export const FAQBrowserLocation = /* @__PURE__ */ graphql(`
  query FAQBrowserLocation {
    estimatedBrowserLocation {
      memberHourlyRate
    }
  }
`);

export const BrowserLocation = /* @__PURE__ */ graphql(`
  query BrowserLocation {
    estimatedBrowserLocation {
      accuracyRadius
      nearbyCities
      nearbyState
      nearbyZipcode
    }
  }
`);

// --- Service region ---------------------------------------------------------------------------

export const ServiceRegionPrices = /* @__PURE__ */ graphql(`
  query ServiceRegionPrices($zipcode: String!) {
    serviceRegion(zipcode: $zipcode) {
      __typename
      ... on ServiceRegion {
        higherRate
        rate
        salesTaxRate
        arl {
          CC
        }
      }
      ... on UnsupportedServiceRegion {
        message
        nearestServedCity
      }
      ... on ZipcodeFormatError {
        message
      }
    }
  }
`);

export const ServiceRegion = /* @__PURE__ */ graphql(`
  query ServiceRegion($zipcode: String!) {
    serviceRegion(zipcode: $zipcode) {
      __typename
      ... on ServiceRegion {
        numCleaners
        numCustomers
        arl {
          CC
        }
      }
      ... on UnsupportedServiceRegion {
        message
      }
      ... on ZipcodeFormatError {
        message
      }
    }
  }
`);

/** What the zip-lookup island reads: ServiceRegion's selection plus the region's name and rates, and the nearest served city of an unserved zip. */
export const ZipLookup = /* @__PURE__ */ graphql(`
  query ZipLookup($zipcode: String!) {
    serviceRegion(zipcode: $zipcode) {
      __typename
      ... on ServiceRegion {
        name
        state
        rate
        higherRate
        numCleaners
        numCustomers
        arl {
          CC
        }
      }
      ... on UnsupportedServiceRegion {
        message
        nearestServedCity
      }
      ... on ZipcodeFormatError {
        message
      }
    }
  }
`);

// --- Deals page: reviews, location, vouchers -----------------------------------------------------

export const DealsHome = /* @__PURE__ */ graphql(`
  query DealsHome($first: Int, $after: String, $adTracking: AdTrackingInput, $filter: PublicReviewFilter) {
    publicReviews(first: $first, after: $after, adTracking: $adTracking, filter: $filter) {
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
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
      }
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
`);

export const FetchMoreReviews = /* @__PURE__ */ graphql(`
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
      pageInfo {
        startCursor
        endCursor
        hasNextPage
        hasPreviousPage
      }
      edges {
        cursor
        node {
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
      }
    }
  }
`);

export const GetAvailableVouchers = /* @__PURE__ */ graphql(`
  query GetAvailableVouchers {
    availableVouchers {
      remaining
      total
      endsAt
    }
  }
`);

/** The deal page's cohort: its cleaning options and the membership plan it leads to. */
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

export const VoucherPriceAndIntent = /* @__PURE__ */ graphql(`
  query VoucherPriceAndIntent($voucherOption: String, $numHours: Int!, $zipcode: String!, $campaignId: String) {
    price: voucherPrice(
      voucherOption: $voucherOption
      numHours: $numHours
      zipcode: $zipcode
      campaignId: $campaignId
    ) {
      __typename
      ... on VoucherPrice {
        cohort
        numHours
        price
        discount
        salesTaxRate
        tax
        total
      }
      ... on UnsupportedServiceRegion {
        message
      }
      ... on ZipcodeFormatError {
        message
      }
    }
    intent: paymentIntent(
      voucherOption: $voucherOption
      numHours: $numHours
      zipcode: $zipcode
      campaignId: $campaignId
    ) {
      __typename
      ... on PaymentIntent {
        id
        amount
        currency
      }
      ... on UnsupportedServiceRegion {
        message
      }
      ... on ZipcodeFormatError {
        message
      }
    }
  }
`);

export const DealsReferralData = /* @__PURE__ */ graphql(`
  query DealsReferralData($code: String!) {
    customerReferral(code: $code) {
      hostName
    }
  }
`);

export const LMCPolicyQuery = /* @__PURE__ */ graphql(`
  query LMCPolicyQuery {
    newLmcPolicy
    lmcHours
    lmcFlatFee
  }
`);

export const GetSurveySources = /* @__PURE__ */ graphql(`
  query GetSurveySources {
    postPurchaseCustomerSurveySources {
      brand
      sources
    }
  }
`);

// --- Mutations --------------------------------------------------------------------------------

export const RegisterLead = /* @__PURE__ */ graphql(`
  mutation RegisterLead($input: RegisterLeadInput!) {
    registerLead(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
      leadDetails {
        arl {
          CC
          AC
          EC
          OCC
        }
        higherRate
        rate
        salesTaxRate
      }
    }
  }
`);

export const PurchaseVoucher = /* @__PURE__ */ graphql(`
  mutation PurchaseVoucher($input: PurchaseVoucherInput!) {
    purchaseVoucher(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
      voucherPurchaseDetails {
        code
        estimatedLtv
        redirect
      }
      customer {
        id
        rawId
      }
    }
  }
`);

export const PostPurchaseSurvey = /* @__PURE__ */ graphql(`
  mutation PostPurchaseSurvey($input: SubmitSourceSurveyInput!) {
    postPurchaseSurvey(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);

export const JoinVoucherWaitlist = /* @__PURE__ */ graphql(`
  mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {
    joinVoucherWaitlist(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);
