/**
 * Built pages are written whole or not at all, and a build never ships an empty or cut-off page.
 *
 * Astro writes each page with `fs.promises.writeFile` (truncate, then write) into the brand's
 * folder and into its incremental-build cache, and copies a cached page back with
 * `fs.promises.copyFile`. Neither is atomic. The cache sits in `node_modules/.astro/<brand>/` or
 * `<dist root>/.cache/<brand>/`, and checkouts whose node_modules are hard-linked copies share
 * each cached page's inode: a build that re-renders a page truncates the one file every checkout
 * copies from, so a build running at that moment elsewhere copied an EMPTY page (twice, under load:
 * us/idaho/chubbuck and us/maryland/edgewood), and a build killed mid-write leaves a cut-off page
 * that the next build, finding it in the cache, would copy again.
 *
 * So, while a build generates pages, every write or copy of an HTML file under the build's output
 * or cache folder goes to a temporary file beside it and is renamed over the target (a rename
 * replaces the folder entry: readers see the old page or the new one, and a hard-linked twin in
 * another checkout keeps its own), and after the build every page must be non-empty and end with
 * `</html>`, else the build fails naming the pages and drops their cached copies so the next build
 * renders them again. The cache's manifest, which Astro rewrites in place, is unshared first.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import fs from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

function pathOf(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (target instanceof URL && target.protocol === 'file:') return fileURLToPath(target);
  if (Buffer.isBuffer(target)) return target.toString();
  return undefined; // a FileHandle: written in place, as the caller asked
}

let temporaries = 0;
/** A name beside `file` that no other write of this or another process uses. */
function temporaryBeside(file: string): string {
  return `${file}.${process.pid}.${++temporaries}.tmp`;
}

/**
 * Makes every `fs.promises.writeFile` and `fs.promises.copyFile` of an `.html` file under one of
 * `roots` atomic (temporary file + rename) until the returned function is called.
 */
export function atomicHtmlWrites(roots: readonly string[]): () => void {
  const prefixes = roots.map((root) => (root.endsWith(sep) ? root : `${root}${sep}`));
  const guarded = (target: unknown) => {
    const path = pathOf(target);
    return path !== undefined && path.endsWith('.html') && prefixes.some((prefix) => path.startsWith(prefix))
      ? path
      : undefined;
  };
  const { writeFile, copyFile } = fs.promises;
  const replace = async (file: string, write: (temporary: string) => Promise<void>) => {
    const temporary = temporaryBeside(file);
    try {
      await write(temporary);
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  };
  fs.promises.writeFile = (async (...[target, data, options]: Parameters<typeof writeFile>) => {
    const file = guarded(target);
    if (file === undefined) return writeFile(target, data, options);
    return replace(file, (temporary) => writeFile(temporary, data, options));
  }) as typeof writeFile;
  fs.promises.copyFile = (async (source: fs.PathLike, target: fs.PathLike, mode?: number) => {
    const file = guarded(target);
    if (file === undefined) return copyFile(source, target, mode);
    return replace(file, (temporary) => copyFile(source, temporary, mode));
  }) as typeof copyFile;
  return () => {
    fs.promises.writeFile = writeFile;
    fs.promises.copyFile = copyFile;
  };
}

const END = '</html>';

/** Whether the file is a whole page: not empty, and its last characters (spaces aside) are `</html>`. */
function isWholePage(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size === 0) return false;
    const tail = Buffer.alloc(Math.min(size, 64));
    readSync(fd, tail, 0, tail.length, size - tail.length);
    return tail.toString('utf8').trimEnd().endsWith(END);
  } finally {
    closeSync(fd);
  }
}

/** The HTML files under `dir` (relative paths) that are empty or do not end with `</html>`. */
export function brokenPages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.split(sep).includes('.cache'))
    .filter((file) => !isWholePage(join(dir, file)))
    .sort();
}

/**
 * Throws when a page under `dir` is empty or cut off, after removing those pages' copies from
 * the incremental cache (`cacheDir`/dist/), so the next build renders them instead of copying.
 */
export function assertWholePages(dir: string, cacheDir?: string): void {
  const broken = brokenPages(dir);
  if (broken.length === 0) return;
  if (cacheDir) for (const file of broken) rmSync(join(cacheDir, 'dist', file), { force: true });
  const shown = broken.slice(0, 10).join(', ') + (broken.length > 10 ? ` and ${broken.length - 10} more` : '');
  throw new Error(
    `${broken.length} built page${broken.length === 1 ? ' is' : 's are'} empty or cut off (no closing </html>): ` +
      `${shown}. Their cached copies were removed; build again.`,
  );
}

/**
 * Gives this checkout its own copy of a file it shares through a hard link (copy + rename), so
 * writing it in place cannot change another checkout's. Astro rewrites its incremental-build
 * manifest in place.
 */
export function unshare(file: string): void {
  if (!existsSync(file) || statSync(file).nlink < 2) return;
  const temporary = temporaryBeside(file);
  copyFileSync(file, temporary);
  renameSync(temporary, file);
}

/** The integration: atomic page writes while pages are generated, then the whole-page check. */
export function wholePages(): AstroIntegration {
  let roots: string[] = [];
  let cacheDir: string | undefined;
  let restore: (() => void) | undefined;
  return {
    name: 'publicweb:whole-pages',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = fileURLToPath(config.cacheDir);
        roots = [fileURLToPath(config.outDir), cacheDir];
      },
      'astro:build:start': () => {
        if (cacheDir) unshare(join(cacheDir, 'incremental-build.json'));
        restore = atomicHtmlWrites(roots);
      },
      'astro:build:done': ({ dir }) => {
        restore?.();
        restore = undefined;
        const out = fileURLToPath(dir);
        if (existsSync(out)) assertWholePages(out, cacheDir);
      },
    },
  };
}
