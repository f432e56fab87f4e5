/**
 * "Before the shopper interacts": the gzip JavaScript a phone downloads on opening a page and
 * waiting, without scrolling or tapping (islands further down hydrate when they come into view).
 * Shared by the byte-budget test and `npm run bench`, so both report the same figure.
 */
import { readFileSync } from 'node:fs';
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
  const lazy = telemetryOnly(siteDir, [...scripts]);
  const size = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(join(siteDir, file))).length, 0);
  const external = size([...scripts].filter((file) => !lazy.has(file)));
  const inline = measurePage(siteDir, fileForPath(siteDir, path)!).inlineJsGzip;
  const files = [...scripts].filter((file) => !lazy.has(file));
  return { jsGzip: external + inline, files, telemetryGzip: size([...scripts].filter((file) => lazy.has(file))) };
}
