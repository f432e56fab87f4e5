/**
 * Each indexable brand's own words for its home page and ad landing (src/pages/_components/DealPage.astro),
 * so that no two domains publish the same main content (issue 13; tests/e2e/search-owner.spec.ts
 * measures it). The offer, prices, membership terms, reviews and forms are the same marketplace's
 * and stay shared; what a brand says about them — hero, the reasons to book, how it works, the
 * questions it answers, the closing line — is its own. Every claim must stay true of the shared
 * service (vetted independent cleaners booked online, tasks you choose, free changes up to 24
 * hours ahead, rebooking a cleaner you liked, Forever Clean's member prices).
 *
 * Brands without an entry (the seven non-indexable ones, which are noindex everywhere) use the
 * main brand's copy. The hero's `headline`/`lead` are used on `/` only: `/deal` keeps the ad
 * wording of src/data/adGroups.ts, which the ads that link to it promise. Placeholders as there:
 * {price} {hours} {Hours} {brand}.
 */
import type { SnapshotSort } from '../buildData/apiSnapshotTypes.ts';

export type HomeStep = {
  icon: 'tag' | 'calendar' | 'sparkles' | 'home' | 'star' | 'check';
  title: string;
  body: string;
};
export type HomeQuestion = { q: string; a: string };

export type HomeCopy = {
  /** The home page's h1 (must state the first {hours} cleaning at {price}, spec §9). */
  headline: string;
  /** The paragraph under the h1. */
  lead: string;
  /** The three ticks under the lead. */
  checks: readonly [string, string, string];
  /** Under "Check your zip code". */
  zipIntro: string;
  /** Under "Choose the size of your first cleaning" (before the shared price sentence). */
  optionsIntro: string;
  /** Under "Join the voucher waitlist". */
  waitlistIntro: string;
  /** The brand's reasons to book, with their section title. */
  whyTitle: string;
  why: readonly HomeStep[];
  /** The steps section. */
  stepsTitle: string;
  steps: readonly HomeStep[];
  /** A short account of who the brand is for and how it works, in the brand's own words. */
  aboutTitle: string;
  about: readonly string[];
  /** The reviews section: its title, its first sentence and which first page of real reviews it shows. */
  reviewsTitle: string;
  reviewsIntro: string;
  reviewSort: SnapshotSort;
  /** The FAQ section's title and the brand's own questions (the offer's terms follow them). */
  faqTitle: string;
  questions: readonly HomeQuestion[];
  /** The closing paragraph above the last call to action. */
  closing: string;
};

const main: HomeCopy = {
  headline: 'Your first {hours} home cleaning for {price}',
  lead: '{brand} connects you with trusted, independent cleaners near you. Book online in minutes and pay by the hour.',
  checks: [
    'Vetted, background-checked cleaners',
    'Book and manage everything online',
    'Free changes up to 24 hours ahead',
  ],
  zipIntro:
    'See how many cleaners and customers are near you, and what an hour of cleaning costs for members and non-members.',
  optionsIntro: 'Pick the size that matches your home; you can add rooms and tasks when you book.',
  waitlistIntro:
    'Vouchers are released every week and can sell out, and we are not in every area yet. Leave your email and zip code: if this week’s vouchers are gone, we email you when new ones are out; if we do not serve your zip code yet, we email you when we start cleaning there.',
  whyTitle: 'Why people book {brand}',
  why: [
    {
      icon: 'check',
      title: 'One place for every kind of clean',
      body: 'Weekly upkeep, a deep clean before guests, a move-out: book each one the same way, from any device.',
    },
    {
      icon: 'star',
      title: 'Ratings you can read first',
      body: 'Every cleaner’s rating comes from customers they have cleaned for, so you choose with the same facts we have.',
    },
    {
      icon: 'calendar',
      title: 'Plans change, bookings follow',
      body: 'Move or cancel a visit yourself up to 24 hours ahead without a fee or a phone call.',
    },
  ],
  stepsTitle: 'How it works',
  steps: [
    {
      icon: 'tag',
      title: 'Claim your {price} cleaning',
      body: 'Pick the size of your home and pay online. No phone calls, no quotes.',
    },
    {
      icon: 'calendar',
      title: 'Choose a day and a cleaner',
      body: 'See cleaners near you with their ratings, and book a time that suits you.',
    },
    {
      icon: 'sparkles',
      title: 'Come home to a clean home',
      body: 'Rate your cleaner afterwards and book them again in two taps.',
    },
  ],
  aboutTitle: 'About {brand}',
  about: [
    '{brand} is a marketplace for home cleaning. Independent cleaners set the days they work and the area they cover; customers book them by the hour, online, and pay through the app. We check every cleaner before their first booking and keep their ratings public.',
    'The first visit is priced low so that you can judge a cleaner in your own home before you commit to anything. After that, Forever Clean members book at member rates, and anyone can book at the regular hourly rate shown for their zip code.',
    'Most bookings are ordinary: a kitchen, two bathrooms and the floors on a weekday morning. Some are not: a flat handed back to a landlord, a spare room before a visit, a house after a renovation. The same app books all of them, and the service pages explain what each kind of clean covers and how long it usually takes.',
  ],
  reviewsTitle: 'What customers say',
  reviewsIntro: 'The newest reviews first, exactly as customers wrote them.',
  reviewSort: 'RECENT',
  faqTitle: 'Questions, answered',
  questions: [
    {
      q: 'Do I need to be home?',
      a: 'No. Many customers leave a key or a door code; you can add instructions for your cleaner when you book.',
    },
    {
      q: 'Are the cleaners employees?',
      a: 'No. They are independent professionals who choose when and where they work; we check them before their first booking, handle the booking and payment, and publish the ratings customers give them.',
    },
    {
      q: 'What happens if I am not happy with a cleaning?',
      a: 'Rate the visit and tell us what was missed through the help center. Your rating is shown with the cleaner’s other ratings, and you can book someone else next time.',
    },
  ],
  closing: 'Your first {hours} cleaning is {price}. New clients only.',
};

