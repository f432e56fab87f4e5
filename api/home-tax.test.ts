/**
 * Sales tax is the home's (src/domain/salesTax.ts): every served zip code across a state line from
 * its service area (Hoboken, NJ from New York; Vancouver, WA from Portland, OR; Arlington, VA and
 * Bethesda, MD from Washington, DC …) is quoted and charged its own state's rate, the rate the city
 * pages state (the same `homeSalesTaxRate`), and reads its own state's consent texts.
 */
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { withSalesTax } from '../src/domain/charges.ts';
import { homeSalesTaxRate } from '../src/domain/salesTax.ts';
import { PurchaseVoucher, VoucherPriceAndIntent } from '#tests/lib/operations.ts';
import { findRegion } from './resolvers/regions.ts';
import { dataOf, inProcessApiPerFile, postGraphql, purchaseInput } from './test-support.ts';

const api = inProcessApiPerFile();

describe('sales tax of the home, not of the area serving it', () => {
  it('every served zip across a state line is taxed at its own state’s rate', async () => {
    const across = await api.db.query<{ zip: string; state: string; region_state: string }>(
      `SELECT z.zip, z.state, r.state AS region_state FROM zipcodes z JOIN service_regions r ON r.id = z.region_id
       WHERE z.state <> r.state ORDER BY z.zip`,
    );
    // About 1,160 zip codes in some 23 state pairs.
    expect(across.length).toBeGreaterThan(1000);
    expect(new Set(across.map((row) => `${row.state}<${row.region_state}`)).size).toBeGreaterThan(15);
    const wrong: string[] = [];
    for (const row of across) {
      const region = await findRegion(api.db, row.zip);
      if (region.__typename !== 'ServiceRegion' || region.salesTaxRate !== homeSalesTaxRate(row.state)) {
        wrong.push(`${row.zip} ${row.state} (served from ${row.region_state})`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('quotes and charges Vancouver, WA at Washington’s rate and Hoboken, NJ at New Jersey’s, not their areas’', async () => {
    for (const [zipcode, state, areaState] of [
      ['98660', 'WA', 'OR'],
      ['07030', 'NJ', 'NY'],
      ['22201', 'VA', 'DC'],
    ] as const) {
      const [row] = await api.db.query<{ state: string; region_state: string }>(
        'SELECT z.state, r.state AS region_state FROM zipcodes z JOIN service_regions r ON r.id = z.region_id WHERE z.zip = $1',
        [zipcode],
      );
      expect(row).toEqual({ state, region_state: areaState });
      const rate = homeSalesTaxRate(state);
      expect(rate).not.toBe(homeSalesTaxRate(areaState));
      const { price } = await dataOf<ResultOf<typeof VoucherPriceAndIntent>>(api.yoga, VoucherPriceAndIntent, {
        numHours: 3,
        zipcode,
        voucherOption: null,
      });
      if (price.__typename !== 'VoucherPrice') throw new Error(`${zipcode} not priced`);
      expect(price.salesTaxRate).toBe(rate);
      expect(price.tax).toBe(withSalesTax(price.price, rate).tax);
      const input = purchaseInput({ zipcode });
      const answer = await postGraphql(api.yoga, PurchaseVoucher, { input });
      const bought = (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
      expect(bought.success, answer.text).toBe(true);
      const [charge] = await api.db.query<{ tax_cents: number }>(
        'SELECT tax_cents FROM charges WHERE idempotency_key = $1',
        [input.idempotencyKey],
      );
      expect(charge!.tax_cents).toBe(Math.round(withSalesTax(price.price, rate).tax * 100));
    }
  }, 60_000);
});
