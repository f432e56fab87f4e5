/**
 * The directory pages' incremental-build key covers the files they read while rendering
 * (./readInputs.ts); the build test (tests/e2e/incremental-content.spec.ts) shows it on built pages.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_AT_RENDER, readInputsHash } from './readInputs.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('the pages’ read-at-render key', () => {
  it('changes with any copy or brand file, and comes back when the edit is reverted', () => {
    root = mkdtempSync(join(tmpdir(), 'read-inputs-'));
    for (const folder of READ_AT_RENDER) cpSync(join(process.cwd(), folder), join(root, folder), { recursive: true });
    const original = readInputsHash(root);
    expect(readInputsHash(root)).toBe(original);
    for (const file of [
      'src/content/places/city.yaml',
      'src/content/home/brands/brightwick/new.yaml',
      'brands/main.ts',
    ]) {
      const path = join(root, file);
      let before: string | undefined;
      try {
        before = readFileSync(path, 'utf8');
      } catch {
        before = undefined;
      }
      writeFileSync(path, `${before ?? ''}# edited\n`);
      expect(readInputsHash(root), file).not.toBe(original);
      if (before === undefined) rmSync(path);
      else writeFileSync(path, before);
      expect(readInputsHash(root), file).toBe(original);
    }
  });

  it('is part of the key of every page that gives Astro one', () => {
    const pages = join(process.cwd(), 'src', 'pages');
    const keyed = readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(astro|ts)$/.test(file))
      .filter((file) => /\bcacheKey\b/.test(readFileSync(join(pages, file), 'utf8')));
    expect(keyed.length).toBeGreaterThan(0);
    for (const file of keyed) {
      expect(readFileSync(join(pages, file), 'utf8'), file).toMatch(/cacheKey = pageCacheKey\(\)/);
    }
  });
});
