import { graphql } from '#src/graphql/graphql.ts';

export const PurchaseVoucher = /* @__PURE__ */ graphql(`
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
          email
          numHours
          price
          discount
          salesTaxRate
          tax
          total
          chargedAt
          membershipFirstCharge {
            amount
            monthlyPrice
            billingPeriod
            freeMonths
          }
          terms
        }
      }
      customer {
        id
        rawId
      }
    }
  }
`);
