/**
 * A page Astro's incremental build copies from its cache links the stylesheets the new build wrote
 * (./assetLayout.ts). A three-page site is built three times with Astro itself: a keyed page `a`
 * and a page `other` share one module that imports two stylesheets, so both land in one shared
 * file; then a page `third` imports one of them alone, which splits that file in two. Without the
 * guard, the third build copied `a` from the cache, still linking the shared file it no longer wrote.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../', import.meta.url));
const astro = join(repo, 'node_modules', 'astro', 'bin', 'astro.mjs');
let site: string;

const put = (file: string, text: string) => {
  mkdirSync(join(site, file, '..'), { recursive: true });
  writeFileSync(join(site, file), text);
};
/** Rules enough to pass Astro's 4 kB inlining limit, so the stylesheet is linked. */
const rules = (name: string) =>
  Array.from({ length: 150 }, (_, i) => `.${name}${i}{margin:${i}px;padding:${i}px}`).join('\n');
const page = (title: string, frontmatter: string, body: string) =>
  `---\n${frontmatter}\n---\n<html><head><title>${title}</title></head><body>${body}</body></html>\n`;

/** Builds the site; page `a` shows `token`, so a copy from the cache shows the earlier one. */
function build(token: string): void {
  const run = spawnSync(process.execPath, [astro, 'build'], {
    cwd: site,
    env: { ...process.env, BUILD_TOKEN: token, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`astro build failed:\n${run.stdout}\n${run.stderr}`);
}

const pageA = () => readFileSync(join(site, 'dist', 'a', 'index.html'), 'utf8');
const stylesheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);

beforeAll(() => {
  // Inside node_modules, so the site resolves `astro` from the repository's.
  mkdirSync(join(repo, 'node_modules', '.cache'), { recursive: true });
  site = mkdtempSync(join(repo, 'node_modules', '.cache', 'asset-layout-'));
  const guard = pathToFileURL(join(repo, 'build-data', 'assetLayout.ts')).href;
  put(
    'astro.config.mjs',
    `import { defineConfig } from 'astro/config';\nimport { assetLayoutGuard } from '${guard}';\n` +
      `export default defineConfig({ cacheDir: './cache', experimental: { incrementalBuild: true }, ` +
      `integrations: [assetLayoutGuard()] });\n`,
  );
  put('src/one.css', rules('one'));
  put('src/two.css', rules('two'));
  put('src/shared.ts', "import './one.css';\nimport './two.css';\nexport const word = 'shared';\n");
  put(
    'src/pages/[slug].astro',
    page(
      'a',
      "import { word } from '../shared.ts';\nexport const getStaticPaths = () => [{ params: { slug: 'a' }, cacheKey: 'same' }];",
      '<p>{word} {process.env.BUILD_TOKEN}</p>',
    ),
  );
  put('src/pages/other.astro', page('other', "import { word } from '../shared.ts';", '<p>{word}</p>'));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the incremental-build cache', () => {
  it('renders a cached page again when another page regroups its stylesheets, and keeps it otherwise', () => {
    build('first');
    expect(pageA()).toContain('shared first');

    build('second');
    // Nothing changed: the page is the cached copy of the first build.
    expect(pageA()).toContain('shared first');

    put('src/pages/third.astro', page('third', "import '../one.css';", '<p>third</p>'));
    build('third');
    const html = pageA();
    expect(html).toContain('shared third');
    expect(stylesheets(html)).toHaveLength(2);
    for (const href of stylesheets(html)) expect(existsSync(join(site, 'dist', href)), href).toBe(true);
  }, 180_000);
});
