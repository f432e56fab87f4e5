/**
 * Reads a built brand site (dist/<brand>/) the way a browser's Content-Security-Policy sees it: every
 * HTML page with its inline scripts (and their CSP sha256 hashes), external scripts, inline event
 * handlers and javascript: URLs. Generic: nothing here knows which scripts the pages carry.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** An inline <script> the browser would run, with the hash a CSP source expression names it by. */
export type InlineScript = { type: string; hash: string; body: string };

export type ScannedPage = {
  /** File under the site folder, with forward slashes: deal.html, hub/index.html. */
  file: string;
  /** Canonical site path: deal.html -> /deal, hub/index.html -> /hub/, index.html -> /. */
  path: string;
  /** Inline scripts that execute (classic, module, importmap, speculationrules); JSON-LD is data. */
  inline: InlineScript[];
  /** src of every <script src> (as written in the page). */
  external: string[];
  /** Things a CSP without 'unsafe-inline' blocks outright: `<tag onclick=…>`, `href="javascript:…"`. */
  blockedInline: string[];
};

/** `'sha256-…'` as CSP writes it: the hash of the exact text between <script> and </script>, UTF-8. */
export function cspHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

// Script types a browser executes (HTML's JavaScript MIME type essence list, module, and the two
// JSON-bodied types that CSP also governs); any other type (application/ld+json…) is inert data.
const JS_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
]);

const TAG = /<([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** Attributes of a start tag's attribute text, names lower-cased. */
export function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(ATTR)) {
    const name = match[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** Every <script> element: its attribute text, body, and where it starts and ends. */
function* scriptElements(html: string): Generator<{ attrs: string; body: string; start: number; end: number }> {
  const lower = html.toLowerCase();
  for (let start = lower.indexOf('<script'); start !== -1; start = lower.indexOf('<script', start + 1)) {
    const next = lower.charAt(start + 7);
    if (next !== '>' && !/\s/.test(next)) continue;
    const open = html.indexOf('>', start);
    const close = lower.indexOf('</script', open);
    if (open === -1 || close === -1) return;
    const end = html.indexOf('>', close) + 1;
    yield { attrs: html.slice(start + 7, open), body: html.slice(open + 1, close), start, end };
    start = end - 1;
  }
}

/** The scripts and blocked inline code of one HTML document. */
export function scanHtml(html: string): Pick<ScannedPage, 'inline' | 'external' | 'blockedInline'> {
  const inline: InlineScript[] = [];
  const external: string[] = [];
  const blockedInline: string[] = [];
  const elements = [...scriptElements(html)];
  for (const element of elements) {
    const attrs = attributes(element.attrs);
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    if (!JS_TYPES.has(type)) continue;
    const src = attrs.get('src');
    if (src !== undefined) external.push(src);
    else inline.push({ type, hash: cspHash(element.body), body: element.body });
  }
  // Tags outside script bodies: event handler attributes and javascript: URLs. Most pages have
  // neither anywhere; only when one appears is the markup without script bodies read tag by tag.
  const suspect = /\son[a-z]+\s*=|javascript:/i;
  if (!suspect.test(html)) return { inline, external, blockedInline };
  let markup = '';
  let from = 0;
  for (const element of elements) {
    markup += `${html.slice(from, element.start)}<script></script>`;
    from = element.end;
  }
  markup += html.slice(from);
  if (!suspect.test(markup)) return { inline, external, blockedInline };
  for (const tag of markup.matchAll(TAG)) {
    for (const [name, value] of attributes(tag[2] ?? '')) {
      if (/^on[a-z]+$/.test(name)) blockedInline.push(`<${tag[1]} ${name}="${value.slice(0, 40)}">`);
      else if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) {
        blockedInline.push(`<${tag[1]} ${name}="${value.slice(0, 40)}">`);
      }
    }
  }
  return { inline, external, blockedInline };
}

/** Canonical site path of a built HTML file (build.format 'preserve'). */
export function canonicalPath(file: string): string {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  return `/${file.slice(0, -'.html'.length)}`;
}

/** Every HTML file of a built site, sorted by file name. */
export function htmlFiles(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('_astro/'))
    .sort();
}

/** Scans every page of a built site. */
export function scanSite(siteDir: string): ScannedPage[] {
  return htmlFiles(siteDir).map((file) => ({
    file,
    path: canonicalPath(file),
    ...scanHtml(readFileSync(join(siteDir, file), 'utf8')),
  }));
}
