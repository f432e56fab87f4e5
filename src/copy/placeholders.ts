/**
 * The one home of placeholders ({brand}, {price}, {city}, …): one record per placeholder saying
 * what it becomes, which copy lists may use it and where its value comes from when a length is
 * measured; how a text's are found, checked against a field's allowed list, and filled. Without
 * Node, so the build (./rules.ts, ./places.ts, ./schemas.ts), the editor in the browser
 * (scripts/content-editor/admin.ts), the pages and the islands that finish a sentence in the
 * browser (src/islands/LocalFaq/answers.ts) all use the same functions. Adding a placeholder, or
 * allowing one in a list, is one edit to `PLACEHOLDER_RECORDS`; `PLACEHOLDERS`, `ALLOWED` and
 * ./rules.ts `measuringValues()` are derived from it.
 */

/**
 * The lists of placeholders the copy's fields allow (src/copy/schemas.ts gives each field one), and
 * where each is used, as docs/content.md's placeholder table names it. `brand` is in every list.
 */
export const COPY_LISTS = {
  adGroups: 'ad groups',
  home: 'home',
  help: 'help',
  services: 'service pages (their own files)',
  servicePage: 'service pages (`service.yaml`)',
  apply: '`/apply`',
  vs: '`/vs`',
  contact: '`/help/ticket/`',
  helpCenter: '`/help/`',
  checkout: 'checkout',
  deal: 'deal',
  dealBrandOnly: 'deal (`faq.nearMe.unknown`, `rating.readAll`)',
  dealNearMe: 'deal (`faq.nearMe`)',
  dealRating: 'deal (`rating`)',
  dealCounter: 'deal (`priceCard.counter.claimed`)',
  dealZip: 'deal (`zip`)',
  dealCancellation: 'deal (`faq.cancellation`)',
  dealForeverClean: 'deal (`foreverClean`, `options`)',
  dealOptionsToday: 'deal (`options.today`)',
  dealOptionsPlan: 'deal (`options.plan`)',
  chrome: 'chrome',
  chromeSocialLink: 'chrome (`footer.socialLink`)',
  chromeCopyright: 'chrome (`footer.copyright`, `footer.shortCopyright`)',
  reviews: '`/reviews/`',
  hub: '`/hub/`',
  hubMeta: '`/hub/` (`meta.readingTime`)',
  hubCategory: '`/hub/` (`category`)',
  notFound: '404 page',
  legal: 'legal',
  optOut: '`/privacy/optout/`',
} as const;
export type CopyList = keyof typeof COPY_LISTS;

/**
 * Where a placeholder's value comes from when a length is measured (./rules.ts `measuringValues`):
 * a group of values the build computes from the catalogue and the directory, or a `sample` as long
 * as the longest real value (for values known only on the page or in the visitor's browser).
 */
export type MeasuredFrom =
  /** The longest brand name (brands/*.ts `appName`). */
  | 'brandNames'
  /** The featured option as one offer view states it (./rules.ts `offerViewValues`). */
  | 'offerView'
  /** The offer's figures and rules (./rules.ts `offerPlaceholderValues`). */
  | 'offer'
  /** The legal pages' computed facts (./rules.ts `legalPlaceholderValues`). */
  | 'legal'
  /** The /vs page's facts (./rules.ts `comparisonValues`). */
  | 'comparison'
  /** Support's facts (src/domain/support.ts). */
  | 'support'
  /** The Forever Clean block's figures (./offerValues.ts `foreverCleanValues`). */
  | 'foreverClean'
  | { readonly sample: string };

type PlaceholderRecord = {
  /** What the page puts in its place. */
  readonly means: string;
  /** The copy lists whose fields may use it. */
  readonly in: readonly CopyList[] | 'every list';
  /** Where its value comes from when a length is measured. */
  readonly measure: MeasuredFrom;
};

