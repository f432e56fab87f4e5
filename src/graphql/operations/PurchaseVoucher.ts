import { graphql } from '../graphql.ts';

export const PurchaseVoucher = /* @__PURE__ */ graphql(`
  mutation PurchaseVoucher($input: PurchaseVoucherInput!) {
    purchaseVoucher(input: $input) {
      success
      message
      fieldErrors {
        field
        message
      }
      voucherPurchaseDetails {
        code
        estimatedLtv
        redirect
        surveyToken
      }
      customer {
        id
        rawId
      }
    }
  }
`);
