/**
 * Each indexable brand's own words for its home page and ad landing (src/pages/_components/DealPage.astro),
 * so that no two domains publish the same main content (tests/built/searchOwner.ts
 * measures it). The offer, prices, membership terms, reviews and forms are the same marketplace's
 * and stay shared; what a brand says about them — hero, the reasons to book, how it works, the
 * questions it answers, the closing line — is its own. Every claim must stay true of the shared
 * service (vetted independent cleaners booked online, tasks you choose, free changes up to 24
 * hours ahead, rebooking a cleaner you liked, Forever Clean's member prices).
 *
 * The words live in src/content/home/home.yaml (the main brand's, used by every brand without its
 * own) and src/content/home/brands/<brand>/home.yaml (a brand's own; fields it leaves out are the
 * main brand's); docs/content.md. Brands without an entry (the seven non-indexable ones, which are noindex everywhere) use the
 * main brand's copy. The hero's `headline`/`lead` are used on `/` only: `/deal` keeps the ad
 * wording of src/content/ad-groups/, which the ads that link to it promise. Placeholders as there:
 * {price} {hours} {Hours} {brand}.
 */
import type { z } from 'astro/zod';
import { ContentError, readCollection, type Entry } from '../copy/content.ts';
import { COLLECTIONS } from '../copy/collections.ts';
import type { homeSchema } from '../copy/schemas.ts';

/** A brand's home copy: the fields of src/copy/schemas.ts `homeSchema` (documented there). */
export type HomeCopy = z.infer<typeof homeSchema>;

// The whole folder, so that a missing home.yaml gets its own message below.
const home = readCollection(COLLECTIONS.home.folder, COLLECTIONS.home.schema);

function homeCopy(entry: HomeCopy & Entry): HomeCopy {
  const { key: _key, file: _file, ...copy } = entry;
  void _key;
  void _file;
  return copy;
}

const main = homeCopy(home.entries.find((entry) => entry.key === 'home') ?? missing());

function missing(): never {
  throw new ContentError(
    'src/content/home/home.yaml: is missing (the home copy of the main brand and every brand without its own)',
  );
}

/** Brands with their own home copy (every indexable brand must be here; a unit test checks). */
export const homeCopies: Readonly<Record<string, HomeCopy>> = {
  main,
  ...Object.fromEntries(
    [...home.overridden].flatMap(([brand, entries]) => {
      const own = entries.get('home');
      return own ? [[brand, homeCopy(own)]] : [];
    }),
  ),
};

/** The brand's home copy; brands without their own (noindex white-labels) use the main brand's. */
export function homeCopyFor(brandKey: string): HomeCopy {
  return homeCopies[brandKey] ?? main;
}
