/**
 * The Decap CMS configuration of `npm run content` (docs/content.md), generated from the records
 * that check the files at build time (src/copy/collections.ts), so the editor and the build
 * never disagree on a field, a placeholder or a limit. Text fields use the `copy` widget
 * (./admin.js), which shows the build's own message under the field while you type.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isMap, isScalar, parseDocument } from 'yaml';
import { join } from 'node:path';
import type { z } from 'astro/zod';
import { COLLECTIONS, filesOf, type CollectionRecord, type Records } from '../../src/copy/collections.ts';
import { textRules, type TextRules } from '../../src/copy/rules.ts';
import { label } from './labels.ts';

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  items?: z.ZodType[];
  entries?: Record<string, string>;
  checks?: {
    _zod?: { def?: { check?: string; format?: string; pattern?: RegExp; error?: (issue: object) => unknown } };
  }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The Decap field for one schema field. */
export function field(name: string, schema: z.ZodType, required = true): DecapField {
  const def = defOf(schema);
  const base = { name, label: label(name), required };
  if (def.type === 'optional') return field(name, def.innerType!, false);
  const rules: TextRules | undefined = textRules.get(schema);
  if (rules) return { ...base, widget: 'copy', rules, multiline: (rules.max ?? rules.filledMax ?? 0) > 90 };
  switch (def.type) {
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: fields(def.shape!) };
    case 'array': {
      const item = field(singular(name), def.element!);
      return item.widget === 'object'
        ? { ...base, widget: 'list', fields: item['fields'], summary: summaryOf(item) }
        : { ...base, widget: 'list', field: item, collapsed: false };
    }
    case 'tuple':
      return {
        ...base,
        widget: 'list',
        collapsed: false,
        field: field(singular(name), def.items![0]!),
        min: def.items!.length,
        max: def.items!.length,
      };
    case 'number':
      return { ...base, widget: 'number', value_type: 'int' };
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries!) };
    default: {
      // The rule's own words ("must be a numeric ad group id"), never the pattern itself.
      const check = def.checks?.map((candidate) => candidate._zod?.def).find((candidate) => candidate?.pattern);
      const words = check?.error?.({}) ?? 'is not in the expected form';
      return {
        ...base,
        widget: 'string',
        ...(check?.pattern ? { pattern: [check.pattern.source, `${base.label} ${String(words)}`] } : {}),
      };
    }
  }
}

function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, '');
}

function summaryOf(item: DecapField): string | undefined {
  const first = (item['fields'] as DecapField[] | undefined)?.[0];
  return first ? `{{fields.${first.name}}}` : undefined;
}

export function fields(shape: Record<string, z.ZodType>): DecapField[] {
  return Object.entries(shape)
    .filter(([name]) => name !== 'body')
    .map(([name, schema]) => field(name, schema));
}

const shapeOf = (schema: z.ZodType) => defOf(schema).shape!;

/** Every field optional: a brand's own version holds only the fields that differ (`own`: an empty one falls back). */
function optional(list: DecapField[]): DecapField[] {
  return list.map((item) => ({
    ...item,
    required: false,
    own: true,
    ...(Array.isArray(item['fields']) ? { fields: optional(item['fields'] as DecapField[]) } : {}),
  }));
}

/** The fields of one file: a Markdown file's text under its fields is `body`. */
function fileFields(schema: z.ZodType, bodyLabel?: string): DecapField[] {
  const shape = shapeOf(schema);
  return [
    ...fields(shape),
    ...(bodyLabel && shape['body'] ? [{ ...field('body', shape['body']), label: bodyLabel, multiline: true }] : []),
  ];
}

/**
 * The comment above each top-level field of a YAML file (the location files explain there which
 * placeholders a field takes and when each variant is used), shown under the field as its hint.
 */
