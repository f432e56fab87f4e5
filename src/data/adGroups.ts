/**
 * Deal-page wording per ad group (spec §1, §2: "Landing copy changes with query parameter
 * adgroupid"). Marketers edit one file per ad group in src/content/ad-groups/ (docs/content.md,
 * docs/ad-groups.md); src/copy/schemas.ts checks them as they are read. The page renders
 * `defaultAdCopy`; `/deal?adgroupid=<id>` (and `/?adgroupid=<id>`) swaps in an entry's wording
 * before the first paint. An unknown or missing id keeps the default wording.
 *
 * Placeholders, filled in at build time from the default cleaning option and the brand:
 *   {price} -> "$19"   {hours} -> "3-hour"   {Hours} -> "3-Hour"   {brand} -> the brand's name
 * Plain text only (no HTML). `AdCopyTableSchema` checks the table; a unit test runs it.
 */
import * as v from 'valibot';
import { ContentError, entriesFor, readCollection } from '../copy/content.ts';
import { adCopySchema, adGroupSchema, HERO_LIMITS } from '../copy/schemas.ts';

export const PLACEHOLDERS = ['{price}', '{hours}', '{Hours}', '{brand}'] as const;

/** Longest texts, so that every variant keeps the hero's shape (lines of the h1 and the lead). */
export const LIMITS = HERO_LIMITS;

const placeholdersOnly = v.check(
  (value: string) =>
    (value.match(/\{[^}]*\}/g) ?? []).every((token) => (PLACEHOLDERS as readonly string[]).includes(token)),
  `Use only the placeholders ${PLACEHOLDERS.join(' ')}`,
);
const plainText = v.check((value: string) => !/[<>]/.test(value), 'Plain text only: no < or >');
const copyText = (field: keyof typeof LIMITS) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(`${field} is empty`),
    v.maxLength(LIMITS[field], `${field} is longer than ${LIMITS[field]} characters`),
    plainText,
    placeholdersOnly,
  );

export const AdCopySchema = v.object({
  /** Promo banner's {title}: "Limited Time Offer: {title} Starting At {price}!". Title Case. */
  title: copyText('title'),
  /** The h1. Must name the price; {price} is highlighted and {hours} never breaks across lines. */
  headline: v.pipe(
    copyText('headline'),
    v.check((value) => value.includes('{price}'), 'headline must contain {price}'),
  ),
  /** The paragraph under the h1. */
  lead: copyText('lead'),
  /** Heading of the closing call-to-action section. */
  ctaHeading: copyText('ctaHeading'),
});

export const AdGroupSchema = v.object({
  /** Google Ads ad group id, digits only, as it arrives in `?adgroupid=`. */
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{5,19}$/, 'id must be a numeric ad group id')),
  ...AdCopySchema.entries,
});

export const AdCopyTableSchema = v.pipe(
  v.array(AdGroupSchema),
  v.check((groups) => new Set(groups.map((g) => g.id)).size === groups.length, 'ad group ids must be unique'),
);

export type AdCopy = v.InferOutput<typeof AdCopySchema>;
export type AdGroup = v.InferOutput<typeof AdGroupSchema>;

const table = readCollection('ad-groups', adCopySchema.extend({ id: adGroupSchema.shape.id.optional() }));

function split(entries: ReturnType<typeof entriesFor<AdCopy & { id?: string | undefined }>>) {
  const defaults = entries.find((entry) => entry.key === 'default');
  if (!defaults)
    throw new ContentError('src/content/ad-groups/default.yaml: is missing (the wording without an ad group)');
  const groups: AdGroup[] = [];
  for (const entry of entries) {
    if (entry.key === 'default') continue;
    if (!entry.id) throw new ContentError(`${entry.file}: id is required`);
    groups.push({
      id: entry.id,
      title: entry.title,
      headline: entry.headline,
      lead: entry.lead,
      ctaHeading: entry.ctaHeading,
    });
  }
  const copy: AdCopy = {
    title: defaults.title,
    headline: defaults.headline,
    lead: defaults.lead,
    ctaHeading: defaults.ctaHeading,
  };
  return { copy, groups };
}

const shared = split(entriesFor(table, undefined));

/** What the page says without an ad group (src/content/ad-groups/default.yaml). */
export const defaultAdCopy: AdCopy = shared.copy;

/** Every ad group's wording (src/content/ad-groups/*.yaml), in file-name order. */
export const adGroups: readonly AdGroup[] = shared.groups;

/** The default wording and ad groups of one brand, with its overrides (src/content/ad-groups/brands/<brand>/). */
export function adCopyFor(brandKey: string): { defaultAdCopy: AdCopy; adGroups: readonly AdGroup[] } {
  if (!table.overridden.has(brandKey)) return { defaultAdCopy, adGroups };
  const own = split(entriesFor(table, brandKey));
  return { defaultAdCopy: own.copy, adGroups: own.groups };
}
