/** Links shared by the header, mobile menu and footer (spec §2). */
import { slugify } from '../catalog/slug.ts';
import { SERVICE_MENU, type ServiceSlug } from '../copy/serviceMenu.ts';

export type NavLink = { label: string; href: string };

const serviceLabels: Record<ServiceSlug, string> = {
  'house-cleaning': 'House cleaning',
  'deep-cleaning': 'Deep cleaning',
  'maid-services': 'Maid services',
  'room-cleaning': 'Room cleaning',
  'one-time-cleaning': 'One-time cleaning',
  'same-day-cleaning': 'Same-day cleaning',
  'moving-cleaning': 'Move-in & move-out cleaning',
  'housekeeping-services': 'Housekeeping services',
  'apartment-cleaning': 'Apartment cleaning',
};

/** The nine service pages of the header's services dropdown, in src/copy/schemas.ts SERVICE_MENU's order. */
export const serviceLinks: readonly NavLink[] = SERVICE_MENU.map((slug) => ({
  label: serviceLabels[slug],
  href: `/services/${slug}`,
}));

/** Header links after the services dropdown. */
export const primaryLinks: readonly NavLink[] = [
  { label: 'Cleaning tips', href: '/hub/' },
  { label: 'Help', href: '/help/' },
  { label: 'Become a cleaner', href: '/apply' },
];

/** Legal links, shown in the full footer and in the compact legal strip. */
export const legalLinks: readonly NavLink[] = [
  { label: 'Terms of Service', href: '/terms-of-service/' },
  { label: 'Privacy Policy', href: '/privacy-policy/' },
  { label: 'Do Not Sell My Personal Information', href: '/privacy/optout/' },
];

/** Company links of the full footer. */
export const companyLinks: readonly NavLink[] = [
  { label: 'Reviews', href: '/reviews/' },
  { label: 'Compare cleaning options', href: '/vs' },
  { label: 'Become a cleaner', href: '/apply' },
  { label: 'Cleaning tips', href: '/hub/' },
  { label: 'Help center', href: '/help/' },
  { label: 'Contact us', href: '/help/ticket/' },
];

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