function withComments(list: DecapField[], path: string): DecapField[] {
  if (!existsSync(path)) return list;
  const doc = parseDocument(readFileSync(path, 'utf8'));
  if (!isMap(doc.contents)) return list;
  const comments = new Map<string, string>();
  for (const pair of doc.contents.items) {
    if (!isScalar(pair.key) || !pair.key.commentBefore) continue;
    // The file's own header comment comes first, separated by a blank line: only the last paragraph is the field's.
    const comment = pair.key.commentBefore.split('\n\n').pop()!;
    comments.set(String(pair.key.value), comment.replace(/\s*\n\s*/g, ' ').trim());
  }
  return list.map((item) => (comments.has(item.name) ? { ...item, hint: comments.get(item.name) } : item));
}

/** What a collection's definition is made from: the working copy and the brand chosen in the editor. */
export type EditorContext = {
  /** src/content/ of the working copy (absolute). */
  contentRoot: string;
  /** The brand chosen in the editor: its key and its name. */
  brand: { key: string; name: string };
};

/** A file a brand may have its own version of, in <collection>/brands/<brand>/. */
type OwnFile = { name: string; label: string; ext: string; fields: DecapField[] };

/**
 * One collection of the editor: its Decap definition, the pages its entries are seen on (for the
 * preview: an address per file name, `*` for any other; `{slug}` is the file name, `{id}` the
 * entry's `id`), and the files a brand may have its own version of.
 */
export type EditorCollection = {
  /** Its folder under src/content/ (the brand's own versions are in its brands/<brand>/). */
  folder: string;
  decap: (context: EditorContext) => Record<string, unknown>;
  pages: Record<string, string> | ((context: EditorContext) => Record<string, string>);
  own?: (context: EditorContext) => OwnFile[];
};

/** The file names (without extension) of a folder's entries. */
function namesIn(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(`.${ext}`))
    .map((file) => file.slice(0, -ext.length - 1));
}

/** The own files of a folder collection: one per shared entry, every field optional. */
const ownOfFolder =
  (
    folder: string,
    ext: string,
    entryFields: (context: EditorContext) => DecapField[],
    what: (name: string) => string,
  ) =>
  (context: EditorContext): OwnFile[] =>
    namesIn(join(context.contentRoot, folder), ext).map((name) => ({
      name,
      label: what(name),
      ext,
      fields: optional(entryFields(context)),
    }));

/** A folder collection's Decap definition (one file per entry; a marketer may add one). */
function folderCollection(folder: string, ext: string, labels: [string, string], summary: string) {
  return {
    name: folder,
    label: labels[0],
    label_singular: labels[1],
    folder: `src/content/${folder}`,
    extension: ext,
    format: ext === 'md' ? 'frontmatter' : 'yaml',
    create: true,
    ...(ext === 'md' ? { slug: '{{slug}}' } : {}),
    summary,
  };
}

/** A service page's fields: related pages picked from the pages that exist, shown by address. */
function serviceFields(record: CollectionRecord, context: EditorContext): DecapField[] {
  const service = shapeOf(record.schema);
  const slugs = namesIn(join(context.contentRoot, 'services'), 'md');
  return [...fields(service), { ...field('body', service['body']!), label: 'Intro paragraphs', multiline: true }].map(
    (item) =>
      item.name === 'related'
        ? {
            ...item,
            widget: 'select',
            multiple: true,
            max: 3,
            options: slugs.map((slug) => ({ label: `/services/${slug}`, value: slug })),
          }
        : item,
  );
}

/** A hub article's fields: related articles from those that exist, dates as year-month-day. */
function articleFields(record: CollectionRecord, context: EditorContext): DecapField[] {
  const articles = namesIn(join(context.contentRoot, 'hub'), 'md');
  return [
    ...fields(shapeOf(record.schema)).map((item) =>
      item.name === 'related'
        ? { ...item, widget: 'select', multiple: true, max: 3, required: false, options: articles }
        : item.name === 'published' || item.name === 'updated'
          ? {
              ...item,
              widget: 'string',
              pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'Write the date as 2026-11-22 (year-month-day)'],
            }
          : item,
    ),
    { name: 'body', label: 'Article (Markdown)', widget: 'markdown', required: true },
  ];
}

