/**
 * The location directory's words (/us/, /us/{state}/, /us/{state}/{city}/): src/content/places/
 * index.yaml, state.yaml, city.yaml and local.yaml (a served place's own facts), brand overrides in
 * src/content/places/brands/<brand>/ (docs/content.md, "Location pages"). The pages choose a
 * sentence by the directory's data (src/pages/us/_lib/: indexPage.ts, statePage.ts, city/ and local/) and compute every
 * number, name, distance and price; these files hold only the wording of each named variant.
 *
 * Each sentence allows its own placeholders from PLACE_PLACEHOLDERS (./placeholders.ts), checked like every copy field
 * (src/copy/rules.ts: an unknown one stops the build with `file: field rule`). Its type carries
 * them, so `say()` only compiles when the code fills in every placeholder the sentence may use.
 */
import { z } from 'astro/zod';
import { entriesFor, readEntry, type Collection } from './content.ts';
import { text } from './rules.ts';
import { PLACE_PLACEHOLDERS, say, type PlacePlaceholder, type Sentence, type Values } from './placeholders.ts';

export { PLACE_PLACEHOLDERS, say, type PlacePlaceholder, type Sentence, type Values };

/** A sentence allowing `allowed`, at most `max` characters as written. */
function sentence<const K extends PlacePlaceholder>(allowed: readonly K[], max = 320): z.ZodType<Sentence<K>> {
  return text({ placeholders: allowed, max }) as unknown as z.ZodType<Sentence<K>>;
}
const heading = <const K extends PlacePlaceholder>(allowed: readonly K[]) => sentence(allowed, 80);
const label = <const K extends PlacePlaceholder>(allowed: readonly K[]) => sentence(allowed, 40);
/** Wording chosen by a number: exactly one, or any other. */
const byCount = <const K extends PlacePlaceholder>(allowed: readonly K[], max = 320) =>
  z.strictObject({ one: sentence(allowed, max), other: sentence(allowed, max) });
/** Title or description candidates, most complete first: fitTitle / fitDescription take the first that fits. */
const candidates = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, 'needs at least one item').max(6, 'has more than 6 candidates');
const title = <const K extends PlacePlaceholder>(allowed: readonly K[]) => candidates(sentence(allowed, 90));
const description = <const K extends PlacePlaceholder>(allowed: readonly K[]) => candidates(sentence(allowed, 260));

// --- /us/: src/content/places/index.yaml ---

const INDEX = ['brand', 'places', 'served', 'servedStates', 'areaCount'] as const;
export const placesIndexSchema = z.strictObject({
  title: title(INDEX),
  description: description(INDEX),
  heading: heading(INDEX),
  intro: sentence(INDEX, 500),
  statesHeading: heading(INDEX),
  stateCount: z.strictObject({ withServed: label(['places', 'served']), noneServed: label(['places']) }),
});

// --- /us/{state}/: src/content/places/state.yaml ---

const SERVED_RANGE = ['served', 'ourAreas', 'areaList', 'lowRate', 'highRate', 'state', 'brand'] as const;
const NOT_SERVED_TEXT = ['brand', 'state', 'count', 'closest', 'distance', 'area'] as const;
export const placesStateSchema = z.strictObject({
  title: title(['brand', 'state', 'places']),
  description: z.strictObject({
    served: description(['brand', 'state', 'places', 'served', 'rate', 'topServed', 'topServed2', 'topServed3']),
    noneServed: description(['brand', 'state', 'places', 'largest']),
  }),
  heading: heading(['brand', 'state']),
  intro: z.strictObject({
    largest: z.strictObject({
      withSecond: sentence(['brand', 'state', 'places', 'largest', 'population', 'second', 'secondPopulation']),
      alone: sentence(['brand', 'state', 'places', 'largest', 'population']),
    }),
    served: z.strictObject({
      all: sentence(SERVED_RANGE),
      some: sentence(SERVED_RANGE),
      one: sentence(SERVED_RANGE),
    }),
    ourAreas: byCount([], 60),
    others: sentence(['brand', 'state', 'notServed']),
    noneServed: sentence(['brand', 'state', 'area', 'distance', 'largest']),
  }),
  waitlistButton: label([]),
  largestHeading: heading(['state']),
  largestLabel: z.strictObject({ served: label(['population']), notServed: label(['population']) }),
  servedHeading: byCount(['state', 'count'], 80),
  notServedHeading: byCount(['state', 'count'], 80),
  notServedText: byCount(NOT_SERVED_TEXT),
  servicesHeading: heading(['state']),
});

