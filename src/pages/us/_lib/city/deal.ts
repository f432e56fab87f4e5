/** The deal card: the first cleaning's price, here now or when the place opens. */
import { featuredOption } from '#src/domain/offer.ts';
import { fullPriceText, monthlyRangeText } from '#src/domain/charges.ts';
import { offerFactsFor } from '#src/copy/rules.ts';
import { say } from '#src/copy/places.ts';
import { regionLabel } from '../site.ts';
import type { CityContext } from './context.ts';

export type DealCard = { heading: string; text: string; cta: string };

export function dealCard({ copy, dir, values, firstCleaning, region, nearest, site }: CityContext): DealCard {
  // The range of the cohorts the brand sells: the page cannot know the visitor's.
  const brandRange = offerFactsFor(site.key).range;
  const dealValues = {
    ...values,
    ...firstCleaning,
    regularPrice: fullPriceText(brandRange),
    homeSize: featuredOption.description,
  };
  if (region) {
    return {
      heading: say(copy.deal.served.heading, { ...values, ...firstCleaning }),
      text: say(copy.deal.served.text, { ...dealValues, monthly: monthlyRangeText(brandRange) }),
      cta: say(copy.deal.served.button, {}),
    };
  }
  return {
    heading: say(copy.deal.notServed.heading, { ...values, ...firstCleaning }),
    text: say(copy.deal.notServed.text, {
      ...dealValues,
      areaCount: dir.data.regions.length,
      area: regionLabel(nearest),
    }),
    cta: say(copy.deal.notServed.button, {}),
  };
}
