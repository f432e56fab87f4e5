/**
 * Copy of the nine service pages (spec §2: /services/{slug}, linked from the header dropdown).
 * Every service has its own intro, checklist by room, hours note, FAQ and related services; the
 * brand's name is passed in so no brand is ever hard-coded. Prices and hours come from
 * src/domain/offer.ts on the page, never from this file.
 */
import { serviceLinks } from './navigation.ts';

export type QA = { question: string; answer: string };

export type ChecklistRoom = { room: string; tasks: readonly string[] };

export type ServicePage = {
  /** URL segment: /services/{slug}. */
  slug: string;
  /** Short name as in the header dropdown ("Deep cleaning"). */
  name: string;
  /** schema.org serviceType. */
  serviceType: string;
  /** Document title (unique per page). */
  title: string;
  /** Meta description (unique per page). */
  description: string;
  /** The page's one h1. */
  heading: string;
  /** One sentence under the h1. */
  lead: string;
  /** Intro paragraphs. */
  intro: readonly string[];
  /** What a cleaner does, room by room. */
  included: readonly ChecklistRoom[];
  /** What this booking does not cover (honest limits). */
  notIncluded: readonly string[];
  /** Hours this service typically needs on top of a standard cleaning of the same home. */
  extraHours: number;
  /** How to think about the hours for this service. */
  hoursNote: string;
  faq: readonly QA[];
  /** Slugs of related service pages. */
  related: readonly string[];
};

const kitchenBasics = [
  'Wipe counters, backsplash and the outside of appliances',
  'Clean the sink and polish the faucet',
  'Wipe the stovetop and microwave inside and out',
  'Empty the trash and replace the liner',
  'Sweep and mop the floor',
];
const bathroomBasics = [
  'Scrub and disinfect the toilet, inside and out',
  'Clean the shower, tub and tiles',
  'Clean the sink, counter and mirror',
  'Empty the trash',
  'Sweep and mop the floor',
];
const bedroomBasics = [
  'Make the bed (change the sheets if fresh ones are left out)',
  'Dust reachable surfaces, shelves and lamps',
  'Vacuum carpets and rugs, mop hard floors',
  'Empty wastebaskets',
];
const livingBasics = [
  'Dust surfaces, shelves, picture frames and electronics',
  'Vacuum sofas and under cushions',
  'Vacuum carpets and rugs, mop hard floors',
  'Wipe light switches and door handles',
];

