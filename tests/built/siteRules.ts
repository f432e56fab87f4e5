/**
 * The rules the single pass (./site.test.ts) holds a brand's parsed pages to: links and anchors
 * resolve, every page is reachable from the home page, the head is right for search engines (one
 * h1, a unique title of at most 60 characters and a description of 50 to 160, canonical or noindex
 * but never both, noindex for the ad landing, the payment form and places not served yet), every
 * JSON-LD block parses and has its template's @type, and the sitemap lists exactly the indexable
 * pages, each with its lastmod; every page's stylesheets start with the reset, which ships once.
 * Each returns the problems it finds as lines.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileForPath, templateOf } from '../../scripts/lib/site-pages.ts';
import { policyFor } from '../../src/brand/search.ts';
import { sharedAreaOf } from '../../src/copy/collections.ts';
import type { Brand } from '../../src/brand/types.ts';
import { RESET_SIGNATURE } from '../../src/styles/resetMark.ts';
import { decodeEntities } from '../lib/pageHelpers.ts';
import { typesOf, type ParsedPage } from './parsePage.ts';

/** JSON-LD types each template must carry (one of the alternatives per entry). */
const requiredTypes: Record<string, string[][]> = {
  '/': [['Organization'], ['WebSite']],
  '/reviews/': [['Organization']],
  '/us/': [['BreadcrumbList']],
  '/us/*/': [['BreadcrumbList']],
  '/us/*/*/': [['BreadcrumbList'], ['Service']],
  '/services/*': [['Service']],
  '/hub/*/': [['BreadcrumbList'], ['BlogPosting', 'Article']],
};

const errorPages = new Set(['/404', '/500']);
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;
/** Search results show a sentence or two: 50–160 characters (docs/hub.md); the error pages' one line aside. */
const DESCRIPTION_MIN = 50;

/** Broken links and anchors, and the `<a>` edges between pages (for reachability). */
export function checkLinks(siteDir: string, paths: string[], pages: Map<string, ParsedPage>) {
  // Every page resolves from its file path back to itself (the lookup the link check relies on).
  const byFile = new Map(paths.map((path) => [fileForPath(siteDir, path)!, path]));
  const problems: string[] = [];
  const edges = new Map<string, Set<string>>();
  for (const page of pages.values()) {
    const targets = new Set<string>();
    for (const { href, tag } of page.links) {
      if (href === '#' || href === '') {
        problems.push(`${page.path}: empty link target on <${tag}>`);
        continue;
      }
      const [rawPath = '', hash] = href.split('#');
      const file = fileForPath(siteDir, (rawPath.split('?')[0] ?? '') || page.path);
      if (!file) {
        problems.push(`${page.path}: broken link ${href}`);
        continue;
      }
      const target = byFile.get(file);
      if (hash && target && !pages.get(target)!.ids.has(decodeURIComponent(hash))) {
        problems.push(`${page.path}: missing anchor ${href}`);
      }
      if (tag === 'a' && target) targets.add(target);
    }
    edges.set(page.path, targets);
  }
  return { problems, edges };
}