/**
 * Every placeholder of the pages, ad groups, home, help, services and legal files. The order is
 * the order of the allowed lists in the build's messages ("allowed: {brand} {price} …").
 */
export const PLACEHOLDER_RECORDS = {
  brand: { means: 'the brand’s name (Tidyhaven, Maple & Mop, …)', in: 'every list', measure: 'brandNames' },
  email: {
    means: 'the brand’s support email address (support@…)',
    in: ['contact', 'legal', 'optOut'],
    measure: { sample: 'support@example.com' },
  },
  login: {
    means: 'address of the brand’s customer app sign-in (help: links only)',
    in: ['legal'],
    measure: { sample: 'https://app.example.com/login' },
  },
  redeem: {
    means: 'address where a voucher is redeemed (help: links only)',
    in: ['legal'],
    measure: { sample: 'https://app.example.com/redeem' },
  },
  price: {
    means: 'price of the first cleaning ($19)',
    in: [
      'adGroups',
      'home',
      'help',
      'vs',
      'checkout',
      'deal',
      'dealForeverClean',
      'dealOptionsToday',
      'reviews',
      'hub',
      'servicePage',
      'legal',
    ],
    measure: 'offerView',
  },
  hours: {
    means: 'hours of the first cleaning, as “3-hour” (never split across lines in the headline)',
    in: ['adGroups', 'home', 'deal', 'dealForeverClean', 'reviews', 'hub', 'servicePage'],
    measure: 'offerView',
  },
  Hours: {
    means: 'hours of the first cleaning, as “3-Hour” (for Title Case)',
    in: ['adGroups', 'home', 'deal', 'dealForeverClean'],
    measure: 'offerView',
  },
  numHours: {
    means: 'hours of the first cleaning as a number (3)',
    in: ['help', 'vs', 'checkout', 'deal', 'dealForeverClean', 'reviews', 'hub', 'legal'],
    measure: 'offerView',
  },
  regularPrice: {
    means: 'the first cleaning’s price without the deal ($75)',
    in: ['help', 'deal', 'servicePage', 'legal'],
    measure: 'offerView',
  },
  monthly: {
    means: 'Forever Clean’s monthly price, or the range of the offers’ prices (“$29 to $49 a month”)',
    in: ['help', 'vs', 'legal'],
    measure: 'offer',
  },
  ownPriceNote: {
    means: 'where the shopper’s own price is stated (“the price of your offer is shown on the deal page …”)',
    in: ['help', 'legal'],
    measure: 'offer',
  },
  memberDiscount: {
    means: 'what Forever Clean members save on later cleanings (“more than 50% off”)',
    in: ['help', 'legal'],
    measure: 'offer',
  },
  earlyCancellation: {
    means: 'the sentence on cancelling Forever Clean early (from the plans’ terms)',
    in: ['services', 'help', 'vs', 'legal'],
    measure: 'offer',
  },
  offerTerms: {
    means: 'the offer terms the deal page shows, from src/domain/charges.ts (spec §9)',
    in: ['legal'],
    measure: 'legal',
  },
  todayRule: {
    means: 'the sentence on what is charged today, from src/domain/charges.ts',
    in: ['help', 'legal'],
    measure: 'offer',
  },
  firstChargeRule: {
    means: 'the sentence on Forever Clean’s first charge, from src/domain/charges.ts',
    in: ['help', 'legal'],
    measure: 'offer',
  },
  optionName: {
    means: 'name of the first cleaning’s option (“One Bedroom”)',
    in: ['deal', 'servicePage', 'legal'],
    measure: 'offerView',
  },
  optionDescription: {
    means: 'what the first cleaning’s option covers (“1 bed / 1 bath”)',
    in: ['deal', 'servicePage', 'legal'],
    measure: 'offerView',
  },
  optionScope: {
    means: 'what the first cleaning’s option covers, in lower case for the middle of a sentence (“1 bed / 1 bath”)',
    in: ['deal'],
    measure: 'offerView',
  },
  membershipPrice: {
    means: 'Forever Clean’s price as the price card states it (“$29/month”)',
    in: ['deal', 'dealForeverClean', 'dealOptionsPlan'],
    measure: 'offerView',
  },
  membershipAnswer: {
    means: 'why the first-cleaning price needs Forever Clean, from src/domain/charges.ts',
    in: ['deal'],
    measure: 'offerView',
  },
  service: {
    means: 'the service page’s name in lower case (“deep cleaning”)',
    in: ['servicePage'],
    measure: { sample: 'move-in & move-out cleaning' },
  },
  serviceName: {
    means: 'the service page’s name as written (“Deep cleaning”)',
    in: ['servicePage'],
    measure: { sample: 'Move-in & move-out cleaning' },
  },
  voucherFloor: { means: 'the lowest price a voucher can have ($1)', in: ['legal'], measure: 'legal' },
  minimumMonths: {
    means: 'paid months before Forever Clean can be cancelled without a fee (6)',
    in: ['dealOptionsPlan', 'legal'],
    measure: 'legal',
  },
  freeMonthsNote: {
    means: '“; there are no free months” when Forever Clean has none, otherwise nothing',
    in: ['legal'],
    measure: 'legal',
  },
  dnsStorageKey: {
    means: 'name of the browser storage item that keeps the Do Not Sell choice',
    in: ['legal'],
    measure: 'legal',
  },
  dnsCookie: { means: 'name of the cookie that keeps the Do Not Sell choice', in: ['legal'], measure: 'legal' },
  replyTime: {
    means: 'how soon support usually answers (“within one business day”)',
    in: ['contact'],
    measure: 'support',
  },
  asOf: {
    means: 'the month the comparison’s market figures were checked (“November 2026”)',
    in: ['vs'],
    measure: 'comparison',
  },
  memberRange: {
    means: 'our member hourly rates across the metros (“$35–$49”)',
    in: ['vs'],
    measure: 'comparison',
  },
  nonMemberRange: { means: 'our non-member hourly rates across the metros', in: ['vs'], measure: 'comparison' },
  network: {
    means: 'a social network’s name, in the footer’s links (“Instagram”)',
    in: ['chromeSocialLink'],
    measure: { sample: 'Instagram' },
  },
  year: {
    means: 'the current year, in the footer’s copyright line (2026)',
    in: ['chromeCopyright'],
    measure: { sample: '2026' },
  },
  nearbyState: {
    means: 'the visitor’s state, in the deal page’s answer near me (“Illinois”)',
    in: ['dealNearMe'],
    measure: { sample: 'the District of Columbia' },
  },
  nearbyCities: {
    means: 'up to three cities near the visitor (“Chicago, Evanston, and Oak Park”)',
    in: ['dealNearMe'],
    measure: { sample: 'North Richland Hills, Rancho Santa Margarita, and Lauderdale-by-the-Sea' },
  },
  memberRate: {
    means: 'the member hourly rate near the visitor ($32)',
    in: ['dealNearMe'],
    measure: { sample: '$100.50' },
  },
  lmcHours: {
    means: 'how long before an appointment it can be changed free (“24 hours”)',
    in: ['dealCancellation'],
    measure: { sample: '24 hours' },
  },
  lateFee: {
    means: 'the flat fee for a later change ($25)',
    in: ['dealCancellation'],
    measure: { sample: '$100' },
  },
  rating: {
    means: 'the average stars of every public review (“4.6”)',
    in: ['dealRating', 'reviews'],
    measure: { sample: '4.95' },
  },
  reviewCount: {
    means: 'how many public reviews there are (“5,200”)',
    in: ['dealRating', 'reviews'],
    measure: { sample: '123,456' },
  },
  minutes: {
    means: 'an article’s reading time in minutes (6)',
    in: ['hubMeta'],
    measure: { sample: '120' },
  },
  category: {
    means: 'a hub category’s name (“Cleaning”)',
    in: ['hubCategory'],
    measure: { sample: 'Cleaning' },
  },
  topic: {
    means: 'a hub category’s name in lower case, for the middle of a sentence (“cleaning”)',
    in: ['hubCategory'],
    measure: { sample: 'cleaning' },
  },
  articleCount: {
    means: 'how many articles a hub category holds (8)',
    in: ['hubCategory'],
    measure: { sample: '1,000' },
  },
  zipcode: {
    means: 'the zip code the visitor looked up (“60601”)',
    in: ['dealZip'],
    measure: { sample: '60601' },
  },
  place: {
    means: 'the looked-up zip code’s town and state (“Chicago, IL”)',
    in: ['dealZip'],
    measure: { sample: 'Winston-Salem, NC' },
  },
  cleaners: {
    means: 'how many cleaners work near the zip code, with `cleaner` or `cleaners` after it (“12 cleaners”)',
    in: ['dealZip'],
    measure: { sample: '1,000 cleaners' },
  },
  customers: {
    means: 'how many customers live near the zip code, with `customer` or `customers` after it',
    in: ['dealZip'],
    measure: { sample: '10,000 customers' },
  },
  rate: {
    means: 'an hourly rate near the zip code (“$35”)',
    in: ['dealZip'],
    measure: { sample: '$100' },
  },
  claimed: {
    means: 'how many of this week’s vouchers are claimed, in the price card’s counter (“120”)',
    in: ['dealCounter'],
    measure: { sample: '10,000' },
  },
  vouchers: {
    means: 'how many vouchers this week’s release holds, in the price card’s counter (“500”)',
    in: ['dealCounter'],
    measure: { sample: '10,000' },
  },
  savingPercent: {
    means: 'the least members save on later cleanings, in percent (50)',
    in: ['dealForeverClean'],
    measure: 'foreverClean',
  },
  firstChargeNote: {
    means: 'when Forever Clean is first charged and then how often, from src/domain/charges.ts',
    in: ['dealForeverClean'],
    measure: 'foreverClean',
  },
  minimumPhrase: {
    means: 'when cancelling Forever Clean costs a fee (“before 6 paid months”)',
    in: ['dealForeverClean'],
    measure: 'foreverClean',
  },
  cancellationFee: {
    means: 'the fee for cancelling Forever Clean early ($99)',
    in: ['dealForeverClean'],
    measure: 'foreverClean',
  },
} as const satisfies Record<string, PlaceholderRecord>;
export type Placeholder = keyof typeof PLACEHOLDER_RECORDS;

