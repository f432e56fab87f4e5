/**
 * docs/content.md's two placeholder tables, written from the records of src/copy/placeholders.ts:
 * the shared copy's (`PLACEHOLDER_RECORDS`: what each becomes and where it is allowed) and the
 * location pages' (`PLACE_PLACEHOLDER_RECORDS`). `npx node scripts/placeholder-table.ts` rewrites both
 * between their markers; the unit test beside this file fails while a table and the records differ.
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

/** Each table: its markers' name, its header and its rows as cells. */
export function placeholderTables(): { name: string; header: string[]; rows: string[][] }[] {
  return [
    {
      name: 'placeholders',
      header: ['placeholder', 'becomes', 'where'],
      rows: (Object.keys(PLACEHOLDER_RECORDS) as Placeholder[]).map((name) => {
        const record = PLACEHOLDER_RECORDS[name];
        return [`\`{${name}}\``, record.means, where(record.in)];
      }),
    },
    {
      name: 'place-placeholders',
      header: ['placeholder', 'becomes'],
      rows: (Object.keys(PLACE_PLACEHOLDER_RECORDS) as PlacePlaceholder[]).map((name) => [
        `\`{${name}}\``,
        PLACE_PLACEHOLDER_RECORDS[name],
      ]),
    },
  ];
}

const markers = (name: string) => ({
  start: `<!-- ${name}:start (npx node scripts/placeholder-table.ts writes this table) -->`,
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

/** The rows of the table `name` in `guide`, as cells (header and rule left out). */
export function tableIn(guide: string, name: string): string[][] {
  const [from, to] = span(guide, name);
  return guide
    .slice(from, to)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

async function main(): Promise<void> {
  let guide = readFileSync(GUIDE, 'utf8');
  for (const { name, header, rows } of placeholderTables()) {
    const lines = [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`);
    const [from, to] = span(guide, name);
    guide = `${guide.slice(0, from)}\n\n${lines.join('\n')}\n\n${guide.slice(to)}`;
    console.log(`${GUIDE}: ${name}, ${rows.length} rows`);
  }
  writeFileSync(GUIDE, await format(guide, { ...(await resolveConfig(GUIDE)), filepath: GUIDE }));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
