/**
 * A crawler over every built page of the brand, reading the files the CDN would serve: links and
 * anchors resolve, every page is reachable from the home page through links alone, the head is
 * right for search engines (one h1, unique title of at most 60 characters and description of at
 * most 160, canonical or noindex but never both, noindex for the ad landing, the payment form and
 * places not served yet), every JSON-LD block parses and has its template's @type (no Service for a
 * place without service), the sitemap lists exactly the indexable pages, each with its lastmod, and
 * every inline script is hashed in the Content-Security-Policy the page is served with (_headers).
 * Each page is read and parsed once for all of these.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandDist } from '../../build-data/dist.ts';
import { scriptSources } from '../../scripts/lib/deploy/bundle.ts';
import { parseHeaders, resolveHeaders } from '../../scripts/lib/deploy/formats.ts';
import { scanHtml } from '../../scripts/lib/deploy/scan.ts';
import { fileForPath, sitePaths, templateOf } from '../../scripts/lib/site-pages.ts';
import { sharedAreaOf } from '../../src/brand/search.ts';
import type { Brand } from '../../src/brand/types.ts';
import { REDIRECT_PAGES, expect, test } from './fixtures.ts';
import { decodeEntities } from '../lib/pageHelpers.ts';

type ParsedPage = {
  path: string;
  h1Count: number;
  title: string | undefined;
  description: string | undefined;
  canonicals: string[];
  noindex: boolean;
  /** A directory page for a place with no service yet (`data-served="false"`). */
  unserved: boolean;
  ids: Set<string>;
  /** Every href/src on the page that points into the site (path + optional #hash). */
  links: { href: string; tag: string }[];
  jsonLd: { text: string; data?: unknown; error?: string }[];
};

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.slice(1).find((v) => v !== undefined);
  return value === undefined ? undefined : decodeEntities(value);
}

function parsePage(path: string, html: string, brand: Brand): ParsedPage {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]);
  const linkTags = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
  const links: ParsedPage['links'] = [];
  const internal = (raw: string | undefined, tag: string) => {
    if (raw === undefined) return;
    let href = raw.trim();
    if (href.startsWith(brand.baseUrl)) href = href.slice(brand.baseUrl.length) || '/';
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return; // other hosts, mailto:, tel:
    links.push({
      href: href.startsWith('/') || href.startsWith('#') ? href : new URL(href, `http://x${path}`).pathname,
      tag,
    });
  };
  for (const match of html.matchAll(/<a\b[^>]*>/gi)) internal(attr(match[0], 'href'), 'a');
  for (const tag of linkTags) {
    const rel = attr(tag, 'rel') ?? '';
    if (['stylesheet', 'icon', 'apple-touch-icon', 'modulepreload'].includes(rel)) internal(attr(tag, 'href'), rel);
  }
  for (const match of html.matchAll(/<script\b[^>]*\ssrc=[^>]*>/gi)) internal(attr(match[0], 'src'), 'script');
  return {
    path,
    h1Count: [...html.matchAll(/<h1\b/gi)].length,
    title: decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '') || undefined,
    description: metas.filter((tag) => attr(tag, 'name') === 'description').map((tag) => attr(tag, 'content'))[0],
    canonicals: linkTags.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href') ?? ''),
    noindex: metas.some((tag) => attr(tag, 'name') === 'robots' && /noindex/.test(attr(tag, 'content') ?? '')),
    unserved: html.includes('data-served="false"'),
    ids: new Set([...html.matchAll(/\sid=(?:"([^"]+)"|'([^']+)')/g)].map((m) => decodeEntities(m[1] ?? m[2]!))),
    links,
    jsonLd: [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => {
      try {
        return { text: m[1]!, data: JSON.parse(m[1]!) as unknown };
      } catch (error) {
        return { text: m[1]!, error: String(error) };
      }
    }),
  };
}

/** @type values of a JSON-LD document, including nodes of an @graph. */
function typesOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const own = record['@type'];
  const types = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  const graph = Array.isArray(record['@graph']) ? record['@graph'].flatMap(typesOf) : [];
  return [...types, ...graph];
}

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
/** Pages that exist for visitors but not for search: error pages, the ad landing, the payment form, the agents' entry. */
const neverIndexed = new Set([...errorPages, '/deal', '/checkout/', ...REDIRECT_PAGES]);
const TITLE_MAX = 60;
const DESCRIPTION_MAX = 160;

