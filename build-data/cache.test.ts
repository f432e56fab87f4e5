import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureCached, inputsHash, type Product } from './cache.ts';

type Data = { hash: string; answer?: number };

let root: string;
let dir: string;
const write = (path: string, text: string) => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-data-'));
  dir = join(root, 'dist', '.cache', 'data');
  write(join(root, 'src', 'answer.ts'), 'export const answer = 42;');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A product made from src/ whose computation is counted; every test uses a fresh name (no memo). */
let count = 0;
function product(compute: (hash: string) => Data = (hash) => ({ hash, answer: 42 })): Product<Data> & {
  compute: ReturnType<typeof vi.fn>;
} {
  return {
    name: `answer-${++count}`,
    inputs: { dirs: ['src'] },
    compute: vi.fn(compute),
    problem: (value) => (typeof (value as Data).answer === 'number' ? undefined : 'no answer'),
  };
}
const fileOf = (p: Product<Data>) => join(dir, `${p.name}.json`);

describe('ensureCached', () => {
  it('computes once and writes the file; a second process only reads it', async () => {
    const p = product();
    const first = await ensureCached(p, { dir, root });
    expect(first).toMatchObject({ reused: false, value: { answer: 42 } });
    expect(JSON.parse(readFileSync(fileOf(p), 'utf8'))).toEqual(first.value);
    // Another build process of the same tree: same file, no memory of this one.
    const other = { ...product(), name: p.name };
    const second = await ensureCached(other, { dir, root });
    expect(second).toMatchObject({ reused: true, value: first.value });
    expect(other.compute).not.toHaveBeenCalled();
  });

  it('computes again when an input changed, so a stale file is replaced', async () => {
    const p = product();
    const before = (await ensureCached(p, { dir, root })).value.hash;
    write(join(root, 'src', 'answer.ts'), 'export const answer = 43;');
    const after = await ensureCached(p, { dir, root });
    expect(after.reused).toBe(false);
    expect(after.value.hash).not.toBe(before);
    expect(p.compute).toHaveBeenCalledTimes(2);
  });

  it('computes when the file is missing, half-written or incomplete', async () => {
    const hash = inputsHash({ dirs: ['src'] }, root);
    for (const text of [undefined, '{"hash":"x","ans', JSON.stringify({ hash })]) {
      const p = product();
      if (text !== undefined) write(fileOf(p), text);
      const { reused, value } = await ensureCached(p, { dir, root });
      expect(reused).toBe(false);
      expect(value).toEqual({ hash, answer: 42 });
    }
  });

  it('names the product and the problem when what was computed is unusable, and writes nothing', async () => {
    const p = product((hash) => ({ hash }));
    await expect(ensureCached(p, { dir, root })).rejects.toThrow(`Build data "${p.name}" is unusable: no answer`);
    expect(() => readFileSync(fileOf(p))).toThrow();
  });
});

describe('inputsHash', () => {
  it('counts source files, single files and package versions, not tests or other files', () => {
    const inputs = { dirs: ['src'], files: ['extra.sql'] };
    const before = inputsHash(inputs, root);
    write(join(root, 'src', 'answer.test.ts'), 'it("x", () => {});');
    write(join(root, 'src', 'notes.md'), 'notes');
    expect(inputsHash(inputs, root)).toBe(before);
    write(join(root, 'extra.sql'), 'SELECT 1;');
    expect(inputsHash(inputs, root)).not.toBe(before);
    expect(inputsHash({ ...inputs, packages: ['zipcodes'] }, root)).not.toBe(inputsHash(inputs, root));
  });
});
