/**
 * What a brand's colours and logo change, on the pages a shopper pays through (/, /deal,
 * /checkout/): axe's colour rules at phone and desktop width, no sideways scrolling at 320 px, and
 * the brand's logo shown in the header. It runs on every brand but the template brands
 * (@appearance-brands): on those, a11y.spec.ts walks one page of every template (these three
 * included) at 320 and 1280 px with every axe rule, the reflow check and the logo. The favicons,
 * theme colours and the logo's file are checked per brand in shell.spec.ts, and every colour pair
 * of every theme in src/brand/contrast.test.ts.
 */
import { COLOUR_RULES, expect, expectBrandLogo, expectNoAxeViolations, sidewaysOverflow, test } from './fixtures.ts';

const PAGES = ['/', '/deal', '/checkout/'];

test.describe('brand smoke', { tag: '@appearance-brands' }, () => {
  test('the brand’s colours pass axe’s colour rules and its pages fit 320 px, with its logo', async ({
    page,
    brand,
  }) => {
    for (const path of PAGES) {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expectBrandLogo(page, brand, path);
      expect(await sidewaysOverflow(page), `${path} at 320 px`).toBeNull();
      await expectNoAxeViolations(page, `${path} at 320px`, COLOUR_RULES);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page, `${path} at 1280px`, COLOUR_RULES);
    }
  });
});
