import { describe, expect, it } from 'vitest';
import { defaultCohortData, defaultOffer } from '../catalog/defaultOffer.ts';
import { cleaningOptions, foreverClean } from './offer.ts';
import { pricingOption } from './cleaningOption.ts';
import { earlyCancellationSentence } from './charges.ts';
import { checkoutHref, months, planTermRows } from './planTerms.ts';
import { chooseOption, offerFromCohort, resolveOffer, type CohortData } from './pricing.ts';

/** A cohort shaped like the API's answer: the $39 plan with a policy and a $25 discount. */
function cohort(overrides: Partial<CohortData> = {}, discount = 0): CohortData {
  const base = defaultCohortData();
  return {
    ...base,
    code: 'FOREVERCLEAN_39_3_25_20',
    options: base.plan.options.map((o) => ({ num_hours: o.num_hours, price: Math.max(1, o.price - discount) })),
    plan: {
      ...base.plan,
      key: 'FOREVERCLEAN_39_POLICY_25',
      foreverclean_monthly_price: 39,
      foreverclean_cancellation_policy:
        'Cancel before 6 paid months and your first cleaning is re-priced at $25 per hour.',
    },
    ...overrides,
  };
}

describe('the default offer (build time)', () => {
  it('is the default cohort: the four options of spec §9 at their prices and the $49 plan', () => {
    expect(defaultOffer.cohort).toBe('CCF_1');
    expect(defaultOffer.options).toEqual([...cleaningOptions]);
    expect(defaultOffer.plan).toEqual({
      key: 'FOREVERCLEAN_49',
      monthlyPrice: foreverClean.monthlyPrice,
      freeMonths: 0,
      minimumMonths: 6,
      cancellationFee: 99,
      cancellationPolicy: null,
      billingPeriod: 'MONTHLY',
    });
  });
});

describe('plan terms', () => {
  it('words every term of the default plan', () => {
    expect(planTermRows(defaultOffer.plan)).toEqual([
      { key: 'membership', value: '$49/month', note: 'plus possible taxes, billed monthly' },
      { key: 'freeMonths', value: 'None', note: 'first charge on the day of your first cleaning' },
      { key: 'minimum', value: '6 paid months', note: 'then cancel any time at no cost' },
      {
        key: 'cancellationFee',
        value: '$99',
        note: "plus the rest of the first cleaning's full price, if you cancel before 6 paid months",
      },
    ]);
    // One sentence that adds up both consequences (was "makes the first cleaning charge full price").
    expect(earlyCancellationSentence(defaultOffer.plan, defaultOffer.options[1]!)).toBe(
      'Cancelling before 6 paid months costs the $99 cancellation fee plus $56 to bring your $19 first cleaning to its full $75 price: $155 in all.',
    );
  });

  it("words free months, other billing periods and a plan's own policy", () => {
    const plan = { ...defaultOffer.plan, freeMonths: 1, billingPeriod: 'QUARTERLY', cancellationPolicy: 'Own rule.' };
    const rows = planTermRows(plan);
    expect(rows[0]?.note).toBe('plus possible taxes, billed every 3 months');
    expect(rows[1]).toMatchObject({ value: '1 free month', note: 'after your first cleaning' });
  });
});

describe('offerFromCohort', () => {
  it("prices each plan option at the cohort's price and keeps the plan's terms", () => {
    const offer = offerFromCohort(cohort({}, 2));
    expect(offer.options.map((o) => [o.name, o.numHours, o.price, o.undiscountedPrice, o.additionalDiscount])).toEqual([
      ['Touch Up', 2, 7, 50, 0.1],
      ['One Bedroom', 3, 17, 75, 0.1],
      ['Two Bedroom', 4, 37, 100, 0.1],
      ['Home Clean', 6, 77, 150, 0.1],
    ]);
    expect(offer.plan).toMatchObject({ monthlyPrice: 39, cancellationPolicy: expect.stringContaining('$25 per hour') });
  });

  it("states a policy plan's full voucher price as its hours at the policy's per-hour price, as early cancellation charges", () => {
    const data = cohort();
    data.plan.foreverclean_cancellation_policy =
      'Cancel before 6 paid months and your first cleaning is re-priced at $35 per hour.';
    const offer = offerFromCohort(data);
    // The card's struck-through figure and the early-cancellation sum name one price ($105 for 3 hours, not $75).
    expect(offer.options.map((o) => o.undiscountedPrice)).toEqual([70, 105, 140, 210]);
    const threeHours = offer.options.find((o) => o.numHours === 3)!;
    expect(earlyCancellationSentence(offer.plan, threeHours)).toContain(`$105 (3 hours at $35 per hour)`);
  });

  it('never prices an option below the $1 floor', () => {
    const offer = offerFromCohort(
      cohort({
        options: [
          { num_hours: 2, price: -5 },
          { num_hours: 3, price: 0.5 },
        ],
      }),
    );
    expect(offer.options.map((o) => o.price)).toEqual([1, 1, 39, 79]);
  });

  it("uses the plan's own price for an option the cohort does not list", () => {
    const offer = offerFromCohort(cohort({ options: [{ num_hours: 3, price: 12 }] }));
    expect(offer.options.map((o) => o.price)).toEqual([9, 12, 39, 79]);
  });

  it('a missing policy is null', () => {
    const data = cohort();
    delete data.plan.foreverclean_cancellation_policy;
    expect(offerFromCohort(data).plan.cancellationPolicy).toBeNull();
  });
});

