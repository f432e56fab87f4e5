/**
 * One record per collection of words (src/copy/collections.ts) makes every registry: the readers,
 * the build's check, the content layer, the editor, search ownership and docs/content.md's lists;
 * its placeholder lists agree with its fields and its search area with src/brand/search.ts. Then
 * CONTRIBUTING's "Add a page" recipe, followed with a throwaway page: its YAML file, one record and
 * `npm run docs:content`, and nothing else.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { afterAll, describe, expect, it } from 'vitest';
import { editorCollections, type EditorContext } from './config.ts';
import { collectionLines, contentLists, linesIn, writeLists } from '../content-docs.ts';
import { SHARED_AREAS } from '../../src/brand/search.ts';
import {
  COLLECTIONS,
  readRecord,
  sharedAreaOf,
  type CollectionRecord,
  type Records,
} from '../../src/copy/collections.ts';
import { entriesFor } from '../../src/copy/content.ts';
import { LEGAL_SCHEMAS } from '../../src/copy/legal.ts';
import { rendererCollections } from '../../src/copy/loader.ts';
import { markdownFields, PAGE_SCHEMAS } from '../../src/copy/pages.ts';
import { ALLOWED, COPY_LISTS, type CopyList } from '../../src/copy/placeholders.ts';
import { PLACE_SCHEMAS } from '../../src/copy/places.ts';
import { text, textRules } from '../../src/copy/rules.ts';
import { inlineMarkdown } from '../../src/copy/schemas.ts';
import { validateContent } from '../../src/copy/validate.ts';
import { ogCardKey } from '../../src/lib/ogImage.ts';

const records = Object.entries(COLLECTIONS as Records);
const contentDir = join(process.cwd(), 'src', 'content');
const guide = join(process.cwd(), 'docs', 'content.md');

/** The placeholder lists the text fields of `schema` allow (each field's list as a sorted key). */
function fieldLists(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const rules = textRules.get(schema);
  if (rules) into.add([...(rules.placeholders ?? [])].sort().join(' '));
  const def = (schema as unknown as { def: Record<string, unknown> }).def;
  for (const name of ['shape', 'element', 'innerType', 'items', 'options', 'valueType', 'in', 'out']) {
    const child = def[name];
    const children = Array.isArray(child)
      ? child
      : child && typeof child === 'object' && !('def' in child)
        ? Object.values(child)
        : [child];
    for (const item of children)
      if (item && typeof item === 'object' && 'def' in item) fieldLists(item as z.ZodType, into);
  }
  return into;
}
const listKey = (list: CopyList) => [...ALLOWED[list]].sort().join(' ');

/** Each record's placeholder lists against its fields: lists no field uses, fields no list allows. */
function listProblems(key: string, record: CollectionRecord): string[] {
  // The location files' sentences each name their own placeholders (src/copy/places.ts).
  if (record.folder === 'places') return [];
  const used = fieldLists(record.schema);
  const lists = Object.keys(record.lists) as CopyList[];
  const declared = new Set(lists.map(listKey));
  return [
    ...lists.filter((list) => !used.has(listKey(list))).map((list) => `${key}: no field allows list ${list}`),
    ...[...used]
      .filter((set) => !declared.has(set))
      .map((set) => `${key}: a field allows {${set}}, no list of its own`),
  ];
}

/** The page a record's preview shows, with a real entry in place of `{slug}` and `{id}`. */
function previewPath(record: CollectionRecord, root = contentDir): string {
  const first = readdirSync(join(root, record.folder)).find((name) => name.endsWith(`.${record.ext}`));
  return record.preview.replace('{slug}', first?.replace(/\.[^.]+$/, '') ?? '').replace('{id}', '1');
}
/** The area a record says its pages are in. */
const areaOf = (record: CollectionRecord) => (record.search === 'own' ? undefined : record.search.area);

