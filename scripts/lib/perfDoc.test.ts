import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERFORMANCE_DOC, replaceSection, sectionBody } from './perfDoc.ts';

describe('bench figures into docs/performance.md', () => {
  const doc = 'intro\n\n<!-- perf:bench:start -->\n\nold figures\n\n<!-- perf:bench:end -->\n\nafter\n';

  it('replaces only the text between the run’s markers, with the commit and output as printed', () => {
    const body = sectionBody({
      command: 'npm run bench -- --no-build',
      commit: 'abc1234',
      output: '\u001b[32mTotal: 320 pages/s\u001b[39m\n\n',
    });
    const next = replaceSection(doc, 'bench', body);
    expect(next).not.toContain('old figures');
    expect(next.startsWith('intro\n\n<!-- perf:bench:start -->\n\nMeasured at commit `abc1234`')).toBe(true);
    expect(next).toContain('by `npm run bench -- --no-build`');
    expect(next).toContain('```text\nTotal: 320 pages/s\n```\n\n<!-- perf:bench:end -->\n\nafter\n');
    expect(replaceSection(next, 'bench', body)).toBe(next);
  });

  it('writes console.table compact: no borders, cells trimmed and unquoted', () => {
    const body = sectionBody({
      command: 'npm run bench',
      commit: 'abc1234',
      output:
        "Sizes\n┌─────────┬────────────┐\n│ (index) │ gzip       │\n├─────────┼────────────┤\n│ /deal   │ '91.4 KB'  │\n└─────────┴────────────┘\n",
    });
    expect(body).toContain('```text\nSizes\n(index) | gzip\n/deal | 91.4 KB\n```');
  });

  it('refuses a document without the section', () => {
    expect(() => replaceSection(doc, 'bench-api', 'x')).toThrow('no <!-- perf:bench-api:start -->');
  });

  it('docs/performance.md has the sections the bench scripts write', () => {
    const text = readFileSync(PERFORMANCE_DOC, 'utf8');
    for (const name of ['bench', 'bench-api', 'spec-times'])
      expect(() => replaceSection(text, name, 'x')).not.toThrow();
  });
});
