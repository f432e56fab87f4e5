/**
 * The header's Services menu, in its order (src/data/navigation.ts draws it). Each slug needs its
 * page, src/content/services/<slug>.md (src/copy/validate.ts). A module of its own: the header is on
 * every page and must not pull the content rules into every page's bundle.
 */
export const SERVICE_MENU = [
  'house-cleaning',
  'deep-cleaning',
  'maid-services',
  'room-cleaning',
  'one-time-cleaning',
  'same-day-cleaning',
  'moving-cleaning',
  'housekeeping-services',
  'apartment-cleaning',
] as const;
export type ServiceSlug = (typeof SERVICE_MENU)[number];
