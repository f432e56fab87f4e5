import { graphql } from '#src/graphql/graphql.ts';

/** What the order summary reads of a voucher's price (../totals.ts `Quote`): the figures it states. */
export const Quote = /* @__PURE__ */ graphql(`
  fragment Quote on VoucherPrice {
    numHours
    price
    discount
    salesTaxRate
    tax
    total
  }
`);
