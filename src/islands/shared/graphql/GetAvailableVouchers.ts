import { graphql } from '#src/graphql/graphql.ts';

export const GetAvailableVouchers = /* @__PURE__ */ graphql(`
  query GetAvailableVouchers {
    availableVouchers {
      remaining
      total
      endsAt
    }
  }
`);