describe('one record per collection of words', () => {
  it('every record has its files, and every file of a folder of single files a record', () => {
    for (const [key, record] of records) {
      const file = record.file === undefined ? record.folder : `${record.folder}/${record.file}.${record.ext}`;
      expect(existsSync(join(contentDir, file)), key).toBe(true);
    }
    for (const folder of ['pages', 'legal', 'places']) {
      const named = records.filter(([, record]) => record.folder === folder).map(([, record]) => record.file);
      const files = readdirSync(join(contentDir, folder)).filter((name) => /\.(ya?ml|md)$/.test(name));
      expect(files.map((name) => name.replace(/\.[^.]+$/, '')).sort(), folder).toEqual([...named].sort());
    }
  });

  it('the readers, the build’s check and the content layer are made from the records', () => {
    for (const [key, record] of records) {
      const [folder, file] = key.split('/');
      const reader = { pages: PAGE_SCHEMAS, legal: LEGAL_SCHEMAS, places: PLACE_SCHEMAS }[folder!];
      if (reader) expect((reader as Record<string, z.ZodType>)[file!], key).toBe(record.schema);
    }
    expect(Object.keys(rendererCollections(COLLECTIONS))).toEqual(['hub']);
  });

  it('names the placeholder lists its fields allow, and every list belongs to a record', () => {
    expect(records.flatMap(([key, record]) => listProblems(key, record))).toEqual([]);
    const named = new Set(records.flatMap(([, record]) => Object.keys(record.lists)));
    expect(COPY_LISTS.filter((list) => !named.has(list))).toEqual([]);
  });

  it('places its pages in search: its preview in its area, the areas those the brands set policies for', () => {
    for (const [key, record] of records) expect(sharedAreaOf(previewPath(record)), key).toBe(areaOf(record));
    expect(sharedAreaOf('/hub/category/cleaning/')).toBe('hub');
    expect(sharedAreaOf('/us/illinois/')).toBe('directory');
    for (const own of ['/', '/deal', '/checkout/', '/404', '/agent/']) expect(sharedAreaOf(own), own).toBeUndefined();
    const areas = [...new Set(records.flatMap(([, record]) => areaOf(record) ?? []))];
    expect(areas.sort()).toEqual([...SHARED_AREAS].sort());
  });

  it('the editor lists every record with its label and previews it on its page', () => {
    const context: EditorContext = { contentRoot: contentDir, brand: { key: 'main', name: 'Tidyhaven' } };
    const editor = editorCollections();
    for (const [key, record] of records) {
      const collection = editor.find((candidate) => candidate.folder === record.folder);
      expect(collection, key).toBeDefined();
      const decap = collection!.decap(context) as { label: string; files?: { name: string; label: string }[] };
      const pages = typeof collection!.pages === 'function' ? collection!.pages(context) : collection!.pages;
      if (record.file === undefined) {
        expect(decap.files?.[0]?.label ?? decap.label, key).toBe(record.label);
        expect(pages['*'], key).toBe(record.preview);
      } else {
        expect(decap.files?.find((file) => file.name === record.file)?.label, key).toBe(record.label);
        expect(pages[record.file], key).toBe(record.preview);
      }
    }
  });
});

