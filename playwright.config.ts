import { defineConfig } from '@playwright/test';
import { listBrandKeys } from './src/brand/load.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.ts';
import {
  BEHAVIOUR_SPECS,
  FEATURE_BRANDS,
  MAIN_ONLY_SPECS,
  REPEAT_BRANDS,
  STAGING_ONLY_SPECS,
} from './tests/lib/brandGroups.ts';

// Every brand's BUILT site (npm run build) is served statically on its own port, the way the CDN
// serves it; each brand is a Playwright project, so a failure names the brand.
// PW_BRANDS=main,brightwick limits the run to some brands; PW_PORT_BASE moves the ports (default
// 4401) so two runs can share a machine; PUBLICWEB_DIST picks the built tree (build-data/dist.ts).
const only = process.env['PW_BRANDS']?.split(',').filter(Boolean);
const brands = listBrandKeys().filter((brand) => !only || only.includes(brand));
const portBase = Number(process.env['PW_PORT_BASE'] ?? 4401);
const port = (index: number) => portBase + index;
const executablePath = findChromium()?.path;

/**
 * Brands whose server also answers /api/graphql, each with its own in-memory database (staging:
 * the brand with analytics configured, whose purchase event the telemetry-analytics spec follows).
 */
export const BRANDS_WITH_API = ['main', 'brightwick', 'staging'];

/** Which specs run on which brands: tests/lib/brandGroups.ts says why. */
const featureSpecs =
  /(?:^|[\\/])(api|checkout|deal-buy|deal-copy|reviews|hub|pages|directory|early-input|speculation|bfcache)\.spec\.ts$/;
const ignoredOn = (brand: string) => [
  ...(FEATURE_BRANDS.includes(brand) ? [] : [featureSpecs]),
  ...(brand === 'main' ? [] : [MAIN_ONLY_SPECS]),
  ...(brand === 'staging' ? [] : [STAGING_ONLY_SPECS]),
  ...(REPEAT_BRANDS[brand] ? [BEHAVIOUR_SPECS] : []),
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  reporter: process.env['CI'] ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
    // No Playwright trace by default: recording one (DOM snapshots and a screencast of every action)
    // costs about a third of the suite's CPU time, and the full run's output is read, not its files.
    // To keep one for a failing test: `npm run test:e2e -- --trace retain-on-failure <spec>`.
    trace: 'off',
  },
  projects: brands.map((brand, index) => ({
    name: brand,
    metadata: { brand, api: BRANDS_WITH_API.includes(brand), repeats: REPEAT_BRANDS[brand] ?? null },
    testIgnore: ignoredOn(brand),
    use: { baseURL: `http://127.0.0.1:${port(index)}` },
  })),
  webServer: brands.map((brand, index) => ({
    // The brands of BRANDS_WITH_API (main and two white-labels) also answer /api/graphql.
    command: `node scripts/serve.ts --brand ${brand} --port ${port(index)}${BRANDS_WITH_API.includes(brand) ? ' --api' : ''}`,
    url: `http://127.0.0.1:${port(index)}/`,
    reuseExistingServer: !process.env['CI'],
    // Ten servers start at once; those with the API seed their database first (about 40,000 rows).
    timeout: 180_000,
    stdout: 'ignore',
  })),
});
