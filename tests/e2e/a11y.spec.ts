import AxeBuilder from '@axe-core/playwright';
import { builtPages, expect, test } from './fixtures.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test('every page of the brand has zero axe violations, at desktop and phone widths', async ({ page, brand }) => {
  const pages = builtPages(brand.key);
  expect(pages).toEqual(expect.arrayContaining(['/', '/deal', '/404', '/500']));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        `${path} at ${width}px`,
      ).toEqual([]);
    }
  }
});

test('the open mobile menu and the open services dropdown have zero axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Services' }).click();
  await expect(page.locator('#services-menu')).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map((v) => v.id)).toEqual([]);
});