/** A collection of named files (pages, legal, places): [file name, what it is] each. */
function namedFiles<K extends string>(
  folder: string,
  ext: string,
  files: readonly (readonly [K, string])[],
  schemas: Record<K, z.ZodType>,
  bodyLabel?: string,
) {
  // A YAML file's comments are its fields' hints (a Markdown file has none).
  const fieldsOf = (context: EditorContext, name: K, path: string) =>
    ext === 'md'
      ? fileFields(schemas[name], bodyLabel)
      : withComments(fileFields(schemas[name], bodyLabel), join(context.contentRoot, path));
  return {
    files: (context: EditorContext) =>
      files.map(([name, label]) => ({
        name,
        label,
        file: `src/content/${folder}/${name}.${ext}`,
        fields: fieldsOf(context, name, `${folder}/${name}.${ext}`),
      })),
    own: (context: EditorContext): OwnFile[] =>
      files.map(([name, label]) => ({
        name,
        label,
        ext,
        fields: optional(fieldsOf(context, name, `${folder}/${name}.${ext}`)),
      })),
  };
}

/** A folder of named files (single pages, legal pages, location pages), one per record of `records`. */
function filesCollection(
  records: Records,
  folder: string,
  ext: 'yaml' | 'md',
  label: string,
  bodyLabel?: string,
): EditorCollection {
  const named = Object.entries(filesOf(records, folder)) as [string, CollectionRecord][];
  const files = namedFiles(
    folder,
    ext,
    named.map(([name, record]) => [name, record.label] as const),
    Object.fromEntries(named.map(([name, record]) => [name, record.schema])),
    bodyLabel,
  );
  return {
    folder,
    decap: (context) => ({ name: folder, label, files: files.files(context) }),
    pages: Object.fromEntries(named.map(([name, record]) => [name, record.preview])),
    own: files.own,
  };
}

/** A folder collection's previews: every entry on its record's page. */
const everyEntryOn = (record: CollectionRecord) => ({ '*': record.preview });

/**
 * Every collection the editor lists, in its order, made from the records of
 * src/copy/collections.ts (their folders, schemas, labels and preview pages); what is the editor's
 * own here is how it shows them: a summary line, a picker for related pages, a date pattern.
 * `records` are the records to list (a test adds a page this way).
 */
export function editorCollections(records: Records = COLLECTIONS): readonly EditorCollection[] {
  const {
    services,
    'ad-groups': adGroups,
    help,
    home,
    hub,
  } = records as unknown as Record<'services' | 'ad-groups' | 'help' | 'home' | 'hub', CollectionRecord>;
  const HOME = namedFiles('home', 'yaml', [['home', 'Home page']] as const, { home: home!.schema });
  const adGroupFields = () => fields(shapeOf(adGroups!.schema));
  const helpFields = () => fields(shapeOf(help!.schema));
  return [
    {
      folder: 'services',
      decap: (context) => ({
        ...folderCollection(
          'services',
          'md',
          [services!.label, 'Service page'],
          '{{heading}}  (/services/{{filename}})',
        ),
        identifier_field: 'heading',
        fields: serviceFields(services!, context),
      }),
      pages: everyEntryOn(services!),
      own: ownOfFolder(
        'services',
        'md',
        (context) => serviceFields(services!, context),
        (name) => `Service page /services/${name}`,
      ),
    },
    {
      folder: 'ad-groups',
      decap: () => ({
        ...folderCollection('ad-groups', 'yaml', [adGroups!.label, 'Ad group'], '{{title}}  ({{filename}})'),
        identifier_field: 'title',
        fields: adGroupFields(),
      }),
      pages: (context) => adGroupPages(adGroups!, context),
      own: ownOfFolder('ad-groups', 'yaml', adGroupFields, (name) => `Ad group ${name}`),
    },
    {
      folder: 'help',
      decap: () => ({
        ...folderCollection('help', 'yaml', [help!.label, 'Help topic'], '{{title}}  (/help/#{{filename}})'),
        identifier_field: 'title',
        fields: helpFields(),
      }),
      pages: everyEntryOn(help!),
      own: ownOfFolder('help', 'yaml', helpFields, (name) => `Help topic ${name}`),
    },
    {
      folder: 'home',
      decap: (context) => ({
        name: 'home',
        label: 'Home page',
        files: HOME.files(context).map((file) => ({ ...file, label: home!.label })),
      }),
      pages: everyEntryOn(home!),
      own: HOME.own,
    },
    filesCollection(records, 'pages', 'yaml', 'Other pages'),
    filesCollection(records, 'legal', 'md', 'Legal pages', 'Text (Markdown)'),
    filesCollection(records, 'places', 'yaml', 'Location pages (/us/)'),
    {
      folder: 'hub',
      decap: (context) => ({
        ...folderCollection('hub', 'md', [hub!.label, 'Article'], '{{title}}  (/hub/{{filename}}/)'),
        identifier_field: 'title',
        fields: articleFields(hub!, context),
      }),
      pages: everyEntryOn(hub!),
    },
  ];
}

