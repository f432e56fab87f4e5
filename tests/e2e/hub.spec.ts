import { fitPageTitle } from '../../src/lib/seoText.ts';
import type { Page } from '@playwright/test';
import { formatUsd } from '../../src/domain/format.ts';
import { featuredOption } from '../../src/domain/offer.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { jsonLd } from '../lib/pageHelpers.ts';

// The cleaning-tips hub: /hub/, /hub/category/cleaning and one page per article (/hub/<slug>/),
// built from the Markdown content collection in src/content/hub/.
const HUB = '/hub/';
const CATEGORY = '/hub/category/cleaning';
const ARTICLE = '/hub/how-long-does-a-house-cleaning-take/';

type Card = { title: string; href: string; published: string };

/** The article cards of a listing page, in page order. */
async function cards(page: Page): Promise<Card[]> {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator('time') })
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector('h2 a, h3 a');
        return {
          title: link?.textContent?.trim() ?? '',
          href: link?.getAttribute('href') ?? '',
          published: item.querySelector('time')?.getAttribute('datetime') ?? '',
        };
      }),
    );
}

test.describe('hub (feature brands)', { tag: '@feature-brands' }, () => {
  test('/hub/ lists at least six articles newest first, and every card opens its article', async ({ page }) => {
    await page.goto(HUB);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cleaning tips');
    const list = await cards(page);
    expect(list.length).toBeGreaterThanOrEqual(6);
    const dates = list.map((card) => card.published);
    expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(list.map((card) => card.href)).size).toBe(list.length);
    for (const card of list) {
      expect(card.href).toMatch(/^\/hub\/[a-z0-9-]+\/$/);
      const response = await page.goto(card.href);
      expect(response?.status(), card.href).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), card.href).toHaveText(card.title);
      await expect(page.locator('article time').first()).toHaveAttribute('datetime', card.published);
    }
  });

  test('/hub/ links to the category page, which lists the same articles in the same order', async ({ page }) => {
    await page.goto(HUB);
    const all = await cards(page);
    const ld = (await jsonLd(page)).find((data) => data['@type'] === 'CollectionPage');
    const items = (ld?.['mainEntity'] as { itemListElement: { url: string; position: number }[] }).itemListElement;
    expect(items.map((item) => new URL(item.url).pathname)).toEqual(all.map((card) => card.href));
    expect(items.map((item) => item.position)).toEqual(all.map((_, index) => index + 1));

    await page.getByRole('link', { name: /^Cleaning \(\d+ articles\)$/ }).click();
    await expect(page).toHaveURL(new RegExp(`${CATEGORY}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cleaning articles');
    expect(await cards(page)).toEqual(all);
    await page.getByRole('link', { name: 'All cleaning tips' }).click();
    await expect(page).toHaveURL(new RegExp(`${HUB}$`));
  });

  test('an article has its h1, breadcrumbs, the deal CTA, related articles and valid structured data', async ({
    page,
    brand,
  }) => {
    await page.goto(ARTICLE);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(page.locator('h1')).toHaveCount(1);
    const title = (await h1.textContent())!.trim();
    expect(title).toBe('How Long Does a House Cleaning Take? Estimates by Home Size');
    // The brand ending goes when the title would pass the 60 characters search results show.
    await expect(page).toHaveTitle(fitPageTitle(`${title} | ${brand.appName}`, brand.appName));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // Long-form body rendered from Markdown, with its own sub-headings.
    await expect(page.getByRole('article').getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect((await page.getByRole('article').innerText()).length).toBeGreaterThan(2500);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Cleaning tips', title]);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Cleaning tips' })).toHaveAttribute('href', HUB);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);

    const price = formatUsd(featuredOption.price);
    const cta = page.getByRole('complementary', { name: 'Rather have someone else do it?' });
    await expect(cta).toContainText(brand.appName);
    await expect(cta).toContainText(`Your first ${featuredOption.numHours}-hour cleaning is ${price}`);
    await expect(cta.getByRole('link', { name: `See the ${price} deal` })).toHaveAttribute('href', '/deal');

    const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link');
    await expect(related).toHaveCount(3);
    const relatedHrefs = await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(relatedHrefs).not.toContain(ARTICLE);

    const blocks = await jsonLd(page);
    expect(blocks.map((data) => data['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList']);
    const posting = blocks.find((data) => data['@type'] === 'BlogPosting')!;
    const published = await page.locator('article header time').first().getAttribute('datetime');
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      headline: title,
      datePublished: published,
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      author: { '@type': 'Organization', name: brand.appName },
      publisher: {
        '@type': 'Organization',
        name: brand.appName,
        logo: { '@type': 'ImageObject', url: `${brand.baseUrl}/brand/logo.png`, width: 512, height: 512 },
      },
      // The hub's 1200×630 social card (tests/e2e/previews.spec.ts checks the file).
      image: { '@type': 'ImageObject', url: `${brand.baseUrl}/og/hub.png`, width: 1200, height: 630 },
      url: `${brand.baseUrl}${ARTICLE}`,
    });
    expect(String(posting['dateModified']) >= String(published)).toBe(true);
    const breadcrumbs = blocks.find((data) => data['@type'] === 'BreadcrumbList')!;
    expect(breadcrumbs['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${brand.baseUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Cleaning tips', item: `${brand.baseUrl}${HUB}` },
      { '@type': 'ListItem', position: 3, name: title, item: `${brand.baseUrl}${ARTICLE}` },
    ]);
  });

  // One h1, unique titles and descriptions of 50–160 characters, canonical or noindex by the brand's
  // search policy: read from every hub page of every brand's build (tests/built/siteRules.ts checkHead).

  test('hub pages ship no JavaScript beyond the shared mobile-menu script', async ({ page }) => {
    // The telemetry loader and consent banner are every page's, inserted from their templates when the
    // browser is idle (src/telemetry/head.ts): whether that has happened yet is timing, not the page.
    const scripts = async () =>
      (
        await page
          .locator('script:not([type="application/ld+json"])')
          .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src') ?? node.textContent))
      ).filter((script) => !/TelemetryLoader|ConsentBanner/.test(script ?? ''));
    await page.goto('/apply'); // a static page: the shared mobile-menu script and nothing else
    const shared = await scripts();
    for (const path of [HUB, CATEGORY, ARTICLE]) {
      await page.goto(path);
      expect(await scripts(), path).toEqual(shared);
    }
  });

  test('hub pages render their content with JavaScript disabled', async ({ noScriptPage: page }) => {
    for (const path of [HUB, CATEGORY]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await cards(page)).length, path).toBeGreaterThanOrEqual(6);
    }
    await page.goto(ARTICLE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('article').getByRole('table')).toBeVisible();
    expect((await page.getByRole('article').innerText()).length).toBeGreaterThan(2500);
  });

  test('hub pages have zero axe violations and no sideways scrolling at 390px and 1280px', async ({ page }) => {
    // One load per page, checked at both widths.
    for (const path of [HUB, CATEGORY, ARTICLE]) {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(path);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page, `${path} at ${width}px`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the window at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });
});
