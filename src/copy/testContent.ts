/**
 * For the content tests: a copy of the real src/content/ in a temporary folder, made afresh before
 * each test and removed after it, so a test can break one file at a time.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';

export type ContentCopy = {
  /** The copy's src/content/ folder of the running test. */
  readonly root: string;
  /** Replaces `from` by `to` in `file` (a path below the copy's root); fails if `from` is not there. */
  edit(file: string, from: RegExp | string, to: string): void;
};

/** Registers the copy's beforeEach and afterEach; `prefix` names the temporary folder. */
export function contentCopyForEachTest(prefix: string): ContentCopy {
  let root = '';
  beforeEach(() => {
    root = join(mkdtempSync(join(tmpdir(), prefix)), 'src', 'content');
    cpSync(join(process.cwd(), 'src', 'content'), root, { recursive: true });
  });
  afterEach(() => rmSync(join(root, '..', '..'), { recursive: true, force: true }));
  return {
    get root() {
      return root;
    },
    edit(file, from, to) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      const next = text.replace(from, to);
      expect(next, `${file} has ${from}`).not.toBe(text);
      writeFileSync(path, next);
    },
  };
}
