/**
 * After a brand's build: the deal page's (`/deal` and `/`) template for its idle islands' code
 * (src/pages/_components/AfterPaintPreload.astro) gets a `modulepreload` link for React's renderer
 * and each island that hydrates on idle or at load, with everything they import (issue 32). The
 * page's script inserts them just after its first paint. The modules' hashed names exist only once
 * the build has written them, hence this step in `astro:build:done` (./integration.ts). Listing the
 * whole graph, not just the islands' entry modules, also spares the page the waterfall of a
 * module's imports discovered one level at a time.
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

const TEMPLATE = '<template data-pw-after-paint></template>';

/** `page` with its empty after-paint template filled with a modulepreload link for each of `modules`. */
export function withModulePreload(page: string, modules: readonly string[]): string {
  if (modules.length === 0 || !page.includes(TEMPLATE)) return page;
  const links = modules.map((href) => `<link rel="modulepreload" href="${href}">`).join('');
  return page.replace(TEMPLATE, `<template data-pw-after-paint>${links}</template>`);
}

/** Adds the links to the deal page's built files in `siteDir`; returns how many pages changed. */
export function preloadEagerIslands(siteDir: string): number {
  const readModule = siteFiles(siteDir);
  return rewritePages(siteDir, SPECULATING_PAGES, (page) =>
    withModulePreload(page, eagerIslandModules(page, readModule)),
  );
}
