/**
 * What a city page tells search engines: its title, description, and structured data (breadcrumbs,
 * and a Service only where the place is served).
 */
import { cityPath } from '#src/directory/lookup.ts';
import { formatUsd } from '#src/domain/format.ts';
import { breadcrumbListLd, type Crumb } from '#src/lib/structuredData.ts';
import { fitDescription, fitTitle } from '#src/lib/seoText.ts';
import { say } from '#src/copy/places.ts';
import { regionLabel } from '../site.ts';
import { nearestAreaDistance, type CityContext } from './context.ts';

// City and price stay in every wording; the brand goes first when there is no room.
export function cityTitle({ copy, values, region, site }: CityContext): string {
  return region
    ? fitTitle(
        copy.title.served.map((title) => say(title, { ...values, rate: formatUsd(region.rate) })),
        site.name,
      )
    : fitTitle(
        copy.title.notServed.map((title) => say(title, values)),
        site.name,
      );
}

export function cityDescription(ctx: CityContext): string {
  const { copy, zipValues, firstCleaning, region, nearby, state, nearest } = ctx;
  if (region) {
    const values = {
      ...zipValues,
      ...firstCleaning,
      rate: formatUsd(region.rate),
      nearby: nearby[0]?.name ?? state.name,
    };
    return fitDescription(copy.description.served.map((description) => say(description, values)));
  }
  const values = { ...zipValues, area: regionLabel(nearest), distance: nearestAreaDistance(ctx) };
  return fitDescription(copy.description.notServed.map((description) => say(description, values)));
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

/**
 * Breadcrumbs, and a Service for a served place only: a page for a place without cleaners is
 * noindex and says so, and carries no Service markup (it would be a doorway).
 */
export function cityJsonLd(
  { city, state, site, region, values }: CityContext,
  crumbs: Crumb[],
): Record<string, unknown>[] {
  const breadcrumbs = breadcrumbListLd(crumbs, site.url);
  if (!region) return [breadcrumbs];
  const service = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `House cleaning in ${values.place}`,
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
  return [breadcrumbs, service];
}
