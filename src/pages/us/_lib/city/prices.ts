/**
 * The card beside the deal: a served place's hourly prices and where it lies in its area, or why
 * a place is not served yet and how far the nearest area is.
 */
import { atCenter, formatMiles } from '#src/domain/distance.ts';
import { homeSalesTaxRate } from '#src/domain/salesTax.ts';
import { formatCount, formatRate, formatUsd } from '#src/domain/format.ts';
import type { DirectoryRegion } from '#src/directory/lookup.ts';
import { byNumber, say } from '#src/copy/places.ts';
import { regionLabel } from '../site.ts';
import { nearestAreaDistance, type CityContext } from './context.ts';

export type PriceCard = {
  heading: string;
  member: string;
  memberLabel: string;
  nonMember: string;
  nonMemberLabel: string;
  tax: string;
  area: string;
  coverage?: string;
};

/** "Clovis is in our Fresno, CA service area, 7 mi from its center." */
function areaSentence(ctx: CityContext, region: DirectoryRegion, regionKm: number): string {
  const { copy, values, facts, distances } = ctx;
  const area = regionLabel(region);
  const km = distances.km(area, regionKm);
  const position = atCenter(km)
    ? say(copy.position.atCentre, {})
    : say(copy.position.fromCentre, { distance: formatMiles(km) });
  const areaValues = { ...values, area, position };
  return facts
    ? say(copy.area.withFacts, areaValues)
    : say(copy.area.withoutFacts, { ...areaValues, cleaners: formatCount(region.numCleaners) });
}

export function priceCard(ctx: CityContext, region: DirectoryRegion, regionKm: number): PriceCard {
  const { copy, city, values, zipValues, facts } = ctx;
  const hourly = (amount: number) => say(copy.hourly, { amount: formatUsd(amount) });
  const coverage =
    !facts && city.servedZips < zipValues.zipCount
      ? say(byNumber(copy.coverage, city.servedZips), { ...zipValues, servedZips: city.servedZips })
      : undefined;
  const area = regionLabel(region);
  // The home's state taxes the cleaning, not the area's (a home in Hoboken, NJ served from New York).
  const taxRate = homeSalesTaxRate(city.state);
  return {
    heading: say(copy.pricesHeading, values),
    member: hourly(region.rate),
    memberLabel: say(copy.memberLabel, {}),
    nonMember: hourly(region.higherRate),
    nonMemberLabel: say(copy.nonMemberLabel, {}),
    tax:
      taxRate > 0
        ? say(copy.tax.charged, { ...values, area, taxRate: formatRate(taxRate), taxState: city.state })
        : say(copy.tax.none, { ...values, area, taxState: city.state }),
    area: areaSentence(ctx, region, regionKm),
    ...(coverage ? { coverage } : {}),
  };
}

/** A place not served yet: the nearest area, how far, and how many of its zip codes are inside one. */
export function notServedCard(ctx: CityContext): { heading: string; text: string } {
  const { copy, city, values, zipValues, nearest } = ctx;
  const away = { ...zipValues, area: regionLabel(nearest), distance: nearestAreaDistance(ctx) };
  const text =
    city.servedZips === 0
      ? say(copy.notServed.noZips, away)
      : city.servedZips === zipValues.zipCount
        ? say(byNumber(copy.notServed.allZips, zipValues.zipCount), away)
        : say(city.servedZips === 1 ? copy.notServed.oneZip : copy.notServed.someZips, {
            ...away,
            servedZips: city.servedZips,
          });
  return { heading: say(copy.notServedHeading, values), text };
}
