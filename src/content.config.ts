/**
 * Content collections (Astro content layer), every one filled by src/copy/loader.ts from the one
 * reader of src/content/ (src/copy/content.ts) and checked by its one schema (src/copy/schemas.ts,
 * src/copy/pages.ts, src/copy/places.ts, src/content/hub/schema.ts); docs/architecture.md says why
 * the reader is ours and not glob().
 *   hub        the cleaning-tips articles, one Markdown file per article in src/content/hub/; the
 *              file name is the slug (/hub/<slug>/), the text rendered for render(). See docs/hub.md.
 *   services, ad-groups, home, help, page-* (src/content/pages/, one per record of src/copy/pages.ts
 *              PAGE_RECORDS), places-* (src/content/places/),
 *   legal-pages, legal-optout (src/content/legal/)
 *              the marketers' copy (docs/content.md), one file per entry; brand overrides live in
 *              each collection's brands/<brand>/ folder and are merged by src/copy/content.ts.
 */
import { defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { hubArticleSchema } from './content/hub/schema.ts';
import { copyLoader } from './copy/loader.ts';
import { PAGE_RECORDS, pageCollections } from './copy/pages.ts';
import { PLACE_SCHEMAS } from './copy/places.ts';
import {
  adGroupFileSchema,
  helpTopicSchema,
  homeSchema,
  legalPageFields,
  optOutPageSchema,
  serviceSchema,
} from './copy/schemas.ts';

/** One collection: the top-level files of src/content/<folder>/ named by `pattern`, read by copyLoader. */
const copy = <T extends z.ZodType>(folder: string, pattern: RegExp, schema: T) =>
  defineCollection({ loader: copyLoader(folder, pattern), schema });

/** Every single page's words, one collection each, as its record in src/copy/pages.ts says. */
const pages = Object.fromEntries(
  Object.entries(pageCollections(PAGE_RECORDS)).map(([name, { folder, pattern, schema }]) => [
    name,
    copy(folder, pattern, schema),
  ]),
) as unknown as {
  [K in keyof typeof PAGE_RECORDS as `page-${K}`]: ReturnType<typeof copy>;
};
const places = <K extends keyof typeof PLACE_SCHEMAS>(key: K) =>
  copy('places', new RegExp(`^${key}\\.yaml$`), PLACE_SCHEMAS[key]);

export const collections = {
  hub: defineCollection({ loader: copyLoader('hub', /\.md$/, { render: true }), schema: hubArticleSchema }),
  // The intro paragraphs are the Markdown body, not a frontmatter field.
  services: copy('services', /\.md$/, serviceSchema.omit({ body: true })),
  'ad-groups': copy('ad-groups', /\.yaml$/, adGroupFileSchema),
  home: copy('home', /\.yaml$/, homeSchema),
  help: copy('help', /\.yaml$/, helpTopicSchema),
  ...pages,
  'places-index': places('index'),
  'places-state': places('state'),
  'places-city': places('city'),
  'places-local': places('local'),
  // The Markdown text is the body, not a frontmatter field (src/copy/schemas.ts checks it).
  'legal-pages': copy('legal', /^(terms-of-service|privacy-policy)\.md$/, legalPageFields.omit({ body: true })),
  'legal-optout': copy('legal', /^privacy-optout\.md$/, optOutPageSchema.omit({ body: true })),
};
