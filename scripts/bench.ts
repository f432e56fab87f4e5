/**
 * `npm run bench`: builds every brand and prints build speed and, for each page template of the
 * main brand, what a first visit downloads. Prints figures; it never fails on them (targets are
 * shown for reference; byte budgets are enforced by tests/e2e/budgets.spec.ts).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildBrands, selectBrands } from './build.ts';
import { measurePage } from './lib/page-weight.ts';
import { brandDist } from './lib/dist.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const brands = await selectBrands([]);
console.log(`Building ${brands.length} brands…`);
const started = performance.now();
const results = await buildBrands(brands);
const total = (performance.now() - started) / 1000;
const pages = results.reduce((sum, result) => sum + result.pages, 0);

console.log('\nBuild');
console.table(
  Object.fromEntries(results.map((r) => [r.brand, { seconds: Number(r.seconds.toFixed(1)), pages: r.pages }])),
);
console.log(
  `Total: ${total.toFixed(1)} s wall clock for ${pages} pages = ${(pages / total).toFixed(1)} pages/s (target: all brands < 60 s)`,
);

/** One row per template: pages grouped by first path segment and depth, first page shown. */
function templates(siteDir: string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  const files = readdirSync(siteDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .sort();
  for (const file of files) {
    const parts = file
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
      .split('/')
      .filter(Boolean);
    const key = parts.length <= 1 ? `/${parts[0] ?? ''}` : `/${parts[0]}/${'*/'.repeat(parts.length - 1)}`;
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  return groups;
}

const siteDir = brandDist('main');
const rows: Record<string, Record<string, string | number>> = {};
for (const [template, files] of templates(siteDir)) {
  const weight = measurePage(siteDir, join(siteDir, files[0]!));
  rows[template] = {
    pages: files.length,
    html: kb(weight.htmlBytes),
    'html gzip': kb(weight.htmlGzip),
    'js gzip': kb(weight.jsGzip),
    'css gzip': kb(weight.cssGzip),
  };
}
console.log('\nFirst visit, main brand (targets for / and /deal: JS <= 15 KB gzip, CSS <= 20 KB gzip)');
console.table(rows);
