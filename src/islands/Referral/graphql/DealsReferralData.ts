import { graphql } from '#src/graphql/graphql.ts';

export const DealsReferralData = /* @__PURE__ */ graphql(`
  query DealsReferralData($code: String!) {
    customerReferral(code: $code) {
      hostName
    }
  }
`);
