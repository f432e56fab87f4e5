import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { brandDist } from '../../build-data/dist.ts';
import { fileForPath } from '../../scripts/lib/site-pages.ts';
import { serviceLinks } from '../../src/data/navigation.ts';
import { DNS_COOKIE } from '../../src/telemetry/privacy.ts';
import { DO_NOT_SELL_KEY as DNS_STORAGE_KEY } from '../../src/domain/storageKeys.ts';
import { earlyCancellationRule, generalOfferTerms, monthlyRangeText } from '../../src/domain/charges.ts';
import { brandOfferRange } from '../../src/catalog/priceRange.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { featuredOption, foreverClean } from '../../src/domain/offer.ts';
import { builtPages, expect, test } from './fixtures.ts';
import { jsonLd } from '../lib/pageHelpers.ts';

// The static content pages: services, /apply, /vs, legal, the opt-out control and help.
const supportAddress = (domain: string) => `support@${domain.replace(/^www\./, '')}`;

/** Each page, its h1 and a sentence a visitor must find on it (brand name filled in per brand). */
const pages: { path: string; h1: (app: string) => RegExp; content: (app: string, domain: string) => string }[] = [
  { path: '/apply', h1: () => /^Become a cleaner$/, content: () => 'Instant or weekly pay' },
  {
    path: '/vs',
    h1: (app) => new RegExp(`^${app} vs an independent cleaner vs a franchise maid service$`),
    content: () => 'as of November 2026',
  },
  {
    path: '/terms-of-service/',
    h1: (app) => new RegExp(`^${app} Terms of Service$`),
    content: () => 'Last updated November 22, 2026',
  },
  {
    path: '/privacy-policy/',
    h1: (app) => new RegExp(`^${app} Privacy Policy$`),
    content: () => 'Last updated November 22, 2026',
  },
  {
    path: '/privacy/optout/',
    h1: () => /^Do Not Sell My Personal Information$/,
    content: (_, domain) => supportAddress(domain),
  },
  { path: '/help/', h1: () => /^Help center$/, content: () => 'Forever Clean membership' },
  { path: '/help/ticket/', h1: () => /^Contact us$/, content: (_, domain) => supportAddress(domain) },
  {
    path: '/services/house-cleaning',
    h1: () => /^House cleaning$/,
    content: () => `Book your first 3-hour cleaning for ${formatUsd(featuredOption.price)}`,
  },
];

