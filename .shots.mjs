import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5401';
const out = '/tmp/wt9shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [320, 390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + '/deal');
  for (const id of ['zip', 'options', 'forever-clean']) {
    await page.locator('#' + id).scrollIntoViewIfNeeded();
  }
  await page.waitForSelector('#options a');
  await page.locator('#options').screenshot({ path: `${out}/deal-options-${width}.png` });
  await page.locator('#forever-clean').screenshot({ path: `${out}/deal-fc-${width}.png` });
  await page.goto(base + '/checkout/?hours=3');
  await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('button[type=submit]')?.disabled);
  await page.getByLabel('Email').pressSequentially(`shot-${width}-${Date.now()}@example.com`);
  await page.getByLabel('Mobile phone').pressSequentially('5125550142');
  await page.getByLabel('Zip code').pressSequentially('99501');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText('We are not in 99501 yet').waitFor();
  await page.getByRole('button', { name: 'Join the waitlist for 99501' }).click();
  await page.screenshot({ path: `${out}/checkout-unserved-${width}.png`, fullPage: true });
  await page.getByLabel('Zip code of the home to clean').fill('78701');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByText('Due today').waitFor();
  await page.screenshot({ path: `${out}/checkout-2-${width}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: /^Buy for/ }).waitFor();
  await page.getByLabel('Card number').pressSequentially('4242424242424241');
  await page.getByLabel('Expiry date').pressSequentially('12/30');
  await page.getByLabel('Security code').pressSequentially('ab');
  await page.getByLabel('Card number').focus();
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${out}/checkout-3-errors-${width}.png`, fullPage: true });
  await page.getByLabel('Card number').clear();
  await page.getByLabel('Card number').pressSequentially('4242424242424242');
  await page.getByLabel('Security code').clear();
  await page.getByLabel('Security code').pressSequentially('123');
  await page.getByRole('button', { name: /^Buy for/ }).click();
  await page.getByTestId('voucher-code').waitFor();
  await page.screenshot({ path: `${out}/checkout-4-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
