/**
 * What the location directory's pages say, as pure functions of the directory data, the brand's
 * name and the offer constants: titles, descriptions, intros, price band, FAQ and structured data.
 * Every sentence is chosen by data (population, rank, service region, prices, zip codes), never
 * at random, so no two pages read the same apart from the name. The choices and every number,
 * name, distance and price are made here; the wording of each sentence is src/content/places/
 * (index.yaml, state.yaml, city.yaml; docs/content.md), read once per build by src/copy/places.ts.
 * No Astro imports: unit-testable.
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
import { monthlyRangeText, withSalesTax } from '#src/domain/charges.ts';
import { offerRange } from '#src/catalog/priceRange.ts';
import { breadcrumbListLd, type Crumb } from '#src/lib/structuredData.ts';
import { fitDescription, fitTitle } from '#src/lib/seoText.ts';
import { byNumber, placesCopy, say } from '#src/copy/places.ts';

export type { Crumb };

export const DIRECTORY_PATH = '/us/';
export const DIRECTORY_LABEL = 'Locations';
export const WAITLIST_PATH = '/deal#waitlist';
export const DEAL_PATH = '/deal';
/** How many of a state's largest places head its page before the A–Z list. */
export const LARGEST_SHOWN = 10;

/**
 * What the pages need to know about the site: its name, its absolute URLs for structured data and,
 * for a brand's own words (src/content/places/brands/<key>/), its key.
 */
export type Site = { name: string; url: (path: string) => string; key?: string };

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
  heading: string;
  intro: string;
  statesHeading: string;
  crumbs: Crumb[];
  /** `count`: "(52 places, 3 served)" after the state's link. */
  states: { name: string; path: string; places: number; served: number; count: string }[];
  jsonLd: Record<string, unknown>[];
};

export function indexPage(dir: Directory, site: Site): IndexPage {
  const copy = placesCopy(site.key).index;
  const served = dir.cities.filter((city) => city.region).length;
  const servedStates = dir.states.filter((state) => state.cities.some((i) => dir.cities[i]!.region)).length;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: DIRECTORY_LABEL, path: DIRECTORY_PATH },
  ];
  const values = {
    brand: site.name,
    places: formatCount(dir.cities.length),
    served: formatCount(served),
    servedStates,
    areaCount: dir.data.regions.length,
  };
  return {
    title: fitTitle(
      copy.title.map((title) => say(title, values)),
      site.name,
    ),
    description: fitDescription(copy.description.map((description) => say(description, values))),
    heading: say(copy.heading, values),
    intro: say(copy.intro, values),
    statesHeading: say(copy.statesHeading, values),
    crumbs,
    states: dir.states.map((state) => {
      const places = state.cities.length;
      const servedHere = state.cities.filter((i) => dir.cities[i]!.region).length;
      return {
        name: state.name,
        path: statePath(state),
        places,
        served: servedHere,
        count:
          servedHere > 0
            ? say(copy.stateCount.withServed, { places, served: servedHere })
            : say(copy.stateCount.noneServed, { places }),
      };
    }),
    jsonLd: [breadcrumbListLd(crumbs, site.url)],
  };
}

/* ------------------------------------------------------------ /us/{state}/ */

export type PlaceLink = { name: string; path: string; population: number; served: boolean };

/** Places as DirectoryLinks' links: each name links to its page, `note` (a count, size or distance) after it. */
export function placeLinks<T extends { name: string; path: string }>(
  places: readonly T[],
  note?: (place: T) => string,
): { href: string; label: string; note?: string }[] {
  return places.map((place) => ({ href: place.path, label: place.name, ...(note ? { note: note(place) } : {}) }));
}

