/**
 * Smoke test of the generated nginx server block (dist/<brand>.nginx.conf) on nginx itself
 * (Debian package, installed when missing): started unprivileged on a free port, it must give the
 * same redirects, headers and 404 as the tests saw from scripts/serve.ts; then it is stopped.
 */
import { startNginx, type RunningNginx } from '../../scripts/lib/nginx.ts';
import { brandDist } from '../../build-data/dist.ts';
import { nonCanonicalForms, PAYMENT_PAGE } from '../../scripts/lib/deploy/policy.ts';
import { expect, templatePages, test } from './fixtures.ts';

let nginx: RunningNginx | undefined;
test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000); // a first run may apt-get install nginx
  nginx = await startNginx(brandDist(String(testInfo.project.metadata['brand'])));
});
test.afterAll(async () => nginx?.stop());

const get = (path: string) => fetch(`${nginx!.url}${path}`, { redirect: 'manual' });

test(
  'nginx: canonical pages 200, every other form 308 to them, unknown paths the 404 page',
  { tag: '@every-brand' },
  async ({ brand, request }) => {
    const samples = templatePages(brand.key).filter((path) => !['/404', '/500'].includes(path));
    for (const path of samples) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      // The same bytes the test server sends.
      expect(await page.text(), path).toBe(await (await request.get(path)).text());
      for (const form of nonCanonicalForms(path)) {
        const response = await get(`${form}?adgroupid=7`);
        expect(response.status, form).toBe(308);
        expect(response.headers.get('location'), form).toBe(`${path}?adgroupid=7`);
      }
    }
    for (const path of [
      '/no-such-page',
      '/us/illinois/no-such-city/',
      '/_astro/missing.js',
      '/_headers',
      '/_worker.js',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<html');
    }
  },
);

test(
  'nginx: the same headers as the generated _headers on HTML, assets, the payment page and 404',
  { tag: '@every-brand' },
  async ({ brand, request }) => {
    const asset = /\/_astro\/[^"]+\.js/.exec(await (await get(PAYMENT_PAGE)).text())?.[0] ?? '/_astro/missing.js';
    const compared = [
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'permissions-policy',
      'content-security-policy',
      'cache-control',
      'x-robots-tag',
    ];
    for (const path of ['/', '/deal', PAYMENT_PAGE, asset, '/robots.txt', '/no-such-page']) {
      const fromNginx = await get(path);
      const fromServe = await request.get(path, { maxRedirects: 0 });
      expect(fromNginx.status, path).toBe(fromServe.status());
      for (const name of compared) {
        expect(fromNginx.headers.get(name) ?? undefined, `${brand.key} ${path} ${name}`).toBe(
          fromServe.headers()[name],
        );
      }
    }
    expect(nginx!.errorLog()).not.toMatch(/\[(emerg|alert|crit)\]/);
  },
);
