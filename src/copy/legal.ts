/**
 * The words of the legal pages (src/content/legal/<page>.md, docs/content.md "Legal pages") for
 * one brand: the frontmatter's fields with the placeholders filled in, and the Markdown text as
 * HTML (src/copy/markdown.ts: filled values are escaped, never read as Markdown).
 */
import type { z } from 'astro/zod';
import { entriesFor, readEntry } from './content.ts';
import { renderMarkdown, type RenderOptions } from './markdown.ts';
import { fillAll } from './pages.ts';
import { siteValues } from './rules.ts';
import { COLLECTIONS, filesOf } from './collections.ts';

const LEGAL_RECORDS = filesOf(COLLECTIONS, 'legal');
/** Each legal page's schema, by page (from its record in ./collections.ts). */
export const LEGAL_SCHEMAS = Object.fromEntries(
  Object.entries(LEGAL_RECORDS).map(([key, record]) => [key, record.schema]),
) as { readonly [K in keyof typeof LEGAL_RECORDS]: (typeof LEGAL_RECORDS)[K]['schema'] };
export type LegalKey = keyof typeof LEGAL_SCHEMAS;
export type LegalCopy<K extends LegalKey> = Omit<z.infer<(typeof LEGAL_SCHEMAS)[K]>, 'body'> & {
  /** The Markdown text as HTML, placeholders filled in. */
  html: string;
};

/** What the brand fills in: its name, support address and app addresses. */
export type LegalSite = { brand: string; email: string; login: string; redeem: string };

/** Every placeholder a legal page may use, for one brand. */
export function legalValues(site: LegalSite, brandKey?: string): Record<string, string> {
  const { brand, ...page } = site;
  return siteValues(brand, page, brandKey) as Record<string, string>;
}

/** One legal page's words for the brand `brandKey`. */
export function legalCopy<K extends LegalKey>(
  page: K,
  site: LegalSite,
  brandKey?: string,
  options: RenderOptions = {},
): LegalCopy<K> {
  const schema = LEGAL_SCHEMAS[page] as unknown as z.ZodType<z.infer<(typeof LEGAL_SCHEMAS)[K]>>;
  const [entry] = entriesFor(readEntry('legal', page, schema, undefined, 'md'), brandKey);
  const { key: _key, file: _file, body, ...fields } = entry!;
  void _key;
  void _file;
  const values = legalValues(site, brandKey);
  return { ...fillAll(fields, values), html: renderMarkdown(body, values, options) } as unknown as LegalCopy<K>;
}