// --- /us/{state}/{city}/: src/content/places/city.yaml ---

const CITY = ['brand', 'city', 'state', 'place'] as const;
const FIRST_CLEANING = ['numHours', 'price'] as const;
export const placesCitySchema = z.strictObject({
  title: z.strictObject({
    served: title([...CITY, 'rate']),
    notServed: title(CITY),
  }),
  description: z.strictObject({
    served: description([...CITY, 'rate', ...FIRST_CLEANING, 'zipCount', 'zipWord', 'nearby']),
    notServed: description([...CITY, 'area', 'distance', 'zipCount', 'zipWord']),
  }),
  zipWord: byCount([], 40),
  heading: heading(CITY),
  intro: z.strictObject({
    withRole: sentence([...CITY, 'role', 'rank', 'population']),
    plain: sentence([...CITY, 'rank', 'population']),
  }),
  role: z.strictObject({
    stateCapital: label(['state']),
    nationalCapital: label([]),
    countySeat: label([]),
  }),
  rank: z.strictObject({
    largest: sentence(['state', 'places'], 120),
    other: sentence(['state', 'places', 'rank'], 120),
  }),
  neighbor: z.strictObject({
    sameState: sentence([...CITY, 'neighbor', 'distance']),
    otherState: sentence([...CITY, 'neighbor', 'neighborState', 'distance']),
  }),
  pricesHeading: heading(CITY),
  hourly: label(['amount']),
  memberLabel: label([]),
  nonMemberLabel: label([]),
  area: z.strictObject({
    withFacts: sentence([...CITY, 'area', 'position']),
    withoutFacts: sentence([...CITY, 'area', 'position', 'cleaners']),
  }),
  position: z.strictObject({ atCentre: label([]), fromCentre: label(['distance']) }),
  tax: z.strictObject({
    charged: sentence([...CITY, 'area', 'taxRate', 'taxState']),
    none: sentence([...CITY, 'area', 'taxState']),
  }),
  coverage: byCount([...CITY, 'servedZips', 'zipCount', 'zipWord']),
  notServedHeading: heading(CITY),
  notServed: z.strictObject({
    noZips: sentence([...CITY, 'area', 'distance', 'zipCount', 'zipWord'], 400),
    oneZip: sentence([...CITY, 'area', 'distance', 'servedZips', 'zipCount', 'zipWord'], 400),
    someZips: sentence([...CITY, 'area', 'distance', 'servedZips', 'zipCount', 'zipWord'], 400),
    allZips: byCount([...CITY, 'area', 'distance', 'zipCount', 'zipWord'], 400),
  }),
  waitlistButton: label([]),
  deal: z.strictObject({
    served: z.strictObject({
      heading: heading([...CITY, ...FIRST_CLEANING]),
      text: sentence([...CITY, ...FIRST_CLEANING, 'regularPrice', 'homeSize', 'monthly']),
      button: label([]),
    }),
    notServed: z.strictObject({
      heading: heading([...CITY, ...FIRST_CLEANING]),
      text: sentence([...CITY, ...FIRST_CLEANING, 'regularPrice', 'homeSize', 'areaCount', 'area']),
      button: label([]),
    }),
  }),
  nearbyHeading: heading(CITY),
  zipsHeading: z.strictObject({ byName: heading(CITY), nearest: heading(CITY) }),
  zipsText: z.strictObject({
    byName: byCount([...CITY, 'zipCount']),
    nearest: byCount([...CITY, 'zipCount']),
  }),
  servicesHeading: heading(CITY),
  faqHeading: heading(CITY),
  faq: z.strictObject({
    cost: z.strictObject({
      question: sentence(CITY, 120),
      localTaxed: sentence([...CITY, 'from', 'fromHours', 'to', 'toHours', 'taxRate', ...FIRST_CLEANING]),
      localUntaxed: sentence([...CITY, 'from', 'fromHours', 'to', 'toHours', ...FIRST_CLEANING]),
      areaTaxed: sentence([...CITY, 'area', 'rate', 'higherRate', 'taxRate', ...FIRST_CLEANING]),
      areaUntaxed: sentence([...CITY, 'area', 'rate', 'higherRate', ...FIRST_CLEANING]),
      notServed: sentence([...CITY, 'area', 'rate', 'higherRate']),
    }),
    cleaners: z.strictObject({
      question: sentence(CITY, 120),
      near: byCount([...CITY, 'cleaners', 'radius', 'distance', 'nearbyServed']),
      nearbyServed: z.strictObject({
        none: sentence(['nearby'], 120),
        all: sentence(['nearby'], 120),
        one: sentence(['nearby', 'count'], 120),
        other: sentence(['nearby', 'count'], 120),
      }),
      far: sentence([...CITY, 'area', 'radius', 'distance']),
      area: z.strictObject({
        none: sentence([...CITY, 'area', 'cleaners', 'nearby']),
        some: sentence([...CITY, 'area', 'cleaners', 'nearby', 'count']),
        all: sentence([...CITY, 'area', 'cleaners', 'nearby']),
      }),
      notServed: sentence([...CITY, 'area', 'distance']),
    }),
    zips: z.strictObject({
      question: sentence(CITY, 120),
      allOne: sentence([...CITY, 'zip']),
      all: sentence([...CITY, 'zipCount', 'zips'], 2000),
      none: byCount([...CITY, 'zipCount']),
      some: z.strictObject({
        oneAndOne: sentence([...CITY, 'servedList', 'outsideList']),
        oneAndMore: sentence([...CITY, 'servedList', 'outsideList']),
        moreAndOne: sentence([...CITY, 'servedList', 'outsideList']),
        moreAndMore: sentence([...CITY, 'servedList', 'outsideList']),
      }),
      pageAll: byCount([...CITY, 'zipCount', 'zipWord']),
      pageNone: z.strictObject({
        one: sentence([...CITY, 'zip']),
        other: sentence([...CITY, 'zipCount']),
      }),
      pageSome: sentence([...CITY, 'servedZips', 'zipCount']),
    }),
    firstCleaning: z.strictObject({
      question: sentence(CITY, 120),
      answer: sentence([...CITY, 'numHours', 'homeSize']),
    }),
  }),
});

