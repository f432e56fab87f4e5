import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PAGE_SIZE = 6;

/** Scrolls the reviews island into view and waits until React has taken it over. */
async function hydrated(page: Page) {
  const island = page.locator('astro-island[component-url*="Reviews"]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
  return island;
}

const cards = (page: Page) => page.getByRole('article', { name: /^Review by / });

test('the first page of reviews is in the HTML, with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/deal', '/reviews/']) {
    await page.goto(path);
    await expect(cards(page), path).toHaveCount(PAGE_SIZE);
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: /^Rated [1-5] out of 5$/ }),
    ).toBeVisible();
    await expect(cards(page).first().locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  }
  await context.close();
});

test.describe('live reviews', () => {
  test.skip(({ withApi }) => !withApi, 'needs the reference API next to the site');

  test('Show more appends the next page and announces it; reload keeps the place and Show earlier prepends', async ({
    page,
  }) => {
    await page.goto('/deal');
    await hydrated(page);
    const firstText = (await cards(page).first().textContent()) ?? '';
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).first()).toHaveText(firstText);
    await expect(page.getByRole('status').filter({ hasText: 'reviews' })).toHaveText(
      `${PAGE_SIZE} more reviews added below. Showing ${2 * PAGE_SIZE} reviews.`,
    );
    const secondPageFirst = (await cards(page).nth(PAGE_SIZE).textContent()) ?? '';
    expect(page.url()).toContain('reviews=');

    // Coming back to the same address shows the page reached, with the earlier one a click away.
    await page.reload();
    await hydrated(page);
    await expect(cards(page).first()).toHaveText(secondPageFirst);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await page.getByRole('button', { name: 'Show earlier reviews' }).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).first()).toHaveText(firstText);
    await expect(cards(page).nth(PAGE_SIZE)).toHaveText(secondPageFirst);
    await expect(page.getByRole('button', { name: 'Show earlier reviews' })).toHaveCount(0);
  });

  test('changing the sort replaces the list', async ({ page }) => {
    await page.goto('/reviews/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await page.getByLabel('Sort reviews').selectOption('RATING_LOWEST');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first().getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'reviews' })).toHaveText(
      `Showing ${PAGE_SIZE} reviews, lowest rated first.`,
    );
    await page.getByLabel('Sort reviews').selectOption('RATING_HIGHEST');
    await expect(cards(page).first().getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  });

  test('works with the keyboard alone and stays accessible after loading', async ({ page }) => {
    await page.goto('/reviews/');
    await hydrated(page);
    await page.getByLabel('Sort reviews').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show more reviews' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });

  test('a failed load keeps the reviews shown and says what happened', async ({ page }) => {
    await page.goto('/deal');
    await hydrated(page);
    await page.route('**/api/graphql', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.getByRole('button', { name: 'Show more reviews' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /try again/i })).toBeVisible();
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
  });
});
