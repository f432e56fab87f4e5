import { graphql } from '#src/graphql/graphql.ts';

export const GetSurveySources = /* @__PURE__ */ graphql(`
  query GetSurveySources {
    postPurchaseCustomerSurveySources {
      brand
      sources
    }
  }
`);
