/**
 * The one home of placeholders ({brand}, {price}, {city}, …): one record per placeholder saying
 * what it becomes, which copy lists may use it and where its value comes from (the brand, an
 * offer view, the offer's facts, each computed by its function in ./placeholderValues.ts, or the
 * page); how a text's are found and checked against a field's allowed list. Without Node, so the
 * build (./rules.ts, ./places.ts, ./schemas.ts), the editor in the browser
 * (scripts/content-editor/admin.ts) and the pages use the same functions. Filling is ./fill.ts,
 * which islands import alone. Adding a placeholder, or allowing one in a list, is one edit to
 * `PLACEHOLDER_RECORDS`; `PLACEHOLDERS`, `ALLOWED`, the link rule and ./rules.ts
 * `measuringValues()` are derived from it.
 */
import type { OfferRange } from '../domain/charges.ts';
import type { ViewFacts } from './offerValues.ts';
import { fill, fillParts, TOKEN } from './fill.ts';

export { fill, fillParts };

/**
 * The lists of placeholders the copy's fields allow (src/copy/schemas.ts gives each field one);
 * the collection record that names a list (src/copy/collections.ts) says where it is used. `brand`
 * is in every list.
 */
export const COPY_LISTS = [
  'adGroups',
  'home',
  'help',
  'services',
  'servicePage',
  'apply',
  'vs',
  'contact',
  'helpCenter',
  'checkout',
  'checkoutSteps',
  'deal',
  'dealBrandOnly',
  'dealNearMe',
  'dealRating',
  'dealCounter',
  'dealZip',
  'dealReferral',
  'dealCancellation',
  'dealForeverClean',
  'dealOptionsToday',
  'dealOptionsPlan',
  'chrome',
  'chromeSocialLink',
  'chromeCopyright',
  'chromeCredit',
  'reviews',
  'reviewsList',
  'hub',
  'hubMeta',
  'hubCategory',
  'notFound',
  'legal',
  'optOut',
] as const;
export type CopyList = (typeof COPY_LISTS)[number];

/**
 * The offer's facts the records compute their values from (./rules.ts `offerFacts()` reads them
 * from the catalogue and src/domain/): data, not wording, so that a sentence is written in one place.
 */
export type OfferFacts = {
  /** The offers' prices and plan terms across cohorts (src/catalog/priceRange.ts). */
  readonly range: OfferRange;
  /** The Forever Clean plan the footer terms describe (src/domain/offer.ts `foreverClean`). */
  readonly plan: { readonly futureDiscountText: string; readonly minimumMonths: number; readonly freeMonths: number };
  /** The lowest price a voucher can have, in dollars. */
  readonly voucherFloor: number;
  /** Every metro tier's member and non-member hourly rates, in dollars. */
  readonly hourlyRates: readonly (readonly [member: number, nonMember: number])[];
  /** When the /vs page's market figures were last checked ("November 2026"). */
  readonly comparisonAsOf: string;
  /** How soon support usually answers (src/domain/support.ts). */
  readonly replyTime: string;
  /** The browser storage item and the cookie that keep the Do Not Sell choice. */
  readonly doNotSell: { readonly key: string; readonly cookie: string };
};

/** What a page knows when it fills placeholders: each record's value is computed from one of these. */
export type Known = {
  /** The brand's name. */
  readonly brand?: string;
  /** One offer view (the visitor's, or the featured option's). */
  readonly view?: ViewFacts;
  /** The offer's facts (./rules.ts `offerFacts()`). */
  readonly facts?: OfferFacts;
  /** Values only the page knows: the support address, the app's addresses, the service's name … */
  readonly page?: Partial<Record<Placeholder, string>>;
};

/**
 * Where a placeholder's value comes from: the brand's name, one offer view or the offer's facts
 * (computed by the function ./placeholderValues.ts `VALUE_OF` holds for it), or the page.
 */
type ValueRule =
  /** The brand's name; measured with the longest one (brands/*.ts `appName`). */
  | { readonly from: 'brand' }
  /** Computed from one offer view (./offerValues.ts). */
  | { readonly from: 'view' }
  /** Computed from the offer's facts. */
  | { readonly from: 'facts' }
  /** Given by the page or the visitor's browser; `sample` is as long as the longest real value. */
  | { readonly from: 'page'; readonly sample: string };

type PlaceholderRecord = ValueRule & {
  /** What the page puts in its place. */
  readonly means: string;
  /** The copy lists whose fields may use it. */
  readonly in: readonly CopyList[] | 'every list';
  /** A whole link address (`address`: [label]({login})) or a mail address (`mailto`: mailto:{email}). */
  readonly link?: 'address' | 'mailto';
};

