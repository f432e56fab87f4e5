import { graphql } from '../graphql.ts';

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
