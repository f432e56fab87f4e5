/**
 * Pure helpers of the cleaning-tips hub: word counts, ordering, related articles, dates and the
 * structured data of its pages. No Astro imports, so unit tests can use them directly.
 */
import { HUB_CATEGORIES, RESERVED_SLUGS, SLUG_PATTERN, type HubArticleData } from '#src/content/hub/schema.ts';
import { OG_IMAGE_SIZE, ogCardKey, ogImagePath } from '#src/lib/ogImage.ts';
import { organizationLd } from '#src/lib/structuredData.ts';
import { readingMinutes } from '#src/domain/reading.ts';

export const HUB_PATH = '/hub/';

export type HubArticle = {
  slug: string;
  /** Site path, e.g. /hub/deep-vs-standard-clean/ */
  path: string;
  data: HubArticleData;
  words: number;
  minutes: number;
};

/** Words of a Markdown body, without markup, link targets or frontmatter. */
export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Site path of an article; throws on a file name that cannot be a slug (caught at build time). */
export function articlePath(slug: string): string {
  if (!SLUG_PATTERN.test(slug) || RESERVED_SLUGS.includes(slug)) {
    throw new Error(
      `Hub article "${slug}": the file name must be lowercase words joined by hyphens ` +
        `(e.g. deep-vs-standard-clean.md) and not one of: ${RESERVED_SLUGS.join(', ')}`,
    );
  }
  return `${HUB_PATH}${slug}/`;
}

/** An article as the pages use it, from its slug, validated frontmatter and Markdown body. */
export function toArticle(slug: string, data: HubArticleData, body: string): HubArticle {
  const words = wordCount(body);
  return { slug, path: articlePath(slug), data, words, minutes: data.readingMinutes ?? readingMinutes(words) };
}

/** Newest first by publication date, then by title so the order is stable. */
export function newestFirst(articles: readonly HubArticle[]): HubArticle[] {
  return [...articles].sort(
    (a, b) => b.data.published.getTime() - a.data.published.getTime() || a.data.title.localeCompare(b.data.title),
  );
}

/**
 * Up to `count` articles to suggest after `current`: the ones its frontmatter names (in that
 * order), then the newest others of the same category, then any others. Throws on an unknown slug.
 */
export function relatedArticles(current: HubArticle, all: readonly HubArticle[], count = 3): HubArticle[] {
  const bySlug = new Map(all.map((article) => [article.slug, article]));
  const named = (current.data.related ?? []).map((slug) => {
    const article = bySlug.get(slug);
    if (!article) throw new Error(`Hub article "${current.slug}": related article "${slug}" does not exist`);
    return article;
  });
  const others = newestFirst(all).filter((article) => article.slug !== current.slug);
  const sameCategory = others.filter((article) => article.data.category === current.data.category);
  const picked = [...new Set([...named, ...sameCategory, ...others])].filter((article) => article !== current);
  return picked.slice(0, count);
}

/** The articles of one category, newest first. */
export function inCategory(articles: readonly HubArticle[], category: keyof typeof HUB_CATEGORIES): HubArticle[] {
  return newestFirst(articles.filter((article) => article.data.category === category));
}

/** 2026-03-04 (the date as written in the frontmatter, which YAML reads as UTC midnight). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** March 4, 2026 */
export function displayDay(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** What structured data needs to know about the site. */
export type Site = {
  name: string;
  /** Absolute URL of a site path. */
  url: (path: string) => string;
  /** Absolute URL of the brand logo. */
  logoUrl: string;
};

export function blogPostingLd(site: Site, article: HubArticle, section: string): Record<string, unknown> {
  const { data } = article;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: data.title,
    description: data.description,
    datePublished: isoDay(data.published),
    dateModified: isoDay(data.updated ?? data.published),
    author: organizationLd(site.name, site.url),
    publisher: organizationLd(site.name, site.url, site.logoUrl),
    // The hub's social preview card (src/lib/ogImage.ts): 1200×630, drawn at build time.
    image: {
      '@type': 'ImageObject',
      url: site.url(ogImagePath({ key: ogCardKey(article.path) })),
      width: OG_IMAGE_SIZE.width,
      height: OG_IMAGE_SIZE.height,
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': site.url(article.path) },
    url: site.url(article.path),
    articleSection: section,
    wordCount: article.words,
    timeRequired: `PT${article.minutes}M`,
    inLanguage: 'en-US',
  };
}

/** A listing page (hub index or category) with its articles as an ItemList, in page order. */
export function collectionPageLd(
  site: Site,
  page: { name: string; description: string; path: string },
  articles: readonly HubArticle[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: site.url(page.path),
    isPartOf: { '@type': 'WebSite', name: site.name, url: site.url('/') },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: articles.length,
      itemListElement: articles.map((article, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: site.url(article.path),
        name: article.data.title,
      })),
    },
  };
}
