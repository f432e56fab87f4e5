/**
 * The location directory as a shopper and a search engine see it: /us/ lists the 52 states and
 * territories, state pages list their places, and sample city pages show the right state, the
 * nearest places, and the seed's hourly prices or the not-yet-served message, with breadcrumbs
 * and structured data. Expected values come from the datasets and the API's seed regions.
 */
import type { Page } from '@playwright/test';
import { distanceKm } from '../../src/catalog/geo.ts';
import { metros, tierRates } from '../../src/catalog/metros.ts';
import { regionAt, regionCentres } from '../../src/catalog/regions.ts';
import { computeFromDatasets } from '../../src/directory/datasets.ts';
import { indexDirectory, cityPath, type DirectoryCity } from '../../src/directory/lookup.ts';
import { topCities, topStates } from '../../src/data/navigation.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { featuredOption } from '../../src/domain/offer.ts';
import { expect, test } from './fixtures.ts';
import { jsonLd } from '../lib/pageHelpers.ts';

const dir = indexDirectory(computeFromDatasets());
const centres = regionCentres();

function place(name: string, state: string): DirectoryCity {
  const city = dir.cities.find((c) => c.name === name && c.state === state);
  if (!city) throw new Error(`${name}, ${state} is not in the directory`);
  return city;
}

/** The smallest place outside every service region. */
const smallUnserved = [...dir.cities]
  .filter((c) => !regionAt(c.lat, c.lon, centres))
  .sort((a, b) => a.population - b.population)[0]!;

const samples = [place('Chicago', 'IL'), place('Austin', 'TX'), place('San Juan', 'PR'), smallUnserved];

async function expectBreadcrumbs(page: Page, names: string[]) {
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.locator('ol > li')).toHaveText(names);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(names.at(-1)!);
  const ld = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList');
  const items = ld?.['itemListElement'] as { name: string; position: number }[] | undefined;
  expect(items?.map((item) => item.name)).toEqual(names);
  expect(items?.map((item) => item.position)).toEqual(names.map((_, i) => i + 1));
}

