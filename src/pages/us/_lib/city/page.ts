/**
 * /us/{state}/{city}/: one place's page, section by section (each module of this folder is one
 * section). `facts` (served places: build-data/city-facts.ts) makes the cleaner and zip code
 * answers local; the rest of what a served page says about its city alone is ../local/.
 */
import { cityPath, statePath, type Directory, type DirectoryCity } from '#src/directory/lookup.ts';
import type { CityFacts } from '#src/buildData/cityFactsTypes.ts';
import { say } from '#src/copy/places.ts';
import { directoryCrumbs, type Crumb, type Site } from '../site.ts';
import { cityContext, type NearbyPlace } from './context.ts';
import { cityIntro } from './intro.ts';
import { notServedCard, priceCard, type PriceCard } from './prices.ts';
import { dealCard, type DealCard } from './deal.ts';
import { zipsSection, type ZipsSection } from './zips.ts';
import { cityFaq, type Faq } from './faq.ts';
import { cityDescription, cityJsonLd, cityTitle } from './meta.ts';

export type CityPage = {
  title: string;
  description: string;
  heading: string;
  intro: string;
  crumbs: Crumb[];
  served: boolean;
  /** Served: the price band. */
  price?: PriceCard;
  /** Not served: the card's heading, and why (with the nearest area). */
  notServed?: { heading: string; text: string };
  waitlistButton: string;
  deal: DealCard;
  nearbyHeading: string;
  nearby: NearbyPlace[];
  servicesHeading: string;
  faqHeading: string;
  faq: Faq;
  jsonLd: Record<string, unknown>[];
} & ZipsSection;

export function cityPage(dir: Directory, city: DirectoryCity, site: Site, facts?: CityFacts): CityPage {
  const ctx = cityContext(dir, city, site, facts);
  const { copy, state, values, region } = ctx;
  const crumbs = directoryCrumbs(
    site,
    { name: state.name, path: statePath(state) },
    { name: city.name, path: cityPath(state, city) },
  );
  return {
    title: cityTitle(ctx),
    description: cityDescription(ctx),
    heading: say(copy.heading, values),
    intro: cityIntro(ctx),
    crumbs,
    served: Boolean(region),
    ...(region && city.region ? { price: priceCard(ctx, region, city.region.km) } : { notServed: notServedCard(ctx) }),
    waitlistButton: say(copy.waitlistButton, {}),
    deal: dealCard(ctx),
    nearbyHeading: say(copy.nearbyHeading, values),
    nearby: ctx.nearby,
    ...zipsSection(ctx),
    servicesHeading: say(copy.servicesHeading, values),
    ...cityFaq(ctx),
    jsonLd: cityJsonLd(ctx, crumbs),
  };
}