export type StatePage = {
  title: string;
  description: string;
  heading: string;
  intro: string[];
  crumbs: Crumb[];
  largestHeading: string;
  /** `label`: the place's population, and whether it is served. */
  largest: (PlaceLink & { label: string })[];
  /** Served places, A–Z: the pages search engines may index. */
  served: PlaceLink[];
  servedHeading: string;
  /**
   * Places not served yet, A–Z, listed once here rather than ranked one by one: their own pages
   * are noindex (useful to a visitor, not doorways for search).
   */
  notServed: PlaceLink[];
  notServedHeading: string;
  notServedText: string;
  waitlistButton: string;
  servicesHeading: string;
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
  const copy = placesCopy(site.key).state;
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
  const values = { brand: site.name, state: state.name, places: cities.length };
  const largestValues = { ...values, largest: largest.name, population: formatCount(largest.population) };

  const intro = [
    second
      ? say(copy.intro.largest.withSecond, {
          ...largestValues,
          second: second.name,
          secondPopulation: formatCount(second.population),
        })
      : say(copy.intro.largest.alone, largestValues),
  ];
  if (regions.length > 0) {
    const rates = regions.map(({ region }) => region.rate);
    const low = Math.min(...rates);
    const high = Math.max(...regions.map(({ region }) => region.higherRate));
    const variant =
      served.length === cities.length
        ? copy.intro.served.all
        : served.length === 1
          ? copy.intro.served.one
          : copy.intro.served.some;
    intro.push(
      say(variant, {
        ...values,
        served: served.length,
        ourAreas: say(byNumber(copy.intro.ourAreas, regions.length), {}),
        areaList: listOf(regions.map(({ region }) => regionLabel(region))),
        lowRate: formatUsd(low),
        highRate: formatUsd(high),
      }),
    );
    if (served.length < cities.length) {
      intro.push(say(copy.intro.others, { ...values, notServed: cities.length - served.length }));
    }
  } else {
    const nearest = dir.regionById(largest.nearestRegion.id);
    intro.push(
      say(copy.intro.noneServed, {
        ...largestValues,
        area: regionLabel(nearest),
        distance: formatMiles(largest.nearestRegion.km),
      }),
    );
  }

  const byName = (a: PlaceLink, b: PlaceLink) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path);
  const notServed = cities.filter((city) => !city.region);
  const nearestToState = notServed.length
    ? notServed.reduce((best, city) => (city.nearestRegion.km < best.nearestRegion.km ? city : best))
    : undefined;
  const servedValues = () => ({
    ...values,
    served: served.length,
    rate: formatUsd(Math.min(...regions.map(({ region }) => region.rate))),
    topServed: served[0]!.name,
    topServed2: listOf(served.slice(0, 2).map((city) => city.name)),
    topServed3: listOf(served.slice(0, 3).map((city) => city.name)),
  });
  return {
    title: fitTitle(
      copy.title.map((title) => say(title, values)),
      site.name,
    ),
    description:
      regions.length > 0
        ? fitDescription(copy.description.served.map((description) => say(description, servedValues())))
        : fitDescription(
            copy.description.noneServed.map((description) => say(description, { ...values, largest: largest.name })),
          ),
    heading: say(copy.heading, values),
    intro,
    crumbs,
    largestHeading: say(copy.largestHeading, values),
    largest: cities.slice(0, LARGEST_SHOWN).map((city) => ({
      ...link(city),
      label: say(city.region ? copy.largestLabel.served : copy.largestLabel.notServed, {
        population: formatCount(city.population),
      }),
    })),
    served: served.map(link).sort(byName),
    servedHeading: say(byNumber(copy.servedHeading, served.length), { ...values, count: served.length }),
    notServed: notServed.map(link).sort(byName),
    notServedHeading: say(byNumber(copy.notServedHeading, notServed.length), { ...values, count: notServed.length }),
    notServedText: nearestToState
      ? say(byNumber(copy.notServedText, notServed.length), {
          ...values,
          count: formatCount(notServed.length),
          closest: nearestToState.name,
          distance: formatMiles(nearestToState.nearestRegion.km),
          area: regionLabel(dir.regionById(nearestToState.nearestRegion.id)),
        })
      : '',
    waitlistButton: say(copy.waitlistButton, {}),
    servicesHeading: say(copy.servicesHeading, values),
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
  price?: {
    heading: string;
    member: string;
    memberLabel: string;
    nonMember: string;
    nonMemberLabel: string;
    tax: string;
    area: string;
    coverage?: string;
  };
  /** Not served: the card's heading, and why (with the nearest area). */
  notServed?: { heading: string; text: string };
  waitlistButton: string;
  deal: { heading: string; text: string; cta: string };
  nearbyHeading: string;
  nearby: { name: string; path: string; distance: string; served: boolean }[];
  zipsHeading: string;
  zipsText: string;
  zips: string[];
  servicesHeading: string;
  faqHeading: string;
  faq: { question: string; answer: string }[];
  jsonLd: Record<string, unknown>[];
};

