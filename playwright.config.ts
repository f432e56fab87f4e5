import { defineConfig } from '@playwright/test';
import { listBrandKeys } from './src/brand/load.ts';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.ts';

// Every brand's BUILT site (npm run build) is served statically on its own port, the way the CDN
// serves it; each brand is a Playwright project, so a failure names the brand.
const brands = listBrandKeys();
const port = (index: number) => 4401 + index;
const executablePath = findChromium()?.path;

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
    trace: 'retain-on-failure',
  },
  projects: brands.map((brand, index) => ({
    name: brand,
    metadata: { brand },
    use: { baseURL: `http://127.0.0.1:${port(index)}` },
  })),
  webServer: brands.map((brand, index) => ({
    // The main brand's server also answers /api/graphql (one in-memory database, not ten).
    command: `node scripts/serve.ts --brand ${brand} --port ${port(index)}${brand === 'main' ? ' --api' : ''}`,
    url: `http://127.0.0.1:${port(index)}/`,
    reuseExistingServer: !process.env['CI'],
    stdout: 'ignore',
  })),
});