// Derived at load but marked pure, so an island that only fills words ships none of the records.
const NAMES = /* @__PURE__ */ Object.keys(PLACEHOLDER_RECORDS) as Placeholder[];
const LISTS = /* @__PURE__ */ Object.keys(COPY_LISTS) as CopyList[];

/** An object with one entry per key, each `value(key)`. */
function derive<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}

/** Every placeholder and what the page puts in its place. */
export const PLACEHOLDERS: Readonly<Record<Placeholder, string>> = /* @__PURE__ */ derive(
  NAMES,
  (name) => PLACEHOLDER_RECORDS[name].means,
);

const allows = (name: Placeholder, list: CopyList): boolean => {
  const lists: readonly CopyList[] | 'every list' = PLACEHOLDER_RECORDS[name].in;
  return lists === 'every list' || lists.includes(list);
};

/** The placeholders each copy list allows, in the records' order (the order of "allowed: …"). */
export const ALLOWED: { readonly [L in CopyList]: readonly Placeholder[] } = /* @__PURE__ */ derive(LISTS, (list) =>
  NAMES.filter((name) => allows(name, list)),
);

/**
 * Every placeholder's value for measuring a length, each taken from the group its record names
 * (or its sample); a group that lacks a value its records expect stops the build.
 */
export function measuredValues(groups: {
  readonly [G in Exclude<MeasuredFrom, { sample: string }>]: Partial<Record<Placeholder, string>>;
}): Record<Placeholder, string> {
  const values = {} as Record<Placeholder, string>;
  for (const name of NAMES) {
    const from: MeasuredFrom = PLACEHOLDER_RECORDS[name].measure;
    const value = typeof from === 'string' ? groups[from][name] : from.sample;
    if (value === undefined)
      throw new Error(`Placeholders: {${name}} is measured from “${String(from)}”, which has no value for it`);
    values[name] = value;
  }
  return values;
}

