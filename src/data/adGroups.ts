/**
 * Deal-page wording per ad group (spec §1, §2: "Landing copy changes with query parameter
 * adgroupid"). Marketers edit this table; docs/ad-groups.md describes every field. The page renders
 * `defaultAdCopy`; `/deal?adgroupid=<id>` (and `/?adgroupid=<id>`) swaps in an entry's wording
 * before the first paint. An unknown or missing id keeps the default wording.
 *
 * Placeholders, filled in at build time from the default cleaning option and the brand:
 *   {price} -> "$19"   {hours} -> "3-hour"   {Hours} -> "3-Hour"   {brand} -> the brand's name
 * Plain text only (no HTML). `AdCopyTableSchema` checks the table; a unit test runs it.
 */
import * as v from 'valibot';

export const PLACEHOLDERS = ['{price}', '{hours}', '{Hours}', '{brand}'] as const;

/** Longest texts, so that every variant keeps the hero's shape (lines of the h1 and the lead). */
export const LIMITS = { title: 40, headline: 60, lead: 200, ctaHeading: 44 } as const;

const placeholdersOnly = v.check(
  (value: string) =>
    (value.match(/\{[^}]*\}/g) ?? []).every((token) => (PLACEHOLDERS as readonly string[]).includes(token)),
  `Use only the placeholders ${PLACEHOLDERS.join(' ')}`,
);
const plainText = v.check((value: string) => !/[<>]/.test(value), 'Plain text only: no < or >');
const copyText = (field: keyof typeof LIMITS) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${field} is empty`),
    v.maxLength(LIMITS[field], `${field} is longer than ${LIMITS[field]} characters`),
    plainText,
    placeholdersOnly,
  );

export const AdCopySchema = v.object({
  /** Promo banner's {title}: "Limited Time Offer: {title} Starting At {price}!". Title Case. */
  title: copyText('title'),
  /** The h1. Must name the price; {price} is highlighted and {hours} never breaks across lines. */
  headline: v.pipe(
    copyText('headline'),
    v.check((value) => value.includes('{price}'), 'headline must contain {price}'),
  ),
  /** The paragraph under the h1. */
  lead: copyText('lead'),
  /** Heading of the closing call-to-action section. */
  ctaHeading: copyText('ctaHeading'),
});

export const AdGroupSchema = v.object({
  /** Google Ads ad group id, digits only, as it arrives in `?adgroupid=`. */
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{5,19}$/, 'id must be a numeric ad group id')),
  ...AdCopySchema.entries,
});

export const AdCopyTableSchema = v.pipe(
  v.array(AdGroupSchema),
  v.check((groups) => new Set(groups.map((g) => g.id)).size === groups.length, 'ad group ids must be unique'),
);

export type AdCopy = v.InferOutput<typeof AdCopySchema>;
export type AdGroup = v.InferOutput<typeof AdGroupSchema>;

/** What the page says without an ad group. */
export const defaultAdCopy: AdCopy = {
  title: 'First {Hours} Home Cleaning',
  headline: 'Your first {hours} home cleaning for {price}',
  lead: '{brand} connects you with trusted, independent cleaners near you. Book online in minutes and pay by the hour.',
  ctaHeading: 'Ready for a cleaner home?',
};

export const adGroups: readonly AdGroup[] = [
  {
    id: '10384729105',
    title: 'Apartment Cleaning Services',
    headline: 'Apartment cleaning: your first {hours} visit for {price}',
    lead: '{brand} connects you with trusted, independent cleaners who know apartments, from studios to three-bedrooms. Book online in minutes and pay by the hour.',
    ctaHeading: 'Ready for a cleaner apartment?',
  },
  {
    id: '11293847562',
    title: 'Same Day Cleaners',
    headline: 'Need a cleaner soon? Your first {hours} clean for {price}',
    lead: 'See open times from vetted cleaners near you and book the soonest one that suits you, online in minutes. Pay by the hour.',
    ctaHeading: 'Need your home clean soon?',
  },
  {
    id: '12847563920',
    title: 'Maid Services',
    headline: 'Maid service near you: first {hours} visit for {price}',
    lead: '{brand} connects you with trusted, independent maids near you. Book online in minutes, choose the rooms and tasks, and pay by the hour.',
    ctaHeading: 'Ready to book your maid?',
  },
  {
    id: '10958273641',
    title: 'House Cleaning',
    headline: 'House cleaning: your first {hours} clean for {price}',
    lead: '{brand} connects you with trusted, independent house cleaners near you. Book online in minutes and pay by the hour.',
    ctaHeading: 'Ready for a cleaner house?',
  },
  {
    id: '13572849106',
    title: 'Deep Cleaning',
    headline: 'Start your deep clean: {hours} visit for {price}',
    lead: 'Put baseboards, grout and ceiling fans on the list. A vetted local cleaner works through your tasks in the order you ask, and you pay by the hour.',
    ctaHeading: 'Ready for a deep clean?',
  },
  {
    id: '11847362950',
    title: 'Move-Out Cleaning',
    headline: 'Moving out? Your first {hours} clean for {price}',
    lead: 'Leave your old place clean for the final walkthrough. Book a vetted local cleaner online in minutes, choose the rooms and tasks, and pay by the hour.',
    ctaHeading: 'Moving soon? Book your clean.',
  },
  {
    id: '12039485716',
    title: 'Move-In Cleaning',
    headline: 'Moving in? Your first {hours} clean for {price}',
    lead: 'Start fresh in your new home. Book a vetted local cleaner online in minutes for a clean before the boxes arrive, and pay by the hour.',
    ctaHeading: 'Start fresh in your new home',
  },
  {
    id: '13948572013',
    title: 'Cleaning Lady Near You',
    headline: 'Find a cleaning lady: first {hours} visit for {price}',
    lead: 'Meet trusted, independent cleaners near you, with their ratings and reviews. Book online in minutes and pay by the hour.',
    ctaHeading: 'Ready to meet your cleaner?',
  },
  {
    id: '10492837465',
    title: 'Weekly House Cleaning',
    headline: 'Weekly cleaning, starting with {hours} for {price}',
    lead: 'Start with a {price} first cleaning, then book the same cleaner every week. Forever Clean members pay the member rate for every cleaning after that.',
    ctaHeading: 'Ready for a clean home every week?',
  },
  {
    id: '11738495026',
    title: 'Biweekly Cleaning',
    headline: 'Biweekly cleaning, starting with {hours} for {price}',
    lead: 'Start with a {price} first cleaning, then book your cleaner every two weeks at the member rate. Book and manage every visit online.',
    ctaHeading: 'Ready for a cleaning routine?',
  },
  {
    id: '12583749160',
    title: 'Home Cleaning Service',
    headline: 'Home cleaning service: first {hours} visit for {price}',
    lead: '{brand} connects you with trusted, independent cleaners near you. Pick a time online, tell your cleaner what matters most, and pay by the hour.',
    ctaHeading: 'Ready for a cleaner home?',
  },
  {
    id: '13049582714',
    title: 'Housekeeping Services',
    headline: 'Housekeeping help: your first {hours} for {price}',
    lead: 'Kitchen wiped, bathrooms scrubbed, floors done: a vetted local housekeeper works through your list in the order you ask. Book online, pay by the hour.',
    ctaHeading: 'Ready for some help at home?',
  },
  {
    id: '10837465921',
    title: 'Cleaning Services Near You',
    headline: 'Cleaning services near you: {hours} for {price}',
    lead: 'See vetted, independent cleaners in your area with their ratings, pick a time online and pay by the hour. No phone calls, no quotes.',
    ctaHeading: 'Ready to book a local cleaner?',
  },
  {
    id: '11928374650',
    title: 'House Cleaners Near You',
    headline: 'House cleaners near you: first {hours} for {price}',
    lead: 'Browse rated, background-checked cleaners who work near you and book online in minutes. Pay by the hour.',
    ctaHeading: 'Ready to pick your cleaner?',
  },
  {
    id: '12748593016',
    title: 'Affordable House Cleaning',
    headline: 'Affordable cleaning: your first {hours} for {price}',
    lead: 'Pay by the hour, not by the quote. Your first {hours} cleaning is {price}, and Forever Clean members keep a lower rate on every cleaning after that.',
    ctaHeading: 'A clean home that fits your budget',
  },
  {
    id: '13857264901',
    title: 'Condo Cleaning',
    headline: 'Condo cleaning: your first {hours} visit for {price}',
    lead: 'Trusted, independent cleaners near you. Add building, parking and key instructions when you book online, and pay by the hour.',
    ctaHeading: 'Ready for a cleaner condo?',
  },
  {
    id: '10294857361',
    title: 'Room Cleaning',
    headline: 'Just a few rooms? {hours} of cleaning for {price}',
    lead: 'Choose the rooms and tasks that matter most, and a vetted local cleaner works through them in the order you ask. Book online and pay by the hour.',
    ctaHeading: 'Which rooms need a clean?',
  },
  {
    id: '11583729460',
    title: 'Spring Cleaning',
    headline: 'Spring cleaning: your first {hours} clean for {price}',
    lead: 'Get the whole list done: baseboards, windowsills, behind the couch. Book a vetted local cleaner online in minutes and pay by the hour.',
    ctaHeading: 'Ready for your spring clean?',
  },
  {
    id: '12938475610',
    title: 'Professional House Cleaners',
    headline: 'Professional cleaners: first {hours} for {price}',
    lead: 'Rated, background-checked independent cleaners near you, booked online in minutes. You choose the tasks and pay by the hour.',
    ctaHeading: 'Ready to book a pro?',
  },
  {
    id: '13492857106',
    title: 'Residential Cleaning',
    headline: 'Residential cleaning: a {hours} visit for {price}',
    lead: '{brand} connects homeowners and renters with trusted, independent cleaners near them. Book online in minutes and pay by the hour.',
    ctaHeading: 'Ready for a cleaner home?',
  },
  {
    id: '10758392641',
    title: 'Holiday Cleaning',
    headline: 'Guests coming? Your first {hours} clean for {price}',
    lead: 'Get guest-ready without the stress. Book a vetted local cleaner online in minutes, list the rooms guests will see first, and pay by the hour.',
    ctaHeading: 'Ready to welcome your guests?',
  },
  {
    id: '11049283756',
    title: 'Kitchen and Bathroom Cleaning',
    headline: 'Kitchen and bathrooms: {hours} of cleaning for {price}',
    lead: 'Scrubbed showers, shiny sinks, wiped counters and a clean stovetop. Book a vetted local cleaner online and pay by the hour.',
    ctaHeading: 'Ready for a sparkling kitchen?',
  },
];