/**
 * Every placeholder of the pages, ad groups, home, help, services and legal files: what it means,
 * where it is allowed and where its value comes from. The fill walks these records
 * (./placeholderValues.ts `valuesFrom`, `fillFrom`), and so do lengths (`measuredValues`). Their order, by where the value comes from
 * (the brand, one offer view, the offer's facts, the page), is the order of the allowed lists in
 * the build's messages ("allowed: {brand} {price} {hours} …") and of docs/content.md's table.
 */
export const PLACEHOLDER_RECORDS = {
  // The brand
  brand: { means: 'the brand’s name (Tidyhaven, Maple & Mop, …)', in: 'every list', from: 'brand' },
  // One offer view's figures, each computed by its function in ./offerValues.ts
  price: {
    means: 'price of the first cleaning ($19, or “$14–$19” where the brand’s offers differ)',
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
    from: 'view',
  },
  hours: {
    means: 'hours of the first cleaning, as “3-hour” (never split across lines in the headline)',
    in: ['adGroups', 'home', 'deal', 'dealForeverClean', 'reviews', 'hub', 'servicePage'],
    from: 'view',
  },
  Hours: {
    means: 'hours of the first cleaning, as “3-Hour” (for Title Case)',
    in: ['adGroups', 'home', 'deal', 'dealForeverClean'],
    from: 'view',
  },
  numHours: {
    means: 'hours of the first cleaning as a number (3)',
    in: ['help', 'vs', 'checkout', 'deal', 'dealForeverClean', 'reviews', 'hub', 'legal'],
    from: 'view',
  },
  regularPrice: {
    means:
      'the first cleaning’s full voucher price, what it costs if Forever Clean is cancelled early ($75; on pages that cannot know the offer, the range of the brand’s offers)',
    in: ['help', 'deal', 'servicePage', 'legal'],
    from: 'view',
  },
  optionName: {
    means: 'name of the first cleaning’s option (“One Bedroom”)',
    in: ['deal', 'servicePage', 'legal'],
    from: 'view',
  },
  optionDescription: {
    means: 'what the first cleaning’s option covers (“1 bed / 1 bath”)',
    in: ['deal', 'servicePage', 'legal'],
    from: 'view',
  },
  optionScope: {
    means: 'what the first cleaning’s option covers, in lower case for the middle of a sentence (“1 bed / 1 bath”)',
    in: ['deal'],
    from: 'view',
  },
  membershipPrice: {
    means: 'Forever Clean’s price as the price card states it (“$29/month”)',
    in: ['deal', 'dealForeverClean', 'dealOptionsPlan'],
    from: 'view',
  },
  membershipAnswer: {
    means: 'why the first-cleaning price needs Forever Clean, from src/domain/charges.ts',
    in: ['deal'],
    from: 'view',
  },
  savingPercent: {
    means: 'the least members save on later cleanings, in percent (50)',
    in: ['dealForeverClean'],
    from: 'view',
  },
  firstChargeNote: {
    means: 'when Forever Clean is first charged and then how often, from src/domain/charges.ts',
    in: ['dealForeverClean'],
    from: 'view',
  },
  minimumPhrase: {
    means: 'when cancelling Forever Clean costs a fee (“before 6 paid months”)',
    in: ['dealForeverClean'],
    from: 'view',
  },
  cancellationFee: {
    means: 'the fee for cancelling Forever Clean early ($99)',
    in: ['dealForeverClean'],
    from: 'view',
  },
  // The offer's rules and facts (./rules.ts `offerFacts`)
  monthly: {
    means: 'Forever Clean’s monthly price, or the range of the offers’ prices (“$29 to $49 a month”)',
    in: ['help', 'vs', 'legal'],
    from: 'facts',
  },
  ownPriceNote: {
    means: 'where the shopper’s own price is stated (“the price of your offer is shown on the deal page …”)',
    in: ['help', 'legal'],
    from: 'facts',
  },
  memberDiscount: {
    means: 'what Forever Clean members save on later cleanings (“more than 50% off”)',
    in: ['help', 'legal'],
    from: 'facts',
  },
  earlyCancellation: {
    means: 'the sentence on cancelling Forever Clean early (from the plans’ terms)',
    in: ['services', 'help', 'vs', 'legal'],
    from: 'facts',
  },
  offerTerms: {
    means: 'the offer terms the deal page shows, from src/domain/charges.ts (spec §9)',
    in: ['legal'],
    from: 'facts',
  },
  todayRule: {
    means: 'the sentence on what is charged today, from src/domain/charges.ts',
    in: ['help', 'legal'],
    from: 'facts',
  },
  firstChargeRule: {
    means: 'the sentence on Forever Clean’s first charge, from src/domain/charges.ts',
    in: ['help', 'legal'],
    from: 'facts',
  },
  voucherFloor: {
    means: 'the lowest price a voucher can have ($1)',
    in: ['legal'],
    from: 'facts',
  },
  minimumMonths: {
    means: 'paid months before Forever Clean can be cancelled without a fee (6)',
    in: ['dealOptionsPlan', 'legal'],
    from: 'facts',
  },
  freeMonthsNote: {
    means: '“; there are no free months” when Forever Clean has none, otherwise nothing',
    in: ['legal'],
    from: 'facts',
  },
  billingNote: {
    means: 'how often the brand’s offers bill Forever Clean (“Every offer bills Forever Clean monthly.”)',
    in: ['legal'],
    from: 'facts',
  },
  dnsStorageKey: {
    means: 'name of the browser storage item that keeps the Do Not Sell choice',
    in: ['legal'],
    from: 'facts',
  },
  dnsCookie: {
    means: 'name of the cookie that keeps the Do Not Sell choice',
    in: ['legal'],
    from: 'facts',
  },
  replyTime: {
    means: 'how soon support usually answers (“within one business day”)',
    in: ['contact'],
    from: 'facts',
  },
  asOf: {
    means: 'the month the comparison’s market figures were checked (“November 2026”)',
    in: ['vs'],
    from: 'facts',
  },
  memberRange: {
    means: 'our member hourly rates across the metros (“$35–$49”)',
    in: ['vs'],
    from: 'facts',
  },
  nonMemberRange: {
    means: 'our non-member hourly rates across the metros',
    in: ['vs'],
    from: 'facts',
  },
  // Given by the page, or by the visitor's browser
  email: {
    means: 'the brand’s support email address (support@…)',
    in: ['contact', 'legal', 'optOut'],
    link: 'mailto',
    from: 'page',
    sample: 'support@example.com',
  },
  login: {
    means: 'address of the brand’s customer app sign-in (help: links only)',
    in: ['legal'],
    link: 'address',
    from: 'page',
    sample: 'https://app.example.com/login',
  },
  redeem: {
    means: 'address where a voucher is redeemed (help: links only)',
    in: ['legal'],
    link: 'address',
    from: 'page',
    sample: 'https://app.example.com/redeem',
  },
  service: {
    means: 'the service page’s name in lower case (“deep cleaning”)',
    in: ['servicePage'],
    from: 'page',
    sample: 'move-in & move-out cleaning',
  },
  serviceName: {
    means: 'the service page’s name as written (“Deep cleaning”)',
    in: ['servicePage'],
    from: 'page',
    sample: 'Move-in & move-out cleaning',
  },
  network: {
    means: 'a social network’s name, in the footer’s links (“Instagram”)',
    in: ['chromeSocialLink'],
    from: 'page',
    sample: 'Instagram',
  },
  year: {
    means: 'the current year, in the footer’s copyright line (2026)',
    in: ['chromeCopyright'],
    from: 'page',
    sample: '2026',
  },
  nearbyState: {
    means: 'the visitor’s state, in the deal page’s answer near me (“Illinois”)',
    in: ['dealNearMe'],
    from: 'page',
    sample: 'the District of Columbia',
  },
  nearbyCities: {
    means: 'up to three cities near the visitor (“Chicago, Evanston, and Oak Park”)',
    in: ['dealNearMe'],
    from: 'page',
    sample: 'North Richland Hills, Rancho Santa Margarita, and Lauderdale-by-the-Sea',
  },
  memberRate: {
    means: 'the member hourly rate near the visitor ($32)',
    in: ['dealNearMe'],
    from: 'page',
    sample: '$100.50',
  },
  lmcHours: {
    means: 'how long before an appointment it can be changed free (“24 hours”)',
    in: ['dealCancellation'],
    from: 'page',
    sample: '24 hours',
  },
  lateFee: {
    means: 'the flat fee for a later change ($25)',
    in: ['dealCancellation'],
    from: 'page',
    sample: '$100',
  },
  rating: {
    means: 'the average stars of every public review (“4.6”)',
    in: ['dealRating', 'reviews'],
    from: 'page',
    sample: '4.95',
  },
  reviewCount: {
    means: 'how many public reviews there are (“5,200”)',
    in: ['dealRating', 'reviews'],
    from: 'page',
    sample: '123,456',
  },
  minutes: {
    means: 'an article’s reading time in minutes (6)',
    in: ['hubMeta'],
    from: 'page',
    sample: '120',
  },
  category: {
    means: 'a hub category’s name (“Cleaning”)',
    in: ['hubCategory'],
    from: 'page',
    sample: 'Cleaning',
  },
  topic: {
    means: 'a hub category’s name in lower case, for the middle of a sentence (“cleaning”)',
    in: ['hubCategory'],
    from: 'page',
    sample: 'cleaning',
  },
  articleCount: {
    means: 'how many articles a hub category holds (8)',
    in: ['hubCategory'],
    from: 'page',
    sample: '1,000',
  },
  referrer: {
    means: 'the name of the friend whose referral link the visitor followed (“Anna”)',
    in: ['dealReferral'],
    from: 'page',
    sample: 'Alexandria-Rose W.',
  },
  zipcode: {
    means: 'the zip code the visitor looked up or gave at checkout (“60601”)',
    in: ['dealZip', 'checkoutSteps'],
    from: 'page',
    sample: '60601',
  },
  place: {
    means: 'the looked-up zip code’s town and state (“Chicago, IL”)',
    in: ['dealZip'],
    from: 'page',
    sample: 'Winston-Salem, NC',
  },
  cleaners: {
    means: 'how many cleaners work near the zip code, with `cleaner` or `cleaners` after it (“12 cleaners”)',
    in: ['dealZip'],
    from: 'page',
    sample: '1,000 cleaners',
  },
  customers: {
    means: 'how many customers live near the zip code, with `customer` or `customers` after it',
    in: ['dealZip'],
    from: 'page',
    sample: '10,000 customers',
  },
  rate: {
    means: 'an hourly rate near the zip code (“$35”)',
    in: ['dealZip'],
    from: 'page',
    sample: '$100',
  },
  geonames: {
    means: 'the link to GeoNames, whose place data the location pages show (“GeoNames”)',
    in: ['chromeCredit'],
    from: 'page',
    sample: 'GeoNames',
  },
  license: {
    means: 'the link to GeoNames’ license (“CC BY 4.0”)',
    in: ['chromeCredit'],
    from: 'page',
    sample: 'CC BY 4.0',
  },
  starCount: {
    means: 'a review’s stars, 1 to 5',
    in: ['reviewsList'],
    from: 'page',
    sample: '5',
  },
  reviewer: {
    means: 'the name of a review’s customer (“Maria G.”)',
    in: ['reviewsList'],
    from: 'page',
    sample: 'Alexandria-Rose W.',
  },
  reviewsShown: {
    means: 'how many reviews the list shows, with `review` or `reviews` after it (“12 reviews”)',
    in: ['reviewsList'],
    from: 'page',
    sample: '10,000 reviews',
  },
  added: {
    means: 'how many reviews a load added to the list (6)',
    in: ['reviewsList'],
    from: 'page',
    sample: '100',
  },
  sortName: {
    means: 'the chosen sort’s name, in lower case (“lowest rated”)',
    in: ['reviewsList'],
    from: 'page',
    sample: 'closest to you',
  },
  step: {
    means: 'a checkout step’s number (2)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '3',
  },
  askedHours: {
    means: 'the hours the checkout link asked for, when the offer has no such option (6)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '10',
  },
  chosen: {
    means: 'the name of the cleaning option chosen at checkout (“One Bedroom”)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: 'Two Bedroom Deluxe',
  },
  chosenHours: {
    means: 'the hours of the cleaning option chosen at checkout (3)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '10',
  },
  total: {
    means: 'the amount due today at checkout (“$20.57”)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '$1,000.00',
  },
  discount: {
    means: 'the amount a cleaning voucher’s price includes off (“$8”)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '$1,000.00',
  },
  taxRate: {
    means: 'the sales tax rate for the shopper’s zip code (“8.25%”)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '10.375%',
  },
  cardBrand: {
    means: 'the card’s network once its first digits tell it (“Visa”)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: 'American Express',
  },
  cardDigits: {
    means: 'how many digits a card of that network has (16)',
    in: ['checkoutSteps'],
    from: 'page',
    sample: '16',
  },
  receiptEmail: {
    means: 'the email address the shopper gave at checkout, where the receipt goes',
    in: ['checkoutSteps'],
    from: 'page',
    sample: 'first.last@example.com',
  },
  claimed: {
    means: 'how many of this week’s vouchers are claimed, in the price card’s counter (“120”)',
    in: ['dealCounter'],
    from: 'page',
    sample: '10,000',
  },
  vouchers: {
    means: 'how many vouchers this week’s release holds, in the price card’s counter (“500”)',
    in: ['dealCounter'],
    from: 'page',
    sample: '10,000',
  },
} as const satisfies Record<string, PlaceholderRecord>;
export type Placeholder = keyof typeof PLACEHOLDER_RECORDS;
/** The placeholders whose value comes from `S` (the brand, an offer view, the offer's facts, the page). */
export type PlaceholderFrom<S extends ValueRule['from']> = {
  [K in Placeholder]: (typeof PLACEHOLDER_RECORDS)[K]['from'] extends S ? K : never;
}[Placeholder];

