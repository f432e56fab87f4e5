/**
 * The words every built page shows, per brand, for comparing a build before and after a change
 * that should not alter them (the move of copy into src/content/).
 *   npx node scripts/page-text.ts save <dir> [--brand main ...]     writes <dir>/<brand>.json
 *   npx node scripts/page-text.ts compare <dir> [--brand main ...]  exits 1 naming every page that differs
 * Pages whose title or description was changed on purpose are listed in
 * scripts/page-text-changes.json; the rest of their words are still compared.
 * A page's words: its <title>, meta descriptions, structured data, the text of <body> (scripts and
 * styles left out) and the attributes a reader or a search engine sees (alt, aria-label, title,
 * placeholder, island props), whitespace collapsed. Brands default to every folder under dist/.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { distRoot } from '../build-data/dist.ts';

/**
 * Deliberate changes (scripts/page-text-changes.json): on the listed pages (exact paths, or folders
 * ending in /), the page's title and description (<title>, meta description, og: and twitter:
 * copies, and the structured data's top-level name and description) are left out of the comparison.
 */
type Changes = { reason: string; pages: string[] };
const changesFile = fileURLToPath(new URL('./page-text-changes.json', import.meta.url));

const TITLE_LINE = /^(title|meta (og:|twitter:)?(title|description)): /;

/** The page's words without its title and description (for a page whose title or description changed on purpose). */
export function withoutTitleAndDescription(text: string): string {
  return text
    .split('\n')
    .filter((line) => !TITLE_LINE.test(line))
    .map((line) => {
      if (!line.startsWith('ld: ')) return line;
      const data = JSON.parse(line.slice(4)) as Record<string, unknown> | Record<string, unknown>[];
      for (const item of Array.isArray(data) ? data : [data]) {
        delete item['name'];
        delete item['description'];
      }
      return `ld: ${JSON.stringify(data)}`;
    })
    .join('\n');
}

function isChanged(path: string, changes: Changes | undefined): boolean {
  return Boolean(changes?.pages.some((page) => (page.endsWith('/') ? path.startsWith(page) : path === page)));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function decode(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name]!)
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)));
}

/** The words of one page, one line per kind (see the header). */
export function pageText(html: string): string {
  const lines: string[] = [];
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  if (title) lines.push(`title: ${decode(title)}`);
  for (const match of html.matchAll(/<meta\b[^>]*\b(?:name|property)="([^"]*)"[^>]*\bcontent="([^"]*)"/gi)) {
    lines.push(`meta ${match[1]}: ${decode(match[2]!)}`);
  }
  for (const match of html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    lines.push(`ld: ${match[1]!.trim()}`);
  }
  const body = /<body\b[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html;
  for (const match of body.matchAll(/\s(alt|aria-label|title|placeholder|props)="([^"]*)"/gi)) {
    lines.push(`${match[1]}: ${decode(match[2]!)}`);
  }
  const text = decode(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
  lines.push(`text: ${text}`);
  return lines.join('\n');
}

/** Every built HTML page of a brand: path under the brand's folder → its words. */
export function brandText(brandDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const files = readdirSync(brandDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
  for (const file of files) out[file] = pageText(readFileSync(join(brandDir, file), 'utf8'));
  return out;
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return `    before: …${a.slice(from, i + 100)}…\n    after:  …${b.slice(from, i + 100)}…`;
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { brand: { type: 'string', multiple: true } },
  });
  const [mode, dir] = positionals;
  if ((mode !== 'save' && mode !== 'compare') || !dir) {
    console.error('usage: page-text.ts save|compare <dir> [--brand <key> ...]');
    process.exit(2);
  }
  const brands =
    values.brand ??
    readdirSync(distRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => entry.name)
      .sort();
  if (mode === 'save') mkdirSync(dir, { recursive: true });
  let differing = 0;
  let pages = 0;
  const changes = existsSync(changesFile) ? (JSON.parse(readFileSync(changesFile, 'utf8')) as Changes) : undefined;
  for (const brand of brands) {
    const now = brandText(join(distRoot, brand));
    const file = join(dir, `${brand}.json`);
    if (mode === 'save') {
      writeFileSync(file, JSON.stringify(now));
      console.log(`  saved ${brand}: ${Object.keys(now).length} pages`);
      continue;
    }
    if (!existsSync(file)) {
      console.error(`  ${brand}: no saved text in ${file}`);
      differing++;
      continue;
    }
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const comparable = (texts: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(texts).map(([path, text]) => [
          path,
          isChanged(path, changes) ? withoutTitleAndDescription(text) : text,
        ]),
      );
    const before = comparable(saved);
    const after = comparable(now);
    let brandDiffering = 0;
    for (const path of new Set([...Object.keys(before), ...Object.keys(now)])) {
      pages++;
      if (before[path] === after[path]) continue;
      brandDiffering++;
      if (brandDiffering <= 5) {
        if (before[path] === undefined) console.error(`  ${brand}/${path}: new page`);
        else if (after[path] === undefined) console.error(`  ${brand}/${path}: page gone`);
        else console.error(`  ${brand}/${path}: text differs\n${firstDifference(before[path]!, after[path]!)}`);
      }
    }
    differing += brandDiffering;
    console.log(`  ${brand}: ${Object.keys(now).length} pages, ${brandDiffering} differ`);
  }
  if (mode === 'compare') {
    console.log(`${pages} pages compared, ${differing} differ`);
    if (differing) process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
