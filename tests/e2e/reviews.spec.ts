/**
 * The reviews island on /deal (and /) and the /reviews/ page: the first page is in the HTML, then
 * more pages are appended, earlier ones prepended, a sort change replaces the list (spec §4).
 */
import type { Page } from '@playwright/test';
import { FetchMoreReviews } from '../lib/operations.ts';
import { expect, expectHydrated, expectNoAxeViolations, gql, nextPaints, test } from './fixtures.ts';
import { jsonLd } from '../lib/pageHelpers.ts';
import { pauseClock } from '../lib/clock.ts';
import { FRIENDLY_TIMEOUT_MESSAGE, SLOW_MESSAGE } from '../../src/graphql/friendly.ts';
import { REQUEST_DEADLINE_MS } from '../../src/graphql/timed.ts';
import { SLOW_NOTICE_MS } from '../../src/islands/shared/slow.ts';

const PAGE_SIZE = 6;

/** Scrolls the reviews island into view and waits until React has taken it over. */
async function hydrated(page: Page) {
  const island = page.locator('astro-island[component-url*="Reviews"]');
  await island.scrollIntoViewIfNeeded();
  await expectHydrated(island);
  return island;
}

const cards = (page: Page) => page.getByRole('article', { name: /^Review by / });
const status = (page: Page) => page.getByRole('status').filter({ hasText: /reviews?\b/ });
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more reviews' });
const showEarlier = (page: Page) => page.getByRole('button', { name: 'Show earlier reviews' });

test(
  'the first page of reviews is in the HTML, with JavaScript off',
  { tag: '@feature-brands' },
  async ({ noScriptPage: page }) => {
    for (const path of ['/', '/deal', '/reviews/']) {
      await page.goto(path);
      await expect(cards(page), path).toHaveCount(PAGE_SIZE);
      const first = cards(page).first();
      await expect(first.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible();
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      // Controls that need the script are not offered when it cannot run.
      await expect(showMore(page)).toBeHidden();
      await expect(page.getByLabel('Sort reviews')).toBeHidden();
    }
  },
);

test(
  '/reviews/ has its own title, one h1, the aggregate rating and a way to the deal',
  { tag: '@feature-brands' },
  async ({ page, brand }) => {
    await page.goto('/reviews/');
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toContainText(brand.appName);
    await expect(page).toHaveTitle(new RegExp(`${brand.appName} Reviews`));
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /first cleaning/i }).first()).toHaveAttribute('href', '/deal');
    const organization = (await jsonLd(page)).find((doc) => doc['@type'] === 'Organization')!;
    expect(organization['aggregateRating']).toMatchObject({
      '@type': 'AggregateRating',
      bestRating: 5,
      worstRating: 1,
    });
    expect(organization['review']).toHaveLength(PAGE_SIZE);
    // The figure the page shows is the one it states in structured data.
    const { ratingValue, reviewCount } = organization['aggregateRating'] as {
      ratingValue: number;
      reviewCount: number;
    };
    await expect(page.getByRole('img', { name: `Rated ${ratingValue} out of 5` }).first()).toBeVisible();
    await expect(page.getByRole('main')).toContainText(reviewCount.toLocaleString('en-US'));
  },
);

