/**
 * What a first visit to a built page downloads: the HTML, and the JavaScript and CSS it loads
 * (external files, modules they import, inline scripts and styles), each gzipped. Used by
 * `npm run bench` and by the byte-budget test, so both report the same figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export type PageWeight = {
  htmlBytes: number;
  htmlGzip: number;
  /** All JavaScript the page references, every island hydrated. */
  jsGzip: number;
  /** The part of jsGzip written inline in the HTML. */
  inlineJsGzip: number;
  cssGzip: number;
  jsFiles: string[];
};

const gz = (text: string | Buffer) => gzipSync(text).length;

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);
}

/** Static imports of an ES module (`import … from "./x.js"`, `import "./x.js"`). */
function moduleImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)].map((match) => match[1]!);
}

/** The modules a file loads later, by `import()` (relative or site paths as written). */
export function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*[`"']([^`"']+)[`"']\s*\)/g)].map((m) => m[1]!);
}

/**
 * Every module a site file loads, statically or (unless `dynamic: false`) by `import()`, itself
 * included (site paths), added to `seen` (whose modules and their imports are not walked again).
 */
export function moduleGraph(
  siteDir: string,
  entry: string,
  { dynamic: followDynamic = true, seen = new Set<string>() } = {},
): Set<string> {
  const visit = (sitePath: string) => {
    if (seen.has(sitePath)) return;
    seen.add(sitePath);
    const file = join(siteDir, sitePath);
    if (!existsSync(file)) return;
    const code = readFileSync(file, 'utf8');
    const dynamic = followDynamic ? dynamicImports(code) : [];
    for (const dependency of [...moduleImports(code), ...dynamic]) {
      if (dependency.startsWith('.')) visit(posix.join(posix.dirname(sitePath), dependency));
      else if (dependency.startsWith('/')) visit(dependency);
    }
  };
  visit(entry);
  return seen;
}

/**
 * The telemetry loader (and the consent banner) wait in inert <template id="pw-…"> elements until the page has loaded and
 * the browser is idle (src/telemetry/head.ts), so it is no part of the first visit's download.
 */
export const TELEMETRY_TEMPLATE = /<template id="pw-(?:loader|consent)"[^>]*>[\s\S]*?<\/template>/g;

/**
 * What a page fetches only on a shopper's intent to follow a link waits in an inert
 * `<template data-pw-intent>` (the deal page's preload of the checkout's code, src/brand/warmCheckout.ts):
 * no part of the first visit's download either.
 */
export const INTENT_TEMPLATE = /<template data-pw-intent=[^>]*>[\s\S]*?<\/template>/g;

/** Measures one built HTML file; `siteDir` is dist/<brand>/. */
export function measurePage(siteDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(htmlFile, 'utf8').replace(TELEMETRY_TEMPLATE, '').replace(INTENT_TEMPLATE, '');
  const pageDir = '/' + posix.relative(siteDir, dirname(htmlFile)).split('\\').join('/');
  const resolve = (url: string, base: string) => (url.startsWith('/') ? url : posix.join(base, url));

  const jsSeen = new Set<string>();
  let jsGzip = 0;
  let inlineJsGzip = 0;
  const addModule = (sitePath: string) => moduleGraph(siteDir, sitePath, { dynamic: false, seen: jsSeen });

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    const type = attr(`<script ${attributes}>`, 'type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and other data blocks
    const src = attr(`<script ${attributes}>`, 'src');
    if (src) addModule(resolve(src, pageDir));
    else if (body.trim()) {
      jsGzip += gz(body);
      inlineJsGzip += gz(body);
      for (const dependency of moduleImports(body)) addModule(resolve(dependency, pageDir));
    }
  }
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (attr(tag, 'rel') === 'modulepreload') addModule(resolve(attr(tag, 'href') ?? '', pageDir));
  }

  // Islands: the component and the renderer (React) load as soon as the island hydrates, so a
  // first visit counts them whether the island hydrates at load, idle or when visible.
  for (const match of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(match[0], name);
      if (url) addModule(resolve(url, pageDir));
    }
  }

  for (const sitePath of jsSeen) {
    const file = join(siteDir, sitePath);
    if (existsSync(file)) jsGzip += gz(readFileSync(file, 'utf8'));
  }

  let cssGzip = 0;
  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0];
    if (attr(tag, 'rel') !== 'stylesheet') continue;
    const file = join(siteDir, resolve(attr(tag, 'href') ?? '', pageDir));
    if (existsSync(file)) cssGzip += gz(readFileSync(file));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) cssGzip += gz(match[1] ?? '');

  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gz(html),
    jsGzip,
    inlineJsGzip,
    cssGzip,
    jsFiles: [...jsSeen],
  };
}
