import { expect, expectNoAxeViolations, templatePages, test } from './fixtures.ts';

// One page of every template at phone and desktop width, on the template brands (tests/lib/brandGroups.ts).
// Every brand's own colours: axe's colour rules on /, /deal and /checkout/ in brand-smoke.spec.ts,
// and every colour pair of every brand's theme in src/brand/contrast.test.ts.
// One test per width, so that the two run side by side on two workers.
for (const width of [390, 1280]) {
  test(
    `one page of every template has zero axe violations at ${width} px`,
    { tag: '@template-brands' },
    async ({ page, brand }) => {
      test.setTimeout(300_000);
      const pages = templatePages(brand.key);
      expect(pages).toEqual(expect.arrayContaining(['/', '/deal', '/404', '/500']));
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      }
    },
  );
}

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
