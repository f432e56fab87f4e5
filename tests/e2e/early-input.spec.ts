/**
 * Nothing typed before an island hydrates is lost. On a phone (390 px, CPU 4x slower:
 * scripts/lib/bench/phone.ts) the server-rendered fields are on screen well before their island's
 * script has run; a hurried shopper types into them key by key from the moment they appear. Each
 * test holds the island's module back until typing has begun (so the run does not depend on how
 * busy the machine is), checks that the island had not hydrated (Astro's `ssr` mark), then that
 * every character survived hydration and that the field's check ran on what was typed. The held
 * module stands for the phone's slow line; the phone's slow CPU starts when the module is let go,
 * so the island loads and hydrates as slowly as on a phone while the typing goes on.
 */
import type { Locator, Page } from '@playwright/test';
import { PHONE } from '../../scripts/lib/bench/phone.ts';
import { messages } from '../../src/schemas/fields.ts';
import { expect, expectHydrated, test } from './fixtures.ts';

const island = (page: Page, name: string) => page.locator(`astro-island[component-url*="/${name}."]`);

/**
 * Holds back the island's own module until `release()`: the field is on screen and typed into
 * before the island can hydrate in every run, however fast this machine is that moment (on the
 * phone profile alone the gap is about 0.7 s, but it varies with the machine's load). From the
 * release on, the page runs on a phone's CPU (4x slower): the island hydrates as slowly as there.
 */
async function holdIsland(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await released;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await route.continue();
  });
  return release;
}

/** The checkout at `path` with its island held back: the island, its Email field, and the release. */
async function heldCheckout(page: Page, path = '/checkout/?hours=3') {
  const release = await holdIsland(page, 'Checkout');
  await page.goto(path, { waitUntil: 'commit' });
  return { release, checkout: island(page, 'Checkout'), email: page.getByLabel('Email') };
}

/**
 * Waits for the field to be on screen, checks its island has not hydrated, types the first half of
 * `text` key by key, lets the island load, and types the rest at once (hydration lands during it).
 */
async function typeBeforeHydration(island: Locator, field: Locator, text: string, release: () => void) {
  await field.scrollIntoViewIfNeeded();
  await expect(field).toBeVisible();
  await expect(island).toHaveAttribute('ssr', '');
  const half = Math.ceil(text.length / 2);
  await field.pressSequentially(text.slice(0, half));
  await expect(island).toHaveAttribute('ssr', '');
  release();
  await field.pressSequentially(text.slice(half));
}

test.describe('typed before hydration', () => {
  test.beforeEach(async ({ page }) => {
    test.slow(); // a phone's CPU once the held island is let go (holdIsland)
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  });

  test('checkout step 1: every field keeps every character typed from the moment it appears, and sends', async ({
    page,
  }) => {
    const { release, checkout, email } = await heldCheckout(page);
    await typeBeforeHydration(checkout, email, 'shopper@example.com', release);
    // The rest straight after, as a shopper tabs on (some of it lands before hydration, some after).
    await page.keyboard.press('Tab');
    await page.keyboard.type('5555550123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Jane');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Doe');
    await page.keyboard.press('Tab');
    await page.keyboard.type('60601');

    await expectHydrated(checkout);
    const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
    await expect(continueButton).toBeEnabled();
    await expect(email).toHaveValue('shopper@example.com');
    await expect(page.getByLabel('Mobile phone')).toHaveValue(/^\D*555\D*555\D*0123$/);
    await expect(page.getByLabel('First name')).toHaveValue('Jane');
    await expect(page.getByLabel('Last name')).toHaveValue('Doe');
    await expect(page.getByLabel('Zip code')).toHaveValue('60601');
    // The island's state holds what the fields show: the details are sent and step 2 opens.
    await continueButton.click();
    await expect(page.getByRole('heading', { level: 2, name: /Choose your cleaning/ })).toBeVisible();
  });

  test('checkout step 1: a field left before hydration is checked on what was typed', async ({ page }) => {
    const { release, checkout, email } = await heldCheckout(page);
    await typeBeforeHydration(checkout, email, 'shopper@example', release);
    await page.keyboard.press('Tab');
    await page.keyboard.type('555');
    await expectHydrated(checkout);
    await expect(email).toHaveValue('shopper@example');
    await expect(email).toHaveAccessibleDescription(messages.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    // Fixing it clears the message as the shopper types, as for any shown error.
    await email.pressSequentially('.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Mobile phone')).toHaveValue(/^\D*555\D*$/);
  });

  test('checkout step 1: a zip code from the deal page’s link joins what was typed, focus stays', async ({ page }) => {
    const { release, checkout, email } = await heldCheckout(page, '/checkout/?hours=3&zipcode=60601');
    await typeBeforeHydration(checkout, email, 'shopper@exam', release);
    await expectHydrated(checkout);
    await expect(page.getByLabel('Zip code')).toHaveValue('60601');
    await expect(email).toBeFocused();
    await page.keyboard.type('ple.com');
    await expect(email).toHaveValue('shopper@example.com');
  });

  test('deal page: the zip lookup keeps what was typed, and looks it up', async ({ page }) => {
    const release = await holdIsland(page, 'ZipLookup');
    await page.goto('/deal', { waitUntil: 'commit' });
    const lookup = page.locator('#zip form');
    const zipcode = lookup.getByRole('textbox', { name: 'Zip code' });
    await typeBeforeHydration(island(page, 'ZipLookup'), zipcode, '60601', release);
    const check = lookup.getByRole('button', { name: 'Check' });
    await expect(check).toBeEnabled();
    await expect(zipcode).toHaveValue('60601');
    await check.click();
    await expect(page.getByTestId('zip-result')).toContainText('near 60601');
  });

  test('deal page: the waitlist keeps what was typed, and checks a field left before hydration', async ({ page }) => {
    const release = await holdIsland(page, 'Waitlist');
    await page.goto('/deal', { waitUntil: 'commit' });
    const waitlist = page.getByRole('form', { name: 'Join the voucher waitlist' });
    const email = waitlist.getByRole('textbox', { name: 'Email' });
    await typeBeforeHydration(island(page, 'Waitlist'), email, 'jane.doe@', release);
    await page.keyboard.press('Tab');
    await page.keyboard.type('6060');
    await expect(waitlist.getByRole('button', { name: 'Join the waitlist' })).toBeEnabled();
    await expect(email).toHaveValue('jane.doe@');
    await expect(email).toHaveAccessibleDescription(messages.email);
    await expect(waitlist.getByRole('textbox', { name: 'Zip code' })).toHaveValue('6060');
  });

  test('reviews: a sort chosen before hydration is applied, not reverted', async ({ page }) => {
    const release = await holdIsland(page, 'Reviews');
    await page.goto('/reviews/', { waitUntil: 'commit' });
    const reviews = island(page, 'Reviews');
    const sort = page.getByLabel('Sort reviews');
    await sort.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute('ssr', '');
    await sort.selectOption('RATING_LOWEST');
    release();
    await expectHydrated(reviews);
    await expect(sort).toHaveValue('RATING_LOWEST');
    await expect(page.getByRole('status').filter({ hasText: 'reviews' })).toContainText('lowest rated first');
  });
});

