/**
 * How notable each fact about a served place is, for the order of its page's summary (most notable
 * first): a fact that changes what a visitor should do (no cleaner near, zip codes outside the
 * area) outranks one that reassures (many reviews). Scores compare only with each other.
 */

/** The nearest review: written in the place itself, near it (under 5 km), or farther. */
export function reviewScore(where: 'here' | 'near' | 'far'): number {
  return { here: 90, near: 70, far: 40 }[where];
}

/** Zip codes served of the place's listed ones: none is the most notable, all of many the least. */
export function zipsScore(served: number, total: number): number {
  if (served === total) return total === 1 ? 30 : 25 + Math.min(total, 40);
  if (served === 0) return 95;
  return 80 - Math.round((served / total) * 30);
}

/** Cleaners near the center: none, a few (under `many`), or many with `share` % of the area's. */
export function cleanersScore(near: number, share: number, many: number): number {
  if (near === 0) return 100;
  return near < many ? 60 : 35 + Math.min(30, share);
}

/** Many reviews near: more is more notable, up to a point. */
export function reviewsScore(reviewsNear: number): number {
  return 20 + Math.min(40, reviewsNear);
}

/** A price away from the state's median: the farther (in dollars), the more notable. */
export function priceScore(difference: number): number {
  return 50 + difference;
}
