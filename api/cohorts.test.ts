/**
 * The server decides the plan (api/cohorts.ts): a purchase in a voucher cohort the shopper's brand
 * does not offer is refused before anything is charged; a cohort it offers is sold at its price.
 */
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../src/brand/load.ts';
import { PurchaseVoucher } from '../src/graphql/operations.ts';
import { COHORT_NOT_OFFERED_MESSAGE, offeredCohorts } from './cohorts.ts';
import { CLIENT_HEADERS, countRows, inProcessApiPerFile, postGraphql, purchaseInput } from './test-support.ts';

const api = inProcessApiPerFile();
type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];

async function buy(voucherOption: string, origin: string, label: string): Promise<Payload> {
  const input = purchaseInput({ voucherOption, email: `${label}@example.com` });
  const answer = await postGraphql(api.yoga, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, origin });
  expect(answer.json.errors, answer.text).toBeUndefined();
  return (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
}

describe('the server decides the plan', () => {
  it('refuses a cohort the brand does not offer, charging nothing, and sells one it does', async () => {
    const main = (await loadAllBrands()).get('main')!;
    const origin = new URL(main.baseUrl).origin;
    const charges = await countRows(api.db, 'charges');

    // CCF_5 is the catalogue's $19-a-month plan; main offers CCF_1 and CCF_2 only.
    const refused = await buy('CCF_5', origin, 'stranger');
    expect(refused.success).toBe(false);
    expect(refused.message).toBe(COHORT_NOT_OFFERED_MESSAGE);
    expect(refused.voucherPurchaseDetails).toBeNull();
    expect(await countRows(api.db, 'charges')).toBe(charges);

    const sold = await buy('CCF_2', origin, 'assigned');
    expect(sold.success, sold.message).toBe(true);
    expect(await countRows(api.db, 'charges')).toBe(charges + 1);
  }, 60_000);

  it("reads the brand from the Origin, else the server's own brand; staging offers every cohort outside production", async () => {
    const brands = await loadAllBrands();
    const staging = new URL(brands.get('staging')!.baseUrl).origin;
    const main = new URL(brands.get('main')!.baseUrl).origin;
    expect([...(await offeredCohorts(main, { production: false }))]).toEqual(['CCF_1', 'CCF_2']);
    expect((await offeredCohorts(staging, { production: false })).has('CCF_5')).toBe(true);
    expect([...(await offeredCohorts('http://127.0.0.1:4401', { production: false, serverBrand: 'main' }))]).toEqual([
      'CCF_1',
      'CCF_2',
    ]);
  });
});
