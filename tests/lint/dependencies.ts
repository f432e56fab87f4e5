/**
 * Every dependency in package.json is used: imported (by name or a subpath) somewhere in the
 * repository's code or config, run by its binary from a package.json script or the code, or named
 * in NOT_IMPORTED with the reason it is there although nothing imports it. A package a tool loads
 * by name (a codegen plugin, a peer of a package we import) goes in that list, with the tool.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Dependencies nothing imports by name, and why each is still needed. */
export const NOT_IMPORTED: Record<string, string> = {
  '@astrojs/check': '`astro check` (npm run check) loads it',
  '@graphql-codegen/typescript': 'a plugin codegen.ts names (`typescript`)',
  '@graphql-codegen/typescript-resolvers': 'a plugin codegen.ts names (`typescript-resolvers`)',
  '@testing-library/dom': "@testing-library/react's peer dependency",
  'react-dom': "@astrojs/react renders and hydrates islands with it (the integration's peer)",
};

const SKIP = new Set(['node_modules', 'dist', 'docs', '.git', '.astro', 'test-results', 'playwright-report']);
const CODE = /\.(m?[jt]sx?|cjs|astro|json|ya?ml)$/;

function codeFiles(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    if (SKIP.has(name) || name.startsWith('.dist') || name.startsWith('.cache')) continue;
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...codeFiles(root, path));
    else if (CODE.test(name) && name !== 'package.json' && name !== 'package-lock.json') out.push(path);
  }
  return out;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The binaries a package installs (node_modules/<name>/package.json `bin`). */
function binaries(root: string, name: string): string[] {
  const manifest = join(root, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return [];
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin?: string | Record<string, string> };
  if (typeof bin === 'string') return [name.split('/').pop()!];
  return Object.keys(bin ?? {});
}

/** The dependencies of `root`'s package.json that nothing uses, each with what was looked for. */
export function unusedDependencies(root: string): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    scripts?: Record<string, string>;
  };
  const sources = codeFiles(root).map((file) => readFileSync(join(root, file), 'utf8'));
  const code = sources.join('\n');
  const commands = Object.values(pkg.scripts ?? {}).join('\n');
  const unused: string[] = [];
  for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (name in NOT_IMPORTED) continue;
    const imported = new RegExp(
      `(?:from|import|require\\(|import\\(|resolve\\()\\s*['"\`]${escape(name)}(?:/[^'"\`]*)?['"\`]`,
    );
    const named = new RegExp(`['"\`]${escape(name)}(?:/[^'"\`]*)?['"\`]`);
    if (imported.test(code) || (CONFIG_NAMED.has(name) && named.test(code))) continue;
    // @types/x serves x (or @scope/x for @types/scope__x); @types/node serves the node: imports.
    if (name.startsWith('@types/')) {
      const served = name.slice(7).replace(/^(.+)__(.+)$/, '@$1/$2');
      if (
        served === 'node'
          ? /['"]node:/.test(code)
          : imported.source && new RegExp(`['"\`]${escape(served)}(?:/[^'"\`]*)?['"\`]`).test(code)
      )
        continue;
    }
    // A binary runs from a package.json script, or from the code as a string ('vnu', '.bin/astro').
    const run = binaries(root, name).some(
      (bin) =>
        new RegExp(`(?:^|[\\s&;(])${escape(bin)}(?=[\\s;)]|$)`, 'm').test(commands) ||
        new RegExp(`['"\`/]${escape(bin)}['"\`]`).test(code),
    );
    if (!run) unused.push(name);
  }
  return unused;
}

/** Packages a config file names as a string rather than importing them. */
const CONFIG_NAMED = new Set(['prettier-plugin-astro']);