/** The nine service pages, in the header dropdown's order, for the brand named `app`. */
export function servicePages(app: string): readonly ServicePage[] {
  return [
    {
      slug: 'house-cleaning',
      name: 'House cleaning',
      serviceType: 'House cleaning',
      title: `House Cleaning Services Booked Online | ${app}`,
      description: `Book hourly house cleaning with ${app}: a vetted cleaner for kitchens, bathrooms, bedrooms and living areas. See what is included, typical hours and your first-cleaning price.`,
      heading: 'House cleaning',
      lead: 'A regular, top-to-bottom clean of the rooms you live in, by a vetted cleaner you book online.',
      intro: [
        `House cleaning is the everyday clean most homes need every week or two: the kitchen and bathrooms cleaned properly, floors vacuumed and mopped, surfaces dusted and the trash taken out. With ${app} you book it by the hour, choose the day and time, and a vetted cleaner arrives with a checklist.`,
        'You decide what matters most. If the hours run short, the cleaner works through your priorities first, so the rooms you care about are always done.',
      ],
      included: [
        { room: 'Kitchen', tasks: kitchenBasics },
        { room: 'Bathrooms', tasks: bathroomBasics },
        { room: 'Bedrooms', tasks: bedroomBasics },
        { room: 'Living areas', tasks: livingBasics },
      ],
      notIncluded: [
        'Inside the oven or fridge (add them as priorities, or book a deep cleaning)',
        'Outside windows and anything that needs a ladder',
        'Biohazards, mould removal and pest clean-up',
      ],
      extraHours: 0,
      hoursNote:
        'A standard house cleaning takes about as long as the home-size options below. Pets, clutter or a long gap since the last clean can add an hour.',
      faq: [
        {
          question: 'How often should I book house cleaning?',
          answer:
            'Most households book every one or two weeks. Weekly suits homes with children or pets; every two weeks keeps a home of one or two adults tidy; monthly works if you tidy in between.',
        },
        {
          question: 'Do I need to be home during the cleaning?',
          answer:
            'No. Many customers leave a key or door code in the booking notes. If you prefer to be home, that is fine too.',
        },
        {
          question: 'What if the cleaner runs out of time?',
          answer:
            'You pay for the hours you book. The cleaner follows your priority list, so the rooms you chose first are finished; anything left can go first on your next visit, or you can add time.',
        },
        {
          question: 'Can I book the same cleaner again?',
          answer: `Yes. After a cleaning you can request the same cleaner for future visits in the ${app} app, subject to their availability.`,
        },
      ],
      related: ['deep-cleaning', 'maid-services', 'apartment-cleaning'],
    },
    {
      slug: 'deep-cleaning',
      name: 'Deep cleaning',
      serviceType: 'Deep cleaning',
      title: `Deep Cleaning Services: What Is Included | ${app}`,
      description: `Deep cleaning with ${app}: baseboards, inside appliances, grout, vents and the corners a regular clean skips. Checklist by room, typical hours and first-cleaning price.`,
      heading: 'Deep cleaning',
      lead: 'The detailed clean that reaches the build-up a regular cleaning leaves behind.',
      intro: [
        'A deep cleaning covers everything in a standard cleaning and then goes further: baseboards and door frames, inside the oven and fridge, shower grout, cabinet fronts, vents and the tops of things. It is the right first booking if a home has not had a professional clean in months.',
        `Because it is detailed work it takes longer than a regular clean. With ${app} you book the hours you need and list the extras you want as priorities, so the cleaner knows where to spend the time.`,
      ],
      included: [
        {
          room: 'Kitchen',
          tasks: [
            ...kitchenBasics,
            'Clean inside the oven and the fridge',
            'Wipe cabinet fronts and handles',
            'Degrease the range hood and backsplash',
          ],
        },
        {
          room: 'Bathrooms',
          tasks: [...bathroomBasics, 'Scrub grout and remove soap scum', 'Descale shower heads and taps'],
        },
        {
          room: 'Bedrooms and living areas',
          tasks: [
            ...bedroomBasics,
            'Wipe baseboards, door frames and doors',
            'Dust vents, ceiling fans and blinds',
            'Vacuum under beds and furniture that can be moved safely',
          ],
        },
      ],
      notIncluded: [
        'Carpet shampooing and upholstery steam cleaning',
        'Outside windows, walls that need repainting, and anything that needs a ladder',
        'Mould remediation and post-construction dust',
      ],
      extraHours: 2,
      hoursNote:
        'Plan on about two hours more than a regular cleaning of the same home. A first deep clean of a home that has not been cleaned in a long time can take longer still.',
      faq: [
        {
          question: 'What is the difference between deep cleaning and regular cleaning?',
          answer:
            'A regular cleaning keeps visible surfaces, floors, kitchen and bathrooms clean. A deep cleaning adds the detail work: inside appliances, baseboards, grout, vents, blinds and cabinet fronts.',
        },
        {
          question: 'How often do I need a deep cleaning?',
          answer:
            'Usually two to four times a year, with regular cleanings in between. Many people book one in spring and one before the holidays.',
        },
        {
          question: 'Should my first cleaning be a deep cleaning?',
          answer:
            'If the home has not been professionally cleaned in the last couple of months, yes: it brings everything to a level that regular cleanings can then keep up.',
        },
        {
          question: 'Does the cleaner bring supplies for inside the oven?',
          answer:
            'Cleaners bring everyday supplies. For heavy oven grease, leave out the oven cleaner you prefer and mention it in the booking notes.',
        },
        {
          question: 'Is deep cleaning priced differently?',
          answer:
            'No. Every cleaning is priced by the hour; a deep cleaning simply needs more hours. Your first cleaning is still covered by the introductory deal.',
        },
      ],
      related: ['moving-cleaning', 'house-cleaning', 'one-time-cleaning'],
    },
    {
      slug: 'maid-services',
      name: 'Maid services',
      serviceType: 'Maid service',
      title: `Maid Services on Your Schedule | ${app}`,
      description: `Recurring maid services booked online with ${app}: a vetted cleaner weekly, every two weeks or monthly, with the same checklist every visit. See hours and pricing.`,
      heading: 'Maid services',
      lead: 'A vetted cleaner on a recurring schedule, with the same checklist every visit.',
      intro: [
        `Maid service means a cleaner who comes back on a schedule, weekly, every two weeks or monthly, so the home never slides. With ${app} you book online, keep the same cleaner when they are available, and change or skip visits in the app.`,
        'Recurring visits are usually shorter than the first one: once the home is at a good level, each visit maintains it.',
      ],
      included: [
        { room: 'Kitchen', tasks: kitchenBasics },
        { room: 'Bathrooms', tasks: bathroomBasics },
        {
          room: 'Bedrooms',
          tasks: [...bedroomBasics, 'Tidy and fold clothes left out (no ironing)'],
        },
        { room: 'Living areas', tasks: [...livingBasics, 'Straighten cushions, throws and magazines'] },
      ],
      notIncluded: [
        'Laundry that needs to leave the home, ironing and dry cleaning',
        'Childcare, pet care or errands',
        'Outside windows and work that needs a ladder',
      ],
      extraHours: 0,
      hoursNote:
        'Recurring visits match the home-size options below. After the first visit many customers shorten later visits by an hour.',
      faq: [
        {
          question: 'What does a maid service include?',
          answer:
            'The same as a standard house cleaning, kitchen, bathrooms, bedrooms and living areas, repeated on a schedule you choose, plus light tidying of items left out.',
        },
        {
          question: 'Will I get the same maid every time?',
          answer: `You can request the same cleaner in the ${app} app. If they are unavailable on a date, another vetted cleaner can take the visit with the same notes.`,
        },
        {
          question: 'How do I skip or move a visit?',
          answer:
            'Change it in the app at least 24 hours before the start time. Changes with less notice may be charged under the 24 hour cancellation policy.',
        },
        {
          question: 'Is there a contract?',
          answer:
            'There is no contract for the visits themselves. The introductory price requires a Forever Clean membership, which is cancellable any time; see the offer terms at the bottom of the page.',
        },
      ],
      related: ['housekeeping-services', 'house-cleaning', 'apartment-cleaning'],
    },
    {
      slug: 'room-cleaning',
      name: 'Room cleaning',
      serviceType: 'Room cleaning',
      title: `Room Cleaning: Book Just the Rooms You Need | ${app}`,
      description: `Need only the kitchen, a bathroom or a guest room cleaned? Book room cleaning by the hour with ${app}. What is included per room, typical time and price.`,
      heading: 'Room cleaning',
      lead: 'Only the kitchen, one bathroom or the guest room? Book the time for just those rooms.',
      intro: [
        'Not every home needs a full clean. Room cleaning lets you point a cleaner at the rooms that need it, a kitchen after a dinner party, a bathroom before guests, a home office, and pay only for the time it takes.',
        `Book the shortest option with ${app}, list the rooms in order of priority, and the cleaner works through them.`,
      ],
      included: [
        { room: 'Kitchen (about 1 hour)', tasks: kitchenBasics },
        { room: 'Bathroom (about 45 minutes each)', tasks: bathroomBasics },
        { room: 'Bedroom or guest room (about 30 minutes)', tasks: bedroomBasics },
        {
          room: 'Home office (about 30 minutes)',
          tasks: [
            'Dust the desk around your things (papers are not moved)',
            'Wipe screens and keyboard with a dry cloth',
            'Vacuum or mop the floor',
            'Empty the bin',
          ],
        },
      ],
      notIncluded: [
        'Organising cupboards or sorting papers',
        'Rooms that were not listed in the booking',
        'Garages, sheds and outdoor areas',
      ],
      extraHours: 0,
      hoursNote:
        'Two or three rooms fit in the shortest option. The per-room times above are typical for a room cleaned regularly.',
      faq: [
        {
          question: 'What is the shortest booking?',
          answer:
            'The shortest option is two hours, which covers a kitchen and a bathroom, or two to three smaller rooms.',
        },
        {
          question: 'Can I choose which rooms are cleaned?',
          answer:
            'Yes. List the rooms in the booking notes in the order you want them done; the cleaner follows that order.',
        },
        {
          question: 'Can a cleaner do only the kitchen?',
          answer:
            'Yes. With time to spare the cleaner can go deeper in the same room, for example inside the microwave and fridge.',
        },
        {
          question: 'Can I add a room on the day?',
          answer:
            'Ask the cleaner; if the booked time allows, they will. If it does not, you can add time in the app when the cleaner has the next slot free.',
        },
      ],
      related: ['one-time-cleaning', 'house-cleaning', 'apartment-cleaning'],
    },
    {
      slug: 'one-time-cleaning',
      name: 'One-time cleaning',
      serviceType: 'One-time house cleaning',
      title: `One-Time Cleaning With No Ongoing Visits | ${app}`,
      description: `Book a single house cleaning with ${app}: before guests, after a party or before a sale. What is included, how many hours to book and the first-cleaning price.`,
      heading: 'One-time cleaning',
      lead: 'One visit, booked for a reason: guests arriving, a party just ended, a listing photo shoot.',
      intro: [
        `A one-time cleaning is a single visit with no recurring schedule. People book it before family arrives, after a party, before photos for a listing, or simply to get the home back on track. With ${app} you pick the day and hours and you are done.`,
        'Because a one-time visit often follows a busy stretch, list your priorities so the most visible rooms come first.',
      ],
      included: [
        { room: 'Kitchen', tasks: [...kitchenBasics, 'Load or unload the dishwasher if asked'] },
        { room: 'Bathrooms', tasks: bathroomBasics },
        { room: 'Living and dining areas', tasks: [...livingBasics, 'Wipe the dining table and chairs'] },
        { room: 'Bedrooms', tasks: bedroomBasics },
      ],
      notIncluded: [
        'Clearing party waste beyond normal household trash',
        'Carpet shampooing or stain removal from upholstery',
        'Outside windows and patios',
      ],
      extraHours: 1,
      hoursNote:
        'A one-time visit usually needs about an hour more than a regular clean of the same home, since there is no recent clean to build on.',
      faq: [
        {
          question: 'Do I have to sign up for recurring cleanings?',
          answer:
            'No visits are scheduled after a one-time cleaning. Note that the introductory first-cleaning price requires a Forever Clean membership, which you can cancel any time (see the offer terms).',
        },
        {
          question: 'How far ahead should I book before guests arrive?',
          answer:
            'Book for one or two days before they arrive so there is time to adjust if something changes. Popular weekend slots fill first.',
        },
        {
          question: 'Can the cleaner help after a party?',
          answer:
            'Yes: dishes, surfaces, floors and bathrooms. Leave large amounts of bottles and party waste bagged, and mention spills that need special care.',
        },
        {
          question: 'Is a one-time cleaning the same as a deep cleaning?',
          answer:
            'Not necessarily. A one-time cleaning follows the standard checklist; if you want baseboards, inside appliances and grout, book a deep cleaning and the extra hours.',
        },
      ],
      related: ['deep-cleaning', 'same-day-cleaning', 'room-cleaning'],
    },
    {
      slug: 'same-day-cleaning',
      name: 'Same-day cleaning',
      serviceType: 'Same-day house cleaning',
      title: `Same-Day Cleaning When You Need It Today | ${app}`,
      description: `Need a cleaner today? See how same-day cleaning works with ${app}: available slots, what a cleaner can do in a short visit, cancellation rules and price.`,
      heading: 'Same-day cleaning',
      lead: 'When the home needs to be clean today, book a cleaner with an open slot this afternoon or evening.',
      intro: [
        `Same-day cleaning depends on which cleaners near you have a free slot. When you book with ${app}, the times you see are real availability, so if a same-day slot is offered, a cleaner has it open.`,
        'Short notice favours short visits: a two- or three-hour booking is easier to place today than a long one, and covers the kitchen, bathrooms and main living area.',
      ],
      included: [
        { room: 'Kitchen', tasks: kitchenBasics },
        { room: 'Bathrooms', tasks: bathroomBasics },
        { room: 'Main living area', tasks: livingBasics },
        {
          room: 'Entrance',
          tasks: ['Shake out or vacuum the doormat', 'Wipe the front door handle and light switches', 'Sweep or mop'],
        },
      ],
      notIncluded: [
        'A guaranteed time: same-day slots depend on cleaners’ availability in your area',
        'Deep-cleaning tasks that need several hours',
        'Outside windows and work that needs a ladder',
      ],
      extraHours: 0,
      hoursNote:
        'Same-day slots are most often two to three hours long. Book the rooms guests will see first; the rest can wait for a regular visit.',
      faq: [
        {
          question: 'Can I really get a cleaner today?',
          answer:
            'Often, but not always. If today shows open times when you book, a cleaner has that slot free. Mornings fill first, so afternoon slots are more likely.',
        },
        {
          question: 'Does same-day cleaning cost more?',
          answer: 'No. The hourly price is the same whatever day you book.',
        },
        {
          question: 'What can a cleaner do in two hours?',
          answer:
            'In two hours a cleaner can usually do a kitchen, a bathroom and a quick pass of the main living area in a typical apartment.',
        },
        {
          question: 'Can I cancel a same-day booking?',
          answer:
            'The 24 hour cancellation policy still applies, so a same-day booking cancelled after it is confirmed may be charged.',
        },
      ],
      related: ['one-time-cleaning', 'room-cleaning', 'house-cleaning'],
    },
    {
      slug: 'moving-cleaning',
      name: 'Move-in & move-out cleaning',
      serviceType: 'Move-in and move-out cleaning',
      title: `Move-In and Move-Out Cleaning | ${app}`,
      description: `Move-out cleaning for your deposit or move-in cleaning before you unpack, booked with ${app}: inside cabinets, appliances, closets and floors. Checklist and hours.`,
      heading: 'Move-in & move-out cleaning',
      lead: 'An empty home cleaned inside and out of every cabinet, for your deposit or before you unpack.',
      intro: [
        'A moving cleaning happens in an empty or nearly empty home, which is what makes it thorough: inside every cabinet and drawer, inside closets, inside all appliances, along every baseboard. Landlords and buyers look at exactly these places.',
        `Book it with ${app} for after the movers leave, or before your boxes arrive at the new place. Check your lease for the landlord's move-out checklist and add its items as priorities.`,
      ],
      included: [
        {
          room: 'Kitchen',
          tasks: [
            ...kitchenBasics,
            'Clean inside every cabinet and drawer',
            'Clean inside the oven, fridge, freezer and dishwasher',
          ],
        },
        {
          room: 'Bathrooms',
          tasks: [...bathroomBasics, 'Clean inside the vanity and medicine cabinet', 'Scrub grout'],
        },
        {
          room: 'Every room',
          tasks: [
            'Wipe baseboards, door frames, doors and light switches',
            'Clean inside closets and wipe shelves',
            'Wipe window sills and tracks (inside)',
            'Vacuum and mop every floor',
          ],
        },
      ],
      notIncluded: [
        'Removing furniture, junk or items left behind',
        'Wall washing, paint touch-ups or repairs',
        'Carpet shampooing (many leases ask for a carpet specialist)',
      ],
      extraHours: 2,
      hoursNote:
        'An empty home is quicker to move around in but has far more surfaces to clean inside; plan on about two hours more than a regular cleaning.',
      faq: [
        {
          question: 'Will a move-out cleaning get my deposit back?',
          answer:
            'It covers what landlords usually inspect: inside appliances, cabinets, closets, bathrooms and floors. Damage, paint and carpets are separate, so check your lease.',
        },
        {
          question: 'Does the home need to be empty?',
          answer:
            'Ideally yes. The cleaner can work around a few boxes, but cabinets and closets can only be cleaned inside once they are empty.',
        },
        {
          question: 'Do I need power and water on?',
          answer:
            'Yes. Please keep electricity and water on until the cleaning is finished; the cleaner needs lights, hot water and outlets for the vacuum.',
        },
        {
          question: 'How do I give access if I have already moved?',
          answer:
            'Leave a lockbox code or arrange a key hand-off in the booking notes. The cleaner can lock up when they leave.',
        },
        {
          question: 'Can I book move-in and move-out cleanings together?',
          answer: 'Yes. Book them as two separate cleanings, one at each address, on the days you need.',
        },
      ],
      related: ['deep-cleaning', 'apartment-cleaning', 'one-time-cleaning'],
    },
    {
      slug: 'housekeeping-services',
      name: 'Housekeeping services',
      serviceType: 'Housekeeping',
      title: `Housekeeping Services by the Hour | ${app}`,
      description: `Housekeeping with ${app}: cleaning plus laundry, dishes, bed changes and tidying, booked by the hour on a schedule that suits you. What is included and what to expect.`,
      heading: 'Housekeeping services',
      lead: 'Cleaning plus the household upkeep around it: laundry, dishes, beds and tidying.',
      intro: [
        'Housekeeping is cleaning with the daily chores added: a load of laundry washed and folded, the dishes done, beds changed, things put back where they belong. It suits busy households who want the home kept, not only cleaned.',
        `With ${app} you book housekeeping by the hour and write the chores you want in the booking notes. Regular visits with the same cleaner work best, because they learn where everything goes.`,
      ],
      included: [
        {
          room: 'Kitchen',
          tasks: [...kitchenBasics, 'Wash dishes or run and unload the dishwasher', 'Wipe the inside of the microwave'],
        },
        { room: 'Bathrooms', tasks: [...bathroomBasics, 'Replace towels with fresh ones you leave out'] },
        {
          room: 'Bedrooms',
          tasks: [...bedroomBasics, 'Change bed linen', 'Put away clothes and shoes left out'],
        },
        {
          room: 'Laundry',
          tasks: [
            'Wash and dry a load in your machines',
            'Fold and put away, or leave folded on the bed',
            'Clean the lint trap',
          ],
        },
      ],
      notIncluded: [
        'Ironing of formal clothes and dry-clean-only items',
        'Grocery shopping, cooking or errands',
        'Childcare and pet care',
      ],
      extraHours: 1,
      hoursNote:
        'Chores add time: plan on about an hour more than a cleaning-only visit of the same home, depending on how many loads and beds there are.',
      faq: [
        {
          question: 'What is the difference between housekeeping and house cleaning?',
          answer:
            'House cleaning covers the cleaning checklist. Housekeeping adds the chores around it: laundry, dishes, changing beds and putting things away.',
        },
        {
          question: 'Will the cleaner do laundry?',
          answer:
            'Yes, in your own washer and dryer. Leave detergent out and note anything that must be washed cold or hung to dry.',
        },
        {
          question: 'Can I have housekeeping every week?',
          answer: 'Yes. Weekly visits are the most common schedule for housekeeping, often with the same cleaner.',
        },
        {
          question: 'Do housekeepers cook or run errands?',
          answer: 'No. Visits cover cleaning and household chores inside the home only.',
        },
      ],
      related: ['maid-services', 'house-cleaning', 'room-cleaning'],
    },
    {
      slug: 'apartment-cleaning',
      name: 'Apartment cleaning',
      serviceType: 'Apartment cleaning',
      title: `Apartment Cleaning Services for Studios to 2 Beds | ${app}`,
      description: `Apartment cleaning with ${app}: studios, one- and two-bedroom apartments cleaned by the hour, including kitchens, bathrooms and floors. Typical hours and first-cleaning price.`,
      heading: 'Apartment cleaning',
      lead: 'Studios, one- and two-bedroom apartments cleaned by a vetted cleaner in a few hours.',
      intro: [
        'Apartments are quick to clean well: fewer rooms, so a cleaner can give the kitchen and bathroom proper attention in a short visit. Most one-bedroom apartments are done in about three hours.',
        `Book with ${app}, add building access details (buzzer, parking, key hand-off) in the notes, and the cleaner handles the rest.`,
      ],
      included: [
        { room: 'Kitchen or kitchenette', tasks: kitchenBasics },
        { room: 'Bathroom', tasks: bathroomBasics },
        { room: 'Bedroom or sleeping area', tasks: bedroomBasics },
        {
          room: 'Living area and entry',
          tasks: [...livingBasics, 'Wipe the balcony door glass (inside)', 'Sweep the entry and doormat'],
        },
      ],
      notIncluded: [
        'Shared hallways, laundry rooms and other building areas',
        'Balconies and outside windows',
        'Moving furniture that is heavy or fixed',
      ],
      extraHours: 0,
      hoursNote:
        'The One Bedroom and Two Bedroom options below are sized for apartments; a studio usually fits in the shortest option.',
      faq: [
        {
          question: 'How long does it take to clean a one-bedroom apartment?',
          answer: 'About three hours for a standard clean, which is the size of the introductory first cleaning.',
        },
        {
          question: 'How does the cleaner get into my building?',
          answer:
            'Add the buzzer number, door codes, parking instructions or concierge details to the booking notes. If a key is needed, arrange a hand-off.',
        },
        {
          question: 'Can I book apartment cleaning for a rental I manage?',
          answer:
            'Yes, book it at the rental’s address. For turnovers between tenants, a move-in and move-out cleaning is usually the better fit.',
        },
        {
          question: 'Do cleaners bring a vacuum?',
          answer:
            'Cleaners bring everyday supplies. If you have a vacuum and mop, leaving them out saves carrying equipment up stairs; mention it in the notes.',
        },
      ],
      related: ['house-cleaning', 'moving-cleaning', 'room-cleaning'],
    },
  ];
}

/** Slugs of the service pages, in the header's order (the dropdown and the pages never drift). */
export const serviceSlugs: readonly string[] = serviceLinks.map((link) => link.href.replace('/services/', ''));
