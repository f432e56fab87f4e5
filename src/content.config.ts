/**
 * Content collections (Astro content layer).
 *   hub        the cleaning-tips articles, one Markdown file per article in src/content/hub/; the
 *              file name is the slug (/hub/<slug>/). See docs/hub.md.
 *   services, ad-groups, home, help, page-apply, page-vs, page-contact, page-help-center,
 *   page-checkout, page-not-found, page-service (src/content/pages/), legal-pages, legal-optout
 *   (src/content/legal/), places-index, places-state, places-city, places-local
 *   (src/content/places/, the location directory's words)
 *              the marketers' copy (docs/content.md), one file per entry; brand overrides live in
 *              each collection's brands/<brand>/ folder. The same schemas (src/copy/schemas.ts)
 *              check the files wherever they are read (src/copy/content.ts), with one-line errors.
 *   legal-pages, legal-optout (src/content/legal/)
 *              the Terms of Service, the Privacy Policy and the Do Not Sell page: frontmatter plus a
 *              Markdown text, turned into HTML with the placeholders filled by src/copy/legal.ts.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { hubArticleSchema } from './content/hub/schema.ts';
import {
  adGroupFileSchema,
  applyPageSchema,
  checkoutPageSchema,
  contactPageSchema,
  helpCenterPageSchema,
  helpTopicSchema,
  homeSchema,
  legalPageFields,
  notFoundPageSchema,
  servicePageSchema,
  optOutPageSchema,
  serviceSchema,
  vsPageSchema,
} from './copy/schemas.ts';
import { PLACE_SCHEMAS } from './copy/places.ts';

const hub = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/hub' }),
  schema: hubArticleSchema,
});

/** Top-level files only: the brands/ folders hold overrides (partial entries), merged by src/copy/content.ts. */
const copy = <T extends z.ZodType>(base: string, pattern: string, schema: T) =>
  defineCollection({ loader: glob({ pattern, base: `./src/content/${base}` }), schema });

export const collections = {
  hub,
  services: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/services' }),
    // The intro paragraphs are the Markdown body, not a frontmatter field.
    schema: serviceSchema.omit({ body: true }),
  }),
  'ad-groups': copy('ad-groups', '*.yaml', adGroupFileSchema),
  home: copy('home', '*.yaml', homeSchema),
  help: copy('help', '*.yaml', helpTopicSchema),
  'page-apply': copy('pages', 'apply.yaml', applyPageSchema),
  'page-vs': copy('pages', 'vs.yaml', vsPageSchema),
  'places-index': copy('places', 'index.yaml', PLACE_SCHEMAS.index),
  'places-state': copy('places', 'state.yaml', PLACE_SCHEMAS.state),
  'places-city': copy('places', 'city.yaml', PLACE_SCHEMAS.city),
  'places-local': copy('places', 'local.yaml', PLACE_SCHEMAS.local),
  'page-contact': copy('pages', 'contact.yaml', contactPageSchema),
  'page-help-center': copy('pages', 'help-center.yaml', helpCenterPageSchema),
  'page-checkout': copy('pages', 'checkout.yaml', checkoutPageSchema),
  'page-not-found': copy('pages', 'not-found.yaml', notFoundPageSchema),
  'page-service': copy('pages', 'service.yaml', servicePageSchema),
  // The Markdown text is the body, not a frontmatter field (src/copy/schemas.ts checks it).
  'legal-pages': copy('legal', '{terms-of-service,privacy-policy}.md', legalPageFields.omit({ body: true })),
  'legal-optout': copy('legal', 'privacy-optout.md', optOutPageSchema.omit({ body: true })),
};
