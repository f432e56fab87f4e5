import { describe, expect, it } from 'vitest';
import { allOfferViews, cohortOffers, DEFAULT_COHORT } from '../catalog/defaultOffer.ts';
import { cohorts } from '../catalog/plans.ts';
import { formatUsd } from './format.ts';
import { PRICING_VARIANTS, variantAttributes, variantsHtml, variantsOf } from './offerViews.ts';

describe('offer views', () => {
  it('are every catalogue cohort in every pricing variant, featuring 3 hours (control) or 4 (larger)', () => {
    expect(allOfferViews).toHaveLength(cohorts.length * PRICING_VARIANTS.length);
    for (const view of allOfferViews) {
      expect(view.option.numHours).toBe(view.pricing === 'larger' ? 4 : 3);
      expect(view.offer.options).toContain(view.option);
    }
    expect(cohortOffers[0]!.cohort).toBe(cohorts[0]!.code);
  });

  it('group equal wordings and mark each with exactly the views that show it', () => {
    const variants = variantsOf(allOfferViews, (view) => formatUsd(view.offer.plan.monthlyPrice));
    expect(variants.map((variant) => variant.value).sort()).toEqual(['$19', '$39', '$49', '$59']);
    for (const variant of variants) {
      expect(variant.pricing).toBeNull(); // the monthly price does not depend on the featured option
      const shown = allOfferViews.filter(
        (view, index) =>
          index % PRICING_VARIANTS.length === 0 && formatUsd(view.offer.plan.monthlyPrice) === variant.value,
      );
      expect(variant.cohorts?.map((place) => cohorts[place]!.code)).toEqual(shown.map((view) => view.offer.cohort));
    }
  });

  it('split a wording shared across variants by different cohorts into selectable products', () => {
    // $39 is the control's 3-hour price in no cohort, but the larger 4-hour price in most.
    const variants = variantsOf(allOfferViews, (view) => formatUsd(view.option.price));
    for (const variant of variants) {
      for (const view of allOfferViews) {
        const place = cohorts.findIndex((cohort) => cohort.code === view.offer.cohort);
        const selected =
          (variant.cohorts === null || variant.cohorts.includes(place)) &&
          (variant.pricing === null || variant.pricing.includes(view.pricing));
        expect(selected, `${variant.value} for ${view.offer.cohort}/${view.pricing}`).toBe(
          formatUsd(view.option.price) === variant.value,
        );
      }
    }
  });

  it('write the shorter of the cohorts shown and those not shown', () => {
    const [everyoneBut] = variantsOf(allOfferViews, (view) => (view.offer.cohort === 'CCF_4' ? null : 'card'));
    expect(variantAttributes(everyoneBut!)).toEqual({
      'data-nc': String(cohorts.findIndex((c) => c.code === 'CCF_4')),
    });
    expect(variantsHtml(allOfferViews, () => 'same for all')).toBe('same for all');
    expect(variantsHtml(allOfferViews, (view) => (view.pricing === 'larger' ? 'L' : 'C'))).toBe(
      '<span data-p="control">C</span><span data-p="larger">L</span>',
    );
  });

  it('include the default cohort, which no mark and unknown codes fall back to', () => {
    expect(allOfferViews.some((view) => view.offer.cohort === DEFAULT_COHORT)).toBe(true);
  });
});
