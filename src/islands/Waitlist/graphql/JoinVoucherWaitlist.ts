import { FormResult } from '../../shared/form/graphql/FormResult.ts';
import { graphql } from '#src/graphql/graphql.ts';

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
