/**
 * What the location directory's pages say, as pure functions of the directory data, the brand's
 * name and the offer constants: titles, descriptions, intros, price band, FAQ and structured data.
 * Every sentence is chosen by data (population, rank, service region, prices, zip codes), never
 * at random, so no two pages read the same apart from the name. No Astro imports: unit-testable.
 */
import {
  cityPath,
  statePath,
  type Directory,
  type DirectoryCity,
  type DirectoryRegion,
} from '#src/directory/lookup.ts';
import type { DirectoryState } from '#src/directory/compute.ts';
import { NEAR_MILES, type CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { formatCount, formatMoney, formatRate, formatUsd, listOf } from '#src/domain/format.ts';
import { featuredOption } from '#src/domain/offer.ts';
import { monthlyRangeText } from '#src/domain/charges.ts';
import { offerRange } from '#src/catalog/priceRange.ts';
import { breadcrumbListLd, type Crumb } from '#src/lib/structuredData.ts';
import { fitDescription, fitTitle } from '#src/lib/seoText.ts';

export type { Crumb };

export const DIRECTORY_PATH = '/us/';
export const DIRECTORY_LABEL = 'Locations';
export const WAITLIST_PATH = '/deal#waitlist';
export const DEAL_PATH = '/deal';
/** How many of a state's largest places head its page before the A–Z list. */
export const LARGEST_SHOWN = 10;

/** What structured data needs to know about the site. */
export type Site = { name: string; url: (path: string) => string };

const KM_PER_MILE = 1.609344;

/** Kilometres as US road-sign miles: "0.4 mi", "7 mi", "1,033 mi". */
export function formatMiles(km: number): string {
  const miles = km / KM_PER_MILE;
  return miles < 1 ? `${miles.toFixed(1)} mi` : `${formatCount(Math.round(miles))} mi`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function regionLabel(region: DirectoryRegion): string {
  return `${region.city}, ${region.state}`;
}

/* ------------------------------------------------------------------ /us/ */

export type IndexPage = {
  title: string;
  description: string;
  intro: string;
  crumbs: Crumb[];
  states: { name: string; path: string; places: number; served: number }[];
  jsonLd: Record<string, unknown>[];
};

export function indexPage(dir: Directory, site: Site): IndexPage {
  const served = dir.cities.filter((city) => city.region).length;
  const servedStates = dir.states.filter((state) => state.cities.some((i) => dir.cities[i]!.region)).length;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: DIRECTORY_LABEL, path: DIRECTORY_PATH },
  ];
  return {
    title: fitTitle(
      [
        'House Cleaning Locations in All 50 States, DC and Puerto Rico',
        'House Cleaning in All 50 States, DC and Puerto Rico',
      ],
      site.name,
    ),
    description: fitDescription([
      `Find house cleaning near you: ${formatCount(dir.cities.length)} cities and towns in every US state, DC ` +
        `and Puerto Rico, with local hourly prices where ${site.name} has cleaners.`,
      `House cleaning near you: ${formatCount(dir.cities.length)} cities and towns in every US state, DC ` +
        `and Puerto Rico, with local hourly prices where we have cleaners.`,
    ]),
    intro:
      `${site.name} lists ${formatCount(dir.cities.length)} cities and towns across the 50 states, the District ` +
      `of Columbia and Puerto Rico. ${formatCount(served)} of them, in ${servedStates} states, lie inside one of ` +
      `our ${dir.data.regions.length} service areas, where you can book a cleaner today; everywhere else you ` +
      `can join the waitlist.`,
    crumbs,
    states: dir.states.map((state) => ({
      name: state.name,
      path: statePath(state),
      places: state.cities.length,
      served: state.cities.filter((i) => dir.cities[i]!.region).length,
    })),
    jsonLd: [breadcrumbListLd(crumbs, site.url)],
  };
}

/* ------------------------------------------------------------ /us/{state}/ */

export type PlaceLink = { name: string; path: string; population: number; served: boolean };

