import { graphql } from '#src/graphql/graphql.ts';
import { Quote } from './Quote.ts';

export const VoucherPriceAndIntent = /* @__PURE__ */ graphql(
  `
    query VoucherPriceAndIntent($voucherOption: String, $numHours: Int!, $zipcode: String!, $campaignId: String) {
      price: voucherPrice(
        voucherOption: $voucherOption
        numHours: $numHours
        zipcode: $zipcode
        campaignId: $campaignId
      ) {
        __typename
        ... on VoucherPrice {
          ...Quote
        }
        ... on UnsupportedServiceRegion {
          message
        }
        ... on ZipcodeFormatError {
          message
        }
      }
      intent: paymentIntent(
        voucherOption: $voucherOption
        numHours: $numHours
        zipcode: $zipcode
        campaignId: $campaignId
      ) {
        __typename
        ... on PaymentIntent {
          id
          amount
          currency
        }
        ... on UnsupportedServiceRegion {
          message
        }
        ... on ZipcodeFormatError {
          message
        }
      }
    }
  `,
  [Quote],
);
