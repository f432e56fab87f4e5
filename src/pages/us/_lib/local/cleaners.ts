/**
 * Cleaners near a served place's center: the summary's sentence (how many, how close, their
 * share of the area's) and the section's text (how they spread around the center).
 */
import { formatMiles } from '#src/domain/distance.ts';
import { formatCount } from '#src/domain/format.ts';
import { cleanersScore } from '#src/domain/notability.ts';
import { cleanerShare, perCleaner } from '#src/domain/placeFigures.ts';
import { byNumber, say } from '#src/copy/places.ts';
import type { LocalContext, Scored } from './context.ts';

/** The rings the cleaners near the center are counted in (facts.cleanersWithin2 and cleanersWithin5), miles. */
const RINGS = { innerRadius: 2, outerRadius: 5 } as const;
/** From this many cleaners near, the page speaks of many (shares and rings) rather than a few. */
const MANY = 10;

/** The summary's sentence: none near, one, a few, or many with their share of the area's. */
function cleanersSummary({ copy, region, facts, values }: LocalContext, nearest: string | undefined): Scored {
  const cleaners = copy.summary.cleaners;
  const near = facts.cleanersNear;
  if (near === 0) {
    const text = nearest
      ? say(cleaners.noneNearestKnown, { ...values, distance: nearest })
      : say(cleaners.noneAtAll, values);
    return { score: cleanersScore(near, 0, MANY), text };
  }
  const completed = say(byNumber(copy.completedCleanings, facts.jobsNear), { count: formatCount(facts.jobsNear) });
  if (near < MANY) {
    const few = { ...values, distance: String(nearest), completed };
    const text = near === 1 ? say(cleaners.one, few) : say(cleaners.few, { ...few, cleaners: formatCount(near) });
    return { score: cleanersScore(near, 0, MANY), text };
  }
  const share = cleanerShare(near, region.numCleaners);
  const text = say(cleaners.many, {
    ...values,
    cleaners: formatCount(near),
    share: share < 1 ? say(copy.share.underOne, {}) : say(copy.share.other, { percent: share }),
    areaCity: region.city,
    areaCleaners: formatCount(region.numCleaners),
    jobs: formatCount(facts.jobsNear),
  });
  return { score: cleanersScore(near, share, MANY), text };
}

/** The section's text: the spread around the center rather than the summary again. */
function spread({ copy, facts, values }: LocalContext, nearest: string | undefined): string[] {
  const section = copy.cleanersText;
  const near = facts.cleanersNear;
  const rings = { ...values, ...RINGS, distance: String(nearest) };
  if (near === 1) return [say(section.one, values)];
  if (near < MANY) {
    const within = facts.cleanersWithin5;
    const variant = within === near ? section.fewAll : within === 0 ? section.fewNone : section.fewSome;
    return [say(variant, { ...rings, cleaners: near, within: formatCount(within) })];
  }
  const ring =
    facts.cleanersWithin2 > 0
      ? say(section.ringsInner, {
          ...rings,
          inner: formatCount(facts.cleanersWithin2),
          outer: formatCount(facts.cleanersWithin5),
        })
      : facts.cleanersWithin5 > 0
        ? say(section.ringsOuter, { ...rings, outer: formatCount(facts.cleanersWithin5) })
        : say(section.ringsBeyond, rings);
  const each = formatCount(perCleaner(facts.jobsNear, near));
  return [
    `${say(section.manyBases, { ...values, cleaners: formatCount(near) })} ${ring}`,
    say(section.manyJobs, { ...values, jobs: formatCount(facts.jobsNear), perCleaner: each }),
  ];
}

export function cleanersNear(ctx: LocalContext): { summary: Scored; text: string[] } {
  const nearest = ctx.facts.nearestCleanerKm >= 0 ? formatMiles(ctx.facts.nearestCleanerKm) : undefined;
  const summary = cleanersSummary(ctx, nearest);
  // With none near, the summary's sentence is the section's too.
  return { summary, text: ctx.facts.cleanersNear === 0 ? [summary.text] : spread(ctx, nearest) };
}
