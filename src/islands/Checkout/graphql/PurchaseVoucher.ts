import { graphql } from '#src/graphql/graphql.ts';
import { Receipt } from './Receipt.ts';

export const PurchaseVoucher = /* @__PURE__ */ graphql(
  `
    mutation PurchaseVoucher($input: PurchaseVoucherInput!) {
      purchaseVoucher(input: $input) {
        success
        message
        fieldErrors {
          field
          message
        }
        errorCode
        voucherPurchaseDetails {
          code
          estimatedLtv
          redirect
          surveyToken
          receipt {
            ...Receipt
          }
        }
        customer {
          id
          rawId
        }
      }
    }
  `,
  [Receipt],
);
