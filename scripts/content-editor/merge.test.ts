/**
 * Clean saves (./merge.ts): the editor sends the whole entry re-serialised (as Decap CMS does, its
 * own quoting and no comments); the file keeps everything but the changed value, and stays
 * Prettier-clean.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { mergeEntry } from './merge.ts';

const content = join(process.cwd(), 'src', 'content');

/** What Decap CMS sends for a YAML entry: every field, its own layout, no comments. */
const asEditorSends = (data: unknown) => stringify(data, { lineWidth: 80, defaultStringType: 'QUOTE_DOUBLE' });

function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, index) => line !== a[index]);
}

async function prettierClean(path: string, text: string) {
  return check(text, { ...(await resolveConfig(path)), filepath: path });
}

describe('a save writes only what changed', () => {
  it('a location file: one line changes, every comment stays', async () => {
    const path = join(content, 'places', 'city.yaml');
    const source = readFileSync(path, 'utf8');
    const data = parse(source) as { title: { served: string[] } };
    data.title.served[0] = '{place} house cleaning: vetted cleaners from {rate}/hr';
    const saved = await mergeEntry(path, source, asEditorSends(data));
    expect(changedLines(source, saved)).toEqual(["    - '{place} house cleaning: vetted cleaners from {rate}/hr'"]);
    expect(saved.match(/^\s*#.*$/gm)).toEqual(source.match(/^\s*#.*$/gm));
    expect(await prettierClean(path, saved)).toBe(true);
  });

  it('a service page (Markdown): the heading line changes, the intro stays as written', async () => {
    const path = join(content, 'services', 'deep-cleaning.md');
    const source = readFileSync(path, 'utf8');
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
    const data = parse(front!) as Record<string, unknown>;
    data['heading'] = 'A deep clean, top to bottom';
    const raw = `---\n${asEditorSends(data)}---\n${body!.trim()}\n`;
    const saved = await mergeEntry(path, source, raw);
    expect(changedLines(source, saved)).toEqual(['heading: A deep clean, top to bottom']);
    expect(await prettierClean(path, saved)).toBe(true);
  });

  it('a value that now needs quotes gets them; nothing else moves', async () => {
    const path = join(content, 'ad-groups', 'default.yaml');
    const source = readFileSync(path, 'utf8');
    const data = parse(source) as Record<string, unknown>;
    data['ctaHeading'] = '{brand}: ready for a cleaner home?';
    const saved = await mergeEntry(path, source, asEditorSends(data));
    expect(changedLines(source, saved)).toEqual(["ctaHeading: '{brand}: ready for a cleaner home?'"]);
    expect(parse(saved)).toEqual(data);
  });

  it('an item added to a list: the file is rewritten around it, comments kept, Prettier-clean', async () => {
    const path = join(content, 'places', 'city.yaml');
    const source = readFileSync(path, 'utf8');
    const data = parse(source) as { title: { notServed: string[] } };
    data.title.notServed.push('Cleaning in {place}');
    const saved = await mergeEntry(path, source, asEditorSends(data));
    expect(parse(saved)).toEqual(data);
    expect(saved.match(/^\s*#.*$/gm)).toEqual(source.match(/^\s*#.*$/gm));
    expect(await prettierClean(path, saved)).toBe(true);
  });

  it('an optional field the editor sends empty is not written', async () => {
    const path = join(content, 'ad-groups', 'default.yaml');
    const source = readFileSync(path, 'utf8');
    const data = { ...(parse(source) as Record<string, unknown>), id: '' };
    expect(await mergeEntry(path, source, asEditorSends(data))).toBe(source);
  });
});
