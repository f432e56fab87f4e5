import { graphql } from '#src/graphql/graphql.ts';

export const LMCPolicyQuery = /* @__PURE__ */ graphql(`
  query LMCPolicyQuery {
    newLmcPolicy
    lmcHours
    lmcFlatFee
  }
`);
