import { graphql } from '../graphql.ts';

/** Spec §7's operation that no island sends: the API answers it, and its tests and bench send it. */
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