export type StatePage = {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  crumbs: Crumb[];
  largest: PlaceLink[];
  /** Served places, A–Z: the pages search engines may index. */
  served: PlaceLink[];
  /**
   * Places not served yet, A–Z, listed once here rather than ranked one by one: their own pages
   * are noindex (useful to a visitor, not doorways for search).
   */
  notServed: PlaceLink[];
  notServedText: string;
  jsonLd: Record<string, unknown>[];
};

/** The regions serving places of a state, most places first (then region id). */
function stateRegions(dir: Directory, state: DirectoryState): { region: DirectoryRegion; places: number }[] {
  const counts = new Map<number, number>();
  for (const i of state.cities) {
    const id = dir.cities[i]!.region?.id;
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([id, places]) => ({ region: dir.regionById(id), places }));
}

export function statePage(dir: Directory, state: DirectoryState, site: Site): StatePage {
  const cities = state.cities.map((i) => dir.cities[i]!);
  const link = (city: DirectoryCity): PlaceLink => ({
    name: city.name,
    path: cityPath(state, city),
    population: city.population,
    served: Boolean(city.region),
  });
  const largest = cities[0]!;
  const second = cities[1];
  const served = cities.filter((city) => city.region);
  const regions = stateRegions(dir, state);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: DIRECTORY_LABEL, path: DIRECTORY_PATH },
    { name: state.name, path: statePath(state) },
  ];

  const intro = [
    `We list ${cities.length} cities and towns in ${state.name}. The largest is ${largest.name}, home to about ` +
      `${formatCount(largest.population)} people` +
      (second ? `, followed by ${second.name} (${formatCount(second.population)}).` : '.'),
  ];
  if (regions.length > 0) {
    const rates = regions.map(({ region }) => region.rate);
    const low = Math.min(...rates);
    const high = Math.max(...regions.map(({ region }) => region.higherRate));
    intro.push(
      `${served.length === cities.length ? 'All' : `${served.length}`} of them ${served.length === 1 ? 'is' : 'are'} ` +
        `inside ${regions.length === 1 ? 'our service area' : 'our service areas'} around ` +
        `${listOf(regions.map(({ region }) => regionLabel(region)))}, where cleanings cost ` +
        `${formatUsd(low)}–${formatUsd(high)} an hour depending on the area and on Forever Clean membership.`,
    );
    if (served.length < cities.length) {
      intro.push(
        `For the other ${cities.length - served.length}, ${site.name} has no cleaners yet: their pages ` +
          `say how far the nearest service area is and let you join the waitlist.`,
      );
    }
  } else {
    const nearest = dir.regionById(largest.nearestRegion.id);
    intro.push(
      `${site.name} does not have cleaners in ${state.name} yet. The closest service area is ` +
        `${regionLabel(nearest)}, ${formatMiles(largest.nearestRegion.km)} from ${largest.name}; join the ` +
        `waitlist and we will tell you when booking opens near you.`,
    );
  }

  const priceHint =
    regions.length > 0 ? ` from ${formatUsd(Math.min(...regions.map(({ region }) => region.rate)))}/hour` : '';
  const byName = (a: PlaceLink, b: PlaceLink) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path);
  const notServed = cities.filter((city) => !city.region);
  const nearestToState = notServed.length
    ? notServed.reduce((best, city) => (city.nearestRegion.km < best.nearestRegion.km ? city : best))
    : undefined;
  return {
    title: fitTitle(
      [
        `House Cleaning in ${state.name}: ${cities.length} Cities and Towns`,
        `House Cleaning in ${state.name}: ${cities.length} Places`,
      ],
      site.name,
    ),
    description:
      regions.length > 0
        ? fitDescription([
            `Book vetted house cleaners in ${served.length} ${state.name} cities${priceHint}, including ` +
              `${listOf(served.slice(0, 3).map((city) => city.name))}. Prices, zip codes and nearby cities for every town.`,
            `Book vetted house cleaners in ${served.length} ${state.name} cities${priceHint}, including ` +
              `${listOf(served.slice(0, 2).map((city) => city.name))}. Prices and zip codes for every town.`,
            `House cleaners in ${served.length} ${state.name} cities${priceHint}, including ${served[0]!.name}.`,
          ])
        : fitDescription([
            `House cleaning in ${state.name}: ${site.name} is not there yet. See ${cities.length} cities and towns, ` +
              `starting with ${largest.name}, and join the waitlist.`,
            `House cleaning in ${state.name}: not served yet. See ${cities.length} places and join the waitlist.`,
          ]),
    heading: `House cleaning in ${state.name}`,
    intro,
    crumbs,
    largest: cities.slice(0, LARGEST_SHOWN).map(link),
    served: served.map(link).sort(byName),
    notServed: notServed.map(link).sort(byName),
    notServedText: nearestToState
      ? `${site.name} has no cleaners in these ${notServed.length === 1 ? 'place' : `${formatCount(notServed.length)} places`} yet. ` +
        `The closest of them to a service area is ${nearestToState.name}, ${formatMiles(nearestToState.nearestRegion.km)} ` +
        `from ${regionLabel(dir.regionById(nearestToState.nearestRegion.id))}. Each page shows its nearest area; ` +
        `join the waitlist and we will email you when booking opens near you.`
      : '',
    jsonLd: [breadcrumbListLd(crumbs, site.url)],
  };
}

