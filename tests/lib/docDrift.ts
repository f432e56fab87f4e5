/**
 * What the docs claim about the repository, read from their text, so that a test
 * (tests/lib/docDrift.test.ts, part of `npm run test:unit`) can compare it with the repository:
 * every path a doc names exists, every `npm run` script it names is in package.json, every
 * environment variable the code reads is named by some doc, and no link leaves the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';

/** The folders a repository path in a doc starts with (a mention such as `src/brand/load.ts`). */
export const PATH_ROOTS = ['src', 'api', 'scripts', 'build-data', 'tests', 'docs', 'brands'] as const;
/** Files at the root of the repository a doc may name by themselves. */
export const ROOT_FILES = [
  'README.md',
  'CONTRIBUTING.md',
  'package.json',
  'package-lock.json',
  'astro.config.ts',
  'playwright.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'tsconfig.json',
  'codegen.ts',
  '.gitattributes',
] as const;

const PATH_MENTION = new RegExp(String.raw`(?<![\w./@#-])((?:${PATH_ROOTS.join('|')})/[\w.\[\]/-]*[\w\]/])`, 'g');
const ROOT_FILE_MENTION = new RegExp(
  String.raw`(?<![\w./-])(${ROOT_FILES.map((f) => f.replace('.', '\\.')).join('|')})(?![\w-])`,
  'g',
);

/**
 * The repository paths a Markdown text names, from the repository root. A mention with a
 * placeholder (`<key>`, `{slug}`, `*`, `…`) names a pattern: only its folder is checked.
 */
export function pathMentions(markdown: string): string[] {
  const found = new Set<string>();
  for (const match of markdown.matchAll(PATH_MENTION)) {
    const after = markdown[match.index + match[0].length] ?? '';
    // `src/graphql/operations/<Name>.ts` names a pattern: its folder is checked, not the file.
    if (/[<{*…]/.test(after) && !match[0].endsWith('/')) continue;
    let path = match[1]!;
    // `[docs/x.md](docs/x.md)`: a closing bracket without an opening one ends the Markdown link text.
    while (path.endsWith(']') && path.split('[').length < path.split(']').length) path = path.slice(0, -1);
    found.add(path.replace(/\/$/, ''));
  }
  for (const match of markdown.matchAll(ROOT_FILE_MENTION)) found.add(match[1]!);
  return [...found];
}

/** The relative link targets of a Markdown text (`[text](target)`), without their #anchor. */
export function relativeLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]!);
}

/** Links that leave the repository: http(s) and other schemes, autolinks, and relative links above its root. */
export function outsideLinks(markdown: string, docPath: string, root: string): string[] {
  const schemes = [
    ...markdown.matchAll(/\]\(\s*([a-z][a-z+.-]*:[^)\s]*)/gi),
    ...markdown.matchAll(/<(https?:\/\/[^>\s]+)>/gi),
  ].map((match) => match[1]!);
  const above = relativeLinks(markdown).filter((target) => {
    const path = relative(root, resolve(root, dirname(docPath), target));
    return path.startsWith('..') || path.startsWith(sep);
  });
  return [...schemes, ...above];
}

/** The `npm run <script>` names a text mentions. */
export function scriptMentions(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/\bnpm run ([\w:.-]*[\w])/g)].map((match) => match[1]!))];
}

/** Environment variables a source text reads: process.env.X, process.env['X'], import.meta.env.X, env['X'], *_VARIABLE = 'X'. */
export function envReads(source: string): string[] {
  const patterns = [
    /\bprocess\.env\.([A-Z][A-Z0-9_]*)/g,
    /\bprocess\.env\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
    /\bimport\.meta\.env\.([A-Z][A-Z0-9_]*)/g,
    /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
    /\benv\.([A-Z][A-Z0-9_]*)\b/g,
    /\b[A-Z_]+_VARIABLE\s*=\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  ];
  const names = new Set<string>();
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]!);
  return [...names];
}

/** Whether a doc text names the variable (as a word: `PORT` in "PORT=8080 npm start" counts). */
export function namesVariable(docs: string, name: string): boolean {
  return new RegExp(String.raw`(?<![\w])${name}(?![\w])`).test(docs);
}

const SKIP = new Set(['node_modules', 'dist', '.astro', '.git', 'test-results', 'playwright-report', 'screenshots']);

/** Files under `dir` (relative to `root`) whose names match `pattern`. */
export function filesUnder(root: string, dir: string, pattern: RegExp): string[] {
  const start = join(root, dir);
  if (!existsSync(start)) return [];
  if (statSync(start).isFile()) return pattern.test(dir) ? [dir] : [];
  const out: string[] = [];
  for (const entry of readdirSync(start, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.dist-') || entry.name.startsWith('.cache')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(root, path, pattern));
    else if (pattern.test(entry.name)) out.push(path.split(sep).join('/'));
  }
  return out;
}

/** The docs the checks read: README.md, CONTRIBUTING.md, docs/**\/*.md and api/*.md. */
export function docFiles(root: string): string[] {
  const api = readdirSync(join(root, 'api'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `api/${name}`);
  const contributing = existsSync(join(root, 'CONTRIBUTING.md')) ? ['CONTRIBUTING.md'] : [];
  return ['README.md', ...contributing, ...filesUnder(root, 'docs', /\.md$/), ...api];
}

/** The code whose environment reads the docs must name. */
export const CODE_ROOTS = ['src', 'api', 'scripts', 'build-data', 'astro.config.ts', 'playwright.config.ts'];

export type Drift = { doc: string; problem: string }[];

/** Everything the docs of `root` say that the repository contradicts (empty when they agree). */
export function findDrift(root: string): Drift {
  const drift: Drift = [];
  const scripts = new Set(
    Object.keys((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts),
  );
  const docs = docFiles(root);
  let allDocs = '';
  for (const doc of docs) {
    const text = readFileSync(join(root, doc), 'utf8');
    allDocs += `${text}\n`;
    for (const path of pathMentions(text)) {
      if (!existsSync(join(root, path))) drift.push({ doc, problem: `names ${path}, which does not exist` });
    }
    for (const target of relativeLinks(text)) {
      const path = normalize(join(dirname(doc), decodeURI(target)));
      if (!path.startsWith('..') && !existsSync(join(root, path)))
        drift.push({ doc, problem: `links ${target}, which does not exist` });
    }
    for (const link of outsideLinks(text, doc, root))
      drift.push({ doc, problem: `links outside the repository: ${link}` });
    for (const script of scriptMentions(text)) {
      if (!scripts.has(script))
        drift.push({ doc, problem: `names npm run ${script}, which package.json does not have` });
    }
  }
  const code = CODE_ROOTS.flatMap((dir) => filesUnder(root, dir, /\.(ts|tsx|astro|mjs|js)$/));
  const unnamed = new Map<string, string>();
  for (const file of code) {
    for (const name of envReads(readFileSync(join(root, file), 'utf8'))) {
      if (!unnamed.has(name) && !namesVariable(allDocs, name)) unnamed.set(name, file);
    }
  }
  for (const [name, file] of unnamed) drift.push({ doc: 'docs', problem: `no doc names ${name}, which ${file} reads` });
  return drift;
}
