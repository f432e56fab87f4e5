import { graphql } from '#src/graphql/graphql.ts';

/**
 * What the voucher screen (../Success.tsx) reads of a purchase's receipt: where it went, what was
 * charged, the membership's first charge and the terms agreed to.
 */
export const Receipt = /* @__PURE__ */ graphql(`
  fragment Receipt on PurchaseReceipt {
    email
    price
    tax
    total
    membershipFirstCharge {
      amount
      monthlyPrice
      billingPeriod
      freeMonths
    }
    terms
  }
`);
