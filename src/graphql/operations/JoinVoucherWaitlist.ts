import { graphql } from '../graphql.ts';

export const JoinVoucherWaitlist = /* @__PURE__ */ graphql(`
  mutation JoinVoucherWaitlist($input: JoinVoucherWaitlistInput!) {
    joinVoucherWaitlist(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
    }
  }
`);
