/**
 * The deploy on Cloudflare's own engine (`npm run preview`: wrangler pages dev with workerd, the
 * bundle's API route to the reference API): a shopper buys through it with no CSP violation and no
 * console error, and the engine answers every URL the way scripts/serve.ts (the fast server the
 * rest of the suite uses) does, but for the differences listed below with their reasons. The
 * redirect table, headers and 404s of the deploy are tests/e2e/deploy.spec.ts, which this project
 * runs on the engine too (playwright.config.ts).
 */
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Page } from '@playwright/test';
import { TEST_CARDS } from '../../api/payments.ts';
import { CLOCK_OVERRIDE_HEADER } from '../../api/resolvers/catalog.ts';
import { nonCanonicalForms } from '../../scripts/lib/deploy/policy.ts';
import { ENGINE_FILES } from '../../scripts/lib/deploy/formats.ts';
import { expect, expectHydrated, templatePages, test } from '../e2e/fixtures.ts';
import { freshWeek, testPhone } from '../lib/pageHelpers.ts';

type Answer = { status: number; headers: Record<string, string>; body: string };

/** One request exactly as written (no client cleans the path up), answered without following redirects. */
function send(origin: string, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers: { 'accept-encoding': 'identity' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
          body: createHash('sha256').update(Buffer.concat(chunks)).digest('hex'),
        }),
      );
    });
    req.on('error', reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`${method} ${path}: no answer in 15 s`)));
    req.end();
  });
}

/** What the deploy decides, compared on every answer (ETag, Date and compression are each server's own). */
const COMPARED = [
  'location',
  'cache-control',
  'content-security-policy',
  'permissions-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'x-frame-options',
  'x-robots-tag',
  'reporting-endpoints',
  'no-vary-search',
  'access-control-allow-origin',
];

/**
 * Where the engine and scripts/serve.ts may answer differently, and why that does not matter.
 * A key is `METHOD path`; anything else that differs fails the test.
 */
const LONG_PATH = `/${'a'.repeat(3000)}`;
const KNOWN_DIFFERENCES: Record<string, { status?: true; headers?: true; why: string }> = {
  'GET /x%00y': {
    status: true,
    headers: true,
    why: "a NUL in the path is no page on either: the local engine's proxy answers 502, serve.ts the 404 page",
  },
  [`GET ${LONG_PATH}`]: {
    status: true,
    headers: true,
    why: "a 3,000-character path is no page on either: the local engine's proxy answers 502, serve.ts the 404 page",
  },
  'GET //': {
    status: true,
    headers: true,
    why: 'the engine reads `//` as `/` and serves the home page; serve.ts answers 404. No page links to `//`',
  },
};

