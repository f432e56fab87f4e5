/**
 * The one cache of build data. Each product (the API snapshot, the location directory) is one
 * JSON file, `<dist root>/.cache/data/<name>.json`, stamped with a hash of its inputs: source
 * folders and files (tests excepted) and the versions of the packages it reads. A file with the
 * current hash is read; otherwise the product is computed and written atomically (temporary file +
 * rename), so parallel brand builds of one dist tree never see half a file. scripts/build.ts
 * prepares every product once before the brand builds; each build then only reads the files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { buildDataDir, repoRoot } from './dist.ts';

/** What a product is made from, relative to the repository root. */
export type Inputs = {
  /** Folders: every source file in them (.ts, .tsx, .sql, .graphql, .json), tests excepted. */
  dirs?: readonly string[];
  /** Single files. */
  files?: readonly string[];
  /** Installed packages whose version counts (datasets). */
  packages?: readonly string[];
};

export type Product<T extends { hash: string }> = {
  /** File name (without .json) and the name in messages. */
  name: string;
  inputs: Inputs;
  /** Makes the product for the given inputs hash (stored in the result's `hash`). */
  compute: (hash: string) => T | Promise<T>;
  /** Names the first thing a parsed file lacks; undefined when it is usable. */
  problem?: (value: unknown) => string | undefined;
};

const SOURCE = /\.(ts|tsx|sql|graphql|json)$/;
const TEST = /\.test\.tsx?$/;
const require = createRequire(import.meta.url);

function packageVersion(name: string): string {
  const file = require.resolve(`${name}/package.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A short hash of every input; a file with another hash is stale. Missing inputs are skipped. */
export function inputsHash(inputs: Inputs, root = repoRoot): string {
  const hash = createHash('sha256');
  const add = (path: string) => hash.update(relative(root, path)).update('\0').update(readFileSync(path));
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name) && !TEST.test(entry.name)) add(path);
    }
  };
  for (const dir of inputs.dirs ?? []) {
    const path = join(root, dir);
    if (existsSync(path) && statSync(path).isDirectory()) walk(path);
  }
  for (const file of inputs.files ?? []) if (existsSync(join(root, file))) add(join(root, file));
  for (const name of inputs.packages ?? []) hash.update(`${name}@${packageVersion(name)}`);
  return hash.digest('hex').slice(0, 16);
}

function problemOf<T extends { hash: string }>(product: Product<T>, value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return 'not a JSON object';
  if (typeof (value as { hash?: unknown }).hash !== 'string') return 'no hash';
  return product.problem?.(value);
}

/** The cached value when the file exists, parses, is complete and has `hash`. */
function readCurrent<T extends { hash: string }>(product: Product<T>, file: string, hash: string): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined; // missing, or half-written by an older tool: make a new one
  }
  if (problemOf(product, value) || (value as T).hash !== hash) return undefined;
  return value as T;
}

const memo = new Map<string, { hash: string; value: unknown }>();

/**
 * The product for the current inputs: from this process's memory, else from its file when the
 * hash matches, else computed and written. Throws naming the product when what was computed is
 * unusable.
 */
export async function ensureCached<T extends { hash: string }>(
  product: Product<T>,
  { dir = buildDataDir, root = repoRoot }: { dir?: string; root?: string } = {},
): Promise<{ value: T; reused: boolean; file: string }> {
  const file = join(dir, `${product.name}.json`);
  const hash = inputsHash(product.inputs, root);
  const remembered = memo.get(file);
  if (remembered?.hash === hash) return { value: remembered.value as T, reused: true, file };
  const cached = readCurrent(product, file, hash);
  if (cached) {
    memo.set(file, { hash, value: cached });
    return { value: cached, reused: true, file };
  }
  const value = await product.compute(hash);
  const problem = problemOf(product, value);
  if (problem) throw new Error(`Build data "${product.name}" is unusable: ${problem}`);
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
  memo.set(file, { hash, value });
  return { value, reused: false, file };
}
