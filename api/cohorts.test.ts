/**
 * The server decides the plan (api/cohorts.ts): a purchase in a voucher cohort the shopper does not
 * hold (not the brand's, or not the one their stable id gives) is refused before anything is
 * charged; their own is sold at its price.
 */
import { catalogueConsent } from '../src/catalog/membershipConsent.ts';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { loadAllBrands } from '../src/brand/load.ts';
import { MembershipPricing, PurchaseVoucher } from '#tests/lib/operations.ts';
import { defaultCohortData } from '../src/catalog/defaultOffer.ts';
import { COHORT_NOT_OFFERED_MESSAGE, heldCohorts } from './cohorts.ts';
import { visitorIdFor } from '#tests/lib/visitors.ts';
import { assign, pricedExperiment } from '../src/brand/experiments.ts';
import { CLIENT_HEADERS, countRows, dataOf, inProcessApiPerFile, postGraphql, purchaseInput } from './test-support.ts';

const api = inProcessApiPerFile();
type Payload = ResultOf<typeof PurchaseVoucher>['purchaseVoucher'];

async function buy(
  voucherOption: string | null,
  origin: string,
  label: string,
  visitorId: string | null = null,
  /** The cohort whose terms the shopper agreed to beside Buy (default: the one named). */
  agreedTo: string | null = voucherOption,
): Promise<Payload> {
  const membershipConsent = catalogueConsent(agreedTo);
  const input = purchaseInput({ voucherOption, visitorId, email: `${label}@example.com`, membershipConsent });
  const answer = await postGraphql(api.yoga, PurchaseVoucher, { input }, { ...CLIENT_HEADERS, origin });
  expect(answer.json.errors, answer.text).toBeUndefined();
  return (answer.json.data as ResultOf<typeof PurchaseVoucher>).purchaseVoucher;
}

describe('the server decides the plan', () => {
  it("charges a live brand's visitor only in the cohort their stable id gives, as the page showed it", async () => {
    const main = (await loadAllBrands()).get('main')!;
    const origin = new URL(main.baseUrl).origin;
    const charges = await countRows(api.db, 'charges');
    const monthly = (answer: Payload) => answer.voucherPurchaseDetails?.receipt.membershipFirstCharge.amount;

    // CCF_5 is the catalogue's $19-a-month plan; main offers CCF_1 ($49) and CCF_2 ($39) only.
    for (const [code, id, why] of [
      ['CCF_5', visitorIdFor(main, 'CCF_1'), 'a cohort the brand does not offer'],
      ['CCF_2', visitorIdFor(main, 'CCF_1'), "another visitor's cohort"],
      ['CCF_1', visitorIdFor(main, 'CCF_2'), "another visitor's cohort (cheaper is not the point: it is not theirs)"],
      ['CCF_2', null, 'a cohort other than the control, without an id'],
    ] as const) {
      const refused = await buy(code, origin, `stranger-${code}-${id}`, id);
      expect(refused.success, why).toBe(false);
      expect(refused.errorCode).toBe('COHORT_NOT_OFFERED');
      expect(refused.message).toBe(COHORT_NOT_OFFERED_MESSAGE);
      expect(refused.voucherPurchaseDetails).toBeNull();
    }
    expect(await countRows(api.db, 'charges')).toBe(charges);

    const own = await buy('CCF_2', origin, 'assigned', visitorIdFor(main, 'CCF_2'));
    expect(own.success, own.message).toBe(true);
    expect(monthly(own)).toBe(39);
    // No code (or an unknown one) is the visitor's own cohort, never the catalogue's default.
    const unnamed = await buy(null, origin, 'unnamed', visitorIdFor(main, 'CCF_2'), 'CCF_2');
    expect(monthly(unnamed)).toBe(39);
    const unknown = await buy('NO_SUCH_COHORT', origin, 'unknown', visitorIdFor(main, 'CCF_2'), 'CCF_2');
    expect(monthly(unknown)).toBe(39);
    // Agents see the control and are charged it (the checkout sends them no id).
    const agent = await buy(null, origin, 'agent');
    expect(monthly(agent)).toBe(49);
    expect(await countRows(api.db, 'charges')).toBe(charges + 4);
  }, 60_000);

  it("reads the brand from the Origin, else the server's own brand; staging offers every cohort outside production", async () => {
    const brands = await loadAllBrands();
    const main = brands.get('main')!;
    const staging = new URL(brands.get('staging')!.baseUrl).origin;
    const mainOrigin = new URL(main.baseUrl).origin;
    const id = visitorIdFor(main, 'CCF_2');
    expect([...(await heldCohorts(mainOrigin, id, { production: false }))]).toEqual(['CCF_2']);
    expect([...(await heldCohorts(mainOrigin, null, { production: false }))]).toEqual(['CCF_1']);
    // An id longer than any the head script makes is no id; '' (no storage) is an id like any other.
    expect([...(await heldCohorts(mainOrigin, 'x'.repeat(65), { production: false }))]).toEqual(['CCF_1']);
    const blocked = assign('', pricedExperiment(main));
    expect([...(await heldCohorts(mainOrigin, '', { production: false }))]).toEqual([blocked]);
    expect((await heldCohorts(staging, id, { production: false })).has('CCF_5')).toBe(true);
    // The same process asked in production mode: staging's Origin no longer opens every cohort.
    expect((await heldCohorts(staging, id, { production: true })).has('CCF_5')).toBe(false);
    expect([...(await heldCohorts('http://127.0.0.1:4401', id, { production: false, serverBrand: 'main' }))]).toEqual([
      'CCF_2',
    ]);
  });
});

describe('membership pricing', () => {
  it('the default cohort the API serves is exactly what the deal page renders at build time', async () => {
    const { voucherCohort } = await dataOf<ResultOf<typeof MembershipPricing>>(api.yoga, MembershipPricing, {
      code: null,
    });
    const { isDefault, ...served } = voucherCohort;
    expect(isDefault).toBe(true);
    const { plan, ...built } = defaultCohortData();
    const { plan: servedPlan, ...servedCohort } = served;
    expect(servedCohort).toEqual(built);
    expect(servedPlan).toMatchObject(plan); // the API's plan also has fields the page does not read
  });
});
