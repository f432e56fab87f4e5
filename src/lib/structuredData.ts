/**
 * schema.org JSON-LD builders shared by the pages (BaseLayout writes what a page passes as
 * `jsonLd`). Each takes `url`, a function making a site path absolute (the brand's absoluteUrl),
 * so the same builder serves every brand. Page-specific ones (BlogPosting, a city's Service) stay
 * with their pages and use these for their parts.
 */

import { formatUsd } from '../domain/format.ts';
import { monthlyRangeText, type OfferRange } from '../domain/charges.ts';
import { SQUARE_LOGO_SIZE } from './ogImage.ts';

type Ld = Record<string, unknown>;

/** Makes a site path absolute: `/deal` -> `https://tidyhaven.example/deal`. */
export type AbsoluteUrl = (path: string) => string;

/** One step of a breadcrumb trail; the last one is the current page. */
export type Crumb = { name: string; path: string };

/** A question; `link` (optional) is shown after the answer on the page, not in structured data. */
export type FaqItem = { question: string; answer: string; link?: { href: string; label: string } | undefined };

/** BreadcrumbList for a trail, from the same list as the visible trail so the two never disagree. */
export function breadcrumbListLd(crumbs: readonly Crumb[], url: AbsoluteUrl): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: url(crumb.path),
    })),
  };
}

/** FAQPage for the questions shown on a page (all of them, verbatim); `extra` adds e.g. its url. */
export function faqPageLd(items: readonly FaqItem[], extra: Ld = {}): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...extra,
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * The brand as an Organization (publisher, author); with `logoUrl` it carries its logo: the
 * square PNG of LOGO_PNG_PATH (Google wants a raster logo of at least 112×112 px).
 */
export function organizationLd(name: string, url: AbsoluteUrl, logoUrl?: string): Ld {
  return {
    '@type': 'Organization',
    name,
    url: url('/'),
    ...(logoUrl
      ? { logo: { '@type': 'ImageObject', url: logoUrl, width: SQUARE_LOGO_SIZE, height: SQUARE_LOGO_SIZE } }
      : {}),
  };
}

/** The site itself (home page only): its name and address, which search results show as the site name. */
export function webSiteLd(name: string, url: AbsoluteUrl): Ld {
  return { '@context': 'https://schema.org', '@type': 'WebSite', name, url: url('/') };
}

/**
 * The first-cleaning Offer with its condition (spec §9): the price is for new clients and requires
 * the Forever Clean membership. schema.org vocabulary: the Offer's `description` says so in words,
 * and its `priceSpecification` is a `CompoundPriceSpecification` ("bundles multiple prices that
 * all apply in combination") of two `UnitPriceSpecification` components: the cleaning's one-off
 * price and the membership's monthly price, marked `priceComponentType`
 * https://schema.org/Subscription with `unitCode` MON (UN/CEFACT: month) per one month.
 */
export function firstCleaningOfferLd(offer: { price: number; hours: number; range: OfferRange }, url: AbsoluteUrl): Ld {
  // The brand's monthly prices ("$39 to $49 a month"): the page cannot know the visitor's offer.
  const { range } = offer;
  const monthly = monthlyRangeText(range);
  const cleaning = `First ${offer.hours}-hour cleaning`;
  // Where the brand's offers ask different first-cleaning prices, their range, never one as everyone's.
  const price =
    range.lowestFirstPrice === range.firstPrice
      ? { price: offer.price }
      : { minPrice: range.lowestFirstPrice, maxPrice: range.firstPrice };
  return {
    '@type': 'Offer',
    name: cleaning,
    ...('price' in price ? price : {}),
    priceCurrency: 'USD',
    description:
      `${cleaning} for new clients. Requires a Forever Clean membership ` +
      `(${monthly} plus possible taxes depending on your offer; cancelling before ${range.minimumMonths} paid months costs ` +
      `the ${formatUsd(range.cancellationFee)} cancellation fee plus the rest of the first cleaning's full voucher price).`,
    url: url('/deal'),
    priceSpecification: {
      '@type': 'CompoundPriceSpecification',
      ...price,
      priceCurrency: 'USD',
      priceComponent: [
        { '@type': 'UnitPriceSpecification', name: cleaning, ...price, priceCurrency: 'USD' },
        {
          '@type': 'UnitPriceSpecification',
          name: 'Forever Clean membership (required)',
          ...(range.monthlyMin === range.monthlyMax
            ? { price: range.monthlyMin }
            : { minPrice: range.monthlyMin, maxPrice: range.monthlyMax }),
          priceCurrency: 'USD',
          priceComponentType: 'https://schema.org/Subscription',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
      ],
    },
  };
}

/** A plain content page (apply, comparison, terms) published by the brand. */
export function webPageLd(
  page: { name: string; description: string; path: string; dateModified?: string },
  publisher: string,
  url: AbsoluteUrl,
): Ld {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: url(page.path),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    publisher: organizationLd(publisher, url),
  };
}