// Derived at load but marked pure, so an island that only fills words ships none of the records.
const NAMES = /* @__PURE__ */ Object.keys(PLACEHOLDER_RECORDS) as Placeholder[];

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
export const ALLOWED: { readonly [L in CopyList]: readonly Placeholder[] } = /* @__PURE__ */ derive(
  COPY_LISTS,
  (list) => NAMES.filter((name) => allows(name, list)),
);

/** An address a link may go to besides a path on the site, as the records' `link` allows. */
function linkTokens(mail: boolean): string[] {
  return NAMES.flatMap((name) => {
    const link = (PLACEHOLDER_RECORDS[name] as PlaceholderRecord).link;
    return link === 'address' || (mail && link === 'mailto') ? [`${link === 'mailto' ? 'mailto:' : ''}{${name}}`] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Where a link may go: a path on the site (`example`), a placeholder the records mark as an
 * address ({login}, {redeem}) and, with `mail`, mailto: and a mail placeholder (mailto:{email},
 * a query allowed). `allowed` names them for a message: "a path on the site (/deal), {login} or {redeem}".
 */
export function linkRule(mail: boolean, example: string): { pattern: RegExp; allowed: string } {
  const tokens = linkTokens(mail);
  const alternatives = tokens.map((token) => escape(token) + (token.startsWith('mailto:') ? '(\\?[\\w=&%.-]*)?' : ''));
  const pattern = new RegExp(`^(\\/[\\w\\-/.#]*|${alternatives.join('|')})$`);
  const names = [`a path on the site (${example})`, ...tokens];
  return { pattern, allowed: `${names.slice(0, -1).join(', ')} or ${names.at(-1)!}` };
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
  neighbor: 'the closest listed place',
  neighborState: 'its state, when that is another one',
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
  price: 'the first cleaning\'s price ("$19", or "$14–$19" where the brand\'s offers differ)',
  regularPrice: "the first cleaning's full voucher price (what it costs if Forever Clean is cancelled early)",
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

/** Placeholders a text uses, in order, without repeats. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]!))];
}

/**
 * Placeholders in their records' order, others after: a list holding a location-only name ({city})
 * in the location records' order, any other in the shared copy's, then the location pages'.
 */
function inRecordOrder(names: readonly string[]): string[] {
  const places = PLACE_PLACEHOLDERS as readonly string[];
  const shared = NAMES as readonly string[];
  const order = names.some((name) => !shared.includes(name) && places.includes(name)) ? places : [...shared, ...places];
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...names].sort((a, b) => rank(a) - rank(b));
}

/**
 * The first placeholder of `value` that `allowed` does not list, as the end of
 * "<file>: <field> …" naming the allowed ones in their records' order, or undefined.
 */
export function placeholderProblem(value: string, allowed: readonly string[]): string | undefined {
  for (const name of placeholdersIn(value)) {
    if (!allowed.includes(name)) {
      const list = allowed.length
        ? inRecordOrder(allowed)
            .map((p) => `{${p}}`)
            .join(' ')
        : 'none';
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

/** The sentence with its placeholders filled in (`fill`), refusing one that has no value. */
export function say<K extends string>(sentence: Sentence<K>, values: Values<NoInfer<K>>): string {
  const given = values as Readonly<Record<string, string | number | undefined>>;
  const missing = placeholdersIn(sentence).find((name) => !Object.hasOwn(given, name) || given[name] === undefined);
  if (missing !== undefined) throw new Error(`Places copy: {${missing}} has no value (“${sentence}”)`);
  return fill(sentence, values);
}
