import { expect, expectNoAxeViolations, templatePages, test } from './fixtures.ts';

/** What a brand's own colours decide: enough contrast, and links told apart from text without colour alone. */
const colourRules = ['color-contrast', 'link-in-text-block'];

// One page of every template per brand (the directory alone has thousands of pages): at phone
// width on every brand, and at desktop width too on the main brand and one white-label. A brand
// that repeats another in other colours and names (tests/lib/brandGroups.ts) gets the colour rules
// here; every other rule gives the same answer as on the brand it repeats.
test('one page of every template has zero axe violations', async ({ page, brand }) => {
  test.setTimeout(300_000);
  const pages = templatePages(brand.key);
  expect(pages).toEqual(expect.arrayContaining(['/', '/deal', '/404', '/500']));
  const widths = ['main', 'brightwick'].includes(brand.key) ? [390, 1280] : [390];
  const repeats = Boolean(test.info().project.metadata['repeats']);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await expectNoAxeViolations(page, `${path} at ${width}px`, repeats ? colourRules : undefined);
    }
  }
});

test('the open mobile menu and the open services dropdown have zero axe violations', async ({ page }) => {
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
});

test('every template shows its content with JavaScript disabled', async ({ browser, brand }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of templatePages(brand.key)) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    const text = (await page.getByRole('main').innerText()).trim();
    expect(text.length, `text of ${path} without JavaScript`).toBeGreaterThan(80);
  }
  await context.close();
});
