/**
 * Reading the marketers' copy in src/content/<collection>/ (docs/content.md): one file per entry
 * (Markdown with YAML frontmatter, or YAML), brand overrides in
 * src/content/<collection>/brands/<brand>/<entry>.<ext> (only the fields that differ), checked
 * against the collection's schema and limits. A broken file throws a ContentError whose message is
 * one line naming the file, the field and the rule; the build prints it and stops.
 *
 * The files are read synchronously from disk so that the pages, the Node scripts (og images, brand
 * assets) and the tests all see the same words; ./collections.ts says which folders and files
 * are read, by which schema.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'astro/zod';

/** src/content/ of the checkout the process runs in (builds, scripts and tests run from the repository). */
export const contentRoot = join(process.cwd(), 'src', 'content');

/** A content file that breaks a rule; the message is one line: `<file>: <field> <rule>`. */
export class ContentError extends Error {
  override name = 'ContentError';
}

export type ContentFile = {
  /** Path from the repository, e.g. src/content/services/deep-cleaning.md. */
  file: string;
  /** File name without extension (the entry's key: a service's slug, a help topic's anchor). */
  key: string;
  /** Frontmatter or YAML fields, plus `body` for a Markdown file with text under the frontmatter. */
  data: Record<string, unknown>;
};

const EXTENSIONS = ['.md', '.yaml', '.yml'];

/** A file's path as the messages name it: from the repository root, src/content/… . */
function display(path: string): string {
  const parts = path.split(/[\\/]/);
  const at = parts.lastIndexOf('content');
  return at > 0 && parts[at - 1] === 'src' ? parts.slice(at - 1).join('/') : relative(process.cwd(), path);
}

function parseKey(path: string): string {
  return path
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]+$/, '');
}

/** Fields of one file. Markdown: frontmatter between `---` lines, text below it as `body`. */
export function parseContentFile(path: string, text = readFileSync(path, 'utf8')): ContentFile {
  const file = display(path);
  const key = parseKey(path);
  let data: unknown;
  let body: string | undefined;
  try {
    if (path.endsWith('.md')) {
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
      if (!match) throw new ContentError(`${file}: frontmatter must start and end with a line of three dashes (---)`);
      data = parseYaml(match[1]!) ?? {};
      body = match[2]!.trim() || undefined;
    } else {
      data = parseYaml(text) ?? {};
    }
  } catch (error) {
    if (error instanceof ContentError) throw error;
    const reason = (error as Error).message.split('\n')[0];
    throw new ContentError(`${file}: is not valid YAML (${reason})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(`${file}: must hold fields written as "name: value"`);
  }
  const fields = { ...(data as Record<string, unknown>) };
  if (body !== undefined) fields['body'] = body;
  return { file, key, data: fields };
}

function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && EXTENSIONS.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(dir, entry.name))
    .sort();
}

/** The message of a schema's first issue as `<file>: <field> <rule>`. */
export function issueLine(file: string, error: z.ZodError): string {
  // A misspelt field name is the likeliest cause of the rest (a "missing" field), so it comes first.
  const issue = error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? error.issues[0]!;
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => [...issue.path, key].join('.'));
    return `${file}: ${keys.join(', ')} is not a known field (check the spelling; docs/content.md lists the fields)`;
  }
  const field = issue.path.join('.') || '(file)';
  // A field left out or cleared (the editor sends an empty field as null) is simply missing.
  if (issue.code === 'invalid_type' && /received (undefined|null)/.test(issue.message)) {
    return `${file}: ${field} is required`;
  }
  return `${file}: ${field} ${issue.message}`;
}

function check<T>(schema: z.ZodType<T>, file: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ContentError(issueLine(file, result.error));
  return result.data;
}

/** Where an entry came from: its key (file name without extension) and its file. */
export type Entry = { key: string; file: string };

export type Collection<T> = {
  /** Entries as written, in file-name order, checked. */
  entries: readonly (T & Entry)[];
  /** brand key -> entry id -> the entry with that brand's override applied. */
  overridden: ReadonlyMap<string, ReadonlyMap<string, T & Entry>>;
};

/**
 * Reads and checks one collection. `schema` checks a whole entry; an override file may hold any of
 * its fields and replaces them (field by field, top level); the merged entry is checked again.
 */
export function readCollection<T>(
  name: string,
  schema: z.ZodType<T>,
  root = contentRoot,
  only?: string,
): Collection<T> {
  const dir = join(root, name);
  const isWanted = (path: string) => !only || parseKey(path) === only;
  const entries = filesIn(dir)
    .filter(isWanted)
    .map((path) => {
      const { file, key, data } = parseContentFile(path);
      return { ...check(schema, file, data), key, file };
    });
  const overridden = new Map<string, Map<string, T & Entry>>();
  const brandsDir = join(dir, 'brands');
  if (existsSync(brandsDir)) {
    for (const brand of readdirSync(brandsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
      const byId = new Map<string, T & Entry>();
      for (const path of filesIn(join(brandsDir, brand.name)).filter(isWanted)) {
        const { file, key, data } = parseContentFile(path);
        const base = entries.find((entry) => entry.key === key);
        if (!base) {
          const known = entries.map((entry) => entry.key).join(', ');
          throw new ContentError(`${file}: overrides no entry (the file name must be one of: ${known})`);
        }
        const { key: _key, file: _baseFile, ...baseData } = base;
        void _key;
        void _baseFile;
        byId.set(key, { ...check(schema, file, { ...baseData, ...data }), key, file });
      }
      overridden.set(brand.name, byId);
    }
  }
  return { entries, overridden };
}

/** One entry of a folder whose entries each have their own schema (src/content/pages/<key>.yaml). */
export function readEntry<T>(
  name: string,
  key: string,
  schema: z.ZodType<T>,
  root = contentRoot,
  ext: 'yaml' | 'md' = 'yaml',
): Collection<T> {
  const collection = readCollection(name, schema, root, key);
  if (collection.entries.length === 0) throw new ContentError(`src/content/${name}/${key}.${ext}: is missing`);
  return collection;
}

/** The entries one brand sees: its overrides in place of the shared entries. */
export function entriesFor<T>(collection: Collection<T>, brand: string | undefined) {
  const own = brand ? collection.overridden.get(brand) : undefined;
  return collection.entries.map((entry) => own?.get(entry.key) ?? entry);
}
