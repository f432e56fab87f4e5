/**
 * After a brand's build: the deal page (`/deal` and `/`) asks for the code of its islands that
 * hydrate on idle (the deal counter, the referral eyebrow: React's renderer and what they import)
 * from its `<head>` (`<link rel="modulepreload">`), instead of when the browser first idles after
 * parsing the whole page (issue 32). The page loaded those modules anyway before anyone scrolls;
 * now they are in by the time the zip lookup, further down, comes into view, so that island
 * needs only its own few kilobytes to work (it was waiting behind React's 65 KB, fetched at the
 * same moment). Nothing is added to what the page loads, only to when.
 *
 * The modules' hashed names exist only once the build has written them, hence this step in
 * `astro:build:done` (./integration.ts). Listing the whole graph, not just the islands' entry
 * modules, also spares the page the waterfall of a module's imports discovered one level at a time.
 */
import { rewritePages, siteFiles } from './builtPages.ts';
import { SPECULATING_PAGES } from './prefetchStyles.ts';

const ISLAND = /<astro-island\b[^>]*>/g;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.\/[^"]+\.js)"/g;

/** The attribute `name` of one start tag. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The modules (site paths) of the islands on `page` that hydrate at load or on idle, with everything they import. */
export function eagerIslandModules(page: string, readModule: (sitePath: string) => string | undefined): string[] {
  const modules = new Set<string>();
  const add = (url: string) => {
    if (modules.has(url)) return;
    modules.add(url);
    const directory = url.slice(0, url.lastIndexOf('/') + 1);
    for (const [, specifier] of (readModule(url) ?? '').matchAll(STATIC_IMPORT)) add(directory + specifier!.slice(2));
  };
  for (const [tag] of page.matchAll(ISLAND)) {
    if (!['idle', 'load'].includes(attribute(tag, 'client') ?? '')) continue;
    for (const url of [attribute(tag, 'renderer-url'), attribute(tag, 'component-url')]) if (url) add(url);
  }
  return [...modules];
}

/** `page` with a modulepreload link, before `</head>`, for each of `modules` it does not already preload. */
export function withModulePreload(page: string, modules: readonly string[]): string {
  const missing = modules.filter((href) => !page.includes(`<link rel="modulepreload" href="${href}">`));
  if (missing.length === 0) return page;
  const links = missing.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return page.replace('</head>', `${links}</head>`);
}

/** Adds the links to the deal page's built files in `siteDir`; returns how many pages changed. */
export function preloadEagerIslands(siteDir: string): number {
  const readModule = siteFiles(siteDir);
  return rewritePages(siteDir, SPECULATING_PAGES, (page) =>
    withModulePreload(page, eagerIslandModules(page, readModule)),
  );
}
