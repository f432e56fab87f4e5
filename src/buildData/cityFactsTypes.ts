/**
 * Shape of the per-city facts the served city pages show (build-data/city-facts.ts makes them once
 * per build tree from the reference API's seeded database; pages read `virtual:publicweb/city-facts`).
 */

/** Cleaners and reviews are counted within this many miles of a city's centre. */
export const NEAR_MILES = 10;
/** Nearest public reviews shown per city (the API's LOCATION_CLOSEST order). */
export const CITY_REVIEWS = 4;
/** Nearest other served cities linked per city. */
export const NEARBY_SERVED = 5;

export type CityReview = {
  stars: number;
  body: string;
  /** The review's public location, "City, ST". */
  place: string;
  /** When it was received, YYYY-MM-DD. */
  date: string;
  /** "Maria G." */
  author: string;
  /** Distance from the city's centre to the review's zip code, km (0.1). */
  km: number;
};

export type CityFacts = {
  /** The served zip code nearest the city's centre: the origin of its LOCATION_CLOSEST reviews. */
  originZip: string;
  /** Which of the city's listed zip codes the API serves (its region lookup answers a region). */
  servedZips: string[];
  reviews: CityReview[];
  /** Public reviews within NEAR_MILES of the centre, and their mean stars (0 when none). */
  reviewsNear: number;
  starsNear: number;
  /** Cleaners based within NEAR_MILES of the centre, and the cleanings they have completed. */
  cleanersNear: number;
  jobsNear: number;
  /** Cleaners based in each of the city's listed zip codes (zip codes with none are left out). */
  cleanersByZip: Record<string, number>;
  /** Cleaners based within 2 and within 5 miles of the centre. */
  cleanersWithin2: number;
  cleanersWithin5: number;
  /** The latest public review within NEAR_MILES (YYYY-MM-DD), or '' when none. */
  latestNear: string;
  /** Distance from the centre to the nearest cleaner's base, km (0.1). */
  nearestCleanerKm: number;
  /** The nearest other served cities: [index into directory cities, km (0.1)]. */
  nearbyServed: [index: number, km: number][];
};

export type CityFactsData = {
  hash: string;
  /** The data's own date (YYYY-MM-DD): its newest review's, printed on every served city page; never the build's clock. */
  takenAt: string;
  /** Facts of every served city, by GeoNames id. */
  byCity: Record<string, CityFacts>;
};