test.describe('live reviews', { tag: '@purchase-brands' }, () => {
  test('the rating /reviews/ states is computed from every review the API serves', async ({ page, request }) => {
    test.setTimeout(120_000);
    const stars: number[] = [];
    type Connection = {
      publicReviews: {
        edges: { node: { stars: number } | null }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    };
    for (let after: string | null = null, more = true; more;) {
      const data: Connection = await gql<Connection>(request, FetchMoreReviews, { first: 50, after });
      for (const edge of data.publicReviews.edges) if (edge.node) stars.push(edge.node.stars);
      more = data.publicReviews.pageInfo.hasNextPage;
      after = data.publicReviews.pageInfo.endCursor;
    }
    const mean = Math.round((stars.reduce((sum, value) => sum + value, 0) / stars.length) * 10) / 10;
    await page.goto('/reviews/');
    const organization = (await jsonLd(page)).find((doc) => doc['@type'] === 'Organization')!;
    expect(organization['aggregateRating']).toMatchObject({ ratingValue: mean, reviewCount: stars.length });
  });

  test('the pre-rendered page is what the API answers, and hydrating shifts nothing', async ({ page }) => {
    await page.goto('/deal');
    const before = await cards(page).allTextContents();
    const box = await cards(page).first().boundingBox();
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { reviewShifts: number[] }).reviewShifts = shifts;
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        })[]) {
          const inReviews = entry.sources?.some(
            (source) => source.node && document.getElementById('reviews')?.contains(source.node),
          );
          if (!entry.hadRecentInput && inReviews) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await hydrated(page);
    await nextPaints(page);
    expect(await cards(page).allTextContents()).toEqual(before);
    const after = await cards(page).first().boundingBox();
    expect(after?.height).toBe(box?.height);
    const shifts = await page.evaluate(() => (window as unknown as { reviewShifts: number[] }).reviewShifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);

    // The page after the pre-rendered one continues it: the live API agrees with the snapshot.
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    expect((await cards(page).allTextContents()).slice(0, PAGE_SIZE)).toEqual(before);
  });

  test('zero axe violations on /reviews/ and on /deal with more reviews loaded, at phone and desktop width', async ({
    page,
  }) => {
    test.setTimeout(120_000); // four axe runs
    // One load per page, checked at both widths: the list has its second page in either.
    for (const path of ['/reviews/', '/deal']) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await showMore(page).click();
      await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
      await expectNoAxeViolations(page, `${path} at 390px`);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page, `${path} at 1280px`);
    }
  });
});

/**
 * What the island does with the API's pages, on the main brand: every brand serves the same
 * island with the same API (api/ answers every brand alike but for its cohorts), and a brand's
 * experiments are a template brand's (tests/lib/brandGroups.test.ts). What a brand can change,
 * its reviews page, its snapshot and its colours, is checked above on @purchase-brands.
 */
