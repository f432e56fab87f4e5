/**
 * Deal-page wording per ad group (spec §1, §2: "Landing copy changes with query parameter
 * adgroupid"). Marketers edit one file per ad group in src/content/ad-groups/ (docs/content.md,
 * docs/ad-groups.md); src/copy/schemas.ts holds the one set of rules (`adCopySchema`,
 * `adGroupSchema`: limits, placeholders, plain text) and the reader checks every file against it,
 * the unique ids with the other cross-file rules (src/copy/validate.ts). The page renders
 * `defaultAdCopy`; `/deal?adgroupid=<id>` (and `/?adgroupid=<id>`) swaps in an entry's wording
 * before the first paint. An unknown or missing id keeps the default wording.
 */
import type { z } from 'astro/zod';
import { ContentError, entriesFor } from '../copy/content.ts';
import { COLLECTIONS, readRecord } from '../copy/collections.ts';
import { adCopySchema, adGroupSchema, adGroupFileSchema } from '../copy/schemas.ts';

export type AdCopy = z.infer<typeof adCopySchema>;
export type AdGroup = z.infer<typeof adGroupSchema>;

const table = readRecord(COLLECTIONS['ad-groups']);

function split(entries: ReturnType<typeof entriesFor<z.infer<typeof adGroupFileSchema>>>) {
  const defaults = entries.find((entry) => entry.key === 'default');
  if (!defaults)
    throw new ContentError('src/content/ad-groups/default.yaml: is missing (the wording without an ad group)');
  const copyOf = ({ title, headline, lead, ctaHeading }: AdCopy): AdCopy => ({ title, headline, lead, ctaHeading });
  const groups: AdGroup[] = [];
  for (const entry of entries) {
    if (entry.key === 'default') continue;
    if (!entry.id) throw new ContentError(`${entry.file}: id is required`);
    groups.push({ id: entry.id, ...copyOf(entry) });
  }
  return { copy: copyOf(defaults), groups };
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
