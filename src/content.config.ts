/**
 * Content collections (Astro content layer), every one filled by src/copy/loader.ts from the one
 * reader of src/content/ (src/copy/content.ts) and checked by its one schema (src/copy/schemas.ts,
 * src/copy/pages.ts, src/copy/places.ts, src/content/hub/schema.ts); docs/architecture.md says why
 * the reader is ours and not glob().
 *   hub        the cleaning-tips articles, one Markdown file per article in src/content/hub/; the
 *              file name is the slug (/hub/<slug>/), the text rendered for render(). See docs/hub.md.
 *   services, ad-groups, home, help, page-* (src/content/pages/), places-* (src/content/places/),
 *   legal-pages, legal-optout (src/content/legal/)
 *              the marketers' copy (docs/content.md), one file per entry; brand overrides live in
 *              each collection's brands/<brand>/ folder and are merged by src/copy/content.ts.
 */
import { defineCollection } from 'astro:content';
import type { z } from 'astro/zod';
import { hubArticleSchema } from './content/hub/schema.ts';
import { copyLoader } from './copy/loader.ts';
import { PAGE_SCHEMAS } from './copy/pages.ts';
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

const page = <K extends keyof typeof PAGE_SCHEMAS>(key: K) =>
  copy('pages', new RegExp(`^${key}\\.yaml$`), PAGE_SCHEMAS[key]);
const places = <K extends keyof typeof PLACE_SCHEMAS>(key: K) =>
  copy('places', new RegExp(`^${key}\\.yaml$`), PLACE_SCHEMAS[key]);

export const collections = {
  hub: defineCollection({ loader: copyLoader('hub', /\.md$/, { render: true }), schema: hubArticleSchema }),
  // The intro paragraphs are the Markdown body, not a frontmatter field.
  services: copy('services', /\.md$/, serviceSchema.omit({ body: true })),
  'ad-groups': copy('ad-groups', /\.yaml$/, adGroupFileSchema),
  home: copy('home', /\.yaml$/, homeSchema),
  help: copy('help', /\.yaml$/, helpTopicSchema),
  'page-apply': page('apply'),
  'page-vs': page('vs'),
  'page-contact': page('contact'),
  'page-help-center': page('help-center'),
  'page-checkout': page('checkout'),
  'page-not-found': page('not-found'),
  'page-service': page('service'),
  'page-deal': page('deal'),
  'page-chrome': page('chrome'),
  'page-reviews': page('reviews'),
  'page-hub': page('hub'),
  'places-index': places('index'),
  'places-state': places('state'),
  'places-city': places('city'),
  'places-local': places('local'),
  // The Markdown text is the body, not a frontmatter field (src/copy/schemas.ts checks it).
  'legal-pages': copy('legal', /^(terms-of-service|privacy-policy)\.md$/, legalPageFields.omit({ body: true })),
  'legal-optout': copy('legal', /^privacy-optout\.md$/, optOutPageSchema.omit({ body: true })),
};
