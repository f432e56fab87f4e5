import { graphql } from '../graphql.ts';

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