test.describe('the engine answers as the fast server does', { tag: '@engine-brands' }, () => {
  test('every URL form, file, missing path, hostile path and method: same status, Location, headers and body', async ({
    brand,
  }, testInfo) => {
    const engine = String(testInfo.project.use.baseURL);
    const serve = String(testInfo.project.metadata['serveURL']);
    const pages = templatePages(brand.key).filter((path) => !['/404', '/500'].includes(path));
    const home = await (await fetch(`${engine}/`)).text();
    const asset = /\/_astro\/[^"]+\.(?:js|css)/.exec(home)?.[0] ?? '/_astro/missing.js';
    const paths = [
      ...pages,
      ...pages.flatMap((path) => nonCanonicalForms(path).map((form) => `${form}?adgroupid=3`)),
      asset,
      '/robots.txt',
      '/favicon.svg',
      '/404',
      '/404.html',
      '/500.html',
      '/index',
      '/hub/index',
      '/no-such-page',
      '/hub/no-such-article/',
      '/us/illinois/no-such-city/',
      '/_astro/missing.js',
      '/nginx.conf',
      ...ENGINE_FILES.map((file) => `/${file}`),
      '/us/%E4%B8%AD',
      '/us/caf%C3%A9?x=1',
      '/%zz',
      '/%',
      '/%E4',
      '/x%00y',
      '//',
      '/a//b',
      '/deal?x=%zz',
      LONG_PATH,
    ];
    const requests: [string, string][] = [
      ...paths.map((path): [string, string] => ['GET', path]),
      ['HEAD', '/deal'],
      ['POST', '/deal'],
      ['POST', '/deal.html'],
      ['PUT', '/'],
      ['DELETE', '/no-such-page'],
      ['OPTIONS', '/'],
    ];
    const differences: string[] = [];
    for (const [method, path] of requests) {
      const key = `${method} ${path}`;
      const known = KNOWN_DIFFERENCES[key];
      const [a, b] = await Promise.all([send(engine, method, path), send(serve, method, path)]);
      if (a.status !== b.status && !known?.status)
        differences.push(`${key.slice(0, 80)}: status ${a.status} on the engine, ${b.status} on serve.ts`);
      // A 405 has no page, and the engine sends only some of its headers with it.
      if (known?.headers || a.status === 405) continue;
      for (const name of COMPARED) {
        if (a.headers[name] !== b.headers[name]) {
          differences.push(
            `${key.slice(0, 80)}: ${name} "${a.headers[name]}" on the engine, "${b.headers[name]}" on serve.ts`,
          );
        }
      }
      if (method === 'GET' && a.status !== 308 && a.body !== b.body)
        differences.push(`${key.slice(0, 80)}: different bodies`);
    }
    expect(differences, 'differences between the engine and serve.ts not listed in KNOWN_DIFFERENCES').toEqual([]);
  });
});

test.describe('a purchase through the engine', { tag: '@engine-brands' }, () => {
  /** Console errors of the page (a failed request, an uncaught error): a shopper's broken page leaves one. */
  const consoleErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    return errors;
  };

  test('zip lookup on the deal page, then the checkout typed key by key, paid: 0 CSP violations, 0 console errors', async ({
    page,
    cspViolations,
  }) => {
    const errors = consoleErrors(page);
    await page.context().setExtraHTTPHeaders({ [CLOCK_OVERRIDE_HEADER]: freshWeek().iso });
    await page.goto('/deal');
    const form = page.getByRole('form', { name: 'Check your zip code' });
    await form.scrollIntoViewIfNeeded();
    await expect(form.getByRole('button', { name: 'Check' })).toBeEnabled();
    await form.getByRole('textbox', { name: 'Zip code' }).pressSequentially('78701');
    await form.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('zip-result')).toContainText('cleaners');

    await page.goto('/checkout/?hours=3&zipcode=78701');
    await expectHydrated(page.locator('astro-island').first());
    const id = Math.random().toString(36).slice(2, 10);
    for (const [label, text] of [
      ['Email', `engine-${id}@example.com`],
      ['Mobile phone', testPhone()],
      ['First name', 'Dana'],
      ['Last name', 'Reyes'],
    ]) {
      await page.getByLabel(label!).pressSequentially(text!);
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 2 of 3: Choose your cleaning' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Step 3 of 3: Payment' })).toBeVisible();
    await page.getByLabel('Card number').pressSequentially(TEST_CARDS.success);
    await page
      .getByLabel('Expiry date')
      .pressSequentially(`12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`);
    await page.getByLabel('Security code').pressSequentially('123');
    await page.getByRole('checkbox', { name: /^I agree to join Forever Clean: / }).check();
    await page.getByRole('button', { name: /^Buy for \$/ }).click();
    await expect(page.getByTestId('charge-statement')).toContainText('You paid');
    expect(cspViolations).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a CSP report reaches the API through the route', async ({ request }) => {
    const response = await request.post('/api/csp-report', {
      headers: { 'content-type': 'application/csp-report' },
      data: { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'https://x.example/a.js' } },
    });
    expect(response.status()).toBe(204);
  });
});