test.describe('live reviews: the island', () => {
  test('Show more appends the next page and announces it; reload keeps the place and Show earlier prepends', async ({
    page,
  }) => {
    await page.goto('/deal');
    await hydrated(page);
    const firstText = (await cards(page).first().textContent()) ?? '';
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).first()).toHaveText(firstText);
    await expect(status(page)).toHaveText(`${PAGE_SIZE} more reviews added below. Showing ${2 * PAGE_SIZE} reviews.`);
    const secondPage = await cards(page).allTextContents();
    expect(page.url()).toContain('reviews=');

    // Coming back to the same address (reload, Back, a shared link) shows the page reached,
    // with the earlier one a click away.
    await page.reload();
    await hydrated(page);
    await expect(cards(page).first()).toHaveText(secondPage[PAGE_SIZE]!);
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(status(page)).toHaveText(`Showing ${PAGE_SIZE} reviews from where you left off.`);
    await showEarlier(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    expect(await cards(page).allTextContents()).toEqual(secondPage);
    await expect(status(page)).toHaveText(
      `${PAGE_SIZE} earlier reviews added above. Showing ${2 * PAGE_SIZE} reviews.`,
    );
    // Back at the start: no earlier page, and focus is on the first review rather than lost.
    await expect(showEarlier(page)).toHaveCount(0);
    await expect(cards(page).first()).toBeFocused();
  });

  test('changing the sort replaces the list, and a reload keeps the sort', async ({ page }) => {
    await page.goto('/reviews/');
    await hydrated(page);
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await page.getByLabel('Sort reviews').selectOption('RATING_LOWEST');
    await expect(cards(page)).toHaveCount(PAGE_SIZE);
    await expect(cards(page).first().getByRole('img', { name: 'Rated 1 out of 5' })).toBeVisible();
    await expect(status(page)).toHaveText(`Showing ${PAGE_SIZE} reviews, lowest rated first.`);
    await expect(page.getByLabel('Sort reviews')).toHaveValue('RATING_LOWEST');

    await page.getByLabel('Sort reviews').selectOption('RATING_HIGHEST');
    await expect(status(page)).toHaveText(`Showing ${PAGE_SIZE} reviews, highest rated first.`);
    await expect(cards(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(PAGE_SIZE);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Sort reviews')).toHaveValue('RATING_HIGHEST');
    await expect(cards(page).getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(PAGE_SIZE);
  });

  test('works with the keyboard alone; focus lands on the first new review', async ({ page }) => {
    await page.goto('/reviews/');
    await hydrated(page);
    const sort = page.getByLabel('Sort reviews');
    await sort.focus();
    await page.keyboard.press('ArrowDown'); // next option: Highest rated
    await expect(status(page)).toHaveText(`Showing ${PAGE_SIZE} reviews, highest rated first.`);
    await expect(sort).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(showMore(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(cards(page).nth(PAGE_SIZE)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(showMore(page)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(cards(page)).toHaveCount(3 * PAGE_SIZE);
  });

  for (const variant of ['RECENT', 'RATING_HIGHEST'] as const) {
    test(`the ${variant} variant sees its own list from the first paint, before the island loads`, async ({
      page,
      request,
    }) => {
      // The island's module is held back: what shows is the build's HTML alone.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/_astro\/Reviews\.[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`/reviews/?pw_exp=review_default_sort:${variant}`);
      const island = page.locator('astro-island[component-url*="Reviews"]');
      await island.scrollIntoViewIfNeeded();
      await expect(island).toHaveAttribute('ssr', '');
      const expected = await gql<{ publicReviews: { edges: { node: { body: string } }[] } }>(
        request,
        FetchMoreReviews,
        { first: PAGE_SIZE, filter: { sort: variant } },
      );
      const bodies = expected.publicReviews.edges.map((edge) => edge.node.body);
      await expect(cards(page)).toHaveCount(bodies.length);
      for (const [index, body] of bodies.entries()) await expect(cards(page).nth(index)).toContainText(body);
      // The sort control never says another order than the list shown.
      const sort = page.getByLabel('Sort reviews');
      if (variant === 'RECENT') await expect(sort).toHaveValue('RECENT');
      else await expect(sort).toBeHidden();
      const before = await cards(page).allTextContents();
      release();
      await expectHydrated(island);
      await expect(sort).toHaveValue(variant);
      await expect(sort).toBeVisible();
      expect(await cards(page).allTextContents()).toEqual(before);
    });
  }

  test('a failed load keeps the reviews shown and says what happened', async ({ page }) => {
    await page.goto('/deal');
    await hydrated(page);
    const shown = await cards(page).allTextContents();
    await page.route('**/api/graphql', (route) => route.fulfill({ status: 503, body: 'down' }));
    await showMore(page).click();
    await expect(page.getByRole('alert').filter({ hasText: /try again/i })).toBeVisible();
    expect(await cards(page).allTextContents()).toEqual(shown);
    await page.getByLabel('Sort reviews').selectOption('RATING_LOWEST');
    await expect(page.getByRole('alert').filter({ hasText: /try again/i })).toBeVisible();
    await expect(page.getByLabel('Sort reviews')).toHaveValue('RECENT');
    expect(await cards(page).allTextContents()).toEqual(shown);

    // Once the API answers again, the same button works.
    await page.unroute('**/api/graphql');
    await showMore(page).click();
    await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an API that does not answer: still waiting after a few seconds, given up at the deadline, the button works again', async ({
    page,
  }) => {
    // The seconds of waiting pass on the page's clock (tests/lib/clock.ts), not in real time.
    await page.clock.install();
    await page.goto('/deal');
    await hydrated(page);
    let release!: () => void;
    const never = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/graphql', async (route) => {
      if (!route.request().postData()?.includes('FetchMoreReviews')) return route.fallback();
      await never;
      await route.abort().catch(() => undefined);
    });
    const waiting = page.getByRole('status').filter({ hasText: SLOW_MESSAGE });
    const problem = page.getByRole('alert').filter({ hasText: FRIENDLY_TIMEOUT_MESSAGE });
    try {
      await pauseClock(page);
      const sent = page.waitForRequest((request) => Boolean(request.postData()?.includes('FetchMoreReviews')));
      await showMore(page).click();
      await sent;
      await page.clock.runFor(SLOW_NOTICE_MS);
      await expect(waiting).toBeVisible();
      await page.clock.runFor(REQUEST_DEADLINE_MS - SLOW_NOTICE_MS - 500);
      await expect(problem).toHaveCount(0);
      await page.clock.runFor(500);
      await expect(problem).toBeVisible();
      await expect(waiting).toHaveCount(0);
      await page.unroute('**/api/graphql');
      await page.clock.resume();
      await showMore(page).click();
      await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
      await expect(problem).toHaveCount(0);
    } finally {
      release();
    }
  });
});
