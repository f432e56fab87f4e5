/**
 * A city page's zip codes: the list's heading and text, and the answer to "Which zip codes can I
 * book in?" (from the place's own facts when it has them).
 */
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { listOf } from '#src/domain/format.ts';
import { zipsOutside } from '#src/domain/placeFigures.ts';
import { byNumber, say } from '#src/copy/places.ts';
import type { CityContext } from './context.ts';

export type ZipsSection = { zipsHeading: string; zipsText: string; zips: string[] };

export function zipsSection({ copy, city, values, zipValues }: CityContext): ZipsSection {
  const byName = city.zipsBy === 'name';
  return {
    zipsHeading: say(byName ? copy.zipsHeading.byName : copy.zipsHeading.nearest, values),
    zipsText: say(byNumber(byName ? copy.zipsText.byName : copy.zipsText.nearest, zipValues.zipCount), {
      ...values,
      zipCount: zipValues.zipCount,
    }),
    zips: city.zips,
  };
}

/** From the place's own facts: which listed zip codes are served, by name. */
function factsAnswer({ copy, city, values }: CityContext, facts: CityFacts): string {
  const zips = copy.faq.zips;
  const served = facts.servedZips;
  const zipCount = city.zips.length;
  if (served.length === zipCount) {
    return zipCount === 1
      ? say(zips.allOne, { ...values, zip: city.zips[0]! })
      : say(zips.all, { ...values, zipCount, zips: listOf(city.zips) });
  }
  if (served.length === 0) return say(byNumber(zips.none, zipCount), { ...values, zipCount });
  const outside = zipsOutside(city.zips, served);
  const oneServed = served.length === 1;
  const oneOutside = outside.length === 1;
  const variant = oneServed
    ? oneOutside
      ? zips.some.oneAndOne
      : zips.some.oneAndMore
    : oneOutside
      ? zips.some.moreAndOne
      : zips.some.moreAndMore;
  return say(variant, { ...values, servedList: listOf(served), outsideList: listOf(outside) });
}

/** Without facts: how many of the listed zip codes are inside a service area. */
function countAnswer({ copy, city, values, zipValues }: CityContext): string {
  const zips = copy.faq.zips;
  const zipCount = zipValues.zipCount;
  if (city.servedZips === zipCount) return say(byNumber(zips.pageAll, zipCount), zipValues);
  if (city.servedZips === 0) {
    return zipCount === 1
      ? say(zips.pageNone.one, { ...values, zip: city.zips[0]! })
      : say(zips.pageNone.other, { ...values, zipCount });
  }
  return say(zips.pageSome, { ...values, servedZips: city.servedZips, zipCount });
}

export function zipsAnswer(ctx: CityContext): string {
  return ctx.facts ? factsAnswer(ctx, ctx.facts) : countAnswer(ctx);
}
