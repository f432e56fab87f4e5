/**
 * The words of single pages (src/content/pages/<page>.yaml, docs/content.md), for one brand, with
 * the placeholders filled in.
 */
import type { z } from 'astro/zod';
import { entriesFor, readEntry } from './content.ts';
import { fill, siteValues } from './rules.ts';
import { renderInlineMarkdown } from './markdown.ts';
import {
  applyPageSchema,
  checkoutPageSchema,
  chromePageSchema,
  contactPageSchema,
  dealPageSchema,
  helpCenterPageSchema,
  hubPageSchema,
  notFoundPageSchema,
  reviewsPageSchema,
  servicePageSchema,
  vsPageSchema,
} from './schemas.ts';

/**
 * One record per single page's words (src/content/pages/<key>.yaml): its schema, what the content
 * editor calls it and the address its preview shows. Every registry of these files is made from
 * this list: the content layer (src/content.config.ts, `pageCollections`), the readers here
 * (`PAGE_SCHEMAS`), the build's check (./validate.ts) and the editor's list and preview
 * (scripts/content-editor/config.ts); a test checks docs/content.md's table names each file. A
 * new page with words is one more record here, beside its YAML file.
 */
export type PageRecord = {
  /** The words' schema (./schemas.ts), its text fields naming their placeholder list. */
  readonly schema: z.ZodType;
  /** What the content editor lists the file as. */
  readonly label: string;
  /** The page the editor's preview shows for the file. */
  readonly preview: string;
};

export const PAGE_RECORDS = {
  apply: { schema: applyPageSchema, label: '/apply (become a cleaner)', preview: '/apply' },
  vs: { schema: vsPageSchema, label: '/vs (comparison)', preview: '/vs' },
  contact: { schema: contactPageSchema, label: '/help/ticket/ (contact us)', preview: '/help/ticket/' },
  'help-center': {
    schema: helpCenterPageSchema,
    label: '/help/ (help center page; its questions are Help topics)',
    preview: '/help/',
  },
  checkout: { schema: checkoutPageSchema, label: '/checkout/ (the checkout and its steps)', preview: '/checkout/' },
  'not-found': { schema: notFoundPageSchema, label: 'Page not found (404)', preview: '/a-page-that-does-not-exist' },
  service: {
    schema: servicePageSchema,
    label: 'Service pages: the words they share',
    preview: '/services/deep-cleaning',
  },
  deal: { schema: dealPageSchema, label: '/ and /deal (the words around the offer)', preview: '/deal' },
  chrome: {
    schema: chromePageSchema,
    label: 'Every page: header, menu, footer, cookie banner, agent mode',
    preview: '/',
  },
  reviews: { schema: reviewsPageSchema, label: '/reviews/ (customer reviews)', preview: '/reviews/' },
  hub: {
    schema: hubPageSchema,
    label: '/hub/ (cleaning tips: the section, and the box beside each article)',
    preview: '/hub/',
  },
} as const satisfies Record<string, PageRecord>;

type Records = typeof PAGE_RECORDS;

/** Each page's schema, by page (from PAGE_RECORDS). */
export const PAGE_SCHEMAS = Object.fromEntries(
  Object.entries(PAGE_RECORDS).map(([key, record]) => [key, record.schema]),
) as { readonly [K in keyof Records]: Records[K]['schema'] };

/** The content layer's collections of single pages: `page-<key>`, the file src/content/pages/<key>.yaml. */
export function pageCollections<R extends Readonly<Record<string, PageRecord>>>(records: R) {
  return Object.fromEntries(
    Object.entries<PageRecord>(records).map(([key, { schema }]) => [
      `page-${key}`,
      { folder: 'pages', pattern: new RegExp(`^${key}\\.yaml$`), schema },
    ]),
  ) as { [K in keyof R & string as `page-${K}`]: { folder: 'pages'; pattern: RegExp; schema: R[K]['schema'] } };
}

/** Fields written in Markdown (one paragraph with links): pageCopy() gives them as HTML. */
const MARKDOWN_FIELDS: Partial<Record<PageKey, readonly string[]>> = {
  contact: ['moreHelp'],
  service: ['moreAnswers'],
};
export type PageKey = keyof typeof PAGE_SCHEMAS;
export type PageCopy<K extends PageKey> = z.infer<(typeof PAGE_SCHEMAS)[K]>;

/** Every string in `value` (objects and lists included) with the placeholders filled in. */
export function fillAll<T>(value: T, values: Record<string, string>): T {
  if (typeof value === 'string') return fill(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillAll(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  }
  return value;
}

/** The values every page placeholder stands for, for the brand named `app`, key `brandKey` (./rules.ts `siteValues`). */
export function pageValues(app: string, brandKey?: string): Record<string, string> {
  return siteValues(app, {}, brandKey) as Record<string, string>;
}

/** One page's words for brand `brandKey` as written, placeholders unfilled (for words filled per offer view). */
export function pageEntry<K extends PageKey>(page: K, brandKey?: string): PageCopy<K> {
  const collection = readEntry('pages', page, PAGE_SCHEMAS[page] as unknown as z.ZodType<PageCopy<K>>);
  const [entry] = entriesFor(collection, brandKey);
  const { key: _key, file: _file, ...copy } = entry!;
  void _key;
  void _file;
  return copy as PageCopy<K>;
}

/**
 * One page's words for brand `brandKey` named `app`; `extra` fills the page's own placeholders
 * ({email}, {replyTime}). Markdown fields (MARKDOWN_FIELDS) come as HTML, their values escaped.
 */
export function pageCopy<K extends PageKey>(
  page: K,
  app: string,
  brandKey?: string,
  extra: Record<string, string> = {},
): PageCopy<K> {
  const copy = pageEntry(page, brandKey);
  const values = { ...pageValues(app, brandKey), ...extra };
  const markdown: readonly string[] = MARKDOWN_FIELDS[page] ?? [];
  const fields = Object.entries(copy).map(([name, value]) => [
    name,
    markdown.includes(name) ? renderInlineMarkdown(value as string, values) : fillAll(value, values),
  ]);
  return Object.fromEntries(fields) as PageCopy<K>;
}

/** The reviews list's words as its island takes them (reviews.yaml `list`): each sort's name under the API's. */
export function reviewListWords(app: string, brandKey?: string) {
  const { recent, highest, lowest, closest, ...words } = fillAll(
    pageEntry('reviews', brandKey).list,
    pageValues(app, brandKey),
  );
  const sorts = { RECENT: recent, RATING_HIGHEST: highest, RATING_LOWEST: lowest, LOCATION_CLOSEST: closest };
  return { ...words, sorts };
}
