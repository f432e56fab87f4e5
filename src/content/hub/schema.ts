/**
 * Frontmatter of a cleaning-tips article (src/content/hub/*.md), checked by Astro at build time:
 * a missing field, a typo in a field name or a bad date stops the build with the file and field.
 * How to add an article: docs/hub.md.
 */
import { z } from 'astro/zod';

/**
 * Categories an article can belong to; each has a listing page at `path`. Their names are copy:
 * src/content/pages/hub.yaml `categories`, under the same keys.
 */
export const HUB_CATEGORIES = {
  cleaning: { path: '/hub/category/cleaning' },
} as const;
export type HubCategory = keyof typeof HUB_CATEGORIES;

/** Article slugs (= file names without .md): lowercase words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Names already used by other pages under /hub/. */
export const RESERVED_SLUGS: readonly string[] = ['category'];

const day = z.coerce.date({ error: 'must be a date written as YYYY-MM-DD' });

const hubArticleFields = z.strictObject({
  /** Headline, also the page title before " | <brand>". */
  title: z.string().trim().min(10, 'title: at least 10 characters').max(70, 'title: at most 70 characters'),
  /** One or two sentences for search results and the article cards. */
  description: z
    .string()
    .trim()
    .min(50, 'description: at least 50 characters')
    .max(160, 'description: at most 160 characters (search engines cut longer ones)'),
  /** First publication date, YYYY-MM-DD. */
  published: day,
  /** Date of the last meaningful change, YYYY-MM-DD; not before `published`. */
  updated: day.optional(),
  category: z.enum(Object.keys(HUB_CATEGORIES) as [HubCategory, ...HubCategory[]]),
  /** Minutes to read; computed from the word count when left out. */
  readingMinutes: z.number().int().positive().optional(),
  /** Slugs of up to three articles to suggest first under "Related articles". */
  related: z
    .array(z.string().regex(SLUG_PATTERN, 'related: use article slugs such as deep-vs-standard-clean'))
    .max(3)
    .optional(),
});

const updatedNotBefore = <T extends z.ZodType<{ published: Date; updated?: Date | undefined }>>(schema: T) =>
  schema.refine((data) => !data.updated || data.updated.getTime() >= data.published.getTime(), {
    message: 'updated must not be before published',
    path: ['updated'],
  });

export const hubArticleSchema = updatedNotBefore(hubArticleFields);
/** An article's file as src/copy/content.ts reads it: the fields, and the Markdown text under them as `body`. */
export const hubArticleFileSchema = updatedNotBefore(hubArticleFields.extend({ body: z.string().optional() }));

export type HubArticleData = z.infer<typeof hubArticleSchema>;