test(
  'crawl: links, anchors, reachability, head tags, structured data and sitemap',
  { tag: '@every-brand' },
  async ({ brand, otherBrands }) => {
    test.setTimeout(240_000);
    const siteDir = brandDist(brand.key);
    const paths = sitePaths(siteDir);
    const pages = new Map<string, ParsedPage>();
    const leaks: string[] = [];
    const headerRules = parseHeaders(readFileSync(join(siteDir, '_headers'), 'utf8'));
    const allowedByPolicy = new Map<string, Set<string>>();
    const unhashed: string[] = [];
    const foreign = otherBrands.flatMap((other) => [other.appName.replaceAll('&', '&amp;'), other.domain]);
    for (const path of paths) {
      const html = readFileSync(fileForPath(siteDir, path)!, 'utf8');
      // A canonical link to the page's owner under the brand's search policy names the owner on purpose.
      const owner = sharedAreaOf(path) && brand.searchPolicy[sharedAreaOf(path)!];
      const checked =
        owner && owner.mode === 'canonical'
          ? html.replace(`<link rel="canonical" href="${owner.baseUrl}${path}">`, '')
          : html;
      for (const name of foreign) if (checked.includes(name)) leaks.push(`${name} on ${path}`);
      pages.set(path, parsePage(path, html, brand));
      // Every inline script is hashed in the policy this page is served with (_headers).
      const policy = resolveHeaders(headerRules, path).get('content-security-policy');
      const allowed = policy === undefined ? new Set<string>() : (allowedByPolicy.get(policy) ?? scriptSources(policy));
      if (policy !== undefined) allowedByPolicy.set(policy, allowed);
      const scripts = scanHtml(html);
      for (const script of scripts.inline) if (!allowed.has(script.hash)) unhashed.push(`${path} ${script.hash}`);
      unhashed.push(...scripts.blockedInline.map((code) => `${path} ${code}`));
    }
    expect(leaks, 'other brands named on this brand’s pages').toEqual([]);
    expect(unhashed, 'inline scripts the served CSP does not allow').toEqual([]);

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
        const targetPath = (rawPath.split('?')[0] ?? '') || page.path;
        const file = fileForPath(siteDir, targetPath);
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
    expect(problems, 'broken internal links and anchors').toEqual([]);

    // Reachability: breadth-first from the home page over <a href> alone.
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
    const unreachable = paths.filter(
      (path) => !seen.has(path) && !errorPages.has(path) && !REDIRECT_PAGES.includes(path),
    );
    expect(unreachable, 'pages no link leads to from the home page').toEqual([]);

    // Head tags and structured data.
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
      titles.set(page.title ?? '', [...(titles.get(page.title ?? '') ?? []), where]);
      descriptions.set(page.description ?? '', [...(descriptions.get(page.description ?? '') ?? []), where]);
      if (!brand.indexable) {
        if (!page.noindex) problems.push(`${where}: missing noindex on a non-indexable brand`);
        if (page.canonicals.length > 0) problems.push(`${where}: canonical on a non-indexable brand`);
      } else {
        // The brand's search policy decides shared pages (src/brand/search.ts): index, noindex or
        // canonical to the owning brand's copy; a brand's own pages are indexable unless listed above.
        const area = sharedAreaOf(where);
        const policy = area ? brand.searchPolicy[area] : { mode: 'index' as const };
        if (neverIndexed.has(where) || page.unserved || policy.mode === 'noindex') {
          if (!page.noindex) problems.push(`${where}: should be noindex`);
          if (page.canonicals.length > 0) problems.push(`${where}: canonical on a noindex page`);
        } else {
          const expected = `${policy.mode === 'canonical' ? policy.baseUrl : brand.baseUrl}${where}`;
          if (page.noindex) problems.push(`${where}: unexpected noindex`);
          if (page.canonicals.length !== 1 || page.canonicals[0] !== expected) {
            problems.push(`${where}: canonical ${JSON.stringify(page.canonicals)}, expected ${expected}`);
          }
        }
      }
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
    }
    for (const [title, where] of titles) if (where.length > 1) problems.push(`title "${title}" on ${where.join(', ')}`);
    for (const [text, where] of descriptions) {
      if (where.length > 1) problems.push(`description "${text}" on ${where.slice(0, 5).join(', ')}`);
    }
    expect(problems, 'head tags and structured data').toEqual([]);

    // Sitemap: exactly the indexable pages on indexable brands; none at all on the others.
    const sitemapFiles = readdirSync(siteDir).filter((file) => /^sitemap.*\.xml$/.test(file));
    if (!brand.indexable) {
      expect(sitemapFiles).toEqual([]);
      return;
    }
    const locs = (file: string) =>
      [...readFileSync(join(siteDir, file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]!));
    // Every URL carries the date its data was taken (one date per build).
    const lastmods = (file: string) => {
      const xml = readFileSync(join(siteDir, file), 'utf8');
      const urls = xml.match(/<url>/g)?.length ?? 0;
      const dates = [...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})[^<]*<\/lastmod>/g)].map((m) => m[1]);
      expect(dates.length, `${file}: a lastmod per URL`).toBe(urls);
      expect(new Set(dates).size, `${file}: one data date`).toBeLessThanOrEqual(1);
    };
    const listed = locs('sitemap-index.xml').flatMap((url) => {
      const file = url.replace(`${brand.baseUrl}/`, '');
      expect(existsSync(join(siteDir, file)), `sitemap ${url} exists`).toBe(true);
      lastmods(file);
      return locs(file);
    });
    const expected = paths
      .filter((path) => !pages.get(path)!.noindex && pages.get(path)!.canonicals[0] === `${brand.baseUrl}${path}`)
      .map((path) => `${brand.baseUrl}${path}`);
    expect(new Set(listed).size, 'sitemap entries are unique').toBe(listed.length);
    expect([...listed].sort()).toEqual(expected.sort());
  },
);
