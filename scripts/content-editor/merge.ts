/**
 * Clean saves for `npm run content` (docs/content.md): the editor sends a whole entry, freshly
 * serialised, but the file on disk keeps its own layout, quoting and comments. mergeEntry() writes
 * only what changed into the file's text: a changed one-line value replaces that value's characters
 * and nothing else, so a one-field change is a one-line diff, as if typed by hand. A change of shape
 * (an item added to a list, a field added or removed) edits the parsed document, which keeps its
 * comments, and prints it again. Prettier then formats the result with the repository's settings,
 * so `prettier --check` (part of `npm test`) stays clean.
 */
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { Document, isMap, isScalar, isSeq, parse, parseDocument, Scalar, type Node } from 'yaml';

const prettierConfig = fileURLToPath(new URL('../../.prettierrc.json', import.meta.url));
const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

type Edit = { start: number; end: number; text: string };
type Plain = unknown;

const isEmpty = (value: Plain) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The value written as one YAML line in the style of `like` (its quotes), or undefined if it needs more lines. */
function inlineScalar(value: Plain, like: Scalar): string | undefined {
  if (typeof value === 'object' && value !== null) return undefined;
  if (typeof value === 'string' && value.includes('\n')) return undefined;
  const doc = new Document(value);
  if (
    isScalar(doc.contents) &&
    like.type &&
    [Scalar.QUOTE_SINGLE, Scalar.QUOTE_DOUBLE, Scalar.PLAIN].includes(like.type)
  ) {
    doc.contents.type = like.type;
  }
  const out = doc.toString({ lineWidth: 0, singleQuote: true }).replace(/\n$/, '');
  return out.includes('\n') ? undefined : out;
}

/**
 * Collects text edits turning `node` (of the file) into `value` (from the editor); returns false
 * when the change is not a replacement of one-line values (then the document is edited instead).
 */
function collect(node: Node | null | undefined, value: Plain, edits: Edit[]): boolean {
  if (isDeepStrictEqual(jsonOf(node), value)) return true;
  if (isScalar(node) && node.range) {
    // A block value, or an empty one (no characters to replace), is written by the document instead.
    if (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL) return false;
    if (node.range[0] === node.range[1]) return false;
    const text = inlineScalar(value, node);
    if (text === undefined) return false;
    edits.push({ start: node.range[0], end: node.range[1], text });
    return true;
  }
  if (isMap(node) && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, Plain>;
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    // Fields the editor adds empty (an optional field left blank) are not written.
    const added = Object.keys(record).filter((key) => !keys.includes(key) && !isEmpty(record[key]));
    const removed = keys.filter(
      (key) => !(key in record) || (isEmpty(record[key]) && !isEmpty(jsonOf(node.get(key, true)))),
    );
    if (added.length > 0 || removed.length > 0) return false;
    return node.items.every((pair) => {
      const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
      return collect(pair.value as Node, record[key], edits);
    });
  }
  if (isSeq(node) && Array.isArray(value) && node.items.length === value.length) {
    return node.items.every((item, index) => collect(item as Node, value[index], edits));
  }
  return false;
}

function jsonOf(node: unknown): unknown {
  return node && typeof node === 'object' && 'toJSON' in node ? (node as { toJSON: () => unknown }).toJSON() : node;
}

/** Applies `value` to the parsed document in place (comments of untouched nodes stay). */
function applyToDocument(doc: Document, value: Record<string, Plain>): void {
  const apply = (path: (string | number)[], next: Plain) => {
    const node = doc.getIn(path, true) as Node | undefined;
    if (isDeepStrictEqual(jsonOf(node), next)) return;
    if (isMap(node) && typeof next === 'object' && next !== null && !Array.isArray(next)) {
      const record = next as Record<string, Plain>;
      for (const pair of [...node.items]) {
        const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
        if (!(key in record) || isEmpty(record[key])) node.delete(key);
      }
      for (const [key, item] of Object.entries(record)) {
        if (isEmpty(item)) continue;
        if (node.has(key)) apply([...path, key], item);
        else node.set(key, doc.createNode(item));
      }
      return;
    }
    if (isSeq(node) && Array.isArray(next)) {
      while (node.items.length > next.length) node.items.pop();
      next.forEach((item, index) => {
        if (index < node.items.length) apply([...path, index], item);
        else node.items.push(doc.createNode(item));
      });
      return;
    }
    if (isScalar(node) && (typeof next !== 'object' || next === null)) {
      node.value = next;
      return;
    }
    doc.setIn(path, doc.createNode(next));
  };
  apply([], value);
}

/** The YAML text `source` changed to hold `value`, touching only what differs. */
export function mergeYaml(source: string, value: Record<string, Plain>): string {
  const doc = parseDocument(source, { keepSourceTokens: false });
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    // The file could not be read as fields (it is being repaired): write the editor's version.
    const fresh = parseDocument('{}');
    fresh.contents = fresh.createNode(value) as typeof fresh.contents;
    return fresh.toString({ lineWidth: 0, singleQuote: true });
  }
  const edits: Edit[] = [];
  if (collect(doc.contents, value, edits)) {
    let text = source;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
    }
    return text;
  }
  applyToDocument(doc, value);
  return doc.toString({ lineWidth: 0, singleQuote: true });
}

/** Fields and text of a Markdown file with frontmatter. */
function splitMarkdown(text: string): { front: string; body: string } | undefined {
  const match = FRONTMATTER.exec(text);
  return match ? { front: `${match[1]!}\n`, body: match[2]! } : undefined;
}

/**
 * The new text of the file at `path` (a .md or .yaml under src/content/) when the editor saves
 * `raw` over `source` (undefined: a new file). Formatted with the repository's Prettier settings.
 */
export async function mergeEntry(path: string, source: string | undefined, raw: string): Promise<string> {
  let merged: string;
  if (path.endsWith('.md')) {
    const next = splitMarkdown(raw);
    const old = source === undefined ? undefined : splitMarkdown(source);
    if (!next) merged = raw;
    else {
      const fields = (parse(next.front) ?? {}) as Record<string, Plain>;
      const front = mergeYaml(old?.front ?? '', fields).replace(/\n*$/, '\n');
      const text = next.body.trim();
      const body = old && old.body.trim() === text ? old.body : text ? `\n${text}\n` : '';
      merged = `---\n${front}---\n${body}`;
    }
  } else {
    const fields = (parse(raw) ?? {}) as Record<string, Plain>;
    merged = source === undefined ? mergeYaml('', fields) : mergeYaml(source, fields);
  }
  // This repository's Prettier settings, wherever the working copy being edited is.
  const options = (await resolveConfig(path, { config: prettierConfig })) ?? {};
  return format(merged, { ...options, filepath: path });
}
