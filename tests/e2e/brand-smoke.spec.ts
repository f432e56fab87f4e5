/**
 * What a brand's colours and logo change, on every brand, on the pages a shopper pays through
 * (/, /deal, /checkout/): axe's colour rules at phone and desktop width, no sideways scrolling at
 * 320 px, and the brand's logo shown in the header. The full walks of every template (every axe
 * rule, no-JS, CSP, navigation) run on the template brands (tests/lib/brandGroups.ts); the
 * favicons, theme colours and the logo's file are checked per brand in shell.spec.ts, and every
 * colour pair of every theme in src/brand/contrast.test.ts.
 */
import { COLOUR_RULES, expect, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures.ts';

const PAGES = ['/', '/deal', '/checkout/'];

test.describe('brand smoke', { tag: '@every-brand' }, () => {
  test('the brand’s colours pass axe’s colour rules and its pages fit 320 px, with its logo', async ({
    page,
    brand,
  }) => {
    for (const path of PAGES) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      const logo = page.getByRole('banner').getByRole('img', { name: `${brand.appName} home` });
      await expect(logo.first(), `${path}: the logo`).toBeVisible();
      expect(await logo.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), path).toBe(
        true,
      );
      expect(await sidewaysOverflow(page), `${path} at 320 px`).toBeNull();
      await expectNoAxeViolations(page, `${path} at 320px`, COLOUR_RULES);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page, `${path} at 1280px`, COLOUR_RULES);
    }
  });
});
