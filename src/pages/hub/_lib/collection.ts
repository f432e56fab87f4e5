/**
 * The hub's articles (src/content/hub/), newest first: their fields read as every page reads its
 * words (src/copy/collections.ts), their Markdown text rendered by Astro's pipeline through the
 * `hub` collection of the content layer (src/content.config.ts).
 */
import { getEntry, render } from 'astro:content';
import { absoluteUrl, brand } from '#src/brand/index.ts';
import { LOGO_PNG_PATH } from '#src/brand/paths.ts';
import { COLLECTIONS, readRecord } from '#src/copy/collections.ts';
import { entriesFor } from '#src/copy/content.ts';
import { newestFirst, toArticle, type HubArticle, type Site } from './articles.ts';

export function hubArticles(): HubArticle[] {
  const articles = entriesFor(readRecord(COLLECTIONS.hub), brand.key).map((entry) => {
    const { key, file: _file, body, ...data } = entry;
    void _file;
    return toArticle(key, data, body ?? '');
  });
  return newestFirst(articles);
}

/** An article's text as Astro renders it (the component `render()` gives). */
export async function articleContent(slug: string) {
  const entry = await getEntry('hub', slug);
  if (!entry) throw new Error(`src/content/hub/${slug}.md: the content layer has no such article`);
  return (await render(entry)).Content;
}

/** This brand, for structured data. */
export const site: Site = { name: brand.appName, url: absoluteUrl, logoUrl: absoluteUrl(LOGO_PNG_PATH) };