/** Pages no `<a href>` path leads to from the home page (error pages and redirects aside). */
export function unreachable(paths: string[], edges: Map<string, Set<string>>, redirects: string[]): string[] {
  const seen = new Set(['/']);
  for (const queue = ['/']; queue.length > 0;) {
    for (const next of edges.get(queue.shift()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  // /agent/ is an entry handed to agents (docs/telemetry.md), not a page shoppers browse to.
  return paths.filter((path) => !seen.has(path) && !errorPages.has(path) && !redirects.includes(path));
}

/** Noindex and canonical as the brand's indexability and search policy want them. */
function indexing(brand: Brand, page: ParsedPage, neverIndexed: Set<string>): string[] {
  const where = page.path;
  const problems: string[] = [];
  if (!brand.indexable) {
    if (!page.noindex) problems.push(`${where}: missing noindex on a non-indexable brand`);
    if (page.canonicals.length > 0) problems.push(`${where}: canonical on a non-indexable brand`);
    return problems;
  }
  // The brand's search policy decides shared pages (src/brand/search.ts): index, noindex or
  // canonical to the owning brand's copy; a brand's own pages are indexable unless listed above.
  const area = sharedAreaOf(where);
  const policy = area ? policyFor(brand.searchPolicy, area) : { mode: 'index' as const };
  if (neverIndexed.has(where) || page.unserved || policy.mode === 'noindex') {
    if (!page.noindex) problems.push(`${where}: should be noindex`);
    if (page.canonicals.length > 0) problems.push(`${where}: canonical on a noindex page`);
  } else {
    const expected = `${policy.mode === 'canonical' ? policy.baseUrl : brand.baseUrl}${where}`;
    if (page.robots.length > 0) problems.push(`${where}: robots meta "${page.robots.join('", "')}" on an indexed page`);
    if (page.canonicals.length !== 1 || page.canonicals[0] !== expected) {
      problems.push(`${where}: canonical ${JSON.stringify(page.canonicals)}, expected ${expected}`);
    }
  }
  return problems;
}

/** JSON-LD blocks parse, carry their template's types, and a rating only on /reviews/. */
function structuredData(page: ParsedPage): string[] {
  const where = page.path;
  const problems: string[] = [];
  const types = page.jsonLd.flatMap((block) => {
    if (block.error) problems.push(`${where}: JSON-LD does not parse (${block.error})`);
    const found = typesOf(block.data);
    if (!block.error && found.length === 0) problems.push(`${where}: JSON-LD block without @type`);
    return found;
  });
  if (page.unserved && types.includes('Service')) problems.push(`${where}: Service markup for a place not served`);
  // A rating only where its reviews are listed (and computed from them): /reviews/ alone.
  const rated = page.jsonLd.some((block) => block.text.includes('"AggregateRating"'));
  if (rated !== (where === '/reviews/')) {
    problems.push(`${where}: ${rated ? 'AggregateRating away from the reviews' : 'no AggregateRating'}`);
  }
  const required = (requiredTypes[templateOf(where)] ?? []).filter(
    (alternatives) => !(page.unserved && alternatives.includes('Service')),
  );
  for (const alternatives of required) {
    if (!alternatives.some((type) => types.includes(type))) {
      problems.push(`${where}: no ${alternatives.join('/')} JSON-LD (found ${types.join(', ') || 'none'})`);
    }
  }
  return problems;
}

/** Head tags (h1, title, description, indexing) and structured data of every page. */
export function checkHead(brand: Brand, pages: Map<string, ParsedPage>, redirects: string[]): string[] {
  // Pages for visitors but not for search: error pages, the ad landing, the payment form, the agents' entry.
  const neverIndexed = new Set([...errorPages, '/deal', '/checkout/', ...redirects]);
  const problems: string[] = [];
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const page of pages.values()) {
    const where = page.path;
    if (page.h1Count !== 1) problems.push(`${where}: ${page.h1Count} h1 elements`);
    if (!page.title) problems.push(`${where}: no title`);
    if (!page.description) problems.push(`${where}: no meta description`);
    if ((page.title ?? '').length > TITLE_MAX) problems.push(`${where}: title over ${TITLE_MAX}: "${page.title}"`);
    if ((page.description ?? '').length > DESCRIPTION_MAX) {
      problems.push(`${where}: description over ${DESCRIPTION_MAX}: "${page.description}"`);
    }
    if (page.description && page.description.length < DESCRIPTION_MIN && !errorPages.has(where)) {
      problems.push(`${where}: description under ${DESCRIPTION_MIN}: "${page.description}"`);
    }
    titles.set(page.title ?? '', [...(titles.get(page.title ?? '') ?? []), where]);
    descriptions.set(page.description ?? '', [...(descriptions.get(page.description ?? '') ?? []), where]);
    problems.push(...indexing(brand, page, neverIndexed), ...structuredData(page));
  }
  for (const [title, where] of titles) if (where.length > 1) problems.push(`title "${title}" on ${where.join(', ')}`);
  for (const [text, where] of descriptions) {
    if (where.length > 1) problems.push(`description "${text}" on ${where.slice(0, 5).join(', ')}`);
  }
  return problems;
}

/** Sitemap: exactly the indexable pages on indexable brands, each with its lastmod; none on the others. */
export function checkSitemap(siteDir: string, brand: Brand, paths: string[], pages: Map<string, ParsedPage>): string[] {
  const sitemapFiles = readdirSync(siteDir).filter((file) => /^sitemap.*\.xml$/.test(file));
  if (!brand.indexable) return sitemapFiles.map((file) => `${file} on a non-indexable brand`);
  const problems: string[] = [];
  const read = (file: string) => readFileSync(join(siteDir, file), 'utf8');
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
  if (!sitemapFiles.includes('sitemap-index.xml')) return ['no sitemap-index.xml'];
  const listed = locs(read('sitemap-index.xml')).flatMap((url) => {
    const file = url.replace(`${brand.baseUrl}/`, '');
    if (!existsSync(join(siteDir, file))) {
      problems.push(`sitemap ${url} does not exist`);
      return [];
    }
    // Every URL carries the date its data was taken (one date per build).
    const xml = read(file);
    const urls = xml.match(/<url>/g)?.length ?? 0;
    const dates = [...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})[^<]*<\/lastmod>/g)].map((m) => m[1]);
    if (dates.length !== urls) problems.push(`${file}: ${dates.length} lastmod for ${urls} URLs`);
    if (new Set(dates).size > 1) problems.push(`${file}: more than one data date (${[...new Set(dates)].join(', ')})`);
    return locs(xml);
  });
  if (new Set(listed).size !== listed.length) problems.push('sitemap entries are not unique');
  const expected = new Set(
    paths
      .filter((path) => !pages.get(path)!.noindex && pages.get(path)!.canonicals[0] === `${brand.baseUrl}${path}`)
      .map((path) => `${brand.baseUrl}${path}`),
  );
  const inSitemap = new Set(listed);
  for (const url of expected) if (!inSitemap.has(url)) problems.push(`indexable ${url} missing from the sitemap`);
  for (const url of inSitemap) if (!expected.has(url)) problems.push(`sitemap lists ${url}, not indexable here`);
  return problems;
}

