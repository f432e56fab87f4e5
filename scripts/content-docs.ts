/**
 * docs/content.md's generated lists, written from the records: where each page's words live (one
 * line per collection record of src/copy/collections.ts: its files, the editor's label, what else
 * it holds), the shared copy's placeholders (`PLACEHOLDER_RECORDS` of src/copy/placeholders.ts:
 * what each becomes, and where it is allowed, named by the records whose lists allow it) and the
 * location pages' (`PLACE_PLACEHOLDER_RECORDS`). `npm run docs:content` rewrites each between its
 * markers; the unit test beside this file fails while a list and the records differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { COLLECTIONS, type CollectionRecord, type Records } from '../src/copy/collections.ts';
import {
  PLACE_PLACEHOLDER_RECORDS,
  PLACEHOLDER_RECORDS,
  type CopyList,
  type Placeholder,
  type PlacePlaceholder,
} from '../src/copy/placeholders.ts';

export const GUIDE = join(process.cwd(), 'docs', 'content.md');
export const COMMAND = 'npm run docs:content';

/** Site paths in a label, as code: "/us/<state>/ (each state)" → "`/us/<state>/` (each state)". */
const codePaths = (text: string) => text.replace(/(^|[\s(])(\/[^\s,;()]*)/g, '$1`$2`');

/** A record's files under src/content/: the one file, or every file of its folder. */
const filesOf = (record: CollectionRecord) =>
  `src/content/${record.folder}/${record.file === undefined ? '*' : record.file}.${record.ext}`;

/** "- `src/content/pages/deal.yaml`: label; what else it holds", one per record. */
export const collectionLines = (records: Records): string[] =>
  Object.values(records).map(
    (record) =>
      `- \`${filesOf(record)}\`: ${codePaths(record.label)}${record.about === undefined ? '' : `; ${record.about}`}`,
  );

/** Where a list is used: each record that names it, by its file (`deal.yaml`, `help/*.yaml`) and the fields. */
function usesOf(list: CopyList, records: Records): string[] {
  const uses = Object.values(records).flatMap((record) => {
    const fields = record.lists[list];
    if (fields === undefined) return [];
    const file = `\`${filesOf(record).replace(/^src\/content\/(pages\/|legal\/)?/, '')}\``;
    return [fields === '' ? file : `${file} (${fields})`];
  });
  if (uses.length === 0) throw new Error(`No record of src/copy/collections.ts names the placeholder list "${list}"`);
  return uses;
}

/** Where a placeholder is allowed, in words: "everywhere", or its lists' uses ("x (…)" only without "x"). */
function where(lists: readonly CopyList[] | 'every list', records: Records): string {
  if (lists === 'every list') return 'everywhere';
  const names = [...new Set(lists.flatMap((list) => usesOf(list, records)))];
  return names.filter((name) => !names.some((other) => other !== name && name.startsWith(`${other} (`))).join(', ');
}

/** "- `{name}`: what it becomes (where: …)", one per placeholder. */
export const placeholderLines = (records: Records): string[] =>
  (Object.keys(PLACEHOLDER_RECORDS) as Placeholder[]).map((name) => {
    const record = PLACEHOLDER_RECORDS[name];
    return `- \`{${name}}\`: ${record.means} (where: ${where(record.in, records)})`;
  });

/** Each generated list of the guide: its markers' name and its lines. */
export function contentLists(records: Records = COLLECTIONS): { name: string; lines: string[] }[] {
  return [
    { name: 'collections', lines: collectionLines(records) },
    { name: 'placeholders', lines: placeholderLines(records) },
    {
      name: 'place-placeholders',
      lines: (Object.keys(PLACE_PLACEHOLDER_RECORDS) as PlacePlaceholder[]).map(
        (name) => `- \`{${name}}\`: ${PLACE_PLACEHOLDER_RECORDS[name]}`,
      ),
    },
  ];
}

const markers = (name: string) => ({
  start: `<!-- ${name}:start (${COMMAND} writes this list) -->`,
  end: `<!-- ${name}:end -->`,
});

/** Where the list `name` sits in `guide`: the end of its start marker and the start of its end marker. */
function span(guide: string, name: string): [number, number] {
  const { start, end } = markers(name);
  const from = guide.indexOf(start);
  const to = guide.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/content.md: the markers of the list "${name}" are missing`);
  return [from + start.length, to];
}

/** The lines of the list `name` in `guide`. */
export function linesIn(guide: string, name: string): string[] {
  const [from, to] = span(guide, name);
  return guide
    .slice(from, to)
    .split('\n')
    .filter((text) => text.startsWith('- '));
}

/** Rewrites each list of the guide at `path` from `records`, formatted as the repository formats Markdown. */
export async function writeLists(path = GUIDE, records: Records = COLLECTIONS): Promise<void> {
  let guide = readFileSync(path, 'utf8');
  for (const { name, lines } of contentLists(records)) {
    const [from, to] = span(guide, name);
    guide = `${guide.slice(0, from)}\n\n${lines.join('\n')}\n\n${guide.slice(to)}`;
  }
  writeFileSync(path, await format(guide, { ...(await resolveConfig(GUIDE)), filepath: path }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeLists();
  console.log(
    `${GUIDE}: ${contentLists()
      .map(({ name, lines }) => `${name} (${lines.length})`)
      .join(', ')}`,
  );
}
