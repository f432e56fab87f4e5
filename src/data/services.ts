/**
 * The nine service pages (spec §2: /services/{slug}, linked from the header dropdown). Their words
 * live in src/content/services/<slug>.md (docs/content.md); this module reads them and fills in
 * the brand's name, so no brand is ever hard-coded. Prices and hours come from
 * src/domain/offer.ts on the page, never from the content files.
 */
import { ContentError, entriesFor } from '../copy/content.ts';
import { COLLECTIONS, readRecord } from '../copy/collections.ts';
import { fill, siteValues } from '../copy/rules.ts';
import type { ServiceEntry } from '../copy/schemas.ts';
import { SERVICE_MENU } from '../copy/serviceMenu.ts';

/** A service page: the fields of src/copy/schemas.ts `serviceSchema` (documented there), its Markdown text as paragraphs. */
export type ServicePage = Omit<ServiceEntry, 'body'> & {
  /** URL segment: /services/{slug}. */
  slug: string;
  /** Intro paragraphs. */
  intro: readonly string[];
};

const services = readRecord(COLLECTIONS.services);

/**
 * The nine service pages, in the header dropdown's order, for the brand named `app` (with the
 * overrides of brand `brandKey`, if it has any, in src/content/services/brands/<brandKey>/).
 */
export function servicePages(app: string, brandKey?: string): readonly ServicePage[] {
  const entries = entriesFor(services, brandKey);
  const values = siteValues(app, {}, brandKey);
  const filled = (value: string) => fill(value, values);
  return serviceSlugs.map((slug) => {
    const entry = entries.find((candidate) => candidate.key === slug);
    if (!entry)
      throw new ContentError(`src/content/services/${slug}.md: is missing (the header links to /services/${slug})`);
    return {
      slug,
      name: filled(entry.name),
      serviceType: filled(entry.serviceType),
      title: filled(entry.title),
      description: filled(entry.description),
      heading: filled(entry.heading),
      lead: filled(entry.lead),
      intro: entry.body.split(/\n\s*\n/).map((paragraph) => filled(paragraph.replace(/\s*\n\s*/g, ' ').trim())),
      included: entry.included.map((room) => ({ room: filled(room.room), tasks: room.tasks.map(filled) })),
      notIncluded: entry.notIncluded.map(filled),
      extraHours: entry.extraHours,
      hoursNote: filled(entry.hoursNote),
      faq: entry.faq.map((qa) => ({ question: filled(qa.question), answer: filled(qa.answer) })),
      related: entry.related,
    };
  });
}

/** Slugs of the service pages, in the header's order (the dropdown and the pages never drift). */
export const serviceSlugs: readonly string[] = SERVICE_MENU;
