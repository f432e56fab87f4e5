/**
 * Sales tax on a cleaning is the home's: the rate of the state of the home being cleaned (the zip
 * code's state), never of the service area that sends the cleaner. A home in Hoboken, NJ served
 * from New York pays New Jersey's rate; Vancouver, WA served from Portland, OR pays Washington's.
 * One table, read by the API's quote and purchase (api/resolvers/regions.ts) and by every page that
 * states a tax or a price with tax (the location directory), through `homeSalesTaxRate`.
 *
 * The rates are combined state and typical local rates for the states that tax residential cleaning
 * services; a state not listed does not tax them. The data has no locality below the state, so one
 * rate stands for the whole state (docs/checkout.md, "Sales tax: the home's"). Reference data, not
 * tax advice: a production deployment replaces the table with its tax provider's rates by zip code.
 */

/** Where the rates come from and when they were taken. */
export const SALES_TAX_SOURCE = {
  source:
    "the reference API's tax table: combined state and typical local rates of the states that tax residential cleaning services",
  asOf: '2026-11-22',
} as const;

/** Rate (a fraction) by the home's state, for the states that tax residential cleaning. */
export const CLEANING_SALES_TAX: Readonly<Record<string, number>> = {
  TX: 0.0825,
  NM: 0.07625,
  HI: 0.04712,
  DC: 0.06,
  CT: 0.0635,
  OH: 0.0725,
  PA: 0.06,
  NY: 0.08875,
  TN: 0.0975,
  WA: 0.1025,
  IA: 0.07,
  SD: 0.062,
  WV: 0.06,
};

/** The sales tax rate on cleaning a home in `state` (its postal code, any case): 0 where the state does not tax it. */
export function homeSalesTaxRate(state: string): number {
  return CLEANING_SALES_TAX[state.trim().toUpperCase()] ?? 0;
}
