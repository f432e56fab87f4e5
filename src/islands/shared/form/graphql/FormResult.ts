import { graphql } from '#src/graphql/graphql.ts';

/**
 * What a form's mutation answers (MutationResult: the waitlist, the post-purchase survey): whether
 * it was taken, the message to show, and a message for each field that was refused.
 */
export const FormResult = /* @__PURE__ */ graphql(`
  fragment FormResult on MutationResult {
    success
    message
    fieldErrors {
      field
      message
    }
  }
`);
