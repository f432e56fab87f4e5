/**
 * One page of every template, on the template brands (tests/lib/brandGroups.ts), walked once per
 * width with every check that page load can answer:
 * - at 320 px: the brand's logo in the header and zero axe violations as loaded; then, every FAQ
 *   answer open and every island scrolled into view until it has hydrated, the strict
 *   Content-Security-Policy with zero violations (the page fixture in fixtures.ts fails any test
 *   whose page meets one; csp.spec.ts proves it notices) and reflow (WCAG 1.4.10: nothing wider
 *   than the screen). 320 px is the phone layout at its narrowest: the first breakpoint is 480 px
 *   (src/styles/breakpoints.ts), so a wider phone has the same rules;
 * - at 1280 px, the desktop layout: zero axe violations.
 * The other brands' colours and logos: axe's colour rules, reflow and the logo on /, /deal and
 * /checkout/ in brand-smoke.spec.ts, and every colour pair of every theme in src/brand/contrast.test.ts.
 * One test per width, so that the two run side by side on two workers.
 */
import { expect, expectBrandLogo, expectNoAxeViolations, sidewaysOverflow, templatePages, test } from './fixtures.ts';
import type { Page } from '@playwright/test';

/** Opens every FAQ answer and scrolls every island into view; fails when one stays unhydrated. */
async function hydrateEveryIsland(page: Page, path: string): Promise<void> {
  // Islands inside FAQ answers hydrate once their <details> is open and on screen.
  await page
    .locator('details')
    .evaluateAll((all) => all.forEach((details) => ((details as HTMLDetailsElement).open = true)));
  const islands = page.locator('astro-island');
  const count = await islands.count();
  for (let index = 0; index < count; index += 1) await islands.nth(index).scrollIntoViewIfNeeded();
  // Astro removes `ssr` from an island once it has hydrated.
  await expect(page.locator('astro-island[ssr]'), `${path}: islands left unhydrated`).toHaveCount(0);
}

test(
  'one page of every template at 320 px: the logo, islands hydrated under the CSP, no sideways scrolling, zero axe violations',
  { tag: '@template-brands' },
  async ({ page, brand }) => {
    test.setTimeout(300_000);
    const pages = templatePages(brand.key);
    expect(pages).toEqual(expect.arrayContaining(['/', '/deal', '/404', '/500']));
    await page.setViewportSize({ width: 320, height: 640 });
    const wide: string[] = [];
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
      await expectBrandLogo(page, brand, path);
      // axe reads the page as loaded, as at 1280 px: checked again with every FAQ answer open and
      // every island rendered, the walk took longer than the two walks it replaces.
      await expectNoAxeViolations(page, `${path} at 320px`);
      await hydrateEveryIsland(page, path);
      const overflow = await sidewaysOverflow(page);
      if (overflow) wide.push(`${path}: ${overflow}`);
    }
    expect(wide, 'pages wider than the 320 px viewport').toEqual([]);
  },
);

test(
  'one page of every template has zero axe violations at 1280 px',
  { tag: '@template-brands' },
  async ({ page, brand }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of templatePages(brand.key)) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at 1280px`);
    }
  },
);

test(
  'the open mobile menu and the open services dropdown have zero axe violations',
  { tag: '@template-brands' },
  async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'the open mobile menu');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Services' }).click();
    await expect(page.locator('#services-menu')).toBeVisible();
    await expectNoAxeViolations(page, 'the open services dropdown');
  },
);

test(
  'every template shows its content with JavaScript disabled',
  { tag: '@template-brands' },
  async ({ noScriptPage: page, brand }) => {
    test.setTimeout(120_000);
    for (const path of templatePages(brand.key)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      const text = (await page.getByRole('main').innerText()).trim();
      expect(text.length, `text of ${path} without JavaScript`).toBeGreaterThan(80);
    }
  },
);
