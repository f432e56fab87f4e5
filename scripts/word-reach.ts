/**
 * How many of a built page's visible words a marketer can change in the content editor
 * (docs/content.md, "Words in reach"): every text of src/content/ (the brand's own files over the
 * shared ones) is looked for in the page's text, its placeholders standing for any few words; a
 * word of the page counts as in reach when one of those texts covers it.
 *
 *   node scripts/word-reach.ts [--brand main] [--dist dist] [--content src/content] [path …]
 *
 * The page's words are those a visitor sees: the built brand is served as `npm run serve` serves
 * it and Chromium reads the page's text as shown once the page is idle (a phone's width, the cookie
 * banner shown), so the figures of the offers the visitor does not hold are not counted. Words a
 * placeholder fills at the start or end of a text count as out of reach (a city's name,
 * a price); reviews and other data are out of reach too, since no one edits them as copy.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { parseContentFile } from '../src/copy/content.ts';
import { CHROMIUM_ARGS, findChromium } from './lib/chromium.ts';
import { serveBrand, serverOrigin } from './serve.ts';

const DEFAULT_PAGES = ['/deal', '/', '/checkout/', '/reviews/', '/us/illinois/chicago/', '/hub/'];

/** Every string of a parsed file, a Markdown text paragraph by paragraph. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(...value.split(/\n\s*\n/));
  else if (Array.isArray(value)) value.forEach((item) => strings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, out));
  return out;
}

/** The content files a brand's pages read: each shared file, or the brand's own in its place. */
function contentTexts(root: string, brand: string): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'brands') walk(path);
        continue;
      }
      if (!/\.(ya?ml|md)$/.test(name)) continue;
      const own = join(dir, 'brands', brand, name);
      const shared = parseContentFile(path).data;
      texts.push(...strings(existsSync(own) ? { ...shared, ...parseContentFile(own).data } : shared));
    }
  };
  walk(root);
  return texts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const plain = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`|^#+ |\{#[^}]*\}$|^> |^- /gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A text as a pattern: its words as written, a placeholder inside it for up to 80 characters. */
function patternOf(text: string): RegExp | undefined {
  const pieces = plain(text)
    .split(/\{[^{}]*\}/)
    .map((piece) => piece.trim());
  while (pieces.length && !pieces[0]) pieces.shift();
  while (pieces.length && !pieces.at(-1)) pieces.pop();
  if (pieces.join('').replace(/\W/g, '').length < 3) return undefined;
  const source = pieces.map((piece) => escapeRegExp(piece).replace(/ /g, '\\s+')).join('\\s*.{1,80}?\\s*');
  return new RegExp(`(?<![\\w$])${source}(?!\\w)`, 'gi');
}

/** Words of the page's text, and how many of them the content covers. */
export function reach(text: string, texts: readonly string[]) {
  const covered = new Uint8Array(text.length);
  for (const pattern of new Set(texts.map(patternOf))) {
    if (!pattern) continue;
    for (const match of text.matchAll(pattern)) covered.fill(1, match.index, match.index + match[0].length);
  }
  const words = [...text.matchAll(/[A-Za-z][\w'’-]*/g)];
  // The words out of reach, a run of them on one line each (for --show).
  const runs: string[][] = [];
  words.forEach((word, i) => {
    if (covered[word.index]) return;
    if (i > 0 && !covered[words[i - 1]!.index] && runs.length) runs.at(-1)!.push(word[0]);
    else runs.push([word[0]]);
  });
  return {
    words: words.length,
    inReach: words.filter((word) => covered[word.index]).length,
    outOfReach: runs.map((run) => run.join(' ')),
  };
}

/** The text of each page as Chromium shows it, the brand's build served on a free port. */
async function shownText(dist: string, brand: string, paths: readonly string[]): Promise<Map<string, string>> {
  const server = await serveBrand(brand, 0, '127.0.0.1', undefined, { root: join(dist, brand) });
  const executablePath = findChromium()?.path;
  const browser = await chromium.launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const texts = new Map<string, string>();
    for (const path of paths) {
      // Once the islands, the reviews and the cookie banner have loaded.
      await page.goto(`${serverOrigin(server)}${path}`, { waitUntil: 'networkidle' });
      texts.set(path, (await page.locator('body').innerText()).replace(/\s+/g, ' '));
    }
    return texts;
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      brand: { type: 'string', default: 'main' },
      dist: { type: 'string', default: 'dist' },
      content: { type: 'string', default: join('src', 'content') },
      // Also print the words out of reach.
      show: { type: 'boolean', default: false },
    },
  });
  const texts = contentTexts(values.content, values.brand);
  const paths = positionals.length ? positionals : DEFAULT_PAGES;
  for (const [path, text] of await shownText(values.dist, values.brand, paths)) {
    const { words, inReach, outOfReach } = reach(text, texts);
    console.log(`${path}: ${inReach} of ${words} words in reach (${Math.round((100 * inReach) / words)}%)`);
    if (values.show) console.log(outOfReach.map((run) => `    ${run}`).join('\n'));
  }
}