/**
 * Every placeholder of the places collection and what the page puts in its place (docs/content.md's
 * table "Location pages" is written from it). Each sentence of src/copy/places.ts allows only some of
 * them, typed so that `say()` must fill every one it allows.
 */
export const PLACE_PLACEHOLDER_RECORDS = {
  // The brand and the place
  brand: "the brand's name",
  city: 'the place\'s name ("Chicago")',
  state: "the state's name, or DC's or Puerto Rico's (\"Illinois\")",
  place: 'the place and its state\'s code ("Chicago, IL")',
  // Counts and names of the directory
  places: 'how many places the directory lists (everywhere on `/us/`, else in the state)',
  served: "how many of those places (or of a place's zip codes) are served",
  notServed: "how many of the state's places are not served",
  servedStates: 'how many states have a served place',
  count: 'the number a `one` / `other` pair is chosen by (places, stars, cleaners …)',
  population: 'residents of the place (on a state page, of its largest place)',
  largest: "the state's largest place",
  second: "the state's second largest place",
  secondPopulation: 'its residents',
  topServed: "the state's largest served place",
  topServed2: 'its two largest served places ("A and B")',
  topServed3: 'its three largest served places ("A, B, and C")',
  closest: "the state's not-yet-served place closest to a service area",
  rank: 'in `rank:`, the place\'s rank by population in its state ("3rd"); elsewhere `rank:`\'s text',
  role: "`role:`'s text (capital of the state or of the country, county seat)",
  neighbour: 'the closest listed place',
  neighbourState: 'its state, when that is another one',
  nearby: 'how many nearby places the page lists (8)',
  nearbyServed: "the FAQ's `nearbyServed:` text",
  // Service areas and distances
  area: 'a service area as "Chicago, IL" (the place\'s own, or the nearest)',
  areaList: 'the service areas serving a state ("Chicago, IL and Milwaukee, WI")',
  areaCount: 'how many service areas there are',
  areaCity: 'the service area\'s city ("Chicago")',
  areaCleaners: 'how many cleaners work in the service area',
  ourAreas: "`ourAreas:`'s text (one service area or several)",
  position: "`position:`'s text (at the area's centre, or how far from it)",
  distance: 'a distance in miles ("7 mi", "0.4 mi")',
  radius: "the miles around a place's centre that cleaners and reviews are counted in (10)",
  innerRadius: "the inner ring of the cleaners' count, in miles (2)",
  outerRadius: 'the outer ring, in miles (5)',
  // Prices
  rate: 'the member hourly rate ("$35"; on a state page, the lowest)',
  higherRate: 'the non-member hourly rate',
  lowRate: "the lowest member hourly rate of a state's areas",
  highRate: "the highest non-member hourly rate of a state's areas",
  amount: 'an hourly rate in `hourly:` ("$35")',
  taxRate: 'the sales tax on cleaning ("8.25%")',
  taxState: 'the code of the state charging it ("TX")',
  from: "the shortest cleaning's price with a membership, tax included",
  to: "the longest cleaning's price without a membership, tax included",
  fromHours: "the shortest cleaning's hours (2)",
  toHours: "the longest cleaning's hours (6)",
  hours: "a cleaning option's hours, in the price table",
  price: 'the first cleaning\'s price ("$19")',
  regularPrice: "the first cleaning's price without the deal",
  numHours: "the first cleaning's hours (3)",
  homeSize: 'the home the first cleaning suits ("1 bed / 1 bath")',
  monthly: "Forever Clean's monthly price, or the range of the offers' prices",
  // Zip codes
  zip: "a zip code (the place's only one)",
  zips: "the place's zip codes, listed (in `local.yaml`, the first four)",
  zipCount: 'how many zip codes the page lists',
  zipWord: '`zipWord:`\'s text, "zip code" or "zip codes" by `{zipCount}`',
  servedZips: 'how many of the listed zip codes are inside a service area',
  firstZip: 'the first listed zip code',
  lastZip: 'the last listed zip code',
  servedList: 'the served zip codes, listed',
  outsideList: 'the zip codes outside the area, listed (in `local.yaml`, up to four)',
  more: 'how many more zip codes lie outside the area',
  // Cleaners and reviews near a served place's centre
  cleaners: 'how many cleaners (in the area, or based near the centre)',
  within: 'how many of the cleaners near the centre live within `{outerRadius}` mi',
  inner: 'how many live within `{innerRadius}` mi',
  outer: 'how many live within `{outerRadius}` mi',
  completed: '`completedCleanings:`\'s text ("1 completed cleaning")',
  jobs: 'how many cleanings the cleaners near the centre have completed',
  perCleaner: 'those cleanings per cleaner',
  share: "`share:`'s text (the cleaners near the centre as a share of the area's)",
  percent: 'that share in percent, in `share:`',
  reviews: 'how many public reviews were posted near the centre',
  averageStars: 'their average stars ("4.6")',
  shown: 'how many reviews the page lists',
  stars: '`stars:`\'s text ("5 stars")',
  author: 'a review\'s author ("Ana B.")',
  reviewPlace: 'where a review was written ("Evanston, IL")',
  date: 'a date ("12 Mar 2026"; in `asOf:`, "November 23, 2026")',
  snippet: "a review's first words",
  median: "the median member hourly rate of the state's served places",
  difference: "how much the area's rate differs from it",
} as const satisfies Record<string, string>;

