import { graphql } from '#src/graphql/graphql.ts';

export const RegisterLead = /* @__PURE__ */ graphql(`
  mutation RegisterLead($input: RegisterLeadInput!) {
    registerLead(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
      leadDetails {
        arl {
          CC
          AC
          EC
          OCC
        }
        higherRate
        rate
        salesTaxRate
      }
    }
  }
`);
