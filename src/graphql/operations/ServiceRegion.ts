import { graphql } from '../graphql.ts';

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
