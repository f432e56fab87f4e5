/**
 * The docs cannot drift from the repository: every path README.md, docs/**\/*.md and
 * api/*.md name exists, every `npm run` script they name is in package.json, no link leaves the
 * repository, and every environment variable the code reads is named in some doc.
 * tests/lib/docDrift.ts reads the docs; the first tests prove each check catches what it should.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envReads, findDrift, outsideLinks, pathMentions, relativeLinks, scriptMentions } from './docDrift.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('what a doc names', () => {
  it('paths from the repository root; of a pattern with placeholders, its folder', () => {
    const text = [
      'See `src/brand/load.ts`, [docs/hub.md](docs/hub.md) and src/pages/us/[state]/index.astro.',
      'One per operation: `src/graphql/operations/<Name>.ts`; brands in `brands/<key>.ts`; `src/`.',
      'Run `node scripts/build.ts`, read package.json; ignore /work/x/src/a.ts and #src/brand/types.ts.',
    ].join('\n');
    expect(pathMentions(text).sort()).toEqual(
      [
        'docs/hub.md',
        'package.json',
        'scripts/build.ts',
        'src/brand/load.ts',
        'src/graphql/operations',
        'src/pages/us/[state]/index.astro',
      ].sort(),
    );
  });

  it('npm scripts, relative links and links that leave the repository', () => {
    const text =
      '`npm run build -- --brand main`, `npm run bench:api`, npm test. [a](../README.md#x) [b](https://example.com) <http://x.example> [c](../../outside.md) [d](#top)';
    expect(scriptMentions(text)).toEqual(['build', 'bench:api']);
    expect(relativeLinks(text)).toEqual(['../README.md', '../../outside.md']);
    expect(outsideLinks(text, 'docs/x.md', root)).toEqual([
      'https://example.com',
      'http://x.example',
      '../../outside.md',
    ]);
  });

  it('environment variables the code reads, in every form it reads them', () => {
    const code = `process.env.PORT; process.env['HOST']; import.meta.env.PUBLIC_X; process.env[name];
      const url = env['DATABASE_URL']; env.LOG_LEVEL; env.lowercase;
      export const CORS_VARIABLE = 'API_CORS_ORIGINS';`;
    expect(envReads(code).sort()).toEqual([
      'API_CORS_ORIGINS',
      'DATABASE_URL',
      'HOST',
      'LOG_LEVEL',
      'PORT',
      'PUBLIC_X',
    ]);
  });
});

describe('the drift check on a planted repository', () => {
  function plant(readme: string, code = "export const port = process.env['PORT'];\n"): string {
    const dir = mkdtempSync(join(tmpdir(), 'doc-drift-'));
    for (const folder of ['src/brand', 'docs', 'api']) mkdirSync(join(dir, folder), { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { build: 'x', start: 'y' } }));
    writeFileSync(join(dir, 'src/brand/load.ts'), code);
    writeFileSync(join(dir, 'docs/guide.md'), 'Set `PORT` to listen elsewhere.\n');
    writeFileSync(join(dir, 'README.md'), readme);
    return dir;
  }

  it('passes when the docs agree with the repository', () => {
    expect(findDrift(plant('Start at `src/brand/load.ts`; `npm run build`; [guide](docs/guide.md).\n'))).toEqual([]);
  });

  it('fails on a path, a link or a script that does not exist, a link outside, an unnamed variable', () => {
    const dir = plant(
      'See `src/brand/gone.ts` and [guide](docs/missing.md); run `npm run deploy`; [spec](https://spec.example/).\n',
      "export const port = process.env['PORT'] ?? process.env.SECRET_PORT;\n",
    );
    expect(findDrift(dir).map((drift) => drift.problem)).toEqual([
      'names src/brand/gone.ts, which does not exist',
      'names docs/missing.md, which does not exist',
      'links docs/missing.md, which does not exist',
      'links outside the repository: https://spec.example/',
      'names npm run deploy, which package.json does not have',
      'no doc names SECRET_PORT, which src/brand/load.ts reads',
    ]);
  });
});

describe('this repository’s docs', () => {
  it('name only paths and scripts that exist, link only inside the repository, and name every variable the code reads', () => {
    const drift = findDrift(root).map(({ doc, problem }) => `${doc}: ${problem}`);
    expect(drift).toEqual([]);
  });
});
