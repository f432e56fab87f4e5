/** The hub's articles from the `hub` content collection (src/content.config.ts), newest first. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { absoluteUrl, brand } from '#src/brand/index.ts';
import { LOGO_PNG_PATH } from '#src/brand/paths.ts';
import { newestFirst, toArticle, type HubArticle, type Site } from './articles.ts';

export type HubEntryArticle = HubArticle & { entry: CollectionEntry<'hub'> };

export async function hubArticles(): Promise<HubEntryArticle[]> {
  const entries = await getCollection('hub');
  const articles = entries.map((entry) => ({ ...toArticle(entry.id, entry.data, entry.body ?? ''), entry }));
  return newestFirst(articles) as HubEntryArticle[];
}

/** This brand, for structured data. */
export const site: Site = { name: brand.appName, url: absoluteUrl, logoUrl: absoluteUrl(LOGO_PNG_PATH) };
