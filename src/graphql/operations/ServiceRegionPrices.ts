import { graphql } from '../graphql.ts';

/** Spec §7's operation that no island sends: the API answers it, and its tests and bench send it. */
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
