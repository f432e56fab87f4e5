/**
 * The one home of placeholders ({brand}, {price}, {city}, …): which ones exist and what each
 * becomes, how a text's are found, checked against a field's allowed list, and filled. Without
 * Node, so the build (./rules.ts, ./places.ts, ./schemas.ts), the editor in the browser
 * (scripts/content-editor/admin.ts), the pages and the islands that finish a sentence in the
 * browser (src/islands/LocalFaq/answers.ts) all use the same functions. What each placeholder is
 * filled with comes from the catalogue and the directory (./rules.ts value functions, the location
 * pages' models); which fields allow which is each field's list in ./schemas.ts and ./places.ts.
 */

/** Every placeholder of the pages, ad groups, home, help, services and legal files, and what the page puts in its place. */
export const PLACEHOLDERS = {
  brand: 'the brand’s name (Tidyhaven, Maple & Mop, …)',
  price: 'price of the first cleaning ($19)',
  hours: 'hours of the first cleaning, as “3-hour”',
  Hours: 'hours of the first cleaning, as “3-Hour” (for Title Case)',
  numHours: 'hours of the first cleaning as a number (3)',
  regularPrice: 'the first cleaning’s price without the deal ($75)',
  monthly: 'Forever Clean’s monthly price, or the range of the offers’ prices (“$29 to $49 a month”)',
  ownPriceNote: 'where the shopper’s own price is stated (“the price of your offer is shown on the deal page …”)',
  memberDiscount: 'what Forever Clean members save on later cleanings (“more than 50% off”)',
  earlyCancellation: 'the sentence on cancelling Forever Clean early (from the plans’ terms)',
  asOf: 'the month the comparison’s market figures were checked (“November 2026”)',
  memberRange: 'our member hourly rates across the metros (“$35–$49”)',
  nonMemberRange: 'our non-member hourly rates across the metros',
  login: 'address of the brand’s customer app sign-in (help: links only)',
  redeem: 'address where a voucher is redeemed (help: links only)',
  email: 'the brand’s support email address (support@…)',
  replyTime: 'how soon support usually answers (“within one business day”)',
  service: 'the service page’s name in lower case (“deep cleaning”)',
  serviceName: 'the service page’s name as written (“Deep cleaning”)',
  offerTerms: 'the offer terms the deal page shows, from src/domain/charges.ts (spec §9)',
  todayRule: 'the sentence on what is charged today, from src/domain/charges.ts',
  firstChargeRule: 'the sentence on Forever Clean’s first charge, from src/domain/charges.ts',
  optionName: 'name of the first cleaning’s option (“One Bedroom”)',
  optionDescription: 'what the first cleaning’s option covers (“1 bed / 1 bath”)',
  optionScope: 'what the first cleaning’s option covers, in lower case for the middle of a sentence (“1 bed / 1 bath”)',
  membershipPrice: 'Forever Clean’s price as the price card states it (“$29/month”)',
  membershipAnswer: 'why the first-cleaning price needs Forever Clean, from src/domain/charges.ts',
  voucherFloor: 'the lowest price a voucher can have ($1)',
  minimumMonths: 'paid months before Forever Clean can be cancelled without a fee (6)',
  freeMonthsNote: '“; there are no free months” when Forever Clean has none, otherwise nothing',
  dnsStorageKey: 'name of the browser storage item that keeps the Do Not Sell choice',
  dnsCookie: 'name of the cookie that keeps the Do Not Sell choice',
  network: 'a social network’s name, in the footer’s links (“Instagram”)',
  year: 'the current year, in the footer’s copyright line (2026)',
  nearbyState: 'the visitor’s state, in the deal page’s answer near me (“Illinois”)',
  nearbyCities: 'up to three cities near the visitor (“Chicago, Evanston, and Oak Park”)',
  memberRate: 'the member hourly rate near the visitor ($32)',
  lmcHours: 'how long before an appointment it can be changed free (“24 hours”)',
  lateFee: 'the flat fee for a later change ($25)',
  rating: 'the average stars of every public review (“4.6”)',
  reviewCount: 'how many public reviews there are (“5,200”)',
  savingPercent: 'the least members save on later cleanings, in percent (50)',
  firstChargeNote: 'when Forever Clean is first charged and then how often, from src/domain/charges.ts',
  minimumPhrase: 'when cancelling Forever Clean costs a fee (“before 6 paid months”)',
  cancellationFee: 'the fee for cancelling Forever Clean early ($99)',
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;

/**
 * Every placeholder of the places collection. What each one becomes is docs/content.md's table
 * ("Location pages"), which a unit test keeps complete; each field allows only some of them.
 */
export const PLACE_PLACEHOLDERS = [
  // The brand and the place
  'brand',
  'city',
  'state',
  'place',
  // Counts and names of the directory
  'places',
  'served',
  'notServed',
  'servedStates',
  'count',
  'population',
  'largest',
  'second',
  'secondPopulation',
  'topServed',
  'topServed2',
  'topServed3',
  'closest',
  'rank',
  'role',
  'neighbour',
  'neighbourState',
  'nearby',
  'nearbyServed',
  // Service areas and distances
  'area',
  'areaList',
  'areaCount',
  'areaCity',
  'areaCleaners',
  'ourAreas',
  'position',
  'distance',
  'radius',
  'innerRadius',
  'outerRadius',
  // Prices
  'rate',
  'higherRate',
  'lowRate',
  'highRate',
  'amount',
  'taxRate',
  'taxState',
  'from',
  'to',
  'fromHours',
  'toHours',
  'hours',
  'price',
  'regularPrice',
  'numHours',
  'homeSize',
  'monthly',
  // Zip codes
  'zip',
  'zips',
  'zipCount',
  'zipWord',
  'servedZips',
  'firstZip',
  'lastZip',
  'servedList',
  'outsideList',
  'more',
  // Cleaners and reviews near a served place's centre
  'cleaners',
  'within',
  'inner',
  'outer',
  'completed',
  'jobs',
  'perCleaner',
  'share',
  'percent',
  'reviews',
  'averageStars',
  'shown',
  'stars',
  'author',
  'reviewPlace',
  'date',
  'snippet',
  'median',
  'difference',
] as const;
export type PlacePlaceholder = (typeof PLACE_PLACEHOLDERS)[number];

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