/** The editor's collections, made from src/copy/collections.ts. */
export const EDITOR_COLLECTIONS = editorCollections();

/** Each ad group's landing page, by its id (a brand's own version of one has no id of its own). */
function adGroupPages(record: CollectionRecord, context: EditorContext): Record<string, string> {
  const dir = join(context.contentRoot, 'ad-groups');
  const pages: Record<string, string> = { '*': record.preview };
  for (const name of namesIn(dir, 'yaml')) {
    const id = (parseDocument(readFileSync(join(dir, `${name}.yaml`), 'utf8')).toJS() as { id?: unknown } | null)?.id;
    pages[name] = typeof id === 'string' ? record.preview.replace('{id}', id) : '/deal';
  }
  return pages;
}

/** The name of the collection of the chosen brand's own words (its files are `<folder>--<name>`). */
export const OWN_COLLECTION = 'own';

/**
 * "<Brand>'s own words": every entry the chosen brand may have its own version of, whether it has
 * one yet or not; saving one writes src/content/<folder>/brands/<brand>/<name>, where the build
 * reads it, holding only the fields filled in.
 */
function ownCollection(context: EditorContext) {
  const { key, name } = context.brand;
  const files = EDITOR_COLLECTIONS.flatMap((collection) =>
    (collection.own?.(context) ?? []).map((file) => {
      const path = `src/content/${collection.folder}/brands/${key}/${file.name}.${file.ext}`;
      const has = existsSync(join(context.contentRoot, '..', '..', path));
      return {
        name: `${collection.folder}--${file.name}`,
        label: `${file.label}: ${has ? `${name}'s own words` : 'the shared words (save to give it its own)'}`,
        file: path,
        fields: file.fields,
      };
    }),
  );
  // Those the brand has its own words for first.
  const has = (file: { file: string }) => existsSync(join(context.contentRoot, '..', '..', file.file));
  return {
    name: OWN_COLLECTION,
    label: `${name}'s own words`,
    files: [...files.filter(has), ...files.filter((file) => !has(file))],
  };
}

/** The page each entry is seen on, per collection (the preview's addresses). */
export const previewPages = (context: EditorContext) =>
  Object.fromEntries(
    EDITOR_COLLECTIONS.map(({ folder, pages }) => [folder, typeof pages === 'function' ? pages(context) : pages]),
  );

/**
 * The whole editor configuration. `backendUrl` is the file API's address (./files.ts);
 * `repoRoot` the working copy, whose entries the lists are made from; `brand` the brand chosen.
 */
export function editorConfig(backendUrl: string, repoRoot: string, brand: { key: string; name: string }) {
  const context: EditorContext = { contentRoot: join(repoRoot, 'src', 'content'), brand };
  return {
    load_config_file: false,
    backend: { name: 'git-gateway' },
    local_backend: { url: backendUrl },
    media_folder: 'public/uploads',
    publish_mode: 'simple',
    // No "View live" link: the preview pane shows the built page (./preview.ts).
    show_preview_links: false,
    collections: [...EDITOR_COLLECTIONS.map((collection) => collection.decap(context)), ownCollection(context)],
  };
}
