import { graphql } from '#src/graphql/graphql.ts';

/**
 * What the zip lookup shows of a zip code's region (./lookUp.ts, ../ZipResult.tsx): a served
 * region's name, state, rates and counts, else the API's sentence.
 */
export const ZipAnswer = /* @__PURE__ */ graphql(`
  fragment ZipAnswer on ServiceRegionResult {
    __typename
    ... on ServiceRegion {
      name
      state
      rate
      higherRate
      numCleaners
      numCustomers
    }
    ... on UnsupportedServiceRegion {
      message
    }
    ... on ZipcodeFormatError {
      message
    }
  }
`);
