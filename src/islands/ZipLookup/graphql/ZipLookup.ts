import { graphql } from '#src/graphql/graphql.ts';

/**
 * What the zip lookup shows (./lookUp.ts, ./ZipResult.tsx): a served region's name, state, rates
 * and counts, else the API's sentence. `arl.CC` is spec §7's, which the island does not show.
 */
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
      }
      ... on ZipcodeFormatError {
        message
      }
    }
  }
`);
