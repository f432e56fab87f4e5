/**
 * What every location directory page shares: its paths, the site it is built for, breadcrumbs,
 * how a service area is named and how places become links. The pages' models are ./indexPage.ts,
 * ./statePage.ts and ./city/ (a served place's own facts: ./local/); their words are
 * src/content/places/ (docs/content.md, "Location pages"), their figures src/domain/.
 */
import { chromeCopy } from '#src/copy/chrome.ts';
import type { DirectoryRegion } from '#src/directory/lookup.ts';
import type { Crumb } from '#src/lib/structuredData.ts';

export type { Crumb };

export const DIRECTORY_PATH = '/us/';
export const WAITLIST_PATH = '/deal#waitlist';
export const DEAL_PATH = '/deal';
/** How many of a state's largest places head its page before the A–Z list. */
export const LARGEST_SHOWN = 10;

/**
 * What the pages need to know about the site: its name, its absolute URLs for structured data and,
 * for a brand's own words (src/content/places/brands/<key>/), its key.
 */
export type Site = { name: string; url: (path: string) => string; key?: string };

/** Home › Locations › `more` (the first two: src/content/pages/chrome.yaml `breadcrumbs`). */
export function directoryCrumbs(site: Site, ...more: Crumb[]): Crumb[] {
  const words = chromeCopy(site.name, site.key ?? '').breadcrumbs;
  return [{ name: words.home, path: '/' }, { name: words.directory, path: DIRECTORY_PATH }, ...more];
}

/** A service area as pages name it: "Chicago, IL". */
export function regionLabel(region: Pick<DirectoryRegion, 'city' | 'state'>): string {
  return `${region.city}, ${region.state}`;
}

export type PlaceLink = { name: string; path: string; population: number; served: boolean };

/** Places as DirectoryLinks' links: each name links to its page, `note` (a count, size or distance) after it. */
export function placeLinks<T extends { name: string; path: string }>(
  places: readonly T[],
  note?: (place: T) => string,
): { href: string; label: string; note?: string }[] {
  return places.map((place) => ({ href: place.path, label: place.name, ...(note ? { note: note(place) } : {}) }));
}
