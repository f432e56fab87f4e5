/**
 * What the single pass over the built site (./site.test.ts) reads from one page's HTML: head tags,
 * ids, the links into the site and the JSON-LD blocks. Each page is parsed once for every check.
 */
import { createHash } from 'node:crypto';
import type { Brand } from '../../src/brand/types.ts';
import { RESET_SIGNATURE } from '../../src/styles/resetMark.ts';
import { decodeEntities } from '../lib/pageHelpers.ts';

export type ParsedPage = {
  path: string;
  h1Count: number;
  title: string | undefined;
  description: string | undefined;
  canonicals: string[];
  /** The content of each `<meta name="robots">`. */
  robots: string[];
  noindex: boolean;
  /** A directory page for a place with no service yet (`data-served="false"`). */
  unserved: boolean;
  ids: Set<string>;
  /** Every href/src on the page that points into the site (path + optional #hash). */
  links: { href: string; tag: string }[];
  /** The page's stylesheets in order: `link <href>`, or `inline <hash of its text>` for a `<style>`. */
  styles: string[];
  /** Where in `styles` a `<style>` holds the reset (src/styles/reset.ts), found by its first rule. */
  resetAt: number[];
  jsonLd: { text: string; data?: unknown; error?: string }[];
  /** Each island's `client` directive, its code and, for `visibleChain`, the modules it asks for when seen. */
  islands: { client: string; component: string; chain: string[] }[];
};

function attr(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = match?.slice(1).find((v) => v !== undefined);
  return value === undefined ? undefined : decodeEntities(value);
}

/** Links into the site from `<a>`, stylesheet/icon/preload `<link>`, `<script src>` and islands' code. */
function internalLinks(path: string, html: string, linkTags: string[], baseUrl: string): ParsedPage['links'] {
  const links: ParsedPage['links'] = [];
  const internal = (raw: string | undefined, tag: string) => {
    if (raw === undefined) return;
    let href = raw.trim();
    if (href.startsWith(baseUrl)) href = href.slice(baseUrl.length) || '/';
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
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url']) internal(attr(match[0], name), 'astro-island');
    for (const url of (attr(match[0], 'data-pw-chain') ?? '').split(' ').filter(Boolean)) internal(url, 'astro-island');
  }
  return links;
}

export function parsePage(path: string, html: string, brand: Pick<Brand, 'baseUrl'>): ParsedPage {
  const metas = [...html.matchAll(/<meta\b[^>]*>/gi)].map((m) => m[0]);
  const linkTags = [...html.matchAll(/<link\b[^>]*>/gi)].map((m) => m[0]);
  const sheets = [...html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>|<style\b[^>]*>([\s\S]*?)<\/style>/gi)];
  const robots = metas.filter((tag) => attr(tag, 'name') === 'robots').map((tag) => attr(tag, 'content') ?? '');
  return {
    path,
    h1Count: [...html.matchAll(/<h1\b/gi)].length,
    title: decodeEntities(/<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? '') || undefined,
    description: metas.filter((tag) => attr(tag, 'name') === 'description').map((tag) => attr(tag, 'content'))[0],
    canonicals: linkTags.filter((tag) => attr(tag, 'rel') === 'canonical').map((tag) => attr(tag, 'href') ?? ''),
    robots,
    noindex: robots.some((content) => /noindex/.test(content)),
    unserved: html.includes('data-served="false"'),
    ids: new Set([...html.matchAll(/\sid=(?:"([^"]+)"|'([^']+)')/g)].map((m) => decodeEntities(m[1] ?? m[2]!))),
    links: internalLinks(path, html, linkTags, brand.baseUrl),
    styles: sheets.map((m) =>
      m[1] === undefined
        ? `link ${attr(m[0], 'href') ?? ''}`
        : `inline ${createHash('sha1').update(m[1]).digest('hex').slice(0, 12)}`,
    ),
    resetAt: sheets.flatMap((m, at) => (m[1]?.includes(RESET_SIGNATURE) ? [at] : [])),
    islands: [...html.matchAll(/<astro-island\b[^>]*>/gi)].map(([tag]) => ({
      client: attr(tag, 'client') ?? '',
      component: attr(tag, 'component-url') ?? '',
      chain: (attr(tag, 'data-pw-chain') ?? '').split(' ').filter(Boolean),
    })),
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
export function typesOf(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const own = record['@type'];
  const types = Array.isArray(own) ? own.map(String) : own ? [String(own)] : [];
  const graph = Array.isArray(record['@graph']) ? record['@graph'].flatMap(typesOf) : [];
  return [...types, ...graph];
}