describe('a throwaway page with words: its YAML file and one record', () => {
  const repo = mkdtempSync(join(tmpdir(), 'collection-record-'));
  const root = join(repo, 'src', 'content');
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  cpSync(contentDir, root, { recursive: true });
  const yaml = join(root, 'pages', 'leaflet.yaml');
  writeFileSync(yaml, '# The leaflet.\n\n# Its heading.\nheading: A leaflet from {brand}\n');
  const leaflet = {
    folder: 'pages',
    file: 'leaflet',
    ext: 'yaml',
    schema: z.strictObject({ heading: text({ placeholders: ALLOWED.notFound, max: 80 }) }),
    label: '/leaflet (a throwaway page)',
    preview: '/leaflet',
    lists: { notFound: '' },
    search: 'own',
  } as const satisfies CollectionRecord;
  const withLeaflet: Records = { ...COLLECTIONS, 'pages/leaflet': leaflet };
  const context: EditorContext = { contentRoot: root, brand: { key: 'main', name: 'Tidyhaven' } };

  it('the reader reads its words by the record’s schema, and gives a Markdown field as HTML', () => {
    const [entry] = entriesFor(readRecord(leaflet, root), 'main');
    expect(entry).toMatchObject({ heading: 'A leaflet from {brand}' });
    expect(markdownFields(leaflet.schema)).toEqual([]);
    const note = inlineMarkdown({ placeholders: ALLOWED.notFound, max: 200 });
    expect(markdownFields(z.strictObject({ heading: text(), note }))).toEqual(['note']);
    expect(markdownFields(PAGE_SCHEMAS.contact)).toEqual(['moreHelp']);
  });

  it('the build’s check refuses its YAML file until its record exists, then checks it with the rest', () => {
    expect(validateContent(root)).toMatch(/^src\/content\/pages\/leaflet\.yaml: must be named one of apply\.yaml, /);
    expect(validateContent(root, undefined, withLeaflet)).toBeUndefined();
    writeFileSync(yaml, 'heading: A leaflet from {sate}\n');
    try {
      expect(validateContent(root, undefined, withLeaflet)).toMatch(
        /^src\/content\/pages\/leaflet\.yaml: heading .*\{sate\}/,
      );
    } finally {
      writeFileSync(yaml, '# The leaflet.\n\n# Its heading.\nheading: A leaflet from {brand}\n');
    }
  });

  it('the editor lists it with its fields and hints, previews it on its page and offers a brand its own', () => {
    const pages = editorCollections(withLeaflet).find((collection) => collection.folder === 'pages')!;
    const decap = pages.decap(context) as { files?: { name: string }[] };
    expect(decap.files?.find((file) => file.name === 'leaflet')).toMatchObject({
      label: '/leaflet (a throwaway page)',
      file: 'src/content/pages/leaflet.yaml',
      fields: [{ name: 'heading', hint: 'Its heading.' }],
    });
    expect(typeof pages.pages === 'function' ? pages.pages(context) : pages.pages).toMatchObject({
      leaflet: '/leaflet',
    });
    expect(pages.own?.(context).map((file) => file.name)).toContain('leaflet');
  });

  it('its placeholder list is checked like every record’s, its record places it in search, its card is the brand’s', () => {
    expect(listProblems('pages/leaflet', leaflet)).toEqual([]);
    expect(listProblems('pages/leaflet', { ...leaflet, lists: { checkoutSteps: '' } })).toEqual([
      'pages/leaflet: no field allows list checkoutSteps',
      'pages/leaflet: a field allows {brand}, no list of its own',
    ]);
    expect(sharedAreaOf(previewPath(leaflet, root), withLeaflet)).toBeUndefined();
    const shared = { ...leaflet, search: { area: 'help', at: '/leaflet' } } as const;
    expect(sharedAreaOf('/leaflet', { ...COLLECTIONS, 'pages/leaflet': shared })).toBe('help');
    expect(ogCardKey('/leaflet')).toBe('home');
    expect(Object.keys(rendererCollections(withLeaflet))).toEqual(['hub']);
  });

  it("`npm run docs:content` writes its line into docs/content.md's list, which is stale until then", async () => {
    const docs = join(repo, 'content.md');
    cpSync(guide, docs);
    const line = '- `src/content/pages/leaflet.yaml`: `/leaflet` (a throwaway page)';
    expect(collectionLines(withLeaflet)).toContain(line);
    expect(linesIn(readFileSync(docs, 'utf8'), 'collections')).not.toContain(line);
    await writeLists(docs, withLeaflet);
    const written = readFileSync(docs, 'utf8');
    for (const { name, lines } of contentLists(withLeaflet)) expect(linesIn(written, name), name).toEqual(lines);
    expect(linesIn(written, 'collections')).toContain(line);
  });
});