const brightwick: HomeCopy = {
  headline: 'A {hours} clean to start your routine, {price}',
  lead: '{brand} is for households that want the same tidy baseline every week or two. Start with one {hours} visit, keep the cleaner who suits you, and let your home stay on schedule.',
  checks: [
    'Keep the cleaner you liked for the next visit',
    'Leave standing notes for every visit',
    'Reschedule yourself until 24 hours before',
  ],
  zipIntro:
    'Before you plan a routine, check that cleaners work in your zip code and see the hourly rates a member and a non-member pay there.',
  optionsIntro: 'Most routines start with the size of the home; choose yours and adjust the task list as you go.',
  waitlistIntro:
    'New first-visit vouchers come out weekly and some weeks run out. Give us an email and a zip code and we write once: when vouchers are back, or when cleaners start working in your area.',
  whyTitle: 'A routine, not a one-off',
  why: [
    {
      icon: 'calendar',
      title: 'A regular slot that stays yours',
      body: 'Book the next visit at the end of this one, on the weekday and time that fit your week, and change it when your week changes.',
    },
    {
      icon: 'home',
      title: 'Notes that carry over',
      body: 'Tell us once which rooms come first, where the supplies live and what to leave alone; your notes are there on every booking.',
    },
    {
      icon: 'star',
      title: 'Member prices for the long run',
      body: 'Forever Clean members pay less for every later cleaning, which is where a routine saves the most.',
    },
    {
      icon: 'check',
      title: 'Checked before the first visit',
      body: 'Cleaners pass a background check before they can be booked, and every visit can be rated afterwards.',
    },
  ],
  stepsTitle: 'Starting your routine',
  steps: [
    {
      icon: 'tag',
      title: 'Book the first visit for {price}',
      body: 'Choose your home size, pay online and get a time within the next days.',
    },
    {
      icon: 'home',
      title: 'Write your house notes',
      body: 'Priorities, pets, parking, alarm codes: add them once and edit them any time.',
    },
    {
      icon: 'calendar',
      title: 'Set the next date',
      body: 'If the visit went well, rebook the same cleaner for a week or two weeks later in the app.',
    },
  ],
  aboutTitle: 'Why a routine works',
  about: [
    'A home that is cleaned every week or two never gets to the point where a visit has to start with an hour of catching up. The same cleaner learns where things go and which jobs you care about, so each visit spends its hours on the work rather than on finding the vacuum.',
    '{brand} is built around that. You keep a list of house notes, you can rebook the cleaner you liked at the end of each visit, and members pay less for every visit after the first, so a steady routine costs less per hour than occasional deep cleans.',
  ],
  reviewsTitle: 'Notes from {brand} households',
  reviewsIntro:
    'We put the lowest ratings first here: judge a routine by its worst visits as well as its best. Switch the order to see the newest or the highest rated.',
  reviewSort: 'RATING_LOWEST',
  faqTitle: 'Routine questions',
  questions: [
    {
      q: 'Can I have the same cleaner every time?',
      a: 'You can rebook any cleaner you have had before, at the times they are free. If they are not free on your usual day, you can pick another time or another cleaner for that visit.',
    },
    {
      q: 'How often should a home be cleaned?',
      a: 'Most households we see book every week or every two weeks; busy homes with children or pets lean weekly. Start with one visit and decide after.',
    },
  ],
  closing: 'One {hours} visit for {price} is the start. New clients only; the routine is up to you.',
};

