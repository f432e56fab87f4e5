/**
 * What telemetry downloads after a page's first load, stage by stage (for `npm run bench`): the
 * loader and the consent banner, inserted on idle; then each service's code once the visitor
 * allows it (src/telemetry/loader.ts). Each stage counts the gzip bytes of the files it adds to
 * what the page and the stages before it already loaded, so the stages add up. Vendor scripts from
 * other hosts (none: every SDK is bundled) and what the services send are not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { dynamicImports, measurePage, moduleGraph } from './page-weight.ts';

export type TelemetryStage = { stage: string; when: string; files: number; gzip: number };

/** Lazy chunks by the module they come from (Vite names a chunk after its first module). */
const SERVICES: { chunk: RegExp; stage: string; when: string }[] = [
  { chunk: /^errors\./, stage: 'errors (@sentry/browser)', when: 'analytics consent, a DSN configured' },
  { chunk: /^traces\./, stage: 'traces (OpenTelemetry)', when: 'analytics consent, a collector configured' },
  { chunk: /^analytics\./, stage: 'analytics (posthog-js slim)', when: 'analytics consent, a key configured' },
  { chunk: /^replay\./, stage: 'session replay (+ worker)', when: '10% of sessions, or after an error' },
  { chunk: /^pixel\./, stage: 'video-ad pixel', when: 'marketing consent, not an agent' },
];

const scriptIn = (html: string, templateId: string) =>
  new RegExp(`<template id="${templateId}"[^>]*>[\\s\\S]*?<script[^>]*\\ssrc="([^"]+)"`).exec(html)?.[1];

export function telemetryStages(siteDir: string, htmlFile: string): TelemetryStage[] {
  const html = readFileSync(htmlFile, 'utf8');
  const loaded = new Set(measurePage(siteDir, htmlFile).jsFiles);
  const size = (file: string) =>
    existsSync(join(siteDir, file)) ? gzipSync(readFileSync(join(siteDir, file))).length : 0;
  const stages: TelemetryStage[] = [];
  const add = (stage: string, when: string, modules: Iterable<string>) => {
    const files = [...modules];
    // Files a chunk fetches by address: a stylesheet it inserts, a worker it starts (replay's).
    for (const file of [...files]) {
      if (!existsSync(join(siteDir, file)) || !file.endsWith('.js')) continue;
      const code = readFileSync(join(siteDir, file), 'utf8');
      for (const match of code.matchAll(/["'`](\/_astro\/[\w.-]+\.(?:js|css))["'`]/g)) files.push(match[1]!);
    }
    const fresh = [...new Set(files)].filter((file) => !loaded.has(file));
    for (const file of fresh) loaded.add(file);
    stages.push({ stage, when, files: fresh.length, gzip: fresh.reduce((sum, file) => sum + size(file), 0) });
  };

  const loader = scriptIn(html, 'pw-loader');
  const consent = scriptIn(html, 'pw-consent');
  if (loader) add('loader', 'on idle, every visit', moduleGraph(siteDir, loader, { dynamic: false }));
  if (consent) add('consent banner', 'on idle, until a choice', moduleGraph(siteDir, consent, { dynamic: false }));
  if (!loader) return stages;

  // The services the loader (and the errors chunk, for replay) import on demand.
  const lazy = new Map<string, string>();
  const collect = (file: string) => {
    for (const target of dynamicImports(readFileSync(join(siteDir, file), 'utf8'))) {
      const path = target.startsWith('/') ? target : posix.join(posix.dirname(file), target);
      if (lazy.has(posix.basename(path))) continue;
      lazy.set(posix.basename(path), path);
      if (existsSync(join(siteDir, path))) collect(path);
    }
  };
  collect(loader);
  for (const service of SERVICES) {
    const entry = [...lazy].find(([name]) => service.chunk.test(name))?.[1];
    if (!entry) continue;
    add(service.stage, service.when, moduleGraph(siteDir, entry, { dynamic: false }));
  }
  return stages;
}
