import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measurePage } from '../../scripts/lib/page-weight.ts';
import { brandDist } from '../../scripts/lib/dist.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { expect, templatePages, test } from './fixtures.ts';

const KB = 1024;

/**
 * Gzip JavaScript a page may reference in total, every island hydrated (exact, from the files).
 * Pages with islands pay React's runtime (≈ 69 KB) once; the first-load budget is tested below.
 */
function jsBudget(path: string): number {
  if (path === '/' || path === '/deal') return 110 * KB;
  if (path === '/reviews/') return 90 * KB;
  if (path.startsWith('/checkout')) return 130 * KB;
  return 10 * KB; // directory, services, legal and the other static pages
}

test('every template stays within its byte budgets (gzip)', async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of templatePages(brand.key)) {
    const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
    expect(weight.cssGzip, `CSS of ${path}`).toBeLessThanOrEqual(20 * KB);
    expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(jsBudget(path));
    if (path.startsWith('/us/')) expect(weight.htmlGzip, `HTML of ${path}`).toBeLessThanOrEqual(40 * KB);
  }
});

test('static pages ship no framework runtime: the mobile menu script at most', async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of templatePages(brand.key).filter((p) => jsBudget(p) === 10 * KB)) {
    const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
    expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(3 * KB);
  }
});

// "Before the shopper interacts": what a phone downloads on opening the page and waiting, without
// scrolling or tapping (islands further down hydrate when they come into view).
for (const path of ['/deal', '/']) {
  test(`${path} first load on a phone stays within 90 KB of gzip JavaScript`, async ({ page, brand }) => {
    const siteDir = brandDist(brand.key);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000); // client:idle islands
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(join(siteDir, file))).length, 0);
    const inline = measurePage(siteDir, fileForPath(siteDir, path)!).inlineJsGzip;
    expect(bytes + inline, `first-load JS of ${path}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(90 * KB);
  });
}
