/**
 * After a brand's build: the deal page's (`/deal` and `/`) template for its idle islands' code
 * (src/pages/_components/AfterPaintPreload.astro) gets a `modulepreload` link for React's renderer
 * and each island that hydrates on idle or at load, with everything they import. The
 * page's script inserts them just after its first paint. The modules' hashed names exist only once
 * the build has written them, hence this step in `astro:build:done` (./integration.ts), which
 * follows the client bundle's own import graph (./clientGraph.ts). Listing the
 * whole graph, not just the islands' entry modules, also spares the page the waterfall of a
 * module's imports discovered one level at a time. The islands that hydrate when seen as
 * `client:visibleChain` get their own graph listed (`data-pw-chain`), preloaded when they come
 * into view.
 *
 * Priorities: the renderer (and what it imports) keeps the default, the idle islands' own modules
 * are asked for at low priority, and a chain asks at high priority. Over HTTP/1.1 a browser opens
 * six connections to a host; the chain of a zip field scrolled to while the idle islands' modules
 * are still queued then goes first, instead of waiting behind a dozen of them.
 */
import { htmlPages, rewritePages } from './builtPages.ts';
import { chunkAt, type ClientGraph } from './clientGraph.ts';
import { SPECULATING_PAGES } from './prefetchStyles.ts';

const ISLAND = /<astro-island\b[^>]*>/g;

/** The attribute `name` of one start tag. */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The `client` directives that hydrate with the page (`loadApart`: src/islands/shared/loadApart.ts). */
export const HYDRATED_AT_LOAD = ['load', 'loadApart'] as const;
const ISLANDS_AT_LOAD = ['idle', ...HYDRATED_AT_LOAD];

/** Collects the chunks (site paths) added, each with everything it imports statically in `graph`. */
export function moduleGraph(graph: ClientGraph) {
  const modules = new Set<string>();
  const add = (url: string) => {
    if (modules.has(url)) return;
    modules.add(url);
    for (const imported of chunkAt(graph, url).imports) add(imported);
  };
  /** The renderer and component of each island on `page` hydrating as one of `clients` (`load`, `idle`…). */
  const addIslands = (page: string, clients: readonly string[]) => {
    for (const [tag] of page.matchAll(ISLAND)) {
      if (!clients.includes(attribute(tag, 'client') ?? '')) continue;
      for (const url of [attribute(tag, 'renderer-url'), attribute(tag, 'component-url')]) if (url) add(url);
    }
  };
  return { modules, add, addIslands };
}

/** The modules (site paths) of the islands on `page` that hydrate at load or on idle, with everything they import. */
export function eagerIslandModules(page: string, graph: ClientGraph): string[] {
  const eager = moduleGraph(graph);
  eager.addIslands(page, ISLANDS_AT_LOAD);
  return [...eager.modules];
}

/** The renderers of the islands on `page` (every island's own hydration waits for one), with what they import. */
export function rendererModules(page: string, graph: ClientGraph): Set<string> {
  const renderers = moduleGraph(graph);
  for (const [tag] of page.matchAll(ISLAND)) {
    const url = attribute(tag, 'renderer-url');
    if (url) renderers.add(url);
  }
  return renderers.modules;
}

/** One `modulepreload` link for each of `modules`; those not in `first` (default: all are) at low priority. */
export const preloadLinks = (modules: readonly string[], first: ReadonlySet<string> = new Set(modules)) =>
  modules
    .map((href) => `<link rel="modulepreload" href="${href}"${first.has(href) ? '' : ' fetchpriority="low"'}>`)
    .join('');

const TEMPLATE = '<template data-pw-after-paint></template>';

/** `page` with its empty after-paint template filled with a modulepreload link for each of `modules`. */
export function withModulePreload(page: string, modules: readonly string[], first?: ReadonlySet<string>): string {
  if (modules.length === 0 || !page.includes(TEMPLATE)) return page;
  return page.replace(TEMPLATE, `<template data-pw-after-paint>${preloadLinks(modules, first)}</template>`);
}

const CHAINED = /<astro-island\b(?![^>]*\sdata-pw-chain=)[^>]*\sclient="visibleChain"[^>]*>/g;

/**
 * `page` with each island hydrating as `client:visibleChain` (src/islands/shared/visibleChain.ts)
 * given its whole import graph in `data-pw-chain`, which the directive preloads when the island
 * comes into view.
 */
export function withChains(page: string, graph: ClientGraph): string {
  return page.replace(CHAINED, (tag) => {
    const chain = moduleGraph(graph);
    for (const url of [attribute(tag, 'renderer-url'), attribute(tag, 'component-url')]) if (url) chain.add(url);
    return tag.replace('<astro-island', `<astro-island data-pw-chain="${[...chain.modules].join(' ')}"`);
  });
}

/**
 * Adds the after-paint links to the deal page's built files in `siteDir`, and the chains to every
 * page with an island hydrating as `client:visibleChain` (every island that hydrates when seen:
 * the built-site check refuses `client:visible`, tests/built/siteRules.ts); returns how many pages changed.
 */
export function preloadEagerIslands(siteDir: string, graph: ClientGraph): number {
  const speculating = new Set<string>(SPECULATING_PAGES);
  return rewritePages(siteDir, htmlPages(siteDir), (page, file) => {
    const linked = speculating.has(file)
      ? withModulePreload(page, eagerIslandModules(page, graph), rendererModules(page, graph))
      : page;
    return linked.includes('client="visibleChain"') ? withChains(linked, graph) : linked;
  });
}
