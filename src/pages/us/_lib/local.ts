/**
 * What a served city page says about that city alone, built from its facts (the API's data read at
 * build time, build-data/city-facts.ts): the nearest public reviews, cleaners and cleanings near
 * its centre, which of its zip codes are served, the price of each cleaning option at its area's
 * rates with tax, how that compares with the state's other served cities, and served cities
 * nearby. Sentences are chosen and ordered by what is notable in the data (a review from the city
 * itself, partial zip coverage, no cleaner close by, a price above the state's median), so cities
 * of one service area read differently wherever their data differs. Pure: unit-testable.
 */
import { cityPath, type Directory, type DirectoryCity } from '#src/directory/lookup.ts';
import { NEAR_MILES, type CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { formatCount, formatMoney, formatRate, formatUsd, listOf } from '#src/domain/format.ts';
import { cleaningOptions } from '#src/domain/offer.ts';
import { formatMiles } from './pages.ts';

export type OptionPrice = { name: string; hours: number; member: string; nonMember: string };

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

export type LocalSection = {
  /** Sentences about this city, most notable first. */
  summary: string[];
  /** Each cleaning option at the area's rates, tax included where the state charges it. */
  prices: OptionPrice[];
  pricesNote: string;
  reviewsText: string;
  reviews: LocalReview[];
  cleanersText: string[];
  /** Zip code -> served. */
  servedZips: ReadonlySet<string>;
  /** Cleaners based in each listed zip code (absent: none). */
  cleanersByZip: Readonly<Record<string, number>>;
  /** `rate`: the other place's member rate when it differs from this area's, else ''. */
  nearbyServed: { name: string; path: string; distance: string; rate: string }[];
  /** "Brand figures of November 23, 2026." */
  asOf: string;
};

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const longMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-03-12" -> "12 Mar 2026" (UTC; no Intl time zone surprises at build time). */
export function shortDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${months[m! - 1]} ${y}`;
}

function longDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${longMonths[m! - 1]} ${d}, ${y}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median member rate of each state's served places (computed once per directory). */
const stateMedians = new WeakMap<Directory, Map<string, { median: number; served: number }>>();
function stateMedian(dir: Directory, state: string): { median: number; served: number } {
  let medians = stateMedians.get(dir);
  if (!medians) {
    medians = new Map();
    for (const s of dir.states) {
      const rates = s.cities.flatMap((i) => {
        const region = dir.cities[i]!.region;
        return region ? [dir.regionById(region.id).rate] : [];
      });
      if (rates.length) medians.set(s.code, { median: median(rates), served: rates.length });
    }
    stateMedians.set(dir, medians);
  }
  return medians.get(state) ?? { median: 0, served: 0 };
}

const stars = (n: number) => `${n} star${n === 1 ? '' : 's'}`;
const count = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The first words of a review, ending at a word boundary. */
function snippet(body: string, max = 70): string {
  const first = body.split(/(?<=[.!?])\s/)[0]!;
  if (first.length <= max) return first.replace(/[.!?]$/, '');
  return `${first.slice(0, first.lastIndexOf(' ', max))}…`;
}

type Scored = { score: number; text: string };

export function localSection(
  dir: Directory,
  city: DirectoryCity,
  facts: CityFacts,
  takenAt: string,
  brandName: string,
): LocalSection {
  const state = dir.stateOf(city);
  const region = dir.regionById(city.region!.id);
  const nearMiles = `${NEAR_MILES} mi`;
  const tax = region.salesTaxRate;
  const withTax = (amount: number) => amount * (1 + tax);

  const prices = cleaningOptions.map((option) => ({
    name: option.name,
    hours: option.numHours,
    member: formatMoney(withTax(option.numHours * region.rate)),
    nonMember: formatMoney(withTax(option.numHours * region.higherRate)),
  }));
  const pricesNote =
    tax > 0
      ? `After the first cleaning; ${formatRate(tax)} sales tax included.`
      : `After the first cleaning; no sales tax.`;

  const summary: Scored[] = [];

  // The nearest review: where it was written decides the sentence.
  const [closest] = facts.reviews;
  const inCity = closest && closest.place.toLowerCase() === `${city.name}, ${city.state}`.toLowerCase();
  if (closest) {
    const when = shortDate(closest.date);
    const rating = stars(closest.stars);
    if (inCity) {
      summary.push({
        score: 90,
        text:
          closest.stars >= 4
            ? `The closest public review was written right here: ${closest.author} gave ${rating} on ${when} and wrote “${snippet(closest.body)}”.`
            : `The closest public review, from ${closest.author} here on ${when}, gave ${rating}: “${snippet(closest.body)}”.`,
      });
    } else if (closest.km < 5) {
      summary.push({
        score: 70,
        text: `${closest.author} wrote the nearest public review on ${when}, ${formatMiles(closest.km)} from the centre in ${closest.place}, and gave ${rating}.`,
      });
    } else {
      summary.push({
        score: 40,
        text: `No one has reviewed a cleaning in town yet; the nearest public review is from ${closest.place}, ${formatMiles(closest.km)} away (${rating}, ${when}).`,
      });
    }
  }

  // Zip codes: full, partial or none of the listed ones.
  const total = city.zips.length;
  const served = facts.servedZips.length;
  const outside = city.zips.filter((zip) => !facts.servedZips.includes(zip));
  if (served === total && total === 1) {
    summary.push({ score: 30, text: `Its one zip code, ${city.zips[0]}, is fully inside the service area.` });
  } else if (served === total) {
    summary.push({
      score: 25 + Math.min(total, 40),
      text: `Every one of its ${total} zip codes is served, ${city.zips[0]} through ${city.zips.at(-1)}.`,
    });
  } else if (served === 0) {
    summary.push({
      score: 95,
      text: `The centre is inside the area, but none of the ${total} zip codes listed here is (${listOf(city.zips.slice(0, 4))}): enter your own zip code on the deal page before you book.`,
    });
  } else {
    summary.push({
      score: 80 - Math.round((served / total) * 30),
      text: `Only ${served} of its ${total} zip codes are served; ${listOf(outside.slice(0, 4))}${outside.length > 4 ? ` and ${outside.length - 4} more lie` : outside.length === 1 ? ' lies' : ' lie'} beyond the area's edge.`,
    });
  }

  // Cleaners near the centre.
  const cleanersText: string[] = [];
  const nearest = facts.nearestCleanerKm >= 0 ? formatMiles(facts.nearestCleanerKm) : undefined;
  if (facts.cleanersNear === 0) {
    const text = `No cleaner is based within ${nearMiles} of the centre yet${nearest ? `; the nearest lives ${nearest} away, so a first booking can take longer to match` : ''}.`;
    summary.push({ score: 100, text });
    cleanersText.push(text);
  } else {
    const share = Math.round((facts.cleanersNear / region.numCleaners) * 100);
    const perCleaner = Math.round(facts.jobsNear / facts.cleanersNear);
    const text =
      facts.cleanersNear < 10
        ? facts.cleanersNear === 1
          ? `Just one cleaner is based within ${nearMiles}, ${nearest} from the centre, with ${count(facts.jobsNear, 'completed cleaning')}.`
          : `Just ${formatCount(facts.cleanersNear)} cleaners are based within ${nearMiles}, the closest ${nearest} from the centre, with ${count(facts.jobsNear, 'completed cleaning')} between them.`
        : `${formatCount(facts.cleanersNear)} cleaners are based within ${nearMiles} of the centre (${share < 1 ? 'under 1' : share}% of the ${region.city} area's ${formatCount(region.numCleaners)}) and have completed ${formatCount(facts.jobsNear)} cleanings.`;
    summary.push({ score: facts.cleanersNear < 10 ? 60 : 35 + Math.min(30, share), text });
    // The section gives the spread around the centre rather than repeating the summary.
    if (facts.cleanersNear < 10) {
      cleanersText.push(
        facts.cleanersNear === 1
          ? `With one cleaner close by, book a few days ahead.`
          : `With so few cleaners close by, book a few days ahead: ${facts.cleanersWithin5 === facts.cleanersNear ? 'all' : formatCount(facts.cleanersWithin5)} of the ${facts.cleanersNear} live within 5 mi, the nearest ${nearest} from the centre.`,
      );
    } else {
      const rings =
        facts.cleanersWithin2 > 0
          ? `${formatCount(facts.cleanersWithin2)} of them live within 2 mi of the centre and ${formatCount(facts.cleanersWithin5)} within 5 mi; the nearest is based ${nearest} away.`
          : facts.cleanersWithin5 > 0
            ? `None lives within 2 mi of the centre, ${formatCount(facts.cleanersWithin5)} within 5 mi; the nearest is based ${nearest} away.`
            : `All of them live 5 to ${NEAR_MILES} mi out; the nearest is based ${nearest} from the centre.`;
      cleanersText.push(
        `${formatCount(facts.cleanersNear)} cleaners take bookings from a base within ${nearMiles}. ${rings}`,
      );
      cleanersText.push(
        `Between them they have completed ${formatCount(facts.jobsNear)} cleanings, about ${formatCount(perCleaner)} each.`,
      );
    }
  }

  // Reviews near the centre.
  let reviewsText: string;
  if (facts.reviewsNear === 0) {
    reviewsText = closest
      ? `No public review has been posted within ${nearMiles} yet. These are the nearest, the closest ${formatMiles(closest.km)} away.`
      : `No public review has been posted near here yet.`;
  } else if (facts.reviewsNear < 5) {
    reviewsText = `Only ${count(facts.reviewsNear, 'public review')} ${facts.reviewsNear === 1 ? 'was' : 'were'} posted within ${nearMiles} (${facts.starsNear} stars on average), the latest on ${shortDate(facts.latestNear)}; the nearest are below.`;
  } else {
    reviewsText = `Customers within ${nearMiles} have posted ${formatCount(facts.reviewsNear)} public reviews, averaging ${facts.starsNear} stars, the latest on ${shortDate(facts.latestNear)}. The ${facts.reviews.length} nearest are below.`;
    summary.push({
      score: 20 + Math.min(40, facts.reviewsNear),
      text: `Within ${nearMiles}, ${formatCount(facts.reviewsNear)} customers have reviewed their cleanings: ${facts.starsNear} stars on average.`,
    });
  }

  // Price against the state's other served places.
  const { median: stateRate, served: stateServed } = stateMedian(dir, state.code);
  if (stateServed > 1 && region.rate !== stateRate) {
    const diff = Math.abs(region.rate - stateRate);
    summary.push({
      score: 50 + diff,
      text: `At ${formatUsd(region.rate)} an hour for members, cleaning here costs ${formatUsd(diff)} ${region.rate > stateRate ? 'more' : 'less'} than the median of ${formatUsd(stateRate)} across the ${formatCount(stateServed)} served places in ${state.name}.`,
    });
  }

  const nearbyServed = facts.nearbyServed.map(([index, km]) => {
    const other = dir.cities[index]!;
    const otherRegion = dir.regionById(other.region!.id);
    return {
      name: other.state === city.state ? other.name : `${other.name}, ${other.state}`,
      path: cityPath(dir.stateOf(other), other),
      distance: formatMiles(km),
      // Another area's member rate is worth knowing when it differs from this one's.
      rate: otherRegion.rate === region.rate ? '' : `${formatUsd(otherRegion.rate)} an hour`,
    };
  });
  return {
    summary: summary.sort((a, b) => b.score - a.score).map((s) => s.text),
    prices,
    pricesNote,
    reviewsText,
    reviews: facts.reviews.map((review) => ({
      stars: review.stars,
      body: review.body,
      author: review.author,
      place: review.place,
      date: shortDate(review.date),
      isoDate: review.date,
      distance: formatMiles(review.km),
    })),
    cleanersText,
    servedZips: new Set(facts.servedZips),
    cleanersByZip: facts.cleanersByZip,
    nearbyServed,
    asOf: `${brandName} figures of ${longDate(takenAt)}.`,
  };
}