// --- A served place's own facts: src/content/places/local.yaml ---

const LOCAL = ['brand', 'city', 'state', 'place', 'radius'] as const;
const REVIEW = ['author', 'date', 'stars', 'snippet', 'reviewPlace', 'distance'] as const;
const ZIPS = ['zipCount', 'served', 'outsideList'] as const;
const REVIEWS_NEAR = ['reviews', 'averageStars', 'date'] as const;
const RINGS = ['innerRadius', 'outerRadius', 'distance'] as const;
export const placesLocalSchema = z.strictObject({
  summary: z.strictObject({
    review: z.strictObject({
      hereGood: sentence([...LOCAL, ...REVIEW]),
      hereOther: sentence([...LOCAL, ...REVIEW]),
      near: sentence([...LOCAL, ...REVIEW]),
      far: sentence([...LOCAL, ...REVIEW]),
    }),
    zips: z.strictObject({
      onlyOne: sentence([...LOCAL, 'zip']),
      all: sentence([...LOCAL, 'zipCount', 'firstZip', 'lastZip']),
      none: sentence([...LOCAL, 'zipCount', 'zips']),
      someOne: sentence([...LOCAL, ...ZIPS]),
      someFew: sentence([...LOCAL, ...ZIPS]),
      someMany: sentence([...LOCAL, ...ZIPS, 'more']),
    }),
    cleaners: z.strictObject({
      noneNearestKnown: sentence([...LOCAL, 'distance']),
      noneAtAll: sentence(LOCAL),
      one: sentence([...LOCAL, 'distance', 'completed']),
      few: sentence([...LOCAL, 'cleaners', 'distance', 'completed']),
      many: sentence([...LOCAL, 'cleaners', 'share', 'areaCity', 'areaCleaners', 'jobs']),
    }),
    reviews: sentence([...LOCAL, 'reviews', 'averageStars']),
    price: z.strictObject({
      more: sentence([...LOCAL, 'rate', 'difference', 'median', 'served']),
      less: sentence([...LOCAL, 'rate', 'difference', 'median', 'served']),
    }),
  }),
  stars: byCount(['count'], 40),
  completedCleanings: byCount(['count'], 60),
  share: z.strictObject({ underOne: label([]), other: label(['percent']) }),
  pricesHeading: heading(LOCAL),
  pricesNote: z.strictObject({ taxed: sentence(['taxRate'], 120), untaxed: sentence([], 120) }),
  pricesTable: z.strictObject({
    cleaning: label([]),
    members: label([]),
    nonMembers: label([]),
    hours: label(['hours']),
  }),
  cleanersHeading: heading(LOCAL),
  cleanersText: z.strictObject({
    one: sentence(LOCAL),
    fewAll: sentence([...LOCAL, 'cleaners', 'within', ...RINGS]),
    fewSome: sentence([...LOCAL, 'cleaners', 'within', ...RINGS]),
    fewNone: sentence([...LOCAL, 'cleaners', ...RINGS]),
    manyBases: sentence([...LOCAL, 'cleaners']),
    ringsInner: sentence([...LOCAL, 'inner', 'outer', ...RINGS]),
    ringsOuter: sentence([...LOCAL, 'outer', ...RINGS]),
    ringsBeyond: sentence([...LOCAL, ...RINGS]),
    manyJobs: sentence([...LOCAL, 'jobs', 'perCleaner']),
  }),
  nearbyServedHeading: heading(LOCAL),
  reviewsHeading: heading(LOCAL),
  reviewsText: z.strictObject({
    noneNear: sentence([...LOCAL, 'distance']),
    noneAtAll: sentence(LOCAL),
    fewOne: sentence([...LOCAL, ...REVIEWS_NEAR]),
    fewOther: sentence([...LOCAL, ...REVIEWS_NEAR]),
    many: sentence([...LOCAL, ...REVIEWS_NEAR, 'shown']),
  }),
  reviewStars: label(['count']),
  reviewByline: sentence(['author', 'reviewPlace', 'distance'], 120),
  zipNotServed: label([]),
  zipCleaners: byCount(['count'], 40),
  asOf: sentence(['brand', 'date'], 120),
});

