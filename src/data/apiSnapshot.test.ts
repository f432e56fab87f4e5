import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadApiSnapshot, snapshotProblem } from './apiSnapshot.ts';
import { SNAPSHOT_SORTS, type ApiSnapshot } from './apiSnapshotTypes.ts';

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
    pageSize: 6,
    reviews: Object.fromEntries(SNAPSHOT_SORTS.map((sort) => [sort, page])),
    pricing: { code: 'CCF_1', isDefault: true, options: [] },
    lmc: { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 },
  }) as unknown as ApiSnapshot;

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'snapshot-'));
  file = join(dir, 'api.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadApiSnapshot', () => {
  it('only reads the file when the build driver has just made it', () => {
    writeFileSync(file, JSON.stringify(valid('ready')));
    const generate = vi.fn();
    expect(loadApiSnapshot({ file, script: 'gen.ts', ready: true }, generate).hash).toBe('ready');
    expect(generate).not.toHaveBeenCalled();
  });

  it('runs the script first when Astro builds on its own, so a stale file is replaced', () => {
    writeFileSync(file, JSON.stringify(valid('stale')));
    const generate = vi.fn(() => writeFileSync(file, JSON.stringify(valid('fresh'))));
    expect(loadApiSnapshot({ file, script: 'gen.ts', ready: false }, generate).hash).toBe('fresh');
    expect(generate).toHaveBeenCalledExactlyOnceWith('gen.ts');
  });

  it('generates the file on demand when it is missing, even if the driver said it was ready', () => {
    const generate = vi.fn(() => writeFileSync(file, JSON.stringify(valid('made'))));
    expect(loadApiSnapshot({ file, script: 'gen.ts', ready: true }, generate).hash).toBe('made');
    expect(generate).toHaveBeenCalledOnce();
  });

  it('regenerates a half-written or incomplete file', () => {
    writeFileSync(file, '{"hash":"x","rev');
    const generate = vi.fn(() => writeFileSync(file, JSON.stringify(valid('whole'))));
    expect(loadApiSnapshot({ file, script: 'gen.ts', ready: true }, generate).hash).toBe('whole');
  });

  it('names the file and the problem when generating does not help', () => {
    const generate = vi.fn(() => writeFileSync(file, JSON.stringify({ ...valid(), lmc: undefined })));
    expect(() => loadApiSnapshot({ file, script: 'gen.ts', ready: false }, generate)).toThrow(
      `API snapshot ${file} is unusable: no LMC policy`,
    );
    expect(generate).toHaveBeenCalledOnce();
  });
});

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
    expect(snapshotProblem({ ...valid(), pricing: {} })).toBe('no membership pricing');
  });
});
