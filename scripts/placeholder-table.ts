/**
 * docs/content.md's placeholder table, written from the records of src/copy/placeholders.ts
 * (`PLACEHOLDER_RECORDS`): one row per placeholder with what it becomes and where it is allowed.
 * `node scripts/placeholder-table.ts` rewrites the table between its markers; the unit test beside
 * this file fails while the table and the records differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { COPY_LISTS, PLACEHOLDER_RECORDS, type CopyList, type Placeholder } from '../src/copy/placeholders.ts';

export const GUIDE = join(process.cwd(), 'docs', 'content.md');
export const START = '<!-- placeholders:start (node scripts/placeholder-table.ts writes this table) -->';
export const END = '<!-- placeholders:end -->';

/** Where a placeholder is allowed, in words: "everywhere", or its lists' names ("deal (…)" only without "deal"). */
function where(lists: readonly CopyList[] | 'every list'): string {
  if (lists === 'every list') return 'everywhere';
  const names = lists.map((list) => COPY_LISTS[list]);
  return names.filter((name) => !names.some((other) => other !== name && name.startsWith(`${other} (`))).join(', ');
}

/** The table's rows as cells: placeholder, what it becomes, where it is allowed. */
export function placeholderRows(): string[][] {
  return (Object.keys(PLACEHOLDER_RECORDS) as Placeholder[]).map((name) => {
    const record = PLACEHOLDER_RECORDS[name];
    return [`\`{${name}}\``, record.means, where(record.in)];
  });
}

/** The rows of the table between the markers of `guide`, as cells. */
export function tableIn(guide: string): string[][] {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GUIDE}: the placeholder table's markers are missing`);
  return guide
    .slice(start + START.length, end)
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
  const guide = readFileSync(GUIDE, 'utf8');
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GUIDE}: the placeholder table's markers are missing`);
  const rows = [['placeholder', 'becomes', 'where'], ['---', '---', '---'], ...placeholderRows()];
  const table = rows.map((cells) => `| ${cells.join(' | ')} |`).join('\n');
  const text = `${guide.slice(0, start + START.length)}\n\n${table}\n\n${guide.slice(end)}`;
  writeFileSync(GUIDE, await format(text, { ...(await resolveConfig(GUIDE)), filepath: GUIDE }));
  console.log(`${GUIDE}: ${rows.length - 2} placeholders`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
