/**
 * What a served city page says about that city alone, built from its facts (the API's data read at
 * build time, build-data/city-facts.ts): the nearest public reviews, cleaners and cleanings near
 * its centre, which of its zip codes are served, the price of each cleaning option at its area's
 * rates with tax, how that compares with the state's other served cities, and served cities
 * nearby. Sentences are chosen and ordered by what is notable in the data (a review from the city
 * itself, partial zip coverage, no cleaner close by, a price above the state's median), so cities
 * of one service area read differently wherever their data differs. The choices and every figure
 * are made here; the wording of each sentence is src/content/places/local.yaml (docs/content.md),
 * read once per build by src/copy/places.ts. Pure: unit-testable.
 */
import { cityPath, type Directory, type DirectoryCity } from '#src/directory/lookup.ts';
import { NEAR_MILES, type CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { formatCount, formatMoney, formatRate, formatUsd, listOf } from '#src/domain/format.ts';
import { withSalesTax } from '#src/domain/charges.ts';
import { cleaningOptions } from '#src/domain/offer.ts';
import { byNumber, placesCopy, say } from '#src/copy/places.ts';
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
  pricesHeading: string;
  /** Each cleaning option at the area's rates, tax included where the state charges it. */
  prices: OptionPrice[];
  pricesNote: string;
  /** The price table's column headings and each option's hours ("(3 hours)", by option). */
  pricesTable: { cleaning: string; members: string; nonMembers: string; hours: (hours: number) => string };
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
  /** `rate`: the other place's member rate when it differs from this area's, else ''; `label`: both. */
  nearbyServed: { name: string; path: string; distance: string; rate: string; label: string }[];
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

/** The first words of a review, ending at a word boundary. */
function snippet(body: string, max = 70): string {
  const first = body.split(/(?<=[.!?])\s/)[0]!;
  if (first.length <= max) return first.replace(/[.!?]$/, '');
  return `${first.slice(0, first.lastIndexOf(' ', max))}…`;
}

/** The rings the cleaners near the centre are counted in (facts.cleanersWithin2 and cleanersWithin5), miles. */
const RINGS = { innerRadius: 2, outerRadius: 5 } as const;

type Scored = { score: number; text: string };

export function localSection(
  dir: Directory,
  city: DirectoryCity,
  facts: CityFacts,
  takenAt: string,
  brandName: string,
  brandKey?: string,
): LocalSection {
  const copy = placesCopy(brandKey).local;
  const hourly = placesCopy(brandKey).city.hourly;
  const state = dir.stateOf(city);
  const region = dir.regionById(city.region!.id);
  const tax = region.salesTaxRate;
  const withTax = (amount: number) => withSalesTax(amount, tax).total;
  const values = {
    brand: brandName,
    city: city.name,
    state: state.name,
    place: `${city.name}, ${city.state}`,
    radius: NEAR_MILES,
  };
  const stars = (n: number) => say(byNumber(copy.stars, n), { count: n });
  const count = (variants: typeof copy.completedCleanings, n: number) =>
    say(byNumber(variants, n), { count: formatCount(n) });

  const prices = cleaningOptions.map((option) => ({
    name: option.name,
    hours: option.numHours,
    member: formatMoney(withTax(option.numHours * region.rate)),
    nonMember: formatMoney(withTax(option.numHours * region.higherRate)),
  }));
  const pricesNote =
    tax > 0 ? say(copy.pricesNote.taxed, { taxRate: formatRate(tax) }) : say(copy.pricesNote.untaxed, {});

  const summary: Scored[] = [];

  // The nearest review: where it was written decides the sentence.
  const [closest] = facts.reviews;
  const inCity = closest && closest.place.toLowerCase() === `${city.name}, ${city.state}`.toLowerCase();
  if (closest) {
    const review = {
      ...values,
      author: closest.author,
      date: shortDate(closest.date),
      stars: stars(closest.stars),
      snippet: snippet(closest.body),
      reviewPlace: closest.place,
      distance: formatMiles(closest.km),
    };
    if (inCity) {
      summary.push({
        score: 90,
        text: say(closest.stars >= 4 ? copy.summary.review.hereGood : copy.summary.review.hereOther, review),
      });
    } else if (closest.km < 5) {
      summary.push({ score: 70, text: say(copy.summary.review.near, review) });
    } else {
      summary.push({ score: 40, text: say(copy.summary.review.far, review) });
    }
  }

  // Zip codes: full, partial or none of the listed ones.
  const total = city.zips.length;
  const served = facts.servedZips.length;
  const outside = city.zips.filter((zip) => !facts.servedZips.includes(zip));
  const zips = copy.summary.zips;
  if (served === total && total === 1) {
    summary.push({ score: 30, text: say(zips.onlyOne, { ...values, zip: city.zips[0]! }) });
  } else if (served === total) {
    summary.push({
      score: 25 + Math.min(total, 40),
      text: say(zips.all, { ...values, zipCount: total, firstZip: city.zips[0]!, lastZip: city.zips.at(-1)! }),
    });
  } else if (served === 0) {
    summary.push({
      score: 95,
      text: say(zips.none, { ...values, zipCount: total, zips: listOf(city.zips.slice(0, 4)) }),
    });
  } else {
    const some = { ...values, served, zipCount: total, outsideList: listOf(outside.slice(0, 4)) };
    summary.push({
      score: 80 - Math.round((served / total) * 30),
      text:
        outside.length > 4
          ? say(zips.someMany, { ...some, more: outside.length - 4 })
          : say(outside.length === 1 ? zips.someOne : zips.someFew, some),
    });
  }

  // Cleaners near the centre.
  const cleanersText: string[] = [];
  const nearest = facts.nearestCleanerKm >= 0 ? formatMiles(facts.nearestCleanerKm) : undefined;
  const cleaners = copy.summary.cleaners;
  const rings = { ...values, ...RINGS, distance: String(nearest) };
  if (facts.cleanersNear === 0) {
    const text = nearest
      ? say(cleaners.noneNearestKnown, { ...values, distance: nearest })
      : say(cleaners.noneAtAll, values);
    summary.push({ score: 100, text });
    cleanersText.push(text);
  } else {
    const share = Math.round((facts.cleanersNear / region.numCleaners) * 100);
    const perCleaner = Math.round(facts.jobsNear / facts.cleanersNear);
    const completed = count(copy.completedCleanings, facts.jobsNear);
    const text =
      facts.cleanersNear < 10
        ? facts.cleanersNear === 1
          ? say(cleaners.one, { ...values, distance: String(nearest), completed })
          : say(cleaners.few, {
              ...values,
              cleaners: formatCount(facts.cleanersNear),
              distance: String(nearest),
              completed,
            })
        : say(cleaners.many, {
            ...values,
            cleaners: formatCount(facts.cleanersNear),
            share: share < 1 ? say(copy.share.underOne, {}) : say(copy.share.other, { percent: share }),
            areaCity: region.city,
            areaCleaners: formatCount(region.numCleaners),
            jobs: formatCount(facts.jobsNear),
          });
    summary.push({ score: facts.cleanersNear < 10 ? 60 : 35 + Math.min(30, share), text });
    // The section gives the spread around the centre rather than repeating the summary.
    const section = copy.cleanersText;
    if (facts.cleanersNear < 10) {
      cleanersText.push(
        facts.cleanersNear === 1
          ? say(section.one, values)
          : say(facts.cleanersWithin5 === facts.cleanersNear ? section.fewAll : section.fewSome, {
              ...rings,
              cleaners: facts.cleanersNear,
              within: formatCount(facts.cleanersWithin5),
            }),
      );
    } else {
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
      cleanersText.push(`${say(section.manyBases, { ...values, cleaners: formatCount(facts.cleanersNear) })} ${ring}`);
      cleanersText.push(
        say(section.manyJobs, { ...values, jobs: formatCount(facts.jobsNear), perCleaner: formatCount(perCleaner) }),
      );
    }
  }

  // Reviews near the centre.
  let reviewsText: string;
  const near = copy.reviewsText;
  if (facts.reviewsNear === 0) {
    reviewsText = closest
      ? say(near.noneNear, { ...values, distance: formatMiles(closest.km) })
      : say(near.noneAtAll, values);
  } else {
    const reviews = {
      ...values,
      reviews: formatCount(facts.reviewsNear),
      averageStars: facts.starsNear,
      date: shortDate(facts.latestNear),
    };
    if (facts.reviewsNear < 5) {
      reviewsText = say(facts.reviewsNear === 1 ? near.fewOne : near.fewOther, reviews);
    } else {
      reviewsText = say(near.many, { ...reviews, shown: facts.reviews.length });
      summary.push({
        score: 20 + Math.min(40, facts.reviewsNear),
        text: say(copy.summary.reviews, reviews),
      });
    }
  }

  // Price against the state's other served places.
  const { median: stateRate, served: stateServed } = stateMedian(dir, state.code);
  if (stateServed > 1 && region.rate !== stateRate) {
    const diff = Math.abs(region.rate - stateRate);
    summary.push({
      score: 50 + diff,
      text: say(region.rate > stateRate ? copy.summary.price.more : copy.summary.price.less, {
        ...values,
        rate: formatUsd(region.rate),
        difference: formatUsd(diff),
        median: formatUsd(stateRate),
        served: formatCount(stateServed),
      }),
    });
  }

  const nearbyServed = facts.nearbyServed.map(([index, km]) => {
    const other = dir.cities[index]!;
    const otherRegion = dir.regionById(other.region!.id);
    const distance = formatMiles(km);
    // Another area's member rate is worth knowing when it differs from this one's.
    const rate = otherRegion.rate === region.rate ? '' : say(hourly, { amount: formatUsd(otherRegion.rate) });
    return {
      name: other.state === city.state ? other.name : `${other.name}, ${other.state}`,
      path: cityPath(dir.stateOf(other), other),
      distance,
      rate,
      label: rate ? `${distance}, ${rate}` : distance,
    };
  });
  return {
    summary: summary.sort((a, b) => b.score - a.score).map((s) => s.text),
    pricesHeading: say(copy.pricesHeading, values),
    prices,
    pricesNote,
    pricesTable: {
      cleaning: say(copy.pricesTable.cleaning, {}),
      members: say(copy.pricesTable.members, {}),
      nonMembers: say(copy.pricesTable.nonMembers, {}),
      hours: (hours) => say(copy.pricesTable.hours, { hours }),
    },
    reviewsHeading: say(copy.reviewsHeading, values),
    reviewsText,
    reviews: facts.reviews.map((review) => {
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
    }),
    cleanersHeading: say(copy.cleanersHeading, values),
    cleanersText,
    servedZips: new Set(facts.servedZips),
    cleanersByZip: facts.cleanersByZip,
    zipLabels: {
      notServed: say(copy.zipNotServed, {}),
      cleaners: (n) => say(byNumber(copy.zipCleaners, n), { count: n }),
    },
    nearbyServedHeading: say(copy.nearbyServedHeading, values),
    nearbyServed,
    asOf: say(copy.asOf, { brand: brandName, date: longDate(takenAt) }),
  };
}
