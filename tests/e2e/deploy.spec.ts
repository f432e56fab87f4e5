/**
 * The deploy bundle as served (scripts/serve.ts applies the generated _redirects and _headers the
 * way Cloudflare Pages does): the redirect table, caching and security headers on HTML, assets and
 * 404, the framing and indexing rules per brand, and the payment page's script inventory (PCI DSS
 * 6.4.3 / 11.6.1). Every inline script hashed in its page's policy: tests/built/site.test.ts, which reads
 * every page once.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkoutInventory, inventoryDifferences, readInventory } from '../../scripts/lib/deploy/inventory.ts';
import { CACHE, nonCanonicalForms, PAYMENT_PAGE } from '../../scripts/lib/deploy/policy.ts';
import { ENGINE_FILES } from '../../scripts/lib/deploy/formats.ts';
import { privateFiles } from '../../scripts/lib/deploy/bundle.ts';
import { brandDist, brandNginxConf } from '../../build-data/dist.ts';
import { expect, templatePages, test } from './fixtures.ts';

const SECURITY = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
];

test.describe('deploy (every brand)', { tag: '@every-brand' }, () => {
  test('the bundle (_headers, _redirects, _worker.js, _routes.json) sits at the root of the build and is never served; the nginx block is not uploaded', async ({
    brand,
    request,
  }) => {
    for (const file of ENGINE_FILES) {
      expect(existsSync(join(brandDist(brand.key), file)), file).toBe(true);
      expect((await request.get(`/${file}`)).status(), file).toBe(404);
    }
    expect(existsSync(join(brandDist(brand.key), 'nginx.conf'))).toBe(false);
    expect(existsSync(brandNginxConf(brand.key))).toBe(true);
    expect(privateFiles(brandDist(brand.key))).toEqual([]);
  });

  test('every non-canonical form of a page of every template answers 308 to the canonical address, which answers 200', async ({
    brand,
    request,
  }) => {
    for (const path of templatePages(brand.key).filter((path) => !['/404', '/500'].includes(path))) {
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
      for (const form of nonCanonicalForms(path)) {
        const response = await request.get(`${form}?adgroupid=1`, { maxRedirects: 0 });
        expect(response.status(), form).toBe(308);
        expect(response.headers()['location'], form).toBe(`${path}?adgroupid=1`);
      }
    }
  });

  test('unknown addresses get the 404 page with status 404 and the security headers', async ({ request }) => {
    for (const path of ['/no-such-page', '/hub/no-such-article/', '/us/illinois/no-such-city/', '/_astro/missing.js']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<html');
      for (const name of SECURITY) expect(response.headers()[name], `${path} ${name}`).toBeTruthy();
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'self'");
    }
  });

  test('caching: hashed assets immutable for a year, HTML revalidated, robots short-lived', async ({
    brand,
    request,
  }) => {
    const asset = readdirSync(join(brandDist(brand.key), '_astro')).find((file) => file.endsWith('.js'))!;
    const cases: [string, string][] = [
      [`/_astro/${asset}`, CACHE.immutable],
      ['/', CACHE.html],
      ['/deal', CACHE.html],
      ['/robots.txt', CACHE.crawler],
      ...(brand.indexable ? ([['/sitemap-index.xml', CACHE.crawler]] as [string, string][]) : []),
    ];
    for (const [path, expected] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(expected);
      for (const name of SECURITY) expect(response.headers()[name], `${path} ${name}`).toBeTruthy();
    }
  });

  test('security headers: payment only on checkout, framing only for listed partners, noindex off the indexable hosts', async ({
    brand,
    request,
  }) => {
    const home = (await request.get('/')).headers();
    const checkout = (await request.get(PAYMENT_PAGE)).headers();
    expect(home['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(home['x-content-type-options']).toBe('nosniff');
    expect(home['cross-origin-opener-policy']).toBe('same-origin');
    expect(home['permissions-policy']).toContain('payment=()');
    expect(checkout['permissions-policy']).toContain('payment=(self)');
    expect(checkout['permissions-policy']).toContain('camera=()');
    for (const csp of [home['content-security-policy'], checkout['content-security-policy']]) {
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/);
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain('worker-src ');
      expect(csp).toMatch(/report-uri \/api\/csp-report; report-to csp/);
      expect(csp).toContain(
        brand.kind === 'partner-platform' ? `frame-ancestors ${brand.framedBy.join(' ')}` : "frame-ancestors 'none'",
      );
    }
    expect(home['reporting-endpoints']).toContain('csp=');
    if (brand.kind === 'partner-platform') {
      expect(brand.framedBy.length).toBeGreaterThan(0);
      expect(home['x-frame-options']).toBeUndefined();
    } else expect(home['x-frame-options']).toBe('DENY');
    expect(home['x-robots-tag']).toBe(brand.indexable ? undefined : 'noindex');
  });
});

// Development brands (staging) build with island test hooks (src/brand/integration.ts), so their
// chunks differ; the inventory is the production checkout's, which every other brand shares.
test.describe('deploy (every production brand)', { tag: '@production-brands' }, () => {
  test('the checkout page runs exactly the scripts in its inventory (scripts/lib/deploy/checkout-scripts.json)', async ({
    brand,
    page,
  }) => {
    const inventory = readInventory();
    expect(
      inventory,
      'scripts/lib/deploy/checkout-scripts.json is missing: run npm run inventory:checkout',
    ).toBeDefined();
    const built = checkoutInventory(brandDist(brand.key));
    expect(
      inventoryDifferences(inventory!.scripts, built),
      'The checkout scripts changed: review, then run npm run inventory:checkout and commit scripts/lib/deploy/checkout-scripts.json',
    ).toEqual([]);
    // What the browser actually fetches is within the inventory.
    const fetched: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') fetched.push(new URL(req.url()).pathname);
    });
    await page.goto(PAYMENT_PAGE);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const listed = new Set(inventory!.scripts.map((entry) => entry.script));
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((path) => !listed.has(path))).toEqual([]);
  });
});
