import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SNAPSHOT_SORTS, type ApiSnapshot } from '../src/buildData/apiSnapshotTypes.ts';
import { snapshotInputsHash, snapshotProblem } from './api-snapshot.ts';

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
  write('src/buildData/apiSnapshotTypes.ts', 'export const REVIEW_PAGE_SIZE = 6;');
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
      ['src/buildData/apiSnapshotTypes.ts', 'export const REVIEW_PAGE_SIZE = 8;'],
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

const page = {
  edges: [
    {
      cursor: 'c1',
      node: {
        id: '1',
        body: 'Spotless.',
        stars: 5,
        received: '2026-10-31T12:00:00.000Z',
        publicLocation: 'Austin, TX',
        customer: { firstName: 'Ana', lastName: 'R.' },
      },
    },
  ],
  pageInfo: { startCursor: 'c1', endCursor: 'c1', hasNextPage: true, hasPreviousPage: false },
};

const valid = (hash = 'abc'): ApiSnapshot =>
  ({
    hash,
    takenAt: '2026-11-23',
    pageSize: 6,
    reviews: Object.fromEntries(SNAPSHOT_SORTS.map((sort) => [sort, page])),
    lmc: { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 },
    rating: { ratingValue: 4.6, reviewCount: 5000 },
  }) as unknown as ApiSnapshot;

describe('snapshotProblem', () => {
  it('accepts a complete snapshot', () => {
    expect(snapshotProblem(valid())).toBeUndefined();
  });

  it('names the first missing part', () => {
    expect(snapshotProblem(null)).toBe('not a JSON object');
    expect(snapshotProblem({ ...valid(), hash: 1 })).toBe('no hash');
    const reviews: Partial<ApiSnapshot['reviews']> = { ...valid().reviews };
    delete reviews.RATING_LOWEST;
    expect(snapshotProblem({ ...valid(), reviews })).toBe('no first page of reviews for sort RATING_LOWEST');
    expect(snapshotProblem({ ...valid(), lmc: undefined })).toBe('no LMC policy');
    expect(snapshotProblem({ ...valid(), takenAt: 'yesterday' })).toBe('no takenAt date');
    expect(snapshotProblem({ ...valid(), rating: undefined })).toBe('no review rating');
    expect(snapshotProblem({ ...valid(), rating: { ratingValue: 0, reviewCount: 0 } })).toBe('no review rating');
  });
});
