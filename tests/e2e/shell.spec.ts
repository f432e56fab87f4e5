import { chromeCopy } from '../../src/copy/chrome.ts';
import { homeCopyFor } from '../../src/data/homeCopy.ts';
import { featuredOption } from '../../src/domain/offer.ts';
import { fillPlaceholders } from '../../src/pages/_components/adCopy.ts';
import { expect, test } from './fixtures.ts';

test.describe('shell (every brand)', { tag: '@every-brand' }, () => {
  // One load of the home page for every check of it: the steps are the checks.
  test('home page (main home variant)', async ({ page, brand, request }) => {
    await page.goto('/');
    await test.step('is the brand’s own page with its name, logo, promo banner and one h1', async () => {
      // The brand's name and the offer, within the 60 characters search results show.
      const title = await page.title();
      expect(title).toMatch(
        /^(House Cleaning Near You: First 3-Hour Clean (for )?\$19|Home Cleaning: First 3 Hours for \$19) \| /,
      );
      expect(title.endsWith(` | ${brand.appName}`)).toBe(true);
      expect(title.length).toBeLessThanOrEqual(60);
      await expect(page.getByRole('link', { name: `${brand.appName} home` }).first()).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Offer' })).toHaveText(
        'Limited Time Offer: First 3-Hour Home Cleaning Starting At $19!',
        { useInnerText: true },
      );
      await expect(page.locator('h1')).toHaveCount(1);
      // The brand's own headline (src/data/homeCopy.ts), stating the first 3-hour cleaning at $19.
      const headline = fillPlaceholders(homeCopyFor(brand.key).headline, {
        price: featuredOption.price,
        hours: featuredOption.numHours,
        brand: brand.appName,
      });
      expect(headline).toMatch(/3-hour.*\$19|\$19.*3-hour/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline, { useInnerText: true });
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description).toContain('first 3-hour home cleaning');
      expect(description).toContain('$19');
    });
    await test.step('is noindex exactly on non-indexable brands and canonical on indexable ones', async () => {
      const robots = page.locator('meta[name="robots"]');
      const canonical = page.locator('link[rel="canonical"]');
      if (brand.indexable) {
        await expect(robots).toHaveCount(0);
        await expect(canonical).toHaveCount(1);
        await expect(canonical).toHaveAttribute('href', `${brand.baseUrl}/`);
      } else {
        await expect(robots).toHaveAttribute('content', 'noindex');
        await expect(canonical).toHaveCount(0);
      }
    });
    await test.step('carries Organization (raster logo, social profiles, no rating) and WebSite structured data', async () => {
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (block) => JSON.parse(block) as Record<string, unknown>,
      );
      const organization = blocks.find((data) => data['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: brand.appName,
        url: `${brand.baseUrl}/`,
        logo: { '@type': 'ImageObject', url: `${brand.baseUrl}/brand/logo.png`, width: 512, height: 512 },
      });
      // The rating is stated only where its reviews are listed (/reviews/), not on the home page.
      expect(organization).not.toHaveProperty('aggregateRating');
      expect(blocks.find((data) => data['@type'] === 'WebSite')).toEqual({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: brand.appName,
        url: `${brand.baseUrl}/`,
      });
      const social = Object.values(brand.social);
      if (social.length > 0) expect(organization?.['sameAs']).toEqual(social);
      else expect(organization).not.toHaveProperty('sameAs');
    });
    await test.step('links favicons per the brand’s favicon settings, and they load', async () => {
      await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
      await expect(page.locator('link[rel="icon"][href="/favicon.svg"]')).toHaveCount(brand.icoOnlyFavicon ? 0 : 1);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(brand.icoOnlyFavicon ? 0 : 1);
      for (const path of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/brand/logo.svg']) {
        expect((await request.get(path)).status(), path).toBe(200);
      }
      const logo = page.getByRole('banner').getByRole('img', { name: `${brand.appName} home` });
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });
    await test.step('is painted in the brand’s theme colours', async () => {
      const hex = (rgb: string) =>
        '#' +
        (rgb.match(/\d+/g) ?? [])
          .slice(0, 3)
          .map((n) => Number(n).toString(16).padStart(2, '0'))
          .join('');
      const banner = page.getByRole('complementary', { name: 'Offer' });
      expect(hex(await banner.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(
        brand.theme.color.surfaceInverse,
      );
      const cta = page.getByRole('link', { name: 'Choose your cleaning' }).first();
      expect(hex(await cta.evaluate((el) => getComputedStyle(el).backgroundColor))).toBe(brand.theme.color.emphasis);
    });
    await test.step('has the full footer: top states, top cities, social links, legal links and offer terms', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('navigation', { name: 'Top states' }).getByRole('link')).toHaveText(
        [
          'California',
          'Texas',
          'Florida',
          'New York',
          'Pennsylvania',
          'Illinois',
          'Ohio',
          'Georgia',
          'North Carolina',
          'Michigan',
        ],
        { useInnerText: true },
      );
      await expect(footer.getByRole('navigation', { name: 'Top cities' }).getByRole('link')).toHaveText(
        [
          'Chicago',
          'Fort Lauderdale',
          'Portland',
          'Baltimore',
          'New Orleans',
          'Cincinnati',
          'Albuquerque',
          'Milwaukee',
          'Baton Rouge',
          'San Jose',
        ],
        { useInnerText: true },
      );
      await expect(footer.getByRole('link', { name: 'North Carolina' })).toHaveAttribute('href', '/us/north-carolina/');
      await expect(footer.getByRole('link', { name: 'Fort Lauderdale' })).toHaveAttribute(
        'href',
        '/us/florida/fort-lauderdale/',
      );
      await expect(footer.getByRole('link', { name: 'Do Not Sell My Personal Information' })).toHaveAttribute(
        'href',
        '/privacy/optout/',
      );
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
        'href',
        '/terms-of-service/',
      );
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy/');
      await expect(footer).toContainText(
        '$19 first cleaning: new clients only, online appointment required, 24 hour cancellation policy, expires after 1 year.',
        { useInnerText: true },
      );
      await expect(footer).toContainText('$49/month plus possible taxes', { useInnerText: true });
      const networks = Object.keys(brand.social);
      await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(networks.length);
      for (const [network, href] of Object.entries(brand.social)) {
        await expect(footer.locator(`a[href="${href}"]`), network).toHaveCount(1);
      }
    });
    await test.step('keeps the layout within 1120px', async () => {
      await page.setViewportSize({ width: 1600, height: 900 });
      const box = await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => el.closest('section > div')!.getBoundingClientRect().toJSON() as DOMRect);
      // 1120px of content plus the side gutters (2 x 32px at this width).
      expect(box.width).toBeLessThanOrEqual(1120 + 64);
    });
  });

  test.describe('deal page (ad landing variant)', () => {
    test('has no navigation links or full footer, keeps the offer terms and legal links, and is noindex', async ({
      page,
      brand,
    }) => {
      await page.goto('/deal');
      await expect(page).toHaveTitle(`First 3-Hour Home Cleaning for $19 | ${brand.appName}`);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Top states' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${brand.appUrl}/login`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText('$19 first cleaning: new clients only', { useInnerText: true });
      await expect(footer.getByRole('link', { name: 'Do Not Sell My Personal Information' })).toHaveAttribute(
        'href',
        '/privacy/optout/',
      );
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
      // The ad landing exists for paid traffic: noindex on every brand, so no canonical either.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    });
  });

  test.describe('site files', () => {
    test('robots.txt and the sitemap match whether the brand is indexable', async ({ request, brand }) => {
      const robots = await (await request.get('/robots.txt')).text();
      const sitemap = await request.get('/sitemap-index.xml');
      if (brand.indexable) {
        expect(robots).toContain('Allow: /');
        expect(robots).toContain(`Sitemap: ${brand.baseUrl}/sitemap-index.xml`);
        expect(sitemap.status()).toBe(200);
        const urls = await (await request.get('/sitemap-0.xml')).text();
        expect(urls).toContain(`<loc>${brand.baseUrl}/</loc>`);
        // The ad landing and the payment form are noindex, so not in the sitemap.
        expect(urls).not.toContain(`<loc>${brand.baseUrl}/deal</loc>`);
        expect(urls).not.toContain(`<loc>${brand.baseUrl}/checkout/</loc>`);
        expect(urls).not.toContain('404');
        expect(urls).not.toContain('500');
      } else {
        expect(robots, 'crawlers may read the noindex').toBe('User-agent: *\nAllow: /\n');
        expect(sitemap.status()).toBe(404);
      }
    });

    test('an unknown address answers 404 with the brand’s not-found page', async ({ page, brand }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`Page not found | ${brand.appName}`);
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    });

    test('the static error page shows the generic error screen', async ({ page }) => {
      await page.goto('/500');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong', { useInnerText: true });
      await expect(page.getByRole('alert')).toContainText(
        "We're sorry for the inconvenience! Our team has been notified of the issue. Reload the page or try again later.",
        { useInnerText: true },
      );
      await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/');
    });
  });
});

// What comes first in the tab order is BaseLayout's, which branches on behaviour (the consent
// banner of an opt-in brand), not on names or colours: the template brands cover every brand.
test('the skip link moves focus to the main content', { tag: '@template-brands' }, async ({ page, brand }) => {
  await page.goto('/deal');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: chromeCopy(brand.appName, brand.key).skipLink });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
