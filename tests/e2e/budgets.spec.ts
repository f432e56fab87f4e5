import { measurePage } from '../../scripts/lib/page-weight.ts';
import { brandDist } from '../../scripts/lib/dist.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { expect, templatePages, test } from './fixtures.ts';

const KB = 1024;

/** Gzip JavaScript a first visit may download, by page (issue targets; exact, so tested). */
function jsBudget(path: string): number {
  // React's runtime is ≈ 60 KB of this: the deal islands and the reviews island share it.
  if (path === '/' || path === '/deal' || path === '/reviews/') return 90 * KB;
  if (path.startsWith('/checkout')) return 130 * KB;
  return 10 * KB; // directory, services, legal and the other static pages
}

test('first visits stay within the byte budgets (gzip)', async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of templatePages(brand.key)) {
    const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
    expect(weight.cssGzip, `CSS of ${path}`).toBeLessThanOrEqual(20 * KB);
    expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(jsBudget(path));
    if (path.startsWith('/us/')) expect(weight.htmlGzip, `HTML of ${path}`).toBeLessThanOrEqual(40 * KB);
  }
});

test('static pages ship no framework runtime: the mobile menu script only', async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of templatePages(brand.key).filter((p) => jsBudget(p) === 10 * KB)) {
    const weight = measurePage(siteDir, fileForPath(siteDir, path)!);
    expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(3 * KB);
  }
});
