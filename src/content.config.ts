/**
 * Content collections (Astro content layer). `hub`: the cleaning-tips articles, one Markdown file
 * per article in src/content/hub/; the file name is the slug (/hub/<slug>/). See docs/hub.md.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { hubArticleSchema } from './content/hub/schema.ts';

const hub = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/hub' }),
  schema: hubArticleSchema,
});

export const collections = { hub };