type CityCopy = ReturnType<typeof placesCopy>['city'];

function capitalText(copy: CityCopy, city: DirectoryCity, state: DirectoryState): string {
  if (city.feature === 'PPLC' && city.state === 'PR') return say(copy.role.stateCapital, { state: state.name });
  if (city.feature === 'PPLC') return say(copy.role.nationalCapital, {});
  if (city.feature === 'PPLA') return say(copy.role.stateCapital, { state: state.name });
  if (city.feature === 'PPLA2') return say(copy.role.countySeat, {});
  return '';
}

/** The values every sentence of a city page may use. */
type CityValues = { brand: string; city: string; state: string; place: string };

function cityIntro(
  copy: CityCopy,
  values: CityValues,
  dir: Directory,
  city: DirectoryCity,
  state: DirectoryState,
): string {
  const places = state.cities.length;
  const rank =
    city.rank === 1
      ? say(copy.rank.largest, { state: state.name, places })
      : say(copy.rank.other, { state: state.name, places, rank: ordinal(city.rank) });
  const role = capitalText(copy, city, state);
  const population = formatCount(city.population);
  const first = role
    ? say(copy.intro.withRole, { ...values, role, rank, population })
    : say(copy.intro.plain, { ...values, rank, population });
  const [nearestIndex, nearestKm] = city.nearby[0] ?? [];
  const neighbour = nearestIndex === undefined ? undefined : dir.cities[nearestIndex];
  if (!neighbour) return first;
  const near = { ...values, neighbour: neighbour.name, distance: formatMiles(nearestKm!) };
  const second =
    neighbour.state === city.state
      ? say(copy.neighbour.sameState, near)
      : say(copy.neighbour.otherState, { ...near, neighbourState: dir.stateOf(neighbour).name });
  return `${first} ${second}`;
}

/** The hours of the cheapest and the dearest price the cost answer names (with and without membership). */
const COST_HOURS = { from: 2, to: 6 } as const;

/**
 * A place's page. `facts` (served places: build-data/city-facts.ts) makes the cleaner and zip code
 * answers local; the rest of what a served page says about its city alone is ./local.ts.
 */
