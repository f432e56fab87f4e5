/**
 * Layout on a phone at 320 and 390 px: the `homepage_reskin` hero centres its check
 * lines and stars with its copy; the service pages' home-size table stacks instead of wrapping a
 * row's header over many lines.
 */
import { expect, test } from './fixtures.ts';

test.describe('layout on a phone', () => {
  for (const width of [320, 390]) {
    test(`homepage_reskin: check lines and stars are centred with the copy (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/?pw_exp=homepage_reskin:reskin');
      await expect(page.locator('html')).toHaveAttribute('data-x-homepage_reskin', 'reskin');
      // For each line: the space left of its content and right of it, inside its own box.
      const gaps = await page.evaluate(() => {
        const hero = document.querySelector('#hero-title')!.closest('section')!;
        const lines = [...hero.querySelectorAll('ul li'), hero.querySelector('[role="img"]')!.parentElement!];
        return lines.map((line) => {
          const range = document.createRange();
          range.selectNodeContents(line);
          const content = range.getBoundingClientRect();
          const box = line.getBoundingClientRect();
          return { text: line.textContent!.trim(), left: content.left - box.left, right: box.right - content.right };
        });
      });
      expect(gaps.length).toBeGreaterThan(1);
      for (const gap of gaps) expect(Math.abs(gap.left - gap.right), gap.text).toBeLessThanOrEqual(2);
      await page.screenshot({ path: test.info().outputPath(`reskin-${width}.png`) });
    });

    test(`/services/deep-cleaning: the home-size table stacks, no header over many lines (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services/deep-cleaning');
      const table = page.getByRole('table', { name: /Typical time for deep cleaning/ });
      await table.scrollIntoViewIfNeeded();
      const rows = await table.locator('tbody th, tbody td').evaluateAll((headers) =>
        headers.map((header) => {
          const style = getComputedStyle(header);
          const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
          const range = document.createRange();
          range.selectNodeContents(header);
          return {
            text: header.textContent!.trim(),
            lines: Math.round(range.getBoundingClientRect().height / lineHeight),
          };
        }),
      );
      expect(rows.map((row) => row.text)).toContain('Touch Up (a quick refresh of the rooms you choose)');
      // Row headers take at most two lines, figures ("about 4 hours") one.
      for (const row of rows) expect(row.lines, row.text).toBeLessThanOrEqual(/hours$/.test(row.text) ? 1 : 2);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await table.screenshot({ path: test.info().outputPath(`table-${width}.png`) });
    });
  }
});
