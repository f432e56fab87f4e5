// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cohortOffers } from '../../catalog/defaultOffer.ts';
import { featuredOption } from '../../domain/offer.ts';
import { ownTitleScript } from './ownTitle.ts';

const MARK = 'data-x-voucheroption';
const TITLE = 'First 3-Hour Home Cleaning for $19 | Tidyhaven';
const all = cohortOffers.map((offer) => offer.cohort);
const featured = { numHours: featuredOption.numHours, shown: `$${featuredOption.price}` };

function titleFor(cohort: string | null, script: string): string {
  document.title = TITLE;
  if (cohort) document.documentElement.setAttribute(MARK, cohort);
  else document.documentElement.removeAttribute(MARK);
  new Function(script)();
  return document.title;
}

describe("the tab title in the visitor's own price", () => {
  it("states each cohort's own price for the title's option", () => {
    const script = ownTitleScript(cohortOffers, all, featured, MARK);
    for (const offer of cohortOffers) {
      const own = offer.options.find((option) => option.numHours === featuredOption.numHours)!;
      expect(titleFor(offer.cohort, script), offer.cohort).toBe(TITLE.replace('$19', `$${own.price}`));
    }
    // No mark (no JavaScript ran before, an agent's control is marked) or a code not in the table: the default.
    expect(titleFor(null, script)).toBe(TITLE);
    expect(titleFor('NO_SUCH_COHORT', script)).toBe(TITLE);
  });

  it('puts each visitor’s own price in place of a title stating the range of the brand’s offers', () => {
    const range = 'First 3-Hour Home Cleaning for $14–$19 | Tidyhaven';
    const script = ownTitleScript(cohortOffers, all, { numHours: 3, shown: '$14–$19' }, MARK);
    const titled = (cohort: string) => {
      document.title = range;
      document.documentElement.setAttribute(MARK, cohort);
      new Function(script)();
      return document.title;
    };
    expect(titled('CCF_1')).toBe('First 3-Hour Home Cleaning for $19 | Tidyhaven');
    expect(titled('FOREVERCLEAN_59_3_35_20')).toBe('First 3-Hour Home Cleaning for $14 | Tidyhaven');
  });

  it('adds no script where every cohort the brand offers has the default price', () => {
    expect(ownTitleScript(cohortOffers, ['CCF_1', 'CCF_2'], featured, MARK)).toBe('');
    expect(ownTitleScript(cohortOffers, all, featured, MARK)).toContain('FOREVERCLEAN_59_3_35_20');
  });
});
