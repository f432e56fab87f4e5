/**
 * Distances as the site states them: miles on US road signs, one figure per place on a page.
 * The directory and the city facts keep kilometres; every page turns them into words here.
 */
import { formatCount } from './format.ts';

export const KM_PER_MILE = 1.609344;

/** Miles -> kilometres. */
export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** Closer than this to an area's center a place is "at its center" rather than "0.4 mi from" it. */
const AT_CENTER_KM = 1.6;

/** Whether a place `km` from a center is at it, as a reader would say. */
export function atCenter(km: number): boolean {
  return km < AT_CENTER_KM;
}

/**
 * Kilometres as US road-sign miles: "0.4 mi", "7 mi", "1,033 mi". A distance that rounds to
 * nothing is "under 0.1 mi", never "0.0 mi".
 */
export function formatMiles(km: number): string {
  const miles = km / KM_PER_MILE;
  if (miles < 0.05) return 'under 0.1 mi';
  return miles < 1 ? `${miles.toFixed(1)} mi` : `${formatCount(Math.round(miles))} mi`;
}

/**
 * One distance per place on a page. A place can be reached by two figures (a service area is
 * named for a city, and the area's center is not the city's), and a reader who sees "Fresno, 7 mi
 * away" and "6 mi from its center" on one page trusts neither. The first figure known for a place
 * (the directory's city-to-city distances, nearest first) is the one every sentence says.
 */
export class PlaceDistances {
  readonly #km = new Map<string, number>();

  constructor(known: Iterable<readonly [place: string, km: number]> = []) {
    for (const [place, km] of known) this.#km.set(place, this.#km.get(place) ?? km);
  }

  /** The km this page gives for `place`: the one already stated, else `km`. */
  km(place: string, km: number): number {
    return this.#km.get(place) ?? km;
  }

  /** `place`'s distance in words, the same wherever the page names it. */
  miles(place: string, km: number): string {
    return formatMiles(this.km(place, km));
  }
}
