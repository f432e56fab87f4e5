/**
 * A page links only stylesheets it uses: a linked stylesheet blocks the page's first
 * paint for a round trip, so one that styles nothing on the page costs every visitor time for
 * nothing. /deal once linked the checkout's stylesheet because a script of its imported the
 * checkout's island, and Astro links the stylesheets of a page script's whole module graph.
 *
 * The rule: of a linked stylesheet's class selectors, at least one is a class the page's HTML uses
 * (server-rendered islands included). A stylesheet without class selectors is not judged.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)')/g;
const LINKED = /<link\b[^>]*\srel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The class names a stylesheet's selectors name, read once per file (`cache`). */
function classesOf(siteDir: string, href: string, cache: Map<string, Set<string>>): Set<string> {
  let classes = cache.get(href);
  if (!classes) {
    const file = join(siteDir, href.split('?')[0]!);
    const css = existsSync(file) ? readFileSync(file, 'utf8').replace(/url\([^)]*\)/g, '') : '';
    classes = new Set([...css.matchAll(CLASS_SELECTOR)].map((match) => match[1]!));
    cache.set(href, classes);
  }
  return classes;
}

/** The stylesheets `html` (the page at `path`) links although its HTML uses none of their classes. */
export function unusedStylesheets(siteDir: string, path: string, html: string, cache: Map<string, Set<string>>) {
  const used = new Set(
    [...html.matchAll(CLASS_ATTRIBUTE)].flatMap((match) => (match[1] ?? match[2]!).split(/\s+/).filter(Boolean)),
  );
  return [...html.matchAll(LINKED)].flatMap(([, href]) => {
    const classes = classesOf(siteDir, href!, cache);
    if (classes.size === 0 || [...classes].some((name) => used.has(name))) return [];
    return [`${path} links ${href} but uses none of its ${classes.size} classes`];
  });
}
