/**
 * The words of single pages (src/content/pages/<page>.yaml, docs/content.md), for one brand, with
 * the placeholders filled in.
 */
import type { z } from 'astro/zod';
import { entriesFor, readEntry } from './content.ts';
import { fill, siteValues } from './rules.ts';
import { renderInlineMarkdown } from './markdown.ts';
import { COLLECTIONS, filesOf } from './collections.ts';
import { inlineMarkdownFields } from './schemas.ts';

/** The single pages' records (./collections.ts, folder `pages`), by file name. */
const PAGE_RECORDS = filesOf(COLLECTIONS, 'pages');
type Records = typeof PAGE_RECORDS;

/** Each page's schema, by page (from its record in ./collections.ts). */
export const PAGE_SCHEMAS = Object.fromEntries(
  Object.entries(PAGE_RECORDS).map(([key, record]) => [key, record.schema]),
) as { readonly [K in keyof Records]: Records[K]['schema'] };

/** A page's fields written in Markdown (./schemas.ts `inlineMarkdown`): pageCopy() gives them as HTML. */
export function markdownFields(schema: z.ZodType): string[] {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(shape).filter((name) => inlineMarkdownFields.has(shape[name]!));
}
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
 * ({email}, {replyTime}). Markdown fields (`markdownFields`) come as HTML, their values escaped.
 */
export function pageCopy<K extends PageKey>(
  page: K,
  app: string,
  brandKey?: string,
  extra: Record<string, string> = {},
): PageCopy<K> {
  const copy = pageEntry(page, brandKey);
  const values = { ...pageValues(app, brandKey), ...extra };
  const markdown = markdownFields(PAGE_SCHEMAS[page]);
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
