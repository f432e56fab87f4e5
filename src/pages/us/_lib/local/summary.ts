/** The summary's sentences about a served place's zip codes and its price against its state's. */
import { formatCount, formatUsd, listOf } from '#src/domain/format.ts';
import { zipsScore, priceScore } from '#src/domain/notability.ts';
import { moreThan, rateAgainstState, zipsOutside } from '#src/domain/placeFigures.ts';
import { say } from '#src/copy/places.ts';
import type { LocalContext, Scored } from './context.ts';

/** How many of the shown outside zip codes a sentence names before "and N more". */
const NAMED_ZIPS = 4;

/** Zip codes: full, partial or none of the listed ones. */
export function zipsSummary({ copy, city, facts, values }: LocalContext): Scored {
  const zips = copy.summary.zips;
  const total = city.zips.length;
  const served = facts.servedZips.length;
  const score = zipsScore(served, total);
  if (served === total && total === 1) {
    return { score, text: say(zips.onlyOne, { ...values, zip: city.zips[0]! }) };
  }
  if (served === total) {
    return {
      score,
      text: say(zips.all, { ...values, zipCount: total, firstZip: city.zips[0]!, lastZip: city.zips.at(-1)! }),
    };
  }
  if (served === 0) {
    return {
      score,
      text: say(zips.none, { ...values, zipCount: total, zips: listOf(city.zips.slice(0, NAMED_ZIPS)) }),
    };
  }
  const outside = zipsOutside(city.zips, facts.servedZips);
  const some = { ...values, served, zipCount: total, outsideList: listOf(outside.slice(0, NAMED_ZIPS)) };
  return {
    score,
    text:
      outside.length > NAMED_ZIPS
        ? say(zips.someMany, { ...some, more: moreThan(outside.length, NAMED_ZIPS) })
        : say(outside.length === 1 ? zips.someOne : zips.someFew, some),
  };
}

/** The area's member rate against the median of the state's served places, when it differs. */
export function priceSummary({ copy, dir, state, region, values }: LocalContext): Scored | undefined {
  const against = rateAgainstState(dir, state.code, region.rate);
  if (!against) return undefined;
  return {
    score: priceScore(against.difference),
    text: say(against.above ? copy.summary.price.more : copy.summary.price.less, {
      ...values,
      rate: formatUsd(region.rate),
      difference: formatUsd(against.difference),
      median: formatUsd(against.median),
      served: formatCount(against.served),
    }),
  };
}
