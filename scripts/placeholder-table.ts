/**
 * docs/content.md's two placeholder lists, written from the records of src/copy/placeholders.ts:
 * the shared copy's (`PLACEHOLDER_RECORDS`: what each becomes and where it is allowed) and the
 * location pages' (`PLACE_PLACEHOLDER_RECORDS`), one line each: "- `{name}`: what it becomes (where)".
 * `npx node scripts/placeholder-table.ts` rewrites both between their markers; the unit test beside
 * this file fails while a list and the records differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  COPY_LISTS,
  PLACE_PLACEHOLDER_RECORDS,
  PLACEHOLDER_RECORDS,
  type CopyList,
  type Placeholder,
  type PlacePlaceholder,
} from '../src/copy/placeholders.ts';

export const GUIDE = join(process.cwd(), 'docs', 'content.md');

/** Where a placeholder is allowed, in words: "everywhere", or its lists' names ("deal (…)" only without "deal"). */
function where(lists: readonly CopyList[] | 'every list'): string {
  if (lists === 'every list') return 'everywhere';
  const names = lists.map((list) => COPY_LISTS[list]);
  return names.filter((name) => !names.some((other) => other !== name && name.startsWith(`${other} (`))).join(', ');
}

/** Each list: its markers' name and its rows as cells (placeholder, what it becomes, and where when it varies). */
export function placeholderTables(): { name: string; rows: string[][] }[] {
  return [
    {
      name: 'placeholders',
      rows: (Object.keys(PLACEHOLDER_RECORDS) as Placeholder[]).map((name) => {
        const record = PLACEHOLDER_RECORDS[name];
        return [`\`{${name}}\``, record.means, where(record.in)];
      }),
    },
    {
      name: 'place-placeholders',
      rows: (Object.keys(PLACE_PLACEHOLDER_RECORDS) as PlacePlaceholder[]).map((name) => [
        `\`{${name}}\``,
        PLACE_PLACEHOLDER_RECORDS[name],
      ]),
    },
  ];
}

const markers = (name: string) => ({
  start: `<!-- ${name}:start (npx node scripts/placeholder-table.ts writes this list) -->`,
  end: `<!-- ${name}:end -->`,
});

/** Where the table `name` sits in `guide`: the end of its start marker and the start of its end marker. */
function span(guide: string, name: string): [number, number] {
  const { start, end } = markers(name);
  const from = guide.indexOf(start);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${GUIDE}: the markers of the table "${name}" are missing`);
  return [from + start.length, to];
}

/** One list line: "- `{name}`: what it becomes", then " (where: …)" when the table has a place column. */
function line(cells: string[]): string {
  const [name, means, where] = cells;
  return `- ${name}: ${means}${where === undefined ? '' : ` (where: ${where})`}`;
}

/** The rows of the list `name` in `guide`, as cells (the same cells `placeholderTables()` gives). */
export function tableIn(guide: string, name: string): string[][] {
  const [from, to] = span(guide, name);
  return guide
    .slice(from, to)
    .split('\n')
    .filter((text) => text.startsWith('- `{'))
    .map((text) => {
      const [, placeholder, rest] = /^- (`\{\w+\}`): (.*)$/.exec(text)!;
      const where = / \(where: (.*)\)$/.exec(rest!);
      return where ? [placeholder!, rest!.slice(0, where.index), where[1]!] : [placeholder!, rest!];
    });
}

async function main(): Promise<void> {
  let guide = readFileSync(GUIDE, 'utf8');
  for (const { name, rows } of placeholderTables()) {
    const lines = rows.map(line);
    const [from, to] = span(guide, name);
    guide = `${guide.slice(0, from)}\n\n${lines.join('\n')}\n\n${guide.slice(to)}`;
    console.log(`${GUIDE}: ${name}, ${rows.length} rows`);
  }
  writeFileSync(GUIDE, await format(guide, { ...(await resolveConfig(GUIDE)), filepath: GUIDE }));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