test.describe('directory (feature brands)', { tag: '@feature-brands' }, () => {
  test('/us/ lists the 50 states, DC and Puerto Rico, each linked to its page', async ({ page }) => {
    await page.goto('/us/');
    await expect(page.locator('h1')).toHaveCount(1);
    const states = page.getByRole('region', { name: 'States and territories' }).getByRole('link');
    await expect(states).toHaveCount(52);
    await expect(states.filter({ hasText: 'Puerto Rico' })).toHaveAttribute('href', '/us/puerto-rico/');
    await expect(states.filter({ hasText: 'District of Columbia' })).toHaveAttribute(
      'href',
      '/us/district-of-columbia/',
    );
    await expect(page.getByText(/GeoNames/)).toBeVisible();
    await expectBreadcrumbs(page, ['Home', 'Locations']);
    await states.filter({ hasText: 'Illinois' }).click();
    await expect(page).toHaveURL(/\/us\/illinois\/$/);
    await expect(page.locator('h1')).toHaveText('House cleaning in Illinois');
  });

  test('a state page lists its largest places, the served ones A–Z, the unserved ones in one section, and the services', async ({
    page,
  }) => {
    const illinois = dir.states.find((s) => s.code === 'IL')!;
    await page.goto('/us/illinois/');
    await expectBreadcrumbs(page, ['Home', 'Locations', 'Illinois']);
    const largest = page.getByRole('region', { name: 'Largest places in Illinois' }).getByRole('link');
    await expect(largest).toHaveText(illinois.cities.slice(0, 10).map((i) => dir.cities[i]!.name));
    const servedCount = illinois.cities.filter((i) => dir.cities[i]!.region).length;
    const served = page.getByRole('region', { name: /^Where you can book in Illinois/ }).getByRole('link');
    await expect(served).toHaveCount(servedCount);
    const names = await served.allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const unserved = page.getByRole('region', { name: /^Not yet served in Illinois/ });
    await expect(unserved.getByRole('link', { name: /^(?!Join)/ })).toHaveCount(illinois.cities.length - servedCount);
    await expect(unserved.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute('href', '/deal#waitlist');
    await expect(page.getByRole('region', { name: 'Cleaning services in Illinois' }).getByRole('link')).toHaveCount(9);
    await expect(page.getByText(`We list ${illinois.cities.length} cities and towns in Illinois`)).toBeVisible();
  });

  for (const city of samples) {
    const state = dir.stateOf(city);
    const path = cityPath(state, city);
    test(`city page ${city.name}, ${city.state}: state, nearby places, price or waitlist, structured data`, async ({
      page,
      brand,
    }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(`House cleaning in ${city.name}, ${state.code}`);
      await expectBreadcrumbs(page, ['Home', 'Locations', state.name, city.name]);
      await expect(
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: state.name }),
      ).toHaveAttribute('href', `/us/${state.slug}/`);

      // The eight nearest places by great-circle distance, nearest first, each linked.
      const nearest = dir.cities
        .filter((other) => other !== city)
        .map((other) => ({ other, km: distanceKm(city.lat, city.lon, other.lat, other.lon) }))
        .sort((a, b) => a.km - b.km)
        .slice(0, 8);
      const nearby = page.getByRole('region', { name: `Cities near ${city.name}` }).getByRole('link');
      await expect(nearby).toHaveCount(8);
      expect(await nearby.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
        nearest.map(({ other }) => cityPath(dir.stateOf(other), other)),
      );

      await expect(page.getByRole('region', { name: /^Zip codes (in|near)/ }).getByRole('listitem')).toHaveCount(
        city.zips.length,
      );

      const region = regionAt(city.lat, city.lon, centres);
      const ld = await jsonLd(page);
      const service = ld.find((block) => block['@type'] === 'Service');
      if (region) {
        expect(service?.['areaServed']).toMatchObject({
          '@type': 'City',
          name: city.name,
          containedInPlace: { '@type': 'State', name: state.name },
        });
        const [rate, higher] = tierRates[metros[region.id - 1]!.tier];
        const prices = page.getByRole('region', { name: `Hourly prices in ${city.name}` });
        await expect(prices).toContainText(`${formatUsd(rate)} an hour`);
        await expect(prices).toContainText(`${formatUsd(higher)} an hour`);
        await expect(prices).toContainText(
          `${metros[region.id - 1]!.city}, ${metros[region.id - 1]!.state} service area`,
        );
        const offers = service!['offers'] as { price: number; priceSpecification: { unitCode: string } }[];
        expect(offers.map((offer) => offer.price)).toEqual([rate, higher]);
        expect(offers.every((offer) => offer.priceSpecification.unitCode === 'HUR')).toBe(true);
      } else {
        const notServed = page.getByRole('region', { name: `Not yet served in ${city.name}` });
        await expect(notServed).toContainText(`${brand.appName} does not have cleaners in ${city.name} yet`);
        await expect(notServed.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
          'href',
          '/deal#waitlist',
        );
        // Not a doorway: no Service markup, noindex, no canonical (and out of the sitemap: tests/built/site.test.ts).
        expect(service).toBeUndefined();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      }
      // The deal's call to action, priced from the featured option.
      const deal = page.getByRole('region', { name: new RegExp(formatUsd(featuredOption.price).replace('$', '\\$')) });
      await expect(deal.getByRole('link')).toHaveAttribute('href', '/deal');
      await expect(
        page.getByRole('region', { name: `Cleaning services in ${city.name}` }).getByRole('link'),
      ).toHaveCount(9);
      const faq = page.getByRole('region', { name: `Questions about house cleaning in ${city.name}` });
      await expect(faq.locator('summary').first()).toHaveText(`How much does house cleaning cost in ${city.name}?`);
      // No script beyond the shared mobile-menu one (telemetry's head script and what it adds on idle
      // aside; the speculation rules are data for the browser, not a script that runs).
      const scripts = await page
        .locator('script:not([type="application/ld+json"]):not([type="speculationrules"])')
        .evaluateAll(
          (all) =>
            all.filter(
              (s) =>
                !/__pw|__early|TelemetryLoader|ConsentBanner/.test(`${(s as HTMLScriptElement).src} ${s.textContent}`),
            ).length,
        );
      expect(scripts).toBeLessThanOrEqual(1);
    });
  }

  // Canonical where the brand owns the directory in search, noindex elsewhere (no robots meta on an
  // indexed page): read from every directory page of every brand's build (tests/built checkHead).

  test('the footer’s top states and top cities open their directory pages', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const link of [...topStates, ...topCities]) {
      await expect(footer.locator(`a[href="${link.href}"]`).first()).toHaveText(link.label);
      const response = await request.get(link.href);
      expect(response.status(), link.href).toBe(200);
      expect(await response.text()).toContain(`House cleaning in ${link.label}`);
    }
  });
});