const mapleAndMop: HomeCopy = {
  headline: 'Family-home cleaning: first {hours} for {price}',
  lead: '{brand} books cleaners for homes that get lived in: muddy boots, sticky counters, dog hair on the sofa. Try a {hours} visit and see what a clean kitchen does for a Monday.',
  checks: [
    'Tell the cleaner about pets and kids’ rooms',
    'Pick the rooms that matter most today',
    'No fee to move a visit 24 hours ahead',
  ],
  zipIntro:
    'Type your zip code to find out whether cleaners already work on your street and what an hour costs with and without the membership.',
  optionsIntro: 'Bigger family homes need more hours; pick the option closest to yours and say what comes first.',
  waitlistIntro:
    'Each week we release a batch of first-visit vouchers, and we do not reach every town yet. Sign up with your email and zip code to hear when a new batch opens or when we arrive near you.',
  whyTitle: 'Made for busy households',
  why: [
    {
      icon: 'home',
      title: 'The rooms that get used most',
      body: 'Kitchens, bathrooms and the floor by the back door first; the guest room can wait. You set the order.',
    },
    {
      icon: 'sparkles',
      title: 'Pets welcome, with a heads-up',
      body: 'Mention dogs, cats or shedding when you book so your cleaner comes ready for fur and knows who greets them at the door.',
    },
    {
      icon: 'calendar',
      title: 'School weeks and holidays',
      body: 'Book around pick-ups and sports practice, and move a visit yourself when the calendar shifts.',
    },
  ],
  stepsTitle: 'From booking to a calm evening',
  steps: [
    {
      icon: 'tag',
      title: 'Grab the {price} first visit',
      body: 'Say how big the home is and pay online while the kids are at school.',
    },
    {
      icon: 'check',
      title: 'List what matters today',
      body: 'Pick rooms and tasks, add pet and access notes, and choose a cleaner near you.',
    },
    {
      icon: 'star',
      title: 'Rate it, then decide',
      body: 'Tell us how it went; if it worked, the same cleaner can come back.',
    },
  ],
  aboutTitle: 'Cleaning around real life',
  about: [
    'Family homes do not stay clean for long, and nobody expects them to. What helps is a few hours in which someone else deals with the kitchen floor, the bathroom sink and the pile of shoes at the door, so the evening can be spent on something else.',
    '{brand} lets you book those hours in a few taps, say exactly which rooms and jobs come first, and warn your cleaner about the dog. If plans change because of a sick child or a snow day, you move the visit yourself, free, up to a day ahead.',
    'Some visits matter more than others: the one before a birthday party, the one after a week of flu, the first Monday of the school year. Book those a few days ahead, because the popular times fill first.',
  ],
  reviewsTitle: 'From other households',
  reviewsIntro: 'The highest-rated reviews first; every one of them is from a real booking.',
  reviewSort: 'RATING_HIGHEST',
  faqTitle: 'Parents and pet owners ask',
  questions: [
    {
      q: 'Is it fine if my pets are home?',
      a: 'Yes, as long as you say so when you book. Add what your cleaner should know, such as a dog that should stay in the yard or a cat that must not get out.',
    },
    {
      q: 'Can I book while the kids are at school?',
      a: 'Yes. Pick a weekday morning slot and leave a key or door code for the cleaner; you do not need to be home, and you can add notes about anything that must stay where it is.',
    },
    {
      q: 'Do cleaners tidy toys and clutter?',
      a: 'Ask for it in your task list. Cleaners work through the tasks in the order you give, so put the playroom first if that is what matters today.',
    },
  ],
  closing: 'The first {hours} visit is {price} for new clients. Pick a time that works around your family.',
};

/** Brands with their own home copy (every indexable brand must be here; a unit test checks). */
export const homeCopies: Readonly<Record<string, HomeCopy>> = {
  main,
  brightwick,
  'maple-and-mop': mapleAndMop,
};

/** The brand's home copy; brands without their own (noindex white-labels) use the main brand's. */
export function homeCopyFor(brandKey: string): HomeCopy {
  return homeCopies[brandKey] ?? main;
}