/* ------------------------------------------------------- /us/{state}/{city}/ */

export type Paragraphs = string[];

export type CityPage = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  crumbs: Crumb[];
  served: boolean;
  /** Served: the price band. */
  price?: { member: string; nonMember: string; tax: string; area: string; coverage?: string };
  /** Not served: why, and the nearest area. */
  notServed?: string;
  deal: { heading: string; text: string; cta: string };
  nearbyHeading: string;
  nearby: { name: string; path: string; distance: string; served: boolean }[];
  zipsHeading: string;
  zipsText: string;
  zips: string[];
  faq: { question: string; answer: string }[];
  jsonLd: Record<string, unknown>[];
};

function capitalText(city: DirectoryCity, state: DirectoryState): string {
  if (city.feature === 'PPLC' && city.state === 'PR') return `the capital of ${state.name}`;
  if (city.feature === 'PPLC') return 'the capital of the United States';
  if (city.feature === 'PPLA') return `the capital of ${state.name}`;
  if (city.feature === 'PPLA2') return 'a county seat';
  return '';
}

function cityIntro(dir: Directory, city: DirectoryCity, state: DirectoryState): string {
  const places = state.cities.length;
  const rank =
    city.rank === 1
      ? `the largest of the ${places} places we list in ${state.name}`
      : `the ${ordinal(city.rank)} largest of the ${places} places we list in ${state.name}`;
  const role = capitalText(city, state);
  const first = `${city.name} is ${role ? `${role} and ` : ''}${rank}, with about ${formatCount(city.population)} residents.`;
  const [nearestIndex, nearestKm] = city.nearby[0] ?? [];
  const neighbour = nearestIndex === undefined ? undefined : dir.cities[nearestIndex];
  const second = neighbour
    ? ` Its closest neighbour in this directory is ${neighbour.name}, ${neighbour.state === city.state ? '' : `${dir.stateOf(neighbour).name}, `}${formatMiles(nearestKm!)} away.`
    : '';
  return first + second;
}

/**
 * A place's page. `facts` (served places: build-data/city-facts.ts) makes the cleaner and zip code
 * answers local; the rest of what a served page says about its city alone is ./local.ts.
 */