/** The files of src/content/places/ (the file name without .yaml) and their schemas. */
export const PLACE_SCHEMAS = {
  index: placesIndexSchema,
  state: placesStateSchema,
  city: placesCitySchema,
  local: placesLocalSchema,
} as const;
export type PlacesFile = keyof typeof PLACE_SCHEMAS;
export type PlacesCopy = { [F in PlacesFile]: z.infer<(typeof PLACE_SCHEMAS)[F]> };

let collections: { [F in PlacesFile]: Collection<PlacesCopy[F]> } | undefined;
const byBrand = new Map<string, PlacesCopy>();

/** Reads and checks the four files (throws a ContentError naming file, field and rule). */
export function readPlaces(root?: string): { [F in PlacesFile]: Collection<PlacesCopy[F]> } {
  const read = <F extends PlacesFile>(file: F) =>
    readEntry('places', file, PLACE_SCHEMAS[file] as unknown as z.ZodType<PlacesCopy[F]>, root);
  return { index: read('index'), state: read('state'), city: read('city'), local: read('local') };
}

/** The location pages' words for brand `brandKey` (its overrides applied); read once per build. */
export function placesCopy(brandKey = ''): PlacesCopy {
  let copy = byBrand.get(brandKey);
  if (!copy) {
    collections ??= readPlaces();
    const own = <F extends PlacesFile>(file: F) => entriesFor(collections![file], brandKey || undefined)[0]!;
    copy = { index: own('index'), state: own('state'), city: own('city'), local: own('local') };
    byBrand.set(brandKey, copy);
  }
  return copy;
}

/** The `one` or `other` wording of a byCount field, by `count`. */
export function byNumber<T>(variants: { one: T; other: T }, count: number): T {
  return count === 1 ? variants.one : variants.other;
}
