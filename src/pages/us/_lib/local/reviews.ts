/**
 * Reviews near a served place: the summary's sentence about the nearest one (where it was written
 * decides the wording), the section's text and the reviews listed.
 */
import { formatMiles } from '#src/domain/distance.ts';
import { formatCount } from '#src/domain/format.ts';
import { reviewScore, reviewsScore } from '#src/domain/notability.ts';
import { byNumber, say } from '#src/copy/places.ts';
import { shortDate } from './dates.ts';
import type { LocalContext, Scored } from './context.ts';

export type LocalReview = {
  stars: number;
  body: string;
  author: string;
  place: string;
  /** "12 Mar 2026" */
  date: string;
  /** YYYY-MM-DD for <time datetime>. */
  isoDate: string;
  distance: string;
};

/** The first words of a review, ending at a word boundary. */
function snippet(body: string, max = 70): string {
  const first = body.split(/(?<=[.!?])\s/)[0]!;
  if (first.length <= max) return first.replace(/[.!?]$/, '');
  return `${first.slice(0, first.lastIndexOf(' ', max))}…`;
}

/** The nearest review: written in the place itself, near it, or farther away. */
export function nearestReviewSummary({ copy, city, facts, values }: LocalContext): Scored | undefined {
  const [closest] = facts.reviews;
  if (!closest) return undefined;
  const review = {
    ...values,
    author: closest.author,
    date: shortDate(closest.date),
    stars: say(byNumber(copy.stars, closest.stars), { count: closest.stars }),
    snippet: snippet(closest.body),
    reviewPlace: closest.place,
    distance: formatMiles(closest.km),
  };
  const inCity = closest.place.toLowerCase() === `${city.name}, ${city.state}`.toLowerCase();
  if (inCity) {
    const variant = closest.stars >= 4 ? copy.summary.review.hereGood : copy.summary.review.hereOther;
    return { score: reviewScore('here'), text: say(variant, review) };
  }
  if (closest.km < 5) return { score: reviewScore('near'), text: say(copy.summary.review.near, review) };
  return { score: reviewScore('far'), text: say(copy.summary.review.far, review) };
}

/** The section's text; with five or more reviews near, a summary sentence too. */
export function reviewsNear({ copy, facts, values }: LocalContext): { text: string; summary?: Scored } {
  const near = copy.reviewsText;
  const [closest] = facts.reviews;
  if (facts.reviewsNear === 0) {
    return {
      text: closest
        ? say(near.noneNear, { ...values, distance: formatMiles(closest.km) })
        : say(near.noneAtAll, values),
    };
  }
  const reviews = {
    ...values,
    reviews: formatCount(facts.reviewsNear),
    averageStars: facts.starsNear,
    date: shortDate(facts.latestNear),
  };
  if (facts.reviewsNear < 5) return { text: say(facts.reviewsNear === 1 ? near.fewOne : near.fewOther, reviews) };
  return {
    text: say(near.many, { ...reviews, shown: facts.reviews.length }),
    summary: { score: reviewsScore(facts.reviewsNear), text: say(copy.summary.reviews, reviews) },
  };
}

/** The reviews listed, each with its stars for screen readers and its byline. */
export function reviewList({ copy, facts }: LocalContext): (LocalReview & { starsText: string; byline: string })[] {
  return facts.reviews.map((review) => {
    const distance = formatMiles(review.km);
    return {
      stars: review.stars,
      body: review.body,
      author: review.author,
      place: review.place,
      date: shortDate(review.date),
      isoDate: review.date,
      distance,
      starsText: say(copy.reviewStars, { count: review.stars }),
      byline: say(copy.reviewByline, { author: review.author, reviewPlace: review.place, distance }),
    };
  });
}
