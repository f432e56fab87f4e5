import { FormResult } from '../fragments/FormResult.ts';
import { graphql } from '../graphql.ts';

export const JoinVoucherWaitlist = /* @__PURE__ */ graphql(
  `
    mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {
      joinVoucherWaitlist(input: $input) {
        ...FormResult
      }
    }
  `,
  [FormResult],
);
