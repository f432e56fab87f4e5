/**
 * The deploy's API route when the API is down, on the engine itself: a brand whose API_ORIGIN
 * answers nothing still sells nothing wrong. The route answers in time with a GraphQL error, and
 * the checkout says the site's own sentence in its alert, never a raw error.
 */
import { createServer } from 'node:net';
import { FRIENDLY_SERVER_MESSAGE } from '../../src/graphql/friendly.ts';
import { brandDist } from '../../build-data/dist.ts';
import { startEngine, type RunningEngine } from '../../scripts/lib/engine.ts';
import { freePort } from '../../scripts/lib/system.ts';
import { expect, expectHydrated, test } from '../e2e/fixtures.ts';
import { testPhone } from '../lib/pageHelpers.ts';

let engine: RunningEngine | undefined;

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(150_000);
  const brand = String(testInfo.project.metadata['brand']);
  engine = await startEngine(brandDist(brand), await freePort(), {
    API_ORIGIN: `http://127.0.0.1:${await closedPort()}`,
  });
});
test.afterAll(async () => engine?.stop());

test('with the API down, the checkout says it was on our side, in the site’s words', async ({ page }) => {
  await page.goto(`${engine!.url}/checkout/?hours=3&zipcode=78701`);
  await expectHydrated(page.locator('astro-island').first());
  const id = Math.random().toString(36).slice(2, 10);
  for (const [label, text] of [
    ['Email', `down-${id}@example.com`],
    ['Mobile phone', testPhone()],
    ['First name', 'Dana'],
    ['Last name', 'Reyes'],
  ] as const) {
    await page.getByLabel(label).pressSequentially(text);
  }
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/graphql'));
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  expect((await answered).status()).toBe(503);
  await expect(page.getByRole('alert').filter({ hasText: FRIENDLY_SERVER_MESSAGE })).toBeVisible();
});
