import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_IMPORTED, unusedDependencies } from './dependencies.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('dependencies', () => {
  it('every dependency in package.json is imported, run by its binary, or listed with its reason', () => {
    expect(unusedDependencies(root)).toEqual([]);
    for (const reason of Object.values(NOT_IMPORTED)) expect(reason.length).toBeGreaterThan(10);
  });

  it('finds a dependency that only a comment or a doc names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deps-'));
    mkdirSync(join(dir, 'src'));
    const dependencies = { used: '1', 'only-named': '1', '@scope/sub': '1' };
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ dependencies, scripts: {} }));
    writeFileSync(
      join(dir, 'src/a.ts'),
      "import x from 'used';\nimport y from '@scope/sub/deep';\n// answered here instead of by only-named\n",
    );
    expect(unusedDependencies(dir)).toEqual(['only-named']);
  });
});
