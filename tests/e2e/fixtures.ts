import { brandDist } from '../../build-data/dist.ts';
import { sitePaths, templateSamples } from '../../scripts/lib/site-pages.ts';
import { test as base, type Page } from '@playwright/test';
import { loadAllBrands } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/types.ts';

export { expect } from '@playwright/test';

type WorkerFixtures = {
  /** The brand of this Playwright project, as the build saw it. */
  brand: Brand;
  /** Every other brand, to prove none of them leaks into this brand's output. */
  otherBrands: Brand[];
  /** This brand's test server also answers /api/graphql (main and one white-label). */
  withApi: boolean;
};

type TestFixtures = {
  /** Content-Security-Policy violations this test's page has met so far (each test fails on any). */
  cspViolations: string[];
};

/**
 * Records every CSP violation a page meets: the `securitypolicyviolation` event in each document
 * and the console report Chromium prints (which also covers violations before any script runs).
 */
async function watchCsp(page: Page, found: string[]): Promise<void> {
  await page.exposeFunction('__publicwebCspViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __publicwebCspViolation?: (text: string) => void })
        .__publicwebCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  cspViolations: async ({}, provide) => provide([]),
  // Every test's page runs under the served CSP (scripts/serve.ts applies _headers) and fails on a violation.
  page: async ({ page, cspViolations }, provide) => {
    await watchCsp(page, cspViolations);
    await provide(page);
    if (cspViolations.length > 0) throw new Error(`CSP violations:\n  ${[...new Set(cspViolations)].join('\n  ')}`);
  },
  brand: [
    async ({}, use, workerInfo) => {
      const key = String(workerInfo.project.metadata['brand']);
      const brand = (await loadAllBrands()).get(key);
      if (!brand) throw new Error(`No brand "${key}"`);
      await use(brand);
    },
    { scope: 'worker' },
  ],
  otherBrands: [
    async ({}, use, workerInfo) => {
      const key = String(workerInfo.project.metadata['brand']);
      await use([...(await loadAllBrands()).values()].filter((brand) => brand.key !== key));
    },
    { scope: 'worker' },
  ],
  withApi: [async ({}, use, workerInfo) => use(workerInfo.project.metadata['api'] === true), { scope: 'worker' }],
});

/** Site paths of every HTML page built for a brand: index.html -> /, deal.html -> /deal. */
export function builtPages(brandKey: string): string[] {
  return sitePaths(brandDist(brandKey));
}

/**
 * One page of every template of a brand (the directory alone has thousands of pages), plus
 * pages worth checking by name: a served and an unserved city, a state, an article.
 */
export function templatePages(brandKey: string): string[] {
  return templateSamples(builtPages(brandKey), namedSamples);
}

const namedSamples = ['/us/illinois/', '/us/illinois/chicago/', '/us/texas/austin/', '/us/alaska/juneau/'];