export function cityPage(dir: Directory, city: DirectoryCity, site: Site, facts?: CityFacts): CityPage {
  const copy = placesCopy(site.key).city;
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
  const values: CityValues = { brand: site.name, city: city.name, state: state.name, place };
  const zipCount = city.zips.length;
  const zipValues = { ...values, zipCount, zipWord: say(byNumber(copy.zipWord, zipCount), {}) };
  const firstCleaning = { numHours: deal.numHours, price: formatUsd(deal.price) };
  const hourly = (amount: number) => say(copy.hourly, { amount: formatUsd(amount) });

  let price: CityPage['price'];
  let notServed: string | undefined;
  if (region && city.region) {
    const coverage =
      !facts && city.servedZips < zipCount
        ? say(byNumber(copy.coverage, city.servedZips), { ...zipValues, servedZips: city.servedZips })
        : undefined;
    const areaValues = {
      ...values,
      area: regionLabel(region),
      position:
        city.region.km < 1.6
          ? say(copy.position.atCentre, {})
          : say(copy.position.fromCentre, { distance: formatMiles(city.region.km) }),
    };
    price = {
      heading: say(copy.pricesHeading, values),
      member: hourly(region.rate),
      memberLabel: say(copy.memberLabel, {}),
      nonMember: hourly(region.higherRate),
      nonMemberLabel: say(copy.nonMemberLabel, {}),
      tax:
        region.salesTaxRate > 0
          ? say(copy.tax.charged, {
              ...values,
              area: regionLabel(region),
              taxRate: formatRate(region.salesTaxRate),
              taxState: region.state,
            })
          : say(copy.tax.none, { ...values, area: regionLabel(region) }),
      area: facts
        ? say(copy.area.withFacts, areaValues)
        : say(copy.area.withoutFacts, { ...areaValues, cleaners: formatCount(region.numCleaners) }),
      ...(coverage ? { coverage } : {}),
    };
  } else {
    const away = { ...zipValues, area: regionLabel(nearest), distance: formatMiles(city.nearestRegion.km) };
    notServed =
      city.servedZips > 0
        ? say(city.servedZips === 1 ? copy.notServed.oneZip : copy.notServed.someZips, {
            ...away,
            servedZips: city.servedZips,
          })
        : say(copy.notServed.noZips, away);
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

  const dealValues = {
    ...values,
    ...firstCleaning,
    regularPrice: formatUsd(deal.undiscountedPrice),
    homeSize: deal.description,
  };
  const dealText = region
    ? say(copy.deal.served.text, { ...dealValues, monthly: monthlyRangeText(offerRange) })
    : say(copy.deal.notServed.text, {
        ...dealValues,
        areaCount: dir.data.regions.length,
        area: regionLabel(nearest),
      });

  const servedZipList = facts?.servedZips ?? [];
  const cleanersAnswer = (region: DirectoryRegion, facts: CityFacts) => {
    const near = { ...values, radius: NEAR_MILES, distance: formatMiles(facts.nearestCleanerKm) };
    if (facts.cleanersNear === 0) return say(copy.faq.cleaners.far, { ...near, area: regionLabel(region) });
    const counts = { nearby: nearby.length, count: servedNearby };
    const nearbyServed =
      servedNearby === 0
        ? say(copy.faq.cleaners.nearbyServed.none, counts)
        : say(byNumber(copy.faq.cleaners.nearbyServed, servedNearby), counts);
    return say(byNumber(copy.faq.cleaners.near, facts.cleanersNear), {
      ...near,
      cleaners: formatCount(facts.cleanersNear),
      nearbyServed,
    });
  };
  const zipAnswer = (facts: CityFacts) => {
    const zips = copy.faq.zips;
    if (servedZipList.length === zipCount) {
      return zipCount === 1
        ? say(zips.allOne, { ...values, zip: city.zips[0]! })
        : say(zips.all, { ...values, zipCount, zips: listOf(city.zips) });
    }
    if (servedZipList.length === 0) return say(byNumber(zips.none, zipCount), { ...values, zipCount });
    const outside = city.zips.filter((zip) => !facts.servedZips.includes(zip));
    const oneServed = servedZipList.length === 1;
    const oneOutside = zipCount - servedZipList.length === 1;
    const variant = oneServed
      ? oneOutside
        ? zips.some.oneAndOne
        : zips.some.oneAndMore
      : oneOutside
        ? zips.some.moreAndOne
        : zips.some.moreAndMore;
    return say(variant, { ...values, servedList: listOf(servedZipList), outsideList: listOf(outside) });
  };
  const pageZipAnswer = () => {
    const zips = copy.faq.zips;
    if (city.servedZips === zipCount) return say(byNumber(zips.pageAll, zipCount), zipValues);
    if (city.servedZips === 0) {
      return zipCount === 1
        ? say(zips.pageNone.one, { ...values, zip: city.zips[0]! })
        : say(zips.pageNone.other, { ...values, zipCount });
    }
    return say(zips.pageSome, { ...values, servedZips: city.servedZips, zipCount });
  };

  const costAnswer = () => {
    const cost = copy.faq.cost;
    if (region && facts) {
      const local = {
        ...values,
        ...firstCleaning,
        from: formatMoney(withSalesTax(COST_HOURS.from * region.rate, region.salesTaxRate).total),
        fromHours: COST_HOURS.from,
        to: formatMoney(withSalesTax(COST_HOURS.to * region.higherRate, region.salesTaxRate).total),
        toHours: COST_HOURS.to,
      };
      return region.salesTaxRate > 0
        ? say(cost.localTaxed, { ...local, taxRate: formatRate(region.salesTaxRate) })
        : say(cost.localUntaxed, local);
    }
    if (region) {
      const area = {
        ...values,
        ...firstCleaning,
        area: regionLabel(region),
        rate: formatUsd(region.rate),
        higherRate: formatUsd(region.higherRate),
      };
      return region.salesTaxRate > 0
        ? say(cost.areaTaxed, { ...area, taxRate: formatRate(region.salesTaxRate) })
        : say(cost.areaUntaxed, area);
    }
    return say(cost.notServed, {
      ...values,
      area: regionLabel(nearest),
      rate: formatUsd(nearest.rate),
      higherRate: formatUsd(nearest.higherRate),
    });
  };
  const cleanersFaq = copy.faq.cleaners;
  const faq: CityPage['faq'] = [
    { question: say(copy.faq.cost.question, values), answer: costAnswer() },
    {
      question: say(cleanersFaq.question, values),
      answer:
        region && facts
          ? cleanersAnswer(region, facts)
          : region
            ? servedNearby === 0
              ? say(cleanersFaq.area.none, {
                  ...values,
                  area: regionLabel(region),
                  cleaners: formatCount(region.numCleaners),
                  nearby: nearby.length,
                })
              : say(cleanersFaq.area.some, {
                  ...values,
                  area: regionLabel(region),
                  cleaners: formatCount(region.numCleaners),
                  nearby: nearby.length,
                  count: servedNearby,
                })
            : say(cleanersFaq.notServed, {
                ...values,
                area: regionLabel(nearest),
                distance: formatMiles(city.nearestRegion.km),
              }),
    },
    {
      question: say(copy.faq.zips.question, values),
      answer: facts ? zipAnswer(facts) : pageZipAnswer(),
    },
  ];
  // A served page's own facts say the rest; the general question stays on pages without them.
  if (!facts) {
    faq.push({
      question: say(copy.faq.firstCleaning.question, values),
      answer: say(copy.faq.firstCleaning.answer, { ...values, numHours: deal.numHours, homeSize: deal.description }),
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

  const byName = city.zipsBy === 'name';
  return {
    // City and price stay in every wording; the brand goes first when there is no room.
    title: region
      ? fitTitle(
          copy.title.served.map((title) => say(title, { ...values, rate: formatUsd(region.rate) })),
          site.name,
        )
      : fitTitle(
          copy.title.notServed.map((title) => say(title, values)),
          site.name,
        ),
    description: region
      ? fitDescription(
          copy.description.served.map((description) =>
            say(description, {
              ...zipValues,
              ...firstCleaning,
              rate: formatUsd(region.rate),
              nearby: nearby[0]?.name ?? state.name,
            }),
          ),
        )
      : fitDescription(
          copy.description.notServed.map((description) =>
            say(description, {
              ...zipValues,
              area: regionLabel(nearest),
              distance: formatMiles(city.nearestRegion.km),
            }),
          ),
        ),
    heading: say(copy.heading, values),
    intro: cityIntro(copy, values, dir, city, state),
    crumbs,
    served: Boolean(region),
    ...(price ? { price } : {}),
    ...(notServed ? { notServed: { heading: say(copy.notServedHeading, values), text: notServed } } : {}),
    waitlistButton: say(copy.waitlistButton, {}),
    deal: region
      ? {
          heading: say(copy.deal.served.heading, { ...values, ...firstCleaning }),
          text: dealText,
          cta: say(copy.deal.served.button, {}),
        }
      : {
          heading: say(copy.deal.notServed.heading, { ...values, ...firstCleaning }),
          text: dealText,
          cta: say(copy.deal.notServed.button, {}),
        },
    nearbyHeading: say(copy.nearbyHeading, values),
    nearby,
    zipsHeading: say(byName ? copy.zipsHeading.byName : copy.zipsHeading.nearest, values),
    zipsText: say(byNumber(byName ? copy.zipsText.byName : copy.zipsText.nearest, zipCount), {
      ...values,
      zipCount,
    }),
    zips: city.zips,
    servicesHeading: say(copy.servicesHeading, values),
    faqHeading: say(copy.faqHeading, values),
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
