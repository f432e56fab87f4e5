/**
 * The pages of a built brand site as the CDN serves them, shared by the bench and the tests:
 * deal.html -> /deal, help/index.html -> /help/, and a "template" key per page so checks can take
 * one page of every template instead of all ~4,700.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Site paths of every HTML page under `siteDir` (dist/<brand>/), sorted. */
export function sitePaths(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => `/${file.split('\\').join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''))
    .sort();
}

/** The HTML file answering a site path, or undefined: /x -> x.html or x/index.html, /x/ -> x/index.html. */
export function fileForPath(siteDir: string, path: string): string | undefined {
  const clean = decodeURIComponent(path.split(/[?#]/)[0] ?? '/');
  const candidates = clean.endsWith('/')
    ? [join(siteDir, clean, 'index.html')]
    : [join(siteDir, `${clean}.html`), join(siteDir, clean, 'index.html'), join(siteDir, clean)];
  return candidates.find((file) => statSync(file, { throwIfNoEntry: false })?.isFile());
}

/**
 * Template of a page: the path itself for top-level pages, else the first segment followed by one
 * `*` per deeper level (/us/texas/austin/ -> /us/*\/*\/, /services/deep-cleaning -> /services/*).
 */
export function templateOf(path: string): string {
  const trailing = path.endsWith('/') && path !== '/';
  const parts = path.split('/').filter(Boolean);
  if (parts.length <= 1) return path;
  return `/${parts[0]}/${parts
    .slice(1)
    .map(() => '*')
    .join('/')}${trailing ? '/' : ''}`;
}

/** Pages grouped by template, in path order. */
export function byTemplate(paths: readonly string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const key = templateOf(path);
    groups.set(key, [...(groups.get(key) ?? []), path]);
  }
  return groups;
}

/** One page of every template (the first in path order), plus any `extra` pages that exist. */
export function templateSamples(paths: readonly string[], extra: readonly string[] = []): string[] {
  const samples = [...byTemplate(paths).values()].map((group) => group[0]!);
  return [...new Set([...samples, ...extra.filter((path) => paths.includes(path))])].sort();
}
