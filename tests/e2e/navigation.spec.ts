import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** The expanded state Chromium gives assistive technology (popover invokers get it natively). */
async function announcedExpanded(page: Page, selector: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value ?? false;
}

const services = [
  'House cleaning',
  'Deep cleaning',
  'Maid services',
  'Room cleaning',
  'One-time cleaning',
  'Same-day cleaning',
  'Move-in & move-out cleaning',
  'Housekeeping services',
  'Apartment cleaning',
];

test.describe('navigation (template brands)', { tag: '@template-brands' }, () => {
  test.describe('desktop navigation', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('header links and Sign in', async ({ page, brand }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Cleaning tips' })).toHaveAttribute('href', '/hub/');
      await expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help/');
      await expect(nav.getByRole('link', { name: 'Become a cleaner' })).toHaveAttribute('href', '/apply');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `${brand.appUrl}/login`,
      );
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    });

    test('the services dropdown works by keyboard', async ({ page }) => {
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Services' });
      const menu = page.locator('#services-menu');
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect.poll(() => announcedExpanded(page, '[popovertarget="services-menu"]')).toBe(true);
      await expect(menu.getByRole('link')).toHaveText(services);
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: 'House cleaning' })).toBeFocused();
      await expect(menu.getByRole('link', { name: 'House cleaning' })).toHaveAttribute(
        'href',
        '/services/house-cleaning',
      );
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect.poll(() => announcedExpanded(page, '[popovertarget="services-menu"]')).toBe(false);
      await trigger.focus();
      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Space');
      await expect(menu).toBeHidden();
    });

    test('the services dropdown opens and closes by mouse, and sits under its button', async ({ page }) => {
      await page.goto('/');
      const trigger = page.getByRole('button', { name: 'Services' });
      const menu = page.locator('#services-menu');
      await trigger.click();
      await expect(menu).toBeVisible();
      const [button, panel] = [await trigger.boundingBox(), await menu.boundingBox()];
      expect(panel!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      expect(Math.abs(panel!.x - button!.x)).toBeLessThan(2);
      await page.mouse.click(640, 600);
      await expect(menu).toBeHidden();
      await trigger.click();
      await trigger.click();
      await expect(menu).toBeHidden();
    });
  });

  test.describe('mobile menu', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('slides in from the right at 85% width, traps focus and closes on Escape', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const open = page.getByRole('button', { name: 'Open menu' });
      await open.tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      // Wait for the slide-in to finish: the panel ends flush with the right edge.
      await expect
        .poll(async () => Math.round((await menu.boundingBox())!.x + (await menu.boundingBox())!.width))
        .toBe(390);
      expect(Math.round((await menu.boundingBox())!.width)).toBe(Math.round(390 * 0.85));

      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press('Tab');
        expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('closes on a tap outside and lists services, tips, help, apply and Sign in', async ({ page, brand }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.getByText('Services', { exact: true }).tap();
      await expect(menu.getByRole('link', { name: 'Apartment cleaning' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Cleaning tips' })).toHaveAttribute('href', '/hub/');
      await expect(menu.getByRole('link', { name: 'Become a cleaner' })).toHaveAttribute('href', '/apply');
      await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `${brand.appUrl}/login`);
      await page.mouse.click(20, 400);
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).tap();
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).tap();
      await expect(menu).toBeHidden();
    });
  });

  test.describe('services dropdown on a touch screen', () => {
    test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

    test('opens with a tap and closes with a tap outside', async ({ page }) => {
      await page.goto('/');
      const menu = page.locator('#services-menu');
      await page.getByRole('button', { name: 'Services' }).tap();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Deep cleaning' }).focus();
      await page.touchscreen.tap(900, 600);
      await expect(menu).toBeHidden();
    });
  });
});
