/**
 * The steps that finish a brand's built pages in `astro:build:done` (./integration.ts: the
 * checkout's stylesheets inlined, the deal page's prefetch links) read and rewrite built files the
 * same way.
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A reader of the built site in `siteDir` by site path (`/_astro/x.css`); undefined when there is no such file. */
export function siteFiles(siteDir: string): (sitePath: string) => string | undefined {
  return (sitePath) => {
    const file = join(siteDir, sitePath);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
}

/** Every HTML page of the built site in `siteDir`, as paths in it (`deal.html`, `us/il/chicago/index.html`). */
export function htmlPages(siteDir: string): string[] {
  return readdirSync(siteDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
}

/**
 * Rewrites each of `files` (paths in `siteDir`) that exists with `change`, whole or not at all (a
 * temporary file renamed over the page, as every page write of the build is:
 * build-data/pageWrites.ts); returns how many changed.
 */
export function rewritePages(
  siteDir: string,
  files: readonly string[],
  change: (page: string, file: string) => string,
): number {
  let changed = 0;
  for (const file of files) {
    const path = join(siteDir, file);
    if (!existsSync(path)) continue;
    const page = readFileSync(path, 'utf8');
    const next = change(page, file);
    if (next === page) continue;
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, next);
    renameSync(temporary, path);
    changed += 1;
  }
  return changed;
}
