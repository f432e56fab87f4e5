/**
 * What a served city page says about that city alone, built from its facts (the API's data read at
 * build time, build-data/city-facts.ts): a summary of what is notable, each cleaning option's
 * price with tax, the nearest public reviews, cleaners near its center, which of its zip codes
 * are served and served places nearby. The summary's sentences are chosen and ordered by what is
 * notable in the data (a review from the city itself, partial zip coverage, no cleaner close by,
 * a price above the state's median), so cities of one service area read differently wherever
 * their data differs. Each part is a module of this folder; the wording is
 * src/content/places/local.yaml (docs/content.md).
 */
import type { Directory, DirectoryCity } from '#src/directory/lookup.ts';
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { byNumber, say } from '#src/copy/places.ts';
import { localContext, type Scored } from './context.ts';
import { longDate } from './dates.ts';
import { cleanersNear } from './cleaners.ts';
import { nearbyServed, type NearbyServed } from './nearbyServed.ts';
import { pricesSection, type PricesSection } from './prices.ts';
import { nearestReviewSummary, reviewList, reviewsNear, type LocalReview } from './reviews.ts';
import { priceSummary, zipsSummary } from './summary.ts';

export type { LocalReview } from './reviews.ts';
export type { OptionPrice } from './prices.ts';

export type LocalSection = PricesSection & {
  /** Sentences about this city, most notable first. */
  summary: string[];
  reviewsHeading: string;
  reviewsText: string;
  reviews: (LocalReview & { starsText: string; byline: string })[];
  cleanersHeading: string;
  cleanersText: string[];
  /** Zip code -> served. */
  servedZips: ReadonlySet<string>;
  /** Cleaners based in each listed zip code (absent: none). */
  cleanersByZip: Readonly<Record<string, number>>;
  /** The zip code list's labels: not served, and "3 cleaners" based there. */
  zipLabels: { notServed: string; cleaners: (count: number) => string };
  nearbyServedHeading: string;
  nearbyServed: NearbyServed;
  /** "Brand figures of November 23, 2026." */
  asOf: string;
};

export function localSection(
  dir: Directory,
  city: DirectoryCity,
  facts: CityFacts,
  takenAt: string,
  brandName: string,
  brandKey?: string,
): LocalSection {
  const ctx = localContext(dir, city, facts, brandName, brandKey);
  const { copy, values } = ctx;
  const cleaners = cleanersNear(ctx);
  const reviews = reviewsNear(ctx);
  const summary = [nearestReviewSummary(ctx), zipsSummary(ctx), cleaners.summary, reviews.summary, priceSummary(ctx)];
  return {
    summary: summary
      .filter((s): s is Scored => s !== undefined)
      .sort((a, b) => b.score - a.score)
      .map((s) => s.text),
    ...pricesSection(ctx),
    reviewsHeading: say(copy.reviewsHeading, values),
    reviewsText: reviews.text,
    reviews: reviewList(ctx),
    cleanersHeading: say(copy.cleanersHeading, values),
    cleanersText: cleaners.text,
    servedZips: new Set(facts.servedZips),
    cleanersByZip: facts.cleanersByZip,
    zipLabels: {
      notServed: say(copy.zipNotServed, {}),
      cleaners: (n) => say(byNumber(copy.zipCleaners, n), { count: n }),
    },
    nearbyServedHeading: say(copy.nearbyServedHeading, values),
    nearbyServed: nearbyServed(ctx),
    asOf: say(copy.asOf, { brand: brandName, date: longDate(takenAt) }),
  };
}
