/**
 * /us/{state}/: a state's places, largest first and then A–Z (served, and not served yet), with
 * the service areas that reach it and their rates.
 */
import { cityPath, statePath, type Directory, type DirectoryCity } from '#src/directory/lookup.ts';
import type { DirectoryState } from '#src/directory/compute.ts';
import { formatMiles } from '#src/domain/distance.ts';
import { formatCount, formatUsd, listOf } from '#src/domain/format.ts';
import { closestToArea, rateBand, stateRegions } from '#src/domain/placeFigures.ts';
import { breadcrumbListLd } from '#src/lib/structuredData.ts';
import { fitDescription, fitTitle } from '#src/lib/seoText.ts';
import { byNumber, placesCopy, say } from '#src/copy/places.ts';
import { directoryCrumbs, LARGEST_SHOWN, regionLabel, type Crumb, type PlaceLink, type Site } from './site.ts';

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

type StateCopy = ReturnType<typeof placesCopy>['state'];

/** What a state page's sentences are made from. */
type StateFacts = {
  copy: StateCopy;
  dir: Directory;
  /** The state's places, largest first. */
  cities: DirectoryCity[];
  served: DirectoryCity[];
  notServed: DirectoryCity[];
  regions: ReturnType<typeof stateRegions>;
  values: { brand: string; state: string; places: number };
};

function largestValues({ cities, values }: StateFacts) {
  const largest = cities[0]!;
  return { ...values, largest: largest.name, population: formatCount(largest.population) };
}

/** The paragraphs under the heading: the largest places, then who serves them and at what rates. */
function stateIntro(facts: StateFacts): string[] {
  const { copy, dir, cities, served, notServed, regions, values } = facts;
  const largest = largestValues(facts);
  const second = cities[1];
  const intro = [
    second
      ? say(copy.intro.largest.withSecond, {
          ...largest,
          second: second.name,
          secondPopulation: formatCount(second.population),
        })
      : say(copy.intro.largest.alone, largest),
  ];
  if (regions.length === 0) {
    const nearest = cities[0]!.nearestRegion;
    const area = regionLabel(dir.regionById(nearest.id));
    return [...intro, say(copy.intro.noneServed, { ...largest, area, distance: formatMiles(nearest.km) })];
  }
  const band = rateBand(regions.map(({ region }) => region));
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
      lowRate: formatUsd(band.low),
      highRate: formatUsd(band.high),
    }),
  );
  if (notServed.length > 0) intro.push(say(copy.intro.others, { ...values, notServed: notServed.length }));
  return intro;
}

function stateDescription({ copy, cities, served, regions, values }: StateFacts): string {
  if (regions.length === 0) {
    return fitDescription(
      copy.description.noneServed.map((description) => say(description, { ...values, largest: cities[0]!.name })),
    );
  }
  const servedValues = {
    ...values,
    served: served.length,
    rate: formatUsd(rateBand(regions.map(({ region }) => region)).low),
    topServed: served[0]!.name,
    topServed2: listOf(served.slice(0, 2).map((city) => city.name)),
    topServed3: listOf(served.slice(0, 3).map((city) => city.name)),
  };
  return fitDescription(copy.description.served.map((description) => say(description, servedValues)));
}

/** Above the places not served yet: the one closest to a service area, and how far. */
function notServedText({ copy, dir, values, notServed }: StateFacts): string {
  const closest = closestToArea(notServed);
  if (!closest) return '';
  return say(byNumber(copy.notServedText, notServed.length), {
    ...values,
    count: formatCount(notServed.length),
    closest: closest.name,
    distance: formatMiles(closest.nearestRegion.km),
    area: regionLabel(dir.regionById(closest.nearestRegion.id)),
  });
}

export function statePage(dir: Directory, state: DirectoryState, site: Site): StatePage {
  const copy = placesCopy(site.key).state;
  const cities = state.cities.map((i) => dir.cities[i]!);
  const served = cities.filter((city) => city.region);
  const notServed = cities.filter((city) => !city.region);
  const values = { brand: site.name, state: state.name, places: cities.length };
  const facts: StateFacts = { copy, dir, cities, served, notServed, regions: stateRegions(dir, state), values };
  const link = (city: DirectoryCity): PlaceLink => ({
    name: city.name,
    path: cityPath(state, city),
    population: city.population,
    served: Boolean(city.region),
  });
  const byName = (a: PlaceLink, b: PlaceLink) => a.name.localeCompare(b.name, 'en') || a.path.localeCompare(b.path);
  const crumbs = directoryCrumbs(site, { name: state.name, path: statePath(state) });
  return {
    title: fitTitle(
      copy.title.map((title) => say(title, values)),
      site.name,
    ),
    description: stateDescription(facts),
    heading: say(copy.heading, values),
    intro: stateIntro(facts),
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
    notServedText: notServedText(facts),
    waitlistButton: say(copy.waitlistButton, {}),
    servicesHeading: say(copy.servicesHeading, values),
    jsonLd: [breadcrumbListLd(crumbs, site.url)],
  };
}
