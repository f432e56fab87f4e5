import { defineConfig } from '@playwright/test';
import { listBrandKeys } from './src/brand/load.ts';
import { e2eBrowser } from './scripts/lib/chromium.ts';
import { BRANDS_WITH_API, ENGINE_BRANDS, projectFilter } from './tests/lib/brandGroups.ts';

// Every brand's BUILT site (npm run build) is served statically on its own port, the way the CDN
// serves it; each brand is a Playwright project, so a failure names the brand.
// PW_BRANDS=main,brightwick limits the run to some brands; PW_PORT_BASE moves the ports (default
// 4401) so two runs can share a machine; PUBLICWEB_DIST picks the built tree (build-data/dist.ts).
const only = process.env['PW_BRANDS']?.split(',').filter(Boolean);
const brands = listBrandKeys().filter((brand) => !only || only.includes(brand));
const portBase = Number(process.env['PW_PORT_BASE'] ?? 4401);
const port = (index: number) => portBase + index;
const { executablePath, args } = e2eBrowser();
// What the deploy decides also runs on Cloudflare's engine (npm run preview), for a few brands,
// each started once per run on portBase + 20 + its index.
const engineBrands = ENGINE_BRANDS.filter((brand) => brands.includes(brand));
const enginePort = (brand: string) => portBase + 20 + engineBrands.indexOf(brand);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  // What a shopper sees may take longer than Playwright's default 5 s to appear while the other
  // worker drives Firefox or WebKit on a 2-core machine; a passing wait costs nothing extra.
  expect: { timeout: 10_000 },
  // The timing reporter writes each spec file's time per brand to test-results/spec-times.json
  // (scripts/spec-times.ts puts the slowest in docs/performance.md).
  reporter: [
    ['list'],
    ['./tests/lib/specTimes.ts'],
    ...(process.env['CI'] ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args },
    // No Playwright trace by default: recording one (DOM snapshots and a screencast of every action)
    // costs about a third of the suite's CPU time, and the full run's output is read, not its files.
    // To keep one for a failing test: `npm run test:e2e -- --trace retain-on-failure <spec>`.
    trace: 'off',
  },
  projects: [
    ...brands.map((brand, index) => ({
      name: brand,
      metadata: { brand, api: BRANDS_WITH_API.includes(brand) },
      // Which tests run on this brand: their placement tags (tests/lib/brandGroups.ts).
      ...projectFilter(brand),
      use: { baseURL: `http://127.0.0.1:${port(index)}` },
    })),
    ...engineBrands.map((brand) => ({
      name: `engine:${brand}`,
      testDir: 'tests',
      testMatch: ['e2e-engine/**/*.spec.ts', 'e2e/deploy.spec.ts'],
      metadata: { brand, api: true, engine: true, serveURL: `http://127.0.0.1:${port(brands.indexOf(brand))}` },
      ...projectFilter(brand),
      use: { baseURL: `http://127.0.0.1:${enginePort(brand)}` },
    })),
  ],
  // One command starts every brand's server side by side (scripts/serve-brands.ts), on port
  // portBase + the brand's index; it answers on portBase - 1 once they all do. The brands of
  // BRANDS_WITH_API also answer /api/graphql, each seeding its own database (about 40,000 rows).
  webServer: [
    {
      command: [
        `node scripts/serve-brands.ts --brands ${brands.join(',')} --port-base ${portBase}`,
        `--api ${BRANDS_WITH_API.join(',')} --ready-port ${portBase - 1}${process.env['CI'] ? '' : ' --reuse'}`,
      ].join(' '),
      url: `http://127.0.0.1:${portBase - 1}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore',
      // SIGTERM, so that it stops the servers it started (each in a session of its own).
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    // Each engine brand on wrangler + workerd with its own reference API (scripts/preview.ts).
    ...engineBrands.map((brand) => ({
      command: `node scripts/preview.ts --brand ${brand} --port ${enginePort(brand)}`,
      url: `http://127.0.0.1:${enginePort(brand)}/`,
      reuseExistingServer: !process.env['CI'],
      timeout: 180_000,
      stdout: 'ignore' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    })),
  ],
});
