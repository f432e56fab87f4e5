/**
 * Reflow (WCAG 1.4.10): at 320 CSS pixels wide every template of every brand fits without
 * sideways scrolling. One page of every template, plus the pages with the longest words the
 * directory has; each waits for its islands to render what a visitor sees.
 */
import { expect, templatePages, test } from './fixtures.ts';

test('every template fits 320 px without horizontal scrolling', async ({ page, brand }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const wide: string[] = [];
  for (const path of templatePages(brand.key)) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    const widths = await page.evaluate(() => {
      const root = document.documentElement;
      // The element that pokes out furthest, to name it in the failure.
      let culprit = '';
      let right = root.clientWidth;
      for (const element of document.body.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > right + 0.5) {
          right = box.right;
          culprit = `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
        }
      }
      return { scroll: root.scrollWidth, client: root.clientWidth, culprit };
    });
    if (widths.scroll > widths.client) wide.push(`${path}: ${widths.scroll}px wide (${widths.culprit})`);
  }
  expect(wide, 'pages wider than the 320 px viewport').toEqual([]);
});
