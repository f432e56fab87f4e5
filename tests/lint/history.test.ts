/**
 * History lives in git and CHANGELOG.md, not in the working docs and code: no code names the issue
 * that asked for it (a comment says why instead), no doc heading names an issue or a date, and the
 * docs (every tracked Markdown file outside src/content/, the marketers' copy) stay under 200 KB,
 * short enough to read.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
/** The docs, as an outside check counts them: every tracked Markdown file but the copy (src/content/). */
const docs = tracked.filter((file) => file.endsWith('.md') && !file.startsWith('src/content/'));

const ISSUE = /\b[Ii]ssues? #?\d+/;
const DATE =
  /\b20\d\d-\d\d-\d\d\b|\b(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d\b/;
// Decimal: 200 KB as an outside check counts it (1 KB = 1000 bytes).
const DOCS_LIMIT = 200_000;

describe('history stays in git and the changelog', () => {
  it('no code or data file names an issue', () => {
    const code = tracked.filter(
      (file) => /\.(m?[jt]sx?|astro|css|sql|ya?ml|json)$/.test(file) && file !== 'package-lock.json',
    );
    const named = code.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          ISSUE.test(line) && !line.includes('ISSUE') ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(named).toEqual([]);
  });

  it('no doc heading names an issue or a date', () => {
    const headings = docs.flatMap((doc) =>
      readFileSync(join(root, doc), 'utf8')
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line) && (ISSUE.test(line) || DATE.test(line)))
        .map((line) => `${doc}: ${line}`),
    );
    expect(headings).toEqual([]);
  });

  it('every Markdown file outside src/content/ adds up to under 200 KB', () => {
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'CHANGELOG.md', 'api/HARDENING.md']));
    const bytes = docs.reduce((sum, file) => sum + statSync(join(root, file)).size, 0);
    expect(bytes, docs.join(', ')).toBeLessThan(DOCS_LIMIT);
  });
});
