import { graphql } from '../graphql.ts';

export const DealsReferralData = /* @__PURE__ */ graphql(`
  query DealsReferralData($code: String!) {
    customerReferral(code: $code) {
      hostName
    }
  }
`);
