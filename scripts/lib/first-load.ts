/**
 * "Before the shopper interacts": the gzip JavaScript a phone downloads on opening a page and
 * waiting, without scrolling or tapping (islands further down hydrate when they come into view).
 * Shared by the byte-budget test and `npm run bench`, so both report the same figure.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { measurePage, moduleGraph } from './page-weight.ts';
import { fileForPath } from './site-pages.ts';

export type FirstLoad = {
  jsGzip: number;
  files: string[];
  /** Telemetry's lazy code (loader, consent banner, vendors once allowed), fetched after idle, not in jsGzip. */
  telemetryGzip: number;
};

/** Files only the telemetry loader and consent banner (inserted on idle) brought in: in their graphs and no other script's. */
function telemetryOnly(siteDir: string, scripts: string[]): Set<string> {
  const entries = scripts.filter((file) => /TelemetryLoader|ConsentBanner/.test(file));
  const telemetry = new Set(entries.flatMap((entry) => [...moduleGraph(siteDir, entry)]));
  const others = new Set(
    scripts.filter((file) => !telemetry.has(file)).flatMap((file) => [...moduleGraph(siteDir, file)]),
  );
  return new Set([...telemetry].filter((file) => !others.has(file)));
}

/** A built script's name without its content hash: `/_astro/island.eMwu3JUh.js` → `island`, `Checkout.css.X1.js` → `Checkout.css`. */
export function chunkName(file: string): string {
  return file
    .split('/')
    .at(-1)!
    .replace(/\.[\w-]+\.js$/, '');
}

/** The first load of page `path` (of the build in `siteDir`) from the scripts a browser requested on opening it (site paths). */
export function firstLoadOf(siteDir: string, path: string, requested: Iterable<string>): FirstLoad {
  const scripts = [...new Set(requested)];
  const lazy = telemetryOnly(siteDir, scripts);
  const size = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(siteDir, file))).length, 0);
  const files = scripts.filter((file) => !lazy.has(file));
  const inline = measurePage(siteDir, fileForPath(siteDir, path)!).inlineJsGzip;
  return { jsGzip: size(files) + inline, files, telemetryGzip: size(scripts.filter((file) => lazy.has(file))) };
}

/**
 * The first load of `path` read from the files alone: the scripts of this build named `names`
 * (chunk names, as a browser loaded them on the same page of a brand that behaves alike:
 * tests/e2e/first-load-scripts.json), each found once in _astro/.
 */
export function firstLoadFromNames(siteDir: string, path: string, names: readonly string[]): FirstLoad {
  const scripts = readdirSync(join(siteDir, '_astro')).filter((file) => file.endsWith('.js'));
  const files = names.map((name) => {
    const found = scripts.filter((file) => chunkName(file) === name);
    if (found.length !== 1)
      throw new Error(`${found.length} scripts named "${name}" in ${siteDir}/_astro (one expected)`);
    return `/_astro/${found[0]}`;
  });
  return firstLoadOf(siteDir, path, files);
}

/** Opens `url` (site path `path` of the build in `siteDir`) at 390×844 and sums its scripts. */
export async function firstLoadJs(page: Page, siteDir: string, url: string, path: string): Promise<FirstLoad> {
  const scripts = new Set<string>();
  const onRequest = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1_000); // client:idle islands
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  return firstLoadOf(siteDir, path, scripts);
}