/** Every placeholder of the places collection. */
export const PLACE_PLACEHOLDERS = /* @__PURE__ */ Object.keys(PLACE_PLACEHOLDER_RECORDS) as PlacePlaceholder[];
export type PlacePlaceholder = keyof typeof PLACE_PLACEHOLDER_RECORDS;

const TOKEN = /\{([^{}]*)\}/g;

/** Placeholders a text uses, in order, without repeats. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]!))];
}

/** The text with its placeholders filled from `values`; unknown ones are left as written. */
export function fill(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(TOKEN, (token, name: string) => values[name] ?? token);
}

/**
 * The first placeholder of `value` that `allowed` does not list, as the end of
 * "<file>: <field> …", or undefined.
 */
export function placeholderProblem(value: string, allowed: readonly string[]): string | undefined {
  for (const name of placeholdersIn(value)) {
    if (!allowed.includes(name)) {
      const list = allowed.length ? allowed.map((p) => `{${p}}`).join(' ') : 'none';
      return `uses {${name}}, which is not a placeholder here (allowed: ${list})`;
    }
  }
  return undefined;
}

declare const placeholders: unique symbol;
/** A sentence whose placeholders are `K` (checked in the file; `say()` must fill every one). */
export type Sentence<K extends string> = string & { readonly [placeholders]?: K };

/** Values for the placeholders of a sentence: every one it allows, none other. */
export type Values<K extends string> = Readonly<Record<K, string | number>>;

/** The sentence with its placeholders filled in. */
export function say<K extends string>(sentence: Sentence<K>, values: Values<NoInfer<K>>): string {
  return sentence.replace(TOKEN, (token, name: string) => {
    const value = (values as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`Places copy: ${token} has no value (“${sentence}”)`);
    return String(value);
  });
}
