/**
 * CONTRIBUTING's "Add a page" recipe, followed with a throwaway page: its YAML file and one record
 * (src/copy/pages.ts PAGE_RECORDS) are all every registry of the pages' words needs.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { afterAll, describe, expect, it } from 'vitest';
import { editorCollections, type EditorContext } from './config.ts';
import { entriesFor, readEntry } from '../../src/copy/content.ts';
import { PAGE_RECORDS, PAGE_SCHEMAS, pageCollections, type PageRecord } from '../../src/copy/pages.ts';

/** The files of src/content/pages/ that docs/content.md's "Where each page's words live" list names. */
function filesInDocsTable(markdown: string): Set<string> {
  const start = markdown.indexOf("## Where each page's words live\n\n") + 1;
  const table = markdown.slice(start, markdown.indexOf('\n\n', markdown.indexOf('\n\n', start) + 2));
  return new Set([...table.matchAll(/`src\/content\/pages\/([a-z-]+)\.yaml`/g)].map((match) => match[1]!));
}
const docsTable = filesInDocsTable(readFileSync(join(process.cwd(), 'docs', 'content.md'), 'utf8'));
const pagesDir = join(process.cwd(), 'src', 'content', 'pages');

type Decap = { name: string; files?: { name: string; label: string; file: string; fields: { name: string }[] }[] };

describe('one record per page with words', () => {
  it('every record has its YAML file and a row in docs/content.md, and every YAML file a record', () => {
    const files = readdirSync(pagesDir).filter((name) => name.endsWith('.yaml'));
    expect(files.map((name) => name.replace(/\.yaml$/, '')).sort()).toEqual(Object.keys(PAGE_RECORDS).sort());
    const missing = Object.keys(PAGE_RECORDS).filter((key) => !docsTable.has(key));
    expect(missing, "pages docs/content.md's table does not name").toEqual([]);
  });

  describe('a throwaway page: its YAML file and its record', () => {
    const root = mkdtempSync(join(tmpdir(), 'page-record-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    cpSync(pagesDir, join(root, 'pages'), { recursive: true });
    writeFileSync(join(root, 'pages', 'leaflet.yaml'), '# The leaflet.\n\n# Its heading.\nheading: A leaflet\n');
    const leaflet: PageRecord = {
      schema: z.strictObject({ heading: z.string() }),
      label: '/leaflet (a throwaway page)',
      preview: '/leaflet',
    };
    const records = { ...PAGE_RECORDS, leaflet };
    const context: EditorContext = { contentRoot: root, brand: { key: 'main', name: 'Tidyhaven' } };

    it('the content layer has its collection, for its file only', () => {
      const collection = pageCollections(records)['page-leaflet'];
      expect(collection.folder).toBe('pages');
      expect(collection.schema).toBe(leaflet.schema);
      expect(readdirSync(join(root, 'pages')).filter((name) => collection.pattern.test(name))).toEqual([
        'leaflet.yaml',
      ]);
    });

    it('the reader reads its words by the record’s schema', () => {
      const [entry] = entriesFor(readEntry('pages', 'leaflet', leaflet.schema, root), 'main');
      expect(entry).toMatchObject({ heading: 'A leaflet' });
    });

    it('the editor lists it with its fields and hints, and previews it on its page', () => {
      const pages = editorCollections(records).find((collection) => collection.folder === 'pages')!;
      const decap = pages.decap(context) as Decap;
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

    it("docs/content.md's check finds it missing until its row is written", () => {
      expect(Object.keys(records).filter((key) => !docsTable.has(key))).toEqual(['leaflet']);
    });
  });

  it('the readers’ schemas are the records’ own', () => {
    for (const [key, record] of Object.entries(PAGE_RECORDS)) {
      expect(PAGE_SCHEMAS[key as keyof typeof PAGE_SCHEMAS]).toBe(record.schema);
    }
  });
});
