import { graphql } from '../graphql.ts';

export const GetSurveySources = /* @__PURE__ */ graphql(`
  query GetSurveySources {
    postPurchaseCustomerSurveySources {
      brand
      sources
    }
  }
`);
