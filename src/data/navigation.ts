/**
 * Links shared by the header, mobile menu and footer (spec §2). Their words are content: the
 * service pages' `name` (src/content/services/<slug>.md) and `nav` in src/content/pages/chrome.yaml,
 * each with the brand's own words where it has them (docs/content.md).
 */
import { slugify } from '../catalog/slug.ts';
import { chromeCopy } from '../copy/chrome.ts';
import { SERVICE_MENU } from '../copy/serviceMenu.ts';
import { servicePages } from './services.ts';

export type NavLink = { label: string; href: string };

/** The site's links for one brand: the services dropdown, the header's others, the footer's legal and company links. */
export type NavLinks = {
  /** The nine service pages of the header's services dropdown, in SERVICE_MENU's order. */
  services: readonly NavLink[];
  /** Header links after the services dropdown. */
  primary: readonly NavLink[];
  /** Legal links, shown in the full footer and in the compact legal strip. */
  legal: readonly NavLink[];
  /** Company links of the full footer. */
  company: readonly NavLink[];
};

const byBrand = new Map<string, NavLinks>();

/** The links of brand `brandKey` named `app`, with its words (read once per brand and build). */
export function navLinks(app: string, brandKey: string): NavLinks {
  let links = byBrand.get(brandKey);
  if (links) return links;
  const words = chromeCopy(app, brandKey).nav;
  const pages = servicePages(app, brandKey);
  links = {
    services: SERVICE_MENU.map((slug) => ({
      label: pages.find((page) => page.slug === slug)!.name,
      href: `/services/${slug}`,
    })),
    primary: [
      { label: words.hub, href: '/hub/' },
      { label: words.help, href: '/help/' },
      { label: words.apply, href: '/apply' },
    ],
    legal: [
      { label: words.terms, href: '/terms-of-service/' },
      { label: words.privacy, href: '/privacy-policy/' },
      { label: words.doNotSell, href: '/privacy/optout/' },
    ],
    company: [
      { label: words.reviews, href: '/reviews/' },
      { label: words.vs, href: '/vs' },
      { label: words.apply, href: '/apply' },
      { label: words.hub, href: '/hub/' },
      { label: words.helpCenter, href: '/help/' },
      { label: words.contact, href: '/help/ticket/' },
    ],
  };
  byBrand.set(brandKey, links);
  return links;
}

/** The nine service pages with their shared names, `{brand}` unfilled (for checks; pages use navLinks()). */
export const serviceLinks: readonly NavLink[] = servicePages('{brand}').map((page) => ({
  label: page.name,
  href: `/services/${page.slug}`,
}));

/** Location directory path: /us/{state}/ or /us/{state}/{city}/ (full-name slugs). */
export function directoryPath(state: string, city?: string): string {
  return city ? `/us/${slugify(state)}/${slugify(city)}/` : `/us/${slugify(state)}/`;
}

const topStateNames = [
  'California',
  'Texas',
  'Florida',
  'New York',
  'Pennsylvania',
  'Illinois',
  'Ohio',
  'Georgia',
  'North Carolina',
  'Michigan',
];

const topCityPlaces: readonly (readonly [city: string, state: string])[] = [
  ['Chicago', 'Illinois'],
  ['Fort Lauderdale', 'Florida'],
  ['Portland', 'Oregon'],
  ['Baltimore', 'Maryland'],
  ['New Orleans', 'Louisiana'],
  ['Cincinnati', 'Ohio'],
  ['Albuquerque', 'New Mexico'],
  ['Milwaukee', 'Wisconsin'],
  ['Baton Rouge', 'Louisiana'],
  ['San Jose', 'California'],
];

/** Footer: top states (spec §2 order). */
export const topStates: readonly NavLink[] = topStateNames.map((state) => ({
  label: state,
  href: directoryPath(state),
}));

/** Footer: top cities (spec §2 order). */
export const topCities: readonly NavLink[] = topCityPlaces.map(([city, state]) => ({
  label: city,
  href: directoryPath(state, city),
}));