/**
 * An action taken before its island hydrates is carried out once it has (the page's
 * inline early-actions script holds it: src/islands/shared/earlyActions.inline.ts), never dropped.
 */
test.describe('pressed before hydration', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
  });

  /** Counts the GraphQL operations named `name` the page sends. */
  const countOperations = (page: Page, name: string) => {
    const sent = { count: 0 };
    page.on('request', (request) => {
      if (request.url().includes('/api/graphql') && request.postData()?.includes(`"operationName":"${name}"`)) {
        sent.count++;
      }
    });
    return sent;
  };

  test('deal page: a zip code entered with Enter before the island works is looked up once it does', async ({
    page,
  }) => {
    const release = await holdIsland(page, 'ZipLookup');
    const lookups = countOperations(page, 'ZipLookup');
    await page.goto('/deal', { waitUntil: 'commit' });
    const lookup = page.locator('#zip form');
    const zipcode = lookup.getByRole('textbox', { name: 'Zip code' });
    await typeBeforeHydration(island(page, 'ZipLookup'), zipcode, '60601', () => undefined);
    await zipcode.press('Enter');
    // Taken: the page did not reload, the form says it is working, nothing was sent yet.
    await expect(lookup).toHaveAttribute('aria-busy', 'true');
    await expect(island(page, 'ZipLookup')).toHaveAttribute('ssr', '');
    expect(page.url()).not.toContain('zipcode=');
    release();
    await expectHydrated(island(page, 'ZipLookup'));
    await expect(page.getByTestId('zip-result')).toContainText('near 60601', { timeout: 15_000 });
    await expect(lookup).not.toHaveAttribute('aria-busy', 'true');
    expect(lookups.count).toBe(1);
    expect(page.url()).not.toContain('zipcode=');
  });

  test('checkout step 1: Continue pressed before the island works sends the details once it does', async ({ page }) => {
    const release = await holdIsland(page, 'Checkout');
    const leads = countOperations(page, 'RegisterLead');
    await page.goto('/checkout/?hours=3', { waitUntil: 'commit' });
    const checkout = island(page, 'Checkout');
    const email = page.getByLabel('Email');
    await typeBeforeHydration(
      checkout,
      email,
      `early-${Math.random().toString(36).slice(2, 8)}@example.com`,
      () => undefined,
    );
    for (const [label, text] of [
      ['Mobile phone', '5555550123'],
      ['First name', 'Jane'],
      ['Last name', 'Doe'],
      ['Zip code', '60601'],
    ] as const) {
      await page.getByLabel(label).pressSequentially(text);
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(checkout).toHaveAttribute('ssr', '');
    expect(new URL(page.url()).searchParams.has('email')).toBe(false);
    release();
    await expectHydrated(checkout);
    await expect(page.getByRole('heading', { level: 2, name: /Choose your cleaning/ })).toBeVisible({
      timeout: 15_000,
    });
    expect(leads.count).toBe(1);
  });

  test('reviews: "Show more reviews" pressed before the island works loads them once it does', async ({ page }) => {
    const release = await holdIsland(page, 'Reviews');
    await page.goto('/reviews/', { waitUntil: 'commit' });
    const reviews = island(page, 'Reviews');
    const more = page.getByRole('button', { name: 'Show more reviews' });
    await more.scrollIntoViewIfNeeded();
    await expect(reviews).toHaveAttribute('ssr', '');
    const before = await page.getByRole('article').count();
    await more.click();
    await expect(reviews).toHaveAttribute('ssr', '');
    release();
    await expectHydrated(reviews);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(before);
  });
});
