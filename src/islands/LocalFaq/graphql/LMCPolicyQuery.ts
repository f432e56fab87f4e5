import { graphql } from '../graphql.ts';

export const LMCPolicyQuery = /* @__PURE__ */ graphql(`
  query LMCPolicyQuery {
    newLmcPolicy
    lmcHours
    lmcFlatFee
  }
`);
