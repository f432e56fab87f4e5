import { join } from 'node:path';
import { measurePage } from '../../scripts/lib/page-weight.ts';
import { brandDist } from '../../scripts/lib/dist.ts';
import { builtPages, expect, test } from './fixtures.ts';

const KB = 1024;
const fileOf = (path: string) =>
  path === '/' ? 'index.html' : path.endsWith('/') ? `${path}index.html` : `${path}.html`;

test('first visits stay within the byte budgets (gzip)', async ({ brand }) => {
  const siteDir = brandDist(brand.key);
  for (const path of builtPages(brand.key)) {
    const weight = measurePage(siteDir, join(siteDir, fileOf(path)));
    expect(weight.cssGzip, `CSS of ${path}`).toBeLessThanOrEqual(20 * KB);
    if (path === '/' || path === '/deal') expect(weight.jsGzip, `JS of ${path}`).toBeLessThanOrEqual(15 * KB);
  }
  // The home page's only script is the mobile menu enhancement: no framework runtime ships.
  const home = measurePage(siteDir, join(siteDir, 'index.html'));
  expect(home.jsGzip).toBeGreaterThan(0);
  expect(home.jsGzip).toBeLessThanOrEqual(2 * KB);
});