describe('resolveOffer (fallbacks)', () => {
  it('a known cohort is used with no fallback', () => {
    const { offer, fallbacks } = resolveOffer('FOREVERCLEAN_39_3_25_20', cohort(), defaultOffer);
    expect(offer.plan.monthlyPrice).toBe(39);
    expect(fallbacks).toEqual([]);
  });

  it('no cohort asked for: the default cohort, nothing to report', () => {
    expect(resolveOffer(null, defaultCohortData(), defaultOffer)).toEqual({ offer: defaultOffer, fallbacks: [] });
  });

  it('an unknown cohort answered with the default cohort is reported', () => {
    const { offer, fallbacks } = resolveOffer('NO_SUCH', defaultCohortData(), defaultOffer);
    expect(offer).toEqual(defaultOffer);
    expect(fallbacks).toEqual([{ reason: 'unknown-cohort', detail: expect.stringContaining('"NO_SUCH"') }]);
  });

  it('a cohort without options falls back to the default offer and is reported', () => {
    const empty = cohort({ options: [] });
    empty.plan = { ...empty.plan, options: [] };
    const { offer, fallbacks } = resolveOffer('FOREVERCLEAN_39_3_25_20', empty, defaultOffer);
    expect(offer).toBe(defaultOffer);
    expect(fallbacks.map((f) => f.reason)).toEqual(['no-options']);
  });
});

describe('chooseOption', () => {
  const [touchUp, oneBedroom, twoBedroom, homeClean] = cleaningOptions;
  it('defaults to the 3-hour option', () => {
    expect(chooseOption(cleaningOptions)).toEqual({ option: oneBedroom });
    expect(chooseOption([homeClean, twoBedroom, oneBedroom])).toEqual({ option: oneBedroom });
  });
  it('defaults to the second option when there is no 3-hour one', () => {
    expect(chooseOption([touchUp, twoBedroom, homeClean], null)).toEqual({ option: twoBedroom });
    expect(chooseOption([homeClean])).toEqual({ option: homeClean });
    expect(chooseOption([])).toEqual({ option: undefined });
  });
  it('picks the requested hours', () => {
    expect(chooseOption(cleaningOptions, 6)).toEqual({ option: homeClean });
  });
  it('the pricing experiment: `larger` features the 4-hour option, the control and unknown variants the default', () => {
    expect(chooseOption(cleaningOptions, null, 'larger')).toEqual({ option: twoBedroom });
    expect(chooseOption([homeClean, oneBedroom, twoBedroom], undefined, 'larger')).toEqual({ option: twoBedroom });
    expect(chooseOption(cleaningOptions, null, 'control')).toEqual({ option: oneBedroom });
    expect(chooseOption(cleaningOptions, null, 'CCF_2')).toEqual({ option: oneBedroom });
    // A cohort without a 4-hour option features its default option.
    expect(chooseOption([touchUp, oneBedroom, homeClean], null, 'larger')).toEqual({ option: oneBedroom });
    // Requested hours win over any variant.
    expect(chooseOption(cleaningOptions, 3, 'larger')).toEqual({ option: oneBedroom });
    expect(pricingOption(cleaningOptions, 'larger')?.numHours).toBe(4);
    expect(pricingOption([], 'larger')).toBeUndefined();
  });
  it('a requested option the cohort lacks falls back to the first option, reported', () => {
    expect(chooseOption([oneBedroom, twoBedroom, homeClean], 2)).toEqual({
      option: oneBedroom,
      fallback: { reason: 'unknown-option', detail: 'No 2-hour option; using the first option' },
    });
  });
});

describe('checkoutHref', () => {
  it('carries the hours, and the zip code once one was looked up', () => {
    expect(checkoutHref(3)).toBe('/checkout/?hours=3');
    expect(checkoutHref(4, '60601')).toBe('/checkout/?hours=4&zipcode=60601');
    expect(checkoutHref(2, null)).toBe('/checkout/?hours=2');
  });
});

describe('months', () => {
  it('words month counts', () => {
    expect(months(6, 'paid')).toBe('6 paid months');
    expect(months(1, 'free')).toBe('1 free month');
    expect(months(0, 'free')).toBe('No free months');
  });
});