export function cityPage(dir: Directory, city: DirectoryCity, site: Site, facts?: CityFacts): CityPage {
  const state = dir.stateOf(city);
  const place = `${city.name}, ${state.code}`;
  const region = city.region ? dir.regionById(city.region.id) : undefined;
  const nearest = dir.regionById(city.nearestRegion.id);
  const deal = featuredOption;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: DIRECTORY_LABEL, path: DIRECTORY_PATH },
    { name: state.name, path: statePath(state) },
    { name: city.name, path: cityPath(state, city) },
  ];
  const zipCount = city.zips.length;
  const zipWord = zipCount === 1 ? 'zip code' : 'zip codes';

  let price: CityPage['price'];
  let notServed: string | undefined;
  if (region && city.region) {
    const coverage =
      !facts && city.servedZips < zipCount
        ? `${city.servedZips} of the ${zipCount} ${zipWord} listed below ${city.servedZips === 1 ? 'is' : 'are'} ` +
          `inside the service area; enter yours on the deal page to check your address.`
        : undefined;
    price = {
      member: `${formatUsd(region.rate)} an hour`,
      nonMember: `${formatUsd(region.higherRate)} an hour`,
      tax:
        region.salesTaxRate > 0
          ? `Prices are before ${formatRate(region.salesTaxRate)} sales tax, which ${region.state} charges on cleaning services.`
          : `No sales tax is added to cleaning in the ${regionLabel(region)} area.`,
      area:
        `${city.name} is in our ${regionLabel(region)} service area, ` +
        (city.region.km < 1.6 ? 'at its centre' : `${formatMiles(city.region.km)} from its centre`) +
        (facts ? '.' : `, where ${formatCount(region.numCleaners)} cleaners take bookings.`),
      ...(coverage ? { coverage } : {}),
    };
  } else {
    notServed =
      `${site.name} does not have cleaners in ${city.name} yet. The nearest service area is ` +
      `${regionLabel(nearest)}, ${formatMiles(city.nearestRegion.km)} away` +
      (city.servedZips > 0
        ? `, and ${city.servedZips} of the ${zipCount} ${zipWord} listed below already ${city.servedZips === 1 ? 'falls' : 'fall'} inside a service area.`
        : '.') +
      ` Join the waitlist and we will email you when booking opens in ${city.name}.`;
  }

  const nearby = city.nearby.map(([index, km]) => {
    const other = dir.cities[index]!;
    const otherState = dir.stateOf(other);
    return {
      name: other.state === city.state ? other.name : `${other.name}, ${other.state}`,
      path: cityPath(otherState, other),
      distance: formatMiles(km),
      served: Boolean(other.region),
    };
  });
  const servedNearby = nearby.filter((n) => n.served).length;

  const dealText = region
    ? `New clients in ${city.name} get a first ${deal.numHours}-hour cleaning (${deal.description}) for ` +
      `${formatUsd(deal.price)} instead of ${formatUsd(deal.undiscountedPrice)}, with a Forever Clean membership at ` +
      `${monthlyRangeText(offerRange)} depending on the offer (shown before you pay).`
    : `When ${city.name} opens, new clients get a first ${deal.numHours}-hour cleaning for ` +
      `${formatUsd(deal.price)} instead of ${formatUsd(deal.undiscountedPrice)}. It is available today in all ` +
      `${dir.data.regions.length} service areas, including ${regionLabel(nearest)}.`;

  const servedZipList = facts?.servedZips ?? [];
  const cleanersAnswer = (region: DirectoryRegion, facts: CityFacts) =>
    facts.cleanersNear > 0
      ? `Yes. ${formatCount(facts.cleanersNear)} ${facts.cleanersNear === 1 ? 'cleaner is' : 'cleaners are'} based within ` +
        `${NEAR_MILES} mi of the centre of ${city.name}, the nearest ${formatMiles(facts.nearestCleanerKm)} away, ` +
        `and ${servedNearby === 0 ? 'none' : servedNearby} of the ${nearby.length} places listed nearby ` +
        `${servedNearby === 1 ? 'is' : 'are'} served too.`
      : `Yes, from farther away: ${city.name} is in the ${regionLabel(region)} area, but no cleaner is based within ` +
        `${NEAR_MILES} mi of its centre; the nearest is ${formatMiles(facts.nearestCleanerKm)} away.`;
  const zipAnswer = facts
    ? servedZipList.length === zipCount
      ? zipCount === 1
        ? `${city.zips[0]}, its only zip code, is served.`
        : `All ${zipCount}: ${listOf(city.zips)}.`
      : servedZipList.length === 0
        ? `None of the ${zipCount === 1 ? 'listed zip code' : `${zipCount} listed zip codes`} is inside a service area, ` +
          `though the centre of ${city.name} is. Enter your zip code on the deal page to check your address.`
        : `${listOf(servedZipList)} ${servedZipList.length === 1 ? 'is' : 'are'} served; ` +
          `${listOf(city.zips.filter((zip) => !servedZipList.includes(zip)))} ${zipCount - servedZipList.length === 1 ? 'is' : 'are'} not yet.`
    : undefined;

  const faq: CityPage['faq'] = [
    {
      question: `How much does house cleaning cost in ${city.name}?`,
      answer:
        region && facts
          ? `From ${formatMoney(2 * region.rate * (1 + region.salesTaxRate))} for 2 hours with a membership to ` +
            `${formatMoney(6 * region.higherRate * (1 + region.salesTaxRate))} for 6 hours without` +
            (region.salesTaxRate > 0 ? `, ${formatRate(region.salesTaxRate)} tax included` : '') +
            `. Your first ${deal.numHours}-hour cleaning is ${formatUsd(deal.price)}.`
          : region
            ? `In the ${regionLabel(region)} area, which includes ${city.name}, a cleaner costs ${formatUsd(region.rate)} ` +
              `an hour with a Forever Clean membership and ${formatUsd(region.higherRate)} an hour without` +
              (region.salesTaxRate > 0 ? `, plus ${formatRate(region.salesTaxRate)} sales tax` : '') +
              `. Your first ${deal.numHours}-hour cleaning is ${formatUsd(deal.price)}.`
            : `There is no local rate yet because ${site.name} does not serve ${city.name}. In the nearest service ` +
              `area, ${regionLabel(nearest)}, members pay ${formatUsd(nearest.rate)} and non-members ` +
              `${formatUsd(nearest.higherRate)} an hour.`,
    },
    {
      question: `Are there ${site.name} cleaners in ${city.name}?`,
      answer:
        region && facts
          ? cleanersAnswer(region, facts)
          : region
            ? `Yes. ${formatCount(region.numCleaners)} cleaners work in the ${regionLabel(region)} service area, ` +
              `which covers ${city.name} and ${servedNearby === 0 ? 'none' : servedNearby} of the ${nearby.length} ` +
              `nearby places listed on this page.`
            : `Not yet. The closest cleaners work in the ${regionLabel(nearest)} area, ` +
              `${formatMiles(city.nearestRegion.km)} away. The waitlist tells us where to open next.`,
    },
    {
      question: `Which zip codes in ${city.name} can I book in?`,
      answer:
        zipAnswer ??
        (city.servedZips === zipCount
          ? `All ${zipCount === 1 ? 'of the' : zipCount} ${zipWord} listed on this page ${zipCount === 1 ? 'is' : 'are'} inside a service area.`
          : city.servedZips === 0
            ? `None yet: ${zipCount === 1 ? `the zip code ${city.zips[0]} is` : `the ${zipCount} zip codes listed on this page are`} outside our service areas.`
            : `${city.servedZips} of the ${zipCount} zip codes listed on this page are inside a service area. ` +
              `Enter your zip code on the deal page to check your address.`),
    },
  ];
  // A served page's own facts say the rest; the general question stays on pages without them.
  if (!facts) {
    faq.push({
      question: `How long does a first cleaning take?`,
      answer:
        `The introductory cleaning is ${deal.numHours} hours, enough for a ${deal.description} home. ` +
        `Larger homes can book more hours. The 24 hour cancellation policy in the offer terms below applies.`,
    });
  }

  // Only a served place is a Service's areaServed: a page for a place without cleaners is noindex
  // and says so, and carries no Service markup (it would be a doorway).
  const service: Record<string, unknown> | undefined = region && {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `House cleaning in ${place}`,
    serviceType: 'House cleaning',
    url: site.url(cityPath(state, city)),
    provider: { '@type': 'Organization', name: site.name, url: site.url('/') },
    areaServed: {
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'State', name: state.name },
    },
    offers: [
      hourlyOffer(region.rate, 'Hourly rate with Forever Clean membership'),
      hourlyOffer(region.higherRate, 'Hourly rate without membership'),
    ],
  };

  const priceText = region ? ` from ${formatUsd(region.rate)}/hour` : '';
  return {
    // City and price stay in every wording; the brand goes first when there is no room.
    title: region
      ? fitTitle(
          [
            `House Cleaning in ${place} from ${formatUsd(region.rate)}/hr`,
            `House Cleaning ${place} from ${formatUsd(region.rate)}/hr`,
            `${place} House Cleaning ${formatUsd(region.rate)}/hr`,
            `${place} Cleaners ${formatUsd(region.rate)}/hr`,
          ],
          site.name,
        )
      : fitTitle([`House Cleaning in ${place}`, `${place} House Cleaning`, `${place} Cleaning`], site.name),
    description: region
      ? fitDescription([
          `Book a vetted house cleaner in ${city.name}, ${state.name}${priceText}. First ${deal.numHours}-hour ` +
            `cleaning ${formatUsd(deal.price)}. Serving ${zipCount} ${zipWord} and nearby ${nearby[0]?.name ?? state.name}.`,
          `Book a vetted house cleaner in ${place}${priceText}. First ${deal.numHours}-hour ` +
            `cleaning ${formatUsd(deal.price)}. Serving ${zipCount} ${zipWord}.`,
          `House cleaners in ${place}${priceText}; first ${deal.numHours}-hour cleaning ${formatUsd(deal.price)}.`,
        ])
      : fitDescription([
          `${site.name} is not in ${city.name}, ${state.name} yet. See the nearest service area ` +
            `(${regionLabel(nearest)}), nearby cities and ${zipCount} local ${zipWord}, and join the waitlist.`,
          `${site.name} is not in ${place} yet. Nearest service area: ${regionLabel(nearest)}, ` +
            `${formatMiles(city.nearestRegion.km)} away. Join the waitlist.`,
          `Not in ${place} yet. Nearest service area: ${regionLabel(nearest)}, ${formatMiles(city.nearestRegion.km)}.`,
        ]),
    heading: `House cleaning in ${place}`,
    intro: cityIntro(dir, city, state),
    crumbs,
    served: Boolean(region),
    ...(price ? { price } : {}),
    ...(notServed ? { notServed } : {}),
    deal: {
      heading: region
        ? `Your first ${deal.numHours}-hour cleaning for ${formatUsd(deal.price)}`
        : `The ${formatUsd(deal.price)} first cleaning, when we reach ${city.name}`,
      text: dealText,
      cta: region ? 'Get the deal' : 'See the deal',
    },
    nearbyHeading: `Cities near ${city.name}`,
    nearby,
    zipsHeading: city.zipsBy === 'name' ? `Zip codes in ${city.name}` : `Zip codes near ${city.name}`,
    zipsText:
      city.zipsBy === 'name'
        ? `${zipCount === 1 ? 'The zip code' : `The ${zipCount} zip codes`} the US Postal Service names after ${city.name}:`
        : `No zip code carries the name ${city.name}; ${zipCount === 1 ? 'this is the nearest one' : `these ${zipCount} are the nearest`}:`,
    zips: city.zips,
    faq,
    jsonLd: service ? [breadcrumbListLd(crumbs, site.url), service] : [breadcrumbListLd(crumbs, site.url)],
  };
}

function hourlyOffer(price: number, name: string): Record<string, unknown> {
  return {
    '@type': 'Offer',
    name,
    price,
    priceCurrency: 'USD',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'USD',
      unitCode: 'HUR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'HUR' },
    },
  };
}