/**
 * Templates whose pages do not all have the same stylesheets, in the same order. Astro gives every
 * page of a route one list, so a page that differs from its template's others is a copy from the
 * incremental-build cache made under another asset layout (build-data/assetLayout.ts).
 */
export function checkStyles(pages: Map<string, ParsedPage>): string[] {
  const byTemplate = new Map<string, Map<string, string[]>>();
  for (const page of pages.values()) {
    const lists = byTemplate.get(templateOf(page.path)) ?? new Map<string, string[]>();
    const list = page.styles.join(', ');
    lists.set(list, [...(lists.get(list) ?? []), page.path]);
    byTemplate.set(templateOf(page.path), lists);
  }
  return [...byTemplate].flatMap(([template, lists]) => {
    if (lists.size < 2) return [];
    const shown = [...lists].map(([list, paths]) => `${paths.length} page(s) like ${paths[0]}: ${list}`);
    return [`${template}: ${lists.size} different stylesheet lists; ${shown.join('; ')}`];
  });
}

/**
 * Pages whose first stylesheet is not the reset (src/styles/reset.ts), or that ship it more than
 * once (inline again, or inside a linked stylesheet): every other style must come after it, so that
 * a component's rule never loses to the reset by order.
 */
export function checkReset(siteDir: string, pages: Map<string, ParsedPage>): string[] {
  const linked = new Map<string, boolean>();
  const holdsReset = (style: string) => {
    const href = style.slice('link '.length);
    if (!linked.has(href)) {
      const file = join(siteDir, href.split('?')[0]!);
      linked.set(href, existsSync(file) && readFileSync(file, 'utf8').includes(RESET_SIGNATURE));
    }
    return linked.get(href)!;
  };
  const problems: string[] = [];
  for (const page of pages.values()) {
    const copies = [
      ...page.resetAt,
      ...page.styles.flatMap((style, at) => (style.startsWith('link ') && holdsReset(style) ? [at] : [])),
    ].sort((a, b) => a - b);
    if (copies[0] !== 0)
      problems.push(`${page.path}: the first stylesheet is ${page.styles[0] ?? 'none'}, not the reset`);
    if (copies.length !== 1)
      problems.push(`${page.path}: the reset ships ${copies.length} times (stylesheets ${copies.join(', ')})`);
  }
  return problems;
}

/**
 * Islands that hydrate when seen ask for their whole code at once: `client:visible`
 * learns an island's imports one level per round trip, so none is left; each `client:visibleChain`
 * island carries its chain (src/brand/preloadIslands.ts), which names its component. (That each
 * module in it exists is the link check's.)
 */
export function checkIslands(pages: Map<string, ParsedPage>): string[] {
  const problems: string[] = [];
  for (const page of pages.values()) {
    for (const island of page.islands) {
      const name = island.component.split('/').pop();
      if (island.client === 'visible') {
        problems.push(`${page.path}: ${name} hydrates with client:visible (use client:visibleChain)`);
      } else if (island.client === 'visibleChain' && !island.chain.includes(island.component)) {
        problems.push(`${page.path}: ${name} hydrates with client:visibleChain but carries no chain naming its code`);
      }
    }
  }
  return problems;
}