test.describe('pages (feature brands)', { tag: '@feature-brands' }, () => {
  test('each page shows its h1 and key content, with the brand’s own name', async ({ page, brand }) => {
    for (const { path, h1, content } of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1(brand.appName));
      await expect(page.getByRole('main').getByText(content(brand.appName, brand.domain)).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(new RegExp(brand.appName.replace(/[&]/g, '\\$&')));
    }
  });

  test('the nine service pages have distinct copy, an FAQ and Service JSON-LD priced from the default option', async ({
    page,
    brand,
  }) => {
    const range = brandOfferRange(brand.experiments?.['voucherOption']);
    // The first cleaning's price, or the range of the brand's offers where they differ.
    const firstPrice =
      range.lowestFirstPrice === range.firstPrice
        ? { price: featuredOption.price }
        : { minPrice: range.lowestFirstPrice, maxPrice: range.firstPrice };
    const intros = new Set<string>();
    const faqs = new Set<string>();
    for (const { href, label } of serviceLinks) {
      await page.goto(href);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 }), href).toHaveText(label);
      await expect(main.getByRole('heading', { name: 'What is included' })).toBeVisible();
      await expect(main.getByRole('table', { name: /by home size/ })).toBeVisible();
      intros.add(await main.locator('#about + div p').first().innerText());
      const questions = main.locator('details summary');
      expect(await questions.count(), href).toBeGreaterThanOrEqual(4);
      expect(await questions.count(), href).toBeLessThanOrEqual(5);
      faqs.add(await questions.first().innerText());
      // An FAQ answer opens on click.
      await questions.first().click();
      await expect(main.locator('details').first().locator('p')).toBeVisible();
      await expect(main.getByRole('link', { name: /first-cleaning deal/ })).toHaveAttribute('href', '/deal');
      await expect(main.locator('a[href="/us/"]')).toHaveCount(1);

      const service = (await jsonLd(page)).find((data) => data['@type'] === 'Service');
      expect(service, href).toMatchObject({
        serviceType: expect.any(String),
        provider: { '@type': 'Organization', name: brand.appName, url: `${brand.baseUrl}/` },
        areaServed: { '@type': 'Country', name: 'United States' },
        offers: {
          '@type': 'Offer',
          ...(range.lowestFirstPrice === range.firstPrice ? { price: featuredOption.price } : {}),
          priceCurrency: 'USD',
          // The price's condition, in words and as a price component (spec §9).
          // The monthly prices of the cohorts the brand sells, never one cohort's as everyone's.
          description: expect.stringContaining(
            `First 3-hour cleaning for new clients. Requires a Forever Clean membership (${monthlyRangeText(range)} plus possible taxes depending on your offer`,
          ),
          priceSpecification: {
            '@type': 'CompoundPriceSpecification',
            ...firstPrice,
            priceComponent: [
              { '@type': 'UnitPriceSpecification', ...firstPrice, priceCurrency: 'USD' },
              {
                '@type': 'UnitPriceSpecification',
                ...(range.monthlyMin === range.monthlyMax
                  ? { price: range.monthlyMin }
                  : { minPrice: range.monthlyMin, maxPrice: range.monthlyMax }),
                priceCurrency: 'USD',
                priceComponentType: 'https://schema.org/Subscription',
                unitCode: 'MON',
              },
            ],
          },
        },
      });
    }
    expect(intros.size).toBe(serviceLinks.length);
    expect(faqs.size).toBe(serviceLinks.length);
  });

  test('the header’s services dropdown links to every service page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/vs');
    const hrefs = await page
      .locator('header a[href^="/services/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(serviceLinks.map((link) => link.href)));
  });

  test('/vs is a real table with headers and stays readable at 390 px', async ({ page, brand }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/vs');
    const table = page.getByRole('table');
    await expect(table.locator('caption')).toContainText('as of November 2026');
    const columns = await table.locator('thead th[scope="col"]').allInnerTexts();
    expect(columns.slice(1)).toEqual([brand.appName, 'Independent cleaner', 'Franchise maid service']);
    const rows = await table.locator('tbody th[scope="row"]').allInnerTexts();
    for (const topic of ['Price per hour', 'Vetting', 'Scheduling', 'Cancellation', 'Supplies']) {
      expect(rows).toContain(topic);
    }
    expect(rows.some((row) => row.startsWith('Insurance'))).toBe(true);
    const region = page.getByRole('region', { name: /Comparison table/ });
    await expect(region).toHaveAttribute('tabindex', '0');
    // The table scrolls inside its region; the page itself never scrolls sideways.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('terms state the offer terms and the Forever Clean rules; the contents link to sections', async ({
    page,
    brand,
  }) => {
    // The range of the cohorts this brand sells, never the whole catalogue's.
    const offerRange = brandOfferRange(brand.experiments?.['voucherOption']);
    await page.goto('/terms-of-service/');
    const main = page.getByRole('main');
    // A static page cannot know the visitor's offer: it states the range of every offer's prices and
    // says where the visitor's own is shown (one price everywhere).
    await expect(main.getByText(generalOfferTerms(offerRange), { exact: true })).toBeVisible();
    const membership = main.locator('#forever-clean + ul');
    await expect(membership).toContainText(`Forever Clean costs ${monthlyRangeText(offerRange)} plus possible taxes`);
    await expect(membership).toContainText(earlyCancellationRule(offerRange));
    await expect(membership).toContainText(`After you have paid for ${foreverClean.minimumMonths} months`);
    await expect(membership).not.toContainText(`${formatUsd(foreverClean.monthlyPrice)} per month`);
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: 'Forever Clean membership' }).click();
    await expect(page).toHaveURL(/#forever-clean$/);
    await expect(page.locator('#forever-clean')).toBeInViewport();
  });

  test.describe('the Do Not Sell opt-out', () => {
    const readStored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), DNS_STORAGE_KEY);
    const readCookie = async (page: Page) =>
      (await page.context().cookies()).find((cookie) => cookie.name === DNS_COOKIE);

    test('saves the choice in localStorage and a cookie, shows it, and keeps it after a reload', async ({ page }) => {
      await page.goto('/privacy/optout/');
      const toggle = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
      await expect(toggle).not.toBeChecked();
      await expect(page.getByText('Current setting: not opted out.')).toBeVisible();

      await toggle.check();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText(/^Saved\. You are opted out/);
      expect(await readStored(page)).toBe('1');
      const cookie = await readCookie(page);
      expect(cookie).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
      // About a year from now.
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

      await page.reload();
      await expect(toggle).toBeChecked();
      await expect(page.getByText(/^Current setting: opted out\./)).toBeVisible();

      await toggle.uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText('Saved. You are no longer opted out in this browser.');
      expect(await readStored(page)).toBeNull();
      expect(await readCookie(page)).toBeUndefined();
    });

    test('Global Privacy Control shows as already on', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
      });
      await page.goto('/privacy/optout/');
      const toggle = page.getByRole('switch', { name: 'Do not sell or share my personal information' });
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeDisabled();
      await expect(page.getByText(/Your browser sends the Global Privacy Control signal/)).toBeVisible();
      expect(await readStored(page)).toBe('1');
    });
  });

  test('/help and /help/ both load the help center, grouped by topic', async ({ page }) => {
    for (const path of ['/help', '/help/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Help center');
    }
    const topics = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    for (const topic of [
      'Booking',
      'Vouchers and pricing',
      'Forever Clean membership',
      'Cancellations and rescheduling',
      'Payments',
      'Account',
      'Safety',
    ]) {
      expect(topics).toContain(topic);
    }
  });

  test('/login and /customer/choosedate/ links go to the brand’s app', async ({ page, brand }) => {
    const app = brand.appUrl.replace(/\/+$/, '');
    await page.goto('/help/ticket/');
    await expect(page.getByRole('link', { name: 'Sign in to the app' })).toHaveAttribute('href', `${app}/login`);
    await expect(page.getByRole('link', { name: 'Redeem a voucher' })).toHaveAttribute(
      'href',
      `${app}/customer/choosedate/`,
    );
    await page.goto('/apply');
    await expect(page.getByRole('link', { name: 'Apply in the app' }).first()).toHaveAttribute('href', `${app}/apply`);

    // No page of the built site links to the app's routes on the site's own host.
    const siteDir = brandDist(brand.key);
    const plain = builtPages(brand.key).filter((path) =>
      /href="(?:\/|\.\.?\/)(?:login|customer\/choosedate)/.test(readFileSync(fileForPath(siteDir, path)!, 'utf8')),
    );
    expect(plain).toEqual([]);
  });

  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('every page renders its content; the opt-out page explains how to opt out by email', async ({
      page,
      brand,
    }) => {
      for (const { path, h1, content } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1(brand.appName));
        await expect(
          page.getByRole('main').getByText(content(brand.appName, brand.domain)).first(),
          path,
        ).toBeVisible();
      }
      await page.goto('/privacy/optout/');
      await expect(page.getByRole('switch')).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Opt out by contacting support' })).toBeVisible();
      await page.goto('/help/');
      await page.getByText('How do I redeem my voucher?').click();
      await expect(page.getByRole('link', { name: 'Choose a date for your voucher' })).toBeVisible();
    });
  });
});
