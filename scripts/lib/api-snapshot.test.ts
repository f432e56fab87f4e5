import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotInputsHash } from './api-snapshot.ts';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'snapshot-inputs-'));
  write('api/app.ts', 'export const a = 1;');
  write('api/db/migrations/001.sql', 'CREATE TABLE t (id int);');
  write('src/graphql/schema.graphql', 'type Query { a: Int }');
  write('src/domain/offer.ts', 'export const price = 19;');
  write('src/data/apiSnapshotTypes.ts', 'export const REVIEW_PAGE_SIZE = 6;');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('snapshotInputsHash', () => {
  it('is stable while the inputs are unchanged', () => {
    expect(snapshotInputsHash(root)).toBe(snapshotInputsHash(root));
  });

  it('changes when the API, the schema, the domain rules or the page size change', () => {
    for (const [path, text] of [
      ['api/db/migrations/001.sql', 'CREATE TABLE t (id bigint);'],
      ['src/graphql/schema.graphql', 'type Query { b: Int }'],
      ['src/domain/offer.ts', 'export const price = 29;'],
      ['src/data/apiSnapshotTypes.ts', 'export const REVIEW_PAGE_SIZE = 8;'],
      ['api/resolvers/new.ts', 'export {};'],
    ] as const) {
      const before = snapshotInputsHash(root);
      write(path, text);
      expect(snapshotInputsHash(root), path).not.toBe(before);
    }
  });

  it('ignores tests and files the API does not read', () => {
    const before = snapshotInputsHash(root);
    write('api/app.test.ts', 'it("x", () => {});');
    write('api/README.md', 'notes');
    write('src/pages/index.astro', '<p>hi</p>');
    expect(snapshotInputsHash(root)).toBe(before);
  });
});
