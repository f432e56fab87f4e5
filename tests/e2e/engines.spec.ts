/**
 * The shopper's paths in the other engines a shopper uses: Firefox and WebKit (Safari's engine),
 * driven as tests/lib/engines.ts says, at 390 px. On the template brands with the API: the consent
 * choice, the zip lookup, Back to the deal page and Forward again, the purchase by pointer and by
 * keyboard alone, and after it Back, Forward, reload and a new tab of the checkout, which keep the
 * voucher. On the template brands: focus (the whole control and its focus ring) never under the
 * consent bar, by Tab and by the phone keyboard's next-field arrows. Every path fails on a console
 * error or a CSP violation. Chromium walks the same paths in the other specs (checkout, deal-buy,
 * consent-bar, bfcache).
 */
import { TEST_CARDS } from '../../api/payments.ts';
import {
  ENGINES,
  startEngine,
  waitFor,
  type EngineHost,
  type EngineName,
  type OpenOptions,
  type Shopper,
} from '../lib/engines.ts';
import { DEFAULT_BRAND } from '../lib/brandGroups.ts';
import { testPhone } from '../lib/pageHelpers.ts';
import { expect, templatePages, test as base } from './fixtures.ts';

type Viewport = { width: number; height: number };
const PHONE: Viewport = { width: 390, height: 844 };
const DESKTOP: Viewport = { width: 1280, height: 900 };

/**
 * `engines` starts each engine's browser or WebDriver server once per worker, when a test first
 * asks for it (a worker that runs only WebKit tests starts no Firefox); `shopperAt` opens a fresh
 * shopper (own storage) of the test's engine, closed after the test, which fails on any console
 * error or CSP violation it met.
 */
const test = base.extend<
  { engine: EngineName; shopperAt: (viewport?: Viewport, options?: OpenOptions) => Promise<Shopper> },
  { engines: (engine: EngineName) => Promise<EngineHost> }
>({
  engine: ['firefox', { option: true }],
  engines: [
    async ({}, provide) => {
      const started = new Map<EngineName, Promise<EngineHost>>();
      await provide((engine) => {
        if (!started.has(engine)) started.set(engine, startEngine(engine));
        return started.get(engine)!;
      });
      for (const host of started.values()) await (await host).stop();
    },
    { scope: 'worker' },
  ],
  shopperAt: async ({ engines, engine, baseURL }, provide) => {
    const host = await engines(engine);
    const opened: Shopper[] = [];
    const problems: string[] = [];
    const closeAll = async () => {
      for (const shopper of opened.splice(0)) {
        problems.push(...(await shopper.problems()));
        await shopper.close();
      }
    };
    // One shopper at a time: WebKitWebDriver drives one session at once.
    await provide(async (viewport = PHONE, options = {}) => {
      await closeAll();
      const shopper = await host.open(baseURL!, viewport, options);
      opened.push(shopper);
      return shopper;
    });
    await closeAll();
    expect(problems, 'console errors and CSP violations').toEqual([]);
  },
});

// A purchase typed key by key over WebDriver's round trips, or a sweep of every template, takes longer than Chromium's.
test.describe.configure({ timeout: 120_000 });

/** Marks the first visible element matching `selector` (and holding `text`, if given) and returns a selector for it. */
async function find(shopper: Shopper, selector: string, text?: string): Promise<string> {
  const mark = await waitFor(
    shopper,
    `${selector}${text ? ` "${text}"` : ''}`,
    (css: string, words: string | null) => {
      const found = [...document.querySelectorAll<HTMLElement>(css)].find(
        (el) =>
          el.getClientRects().length > 0 &&
          !(el as HTMLButtonElement).disabled &&
          (words === null || (el.textContent ?? '').replace(/\s+/g, ' ').includes(words)),
      );
      if (!found) return null;
      // Where a person looks before tapping (WebDriver's own scroll may leave it under the consent bar).
      found.scrollIntoView({ block: 'center' });
      const id = String(Math.random()).slice(2);
      found.setAttribute('data-engine-pick', id);
      return `[data-engine-pick="${id}"]`;
    },
    selector,
    text ?? null,
  );
  return mark;
}

async function clickOn(shopper: Shopper, selector: string, text?: string) {
  await shopper.click(await find(shopper, selector, text));
}

/** Clicks a field and types into it key by key. */
async function typeInto(shopper: Shopper, selector: string, text: string) {
  await clickOn(shopper, selector);
  await shopper.type(text);
}

const pageText = (selector: string) => (shopper: Shopper, what: string, text: string) =>
  waitFor(
    shopper,
    what,
    (css: string, words: string) =>
      (document.querySelector(css)?.textContent ?? '').replace(/\s+/g, ' ').includes(words),
    selector,
    text,
  );
const answerText = pageText('[data-testid="zip-result"]');
/** The zip answer, scrolled to as a shopper does to read it (its island hydrates when in view). */
async function zipAnswer(shopper: Shopper, what: string, text: string) {
  await shopper.evaluate(() =>
    document.querySelector('[data-testid="zip-result"]')?.scrollIntoView({ block: 'center' }),
  );
  await answerText(shopper, what, text);
}
const voucherShown = (shopper: Shopper, code: string, what: string) =>
  pageText('[data-testid="voucher-code"]')(shopper, what, code);

/** Waits until the consent bar (its code loads after the page) has slid in whole. */
async function barShown(shopper: Shopper) {
  await waitFor(shopper, 'the consent bar', () => {
    const bar = document.querySelector('#cc-main .cm--bar');
    if (!bar || !document.documentElement.classList.contains('show--consent')) return false;
    const box = bar.getBoundingClientRect();
    const settled = bar.getAnimations({ subtree: true }).length === 0;
    return (
      settled && getComputedStyle(bar).visibility === 'visible' && box.bottom <= innerHeight + 0.5 && box.height > 0
    );
  });
}

/** Waits for the consent bar, then chooses by pointer. */
async function chooseConsent(shopper: Shopper, label: 'Accept' | 'Reject') {
  await barShown(shopper);
  await clickOn(shopper, '#cc-main .cm--bar button', label);
  await waitFor(shopper, 'the choice recorded', () => document.documentElement.hasAttribute('data-consent'));
}

/**
 * How far the focused element, with its focus ring, reaches under the consent bar, once the
 * browser (and the page) has scrolled it into view; 0 when clear or when the bar is not shown.
 */
async function focusUnderBar(
  wanted: string | null = null,
  field: number | null = null,
): Promise<{ name: string; under: number; key: string; last: boolean; wanted: boolean }> {
  // The phone keyboard's next-field arrow: the page's field number `field` gets focus.
  if (field !== null) document.querySelector<HTMLElement>(`[data-engine-field="${field}"]`)?.focus();
  // The frame after the focus (the browser's scroll), a task (the page's), and the frame that shows them.
  await new Promise((done) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(done))));
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || el === document.body) {
    return { name: 'body', under: 0, key: 'body', last: true, wanted: false };
  }
  const isWanted = wanted !== null && el.matches(wanted);
  // The page's last control: a Tab from it would leave the page for the browser's toolbar.
  const controls = [
    ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
  ].filter((c) => c.tabIndex >= 0 && !(c as HTMLButtonElement).disabled && c.getClientRects().length > 0);
  const last = controls.at(-1) === el;
  el.dataset['engineSweep'] ??= String(document.querySelectorAll('[data-engine-sweep]').length);
  const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent;
  const name = `${el.tagName.toLowerCase()} "${(label ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const bar = document.querySelector('#cc-main .cm--bar');
  const key = el.dataset['engineSweep'];
  if (!bar || !document.documentElement.classList.contains('show--consent') || el.closest('#cc-main')) {
    return { name, under: 0, key, last, wanted: isWanted };
  }
  const style = getComputedStyle(el);
  const ring =
    style.outlineStyle === 'none'
      ? 0
      : parseFloat(style.outlineWidth) + Math.max(0, parseFloat(style.outlineOffset) || 0);
  const box = el.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top;
  // A control taller than the room above the bar (a table that scrolls sideways) cannot be clear of it.
  if (box.height + 2 * ring > barTop) return { name, under: 0, key, last, wanted: isWanted };
  return { name, under: Math.max(0, Math.round(box.bottom + ring - barTop)), key, last, wanted: isWanted };
}

/** Waits for the bar, and for the islands that load without being scrolled to (their hydration may move what is below). */
async function settled(shopper: Shopper) {
  await barShown(shopper);
  await waitFor(
    shopper,
    'the islands',
    () => !document.querySelector('astro-island[ssr]:not([client="visibleChain"])'),
  );
}

/** Tabs through the whole page, the bar shown, and returns every control that was (partly) under it. */
async function tabSweep(shopper: Shopper, path: string): Promise<string[]> {
  const under: string[] = [];
  const seen = new Set<string>();
  for (let presses = 0; presses < 250; presses++) {
    await shopper.press('Tab');
    const focused = await shopper.evaluate(focusUnderBar, null);
    if (focused.key === 'body' ? seen.size > 0 : seen.has(focused.key)) break; // round the page once
    seen.add(focused.key);
    if (focused.under > 0) under.push(`${path} ${focused.name}: ${focused.under}px under the bar`);
    if (focused.last) break;
  }
  return under;
}

/**
 * What the phone keyboard's next-field arrows do: focus the next form field, wherever it is
 * (the browser scrolls it into view); every field of the page in turn, from the top.
 */
async function nextFieldSweep(shopper: Shopper, path: string): Promise<string[]> {
  const count = await shopper.evaluate(() => {
    scrollTo(0, 0);
    const fields = [...document.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea')].filter(
      (el) => el.getClientRects().length > 0 && !el.closest('#cc-main'),
    );
    fields.forEach((field, index) => field.setAttribute('data-engine-field', String(index)));
    return fields.length;
  });
  const under: string[] = [];
  for (let index = 0; index < count; index++) {
    const focused = await shopper.evaluate(focusUnderBar, null, index);
    if (focused.under > 0) under.push(`${path} ${focused.name} (next field): ${focused.under}px under the bar`);
  }
  return under;
}

/** One page of each address shape (one city page, not four): the sweeps' time goes to layouts, not to names. */
function oneOfEachLayout(paths: string[]): string[] {
  const shapes = new Set<string>();
  return paths.filter((path) => {
    const shape = path.replace(/[^/]+/g, (segment, at: number) => (at === 1 ? segment : '*'));
    if (shapes.has(shape)) return false;
    shapes.add(shape);
    return true;
  });
}

/** A shopper's details, unique per test (the API refuses a second introductory voucher to the same person). */
function shopperDetails() {
  const id = Math.random().toString(36).slice(2, 10);
  return { email: `engine-${id}@example.com`, phone: testPhone('312'), first: 'Dana', last: 'Reyes', zip: '60601' };
}
const EXPIRY = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** From /deal: the consent choice, the zip lookup, a Choose link, and Back to /deal and Forward again. */
async function lookUpAndChoose(shopper: Shopper, zip: string) {
  await shopper.goto('/deal');
  await chooseConsent(shopper, 'Reject');
  await typeInto(shopper, '#zip-lookup-zipcode', zip);
  await clickOn(shopper, 'form[aria-labelledby="zip-title"] button[type=submit]');
  await zipAnswer(shopper, 'the zip answer', `near ${zip}`);
  await clickOn(shopper, '#options a[href^="/checkout/?hours=3"], #options button', 'Choose');
  await waitFor(shopper, 'the checkout', () => location.pathname === '/checkout/');
  await waitFor(shopper, 'the zip code from the deal page', () =>
    Boolean(document.querySelector<HTMLInputElement>('input[id$="-zipcode"]')?.value),
  );
  expect(await shopper.evaluate(() => document.querySelector<HTMLInputElement>('input[id$="-zipcode"]')?.value)).toBe(
    zip,
  );
  // Back restores the deal page with its answer (from the back/forward cache or rebuilt), Forward the checkout.
  await shopper.back();
  await zipAnswer(shopper, 'the zip answer after Back', `near ${zip}`);
  await shopper.forward();
  await waitFor(shopper, 'the checkout again', () => location.pathname === '/checkout/');
}

/** The box that consents to the membership the purchase starts. */
const CONSENT_BOX = '[data-testid="buy-consent"] input[type=checkbox]';

/** Step 1 to the voucher by pointer and keys typed one at a time; returns the voucher code. */
async function buyByPointer(shopper: Shopper): Promise<string> {
  const who = shopperDetails();
  await typeInto(shopper, 'input[id$="-email"]', who.email);
  await typeInto(shopper, 'input[id$="-phone"]', who.phone);
  await typeInto(shopper, 'input[id$="-firstName"]', who.first);
  await typeInto(shopper, 'input[id$="-lastName"]', who.last);
  await clickOn(shopper, 'form button[type=submit]', 'Continue');
  // As a person does: the total read, then on.
  await waitFor(
    shopper,
    'step 2 with its total',
    () => /step=2/.test(location.search) && /Due today/.test(document.body.textContent ?? ''),
  );
  await clickOn(shopper, 'button', 'Continue to payment');
  await waitFor(shopper, 'step 3', () => /step=3/.test(location.search));
  await typeInto(shopper, 'input[id$="-ccNumber"]', TEST_CARDS.success);
  await typeInto(shopper, 'input[id$="-ccExpiration"]', EXPIRY);
  await typeInto(shopper, 'input[id$="-cvc"]', '123');
  // Express consent to the membership: Buy does nothing until its box is ticked.
  await clickOn(shopper, CONSENT_BOX);
  await clickOn(shopper, 'main button[type=submit]', 'Buy');
  return voucherCode(shopper);
}

async function voucherCode(shopper: Shopper): Promise<string> {
  return waitFor(shopper, 'the voucher code', () =>
    document.querySelector('[data-testid="voucher-code"]')?.textContent?.trim(),
  );
}

/** Presses Tab until `selector` has focus (failing after many presses); returns every control passed under the bar. */
async function tabTo(shopper: Shopper, selector: string, under: string[]): Promise<void> {
  for (let presses = 0; presses < 120; presses++) {
    await shopper.press('Tab');
    const focused = await shopper.evaluate(focusUnderBar, selector);
    if (focused.under > 0) under.push(`${focused.name}: ${focused.under}px under the bar`);
    if (focused.wanted) return;
  }
  throw new Error(`${shopper.engine}: Tab never reached ${selector}`);
}

/** After a purchase: Back, Forward, reload and a new tab of the checkout show the voucher, never an empty step 1. */
async function voucherStays(shopper: Shopper, code: string) {
  for (let back = 1; back <= 3; back++) {
    await shopper.back();
    if (await shopper.evaluate(() => location.pathname !== '/checkout/')) break;
    await voucherShown(shopper, code, `the voucher after Back ×${back}`);
  }
  await shopper.forward();
  await voucherShown(shopper, code, 'the voucher after Forward');
  await shopper.reload();
  await voucherShown(shopper, code, 'the voucher after reload');
  await shopper.newTab('/checkout/');
  await voucherShown(shopper, code, 'the voucher in a new tab');
}

for (const engine of ENGINES) {
  test.describe(`${engine}`, () => {
    test.use({ engine });

    test.describe('the purchase', { tag: '@template-api-brands' }, () => {
      test(`by pointer at 390 px: consent, zip lookup, Back and Forward, the voucher kept (${engine})`, async ({
        shopperAt,
      }) => {
        const shopper = await shopperAt();
        await lookUpAndChoose(shopper, '60601');
        const code = await buyByPointer(shopper);
        await voucherStays(shopper, code);
      });

      test(`by keyboard alone at 390 px, focus never under the consent bar (${engine})`, async ({ shopperAt }) => {
        const shopper = await shopperAt();
        const who = shopperDetails();
        const under: string[] = [];
        await shopper.goto('/deal');
        await barShown(shopper);
        await tabTo(shopper, '#zip-lookup-zipcode', under);
        await shopper.type(who.zip);
        await shopper.press('Enter');
        await zipAnswer(shopper, 'the zip answer', `near ${who.zip}`);
        await tabTo(shopper, '#options a[href^="/checkout/?hours=3"], #options button', under);
        await shopper.press('Enter');
        await waitFor(shopper, 'the checkout', () => location.pathname === '/checkout/');
        for (const [name, value] of [
          ['email', who.email],
          ['phone', who.phone],
          ['firstName', who.first],
          ['lastName', who.last],
        ] as const) {
          await tabTo(shopper, `input[id$="-${name}"]`, under);
          await shopper.type(value);
        }
        expect(
          await shopper.evaluate(() => document.querySelector<HTMLInputElement>('input[id$="-zipcode"]')?.value),
        ).toBe(who.zip);
        await tabTo(shopper, 'form button[type=submit]', under);
        await shopper.press('Enter');
        await waitFor(
          shopper,
          'step 2 with its total',
          () => /step=2/.test(location.search) && /Due today/.test(document.body.textContent ?? ''),
        );
        await tabTo(shopper, 'main button:not([type=button])', under);
        await shopper.press('Enter');
        await waitFor(
          shopper,
          'step 3 with its total',
          () => /step=3/.test(location.search) && /Due today/.test(document.body.textContent ?? ''),
        );
        for (const [name, value] of [
          ['ccNumber', TEST_CARDS.success],
          ['ccExpiration', EXPIRY],
          ['cvc', '123'],
        ] as const) {
          await tabTo(shopper, `input[id$="-${name}"]`, under);
          await shopper.type(value);
        }
        await tabTo(shopper, CONSENT_BOX, under);
        await shopper.press('Space');
        await tabTo(shopper, 'main button[type=submit]', under);
        await shopper.press('Enter');
        await voucherCode(shopper);
        expect(under, 'controls focused by Tab under the consent bar').toEqual([]);
      });
    });

    test(
      `every way to the checkout is reached by Tab in Safari's default setting, which skips links (${engine})`,
      {
        tag: '@template-brands',
      },
      async ({ shopperAt }) => {
        test.skip(engine !== 'webkit', 'a setting of Safari (WebKit)');
        const shopper = await shopperAt(PHONE, { safariTabs: true });
        const under: string[] = [];
        await shopper.goto('/deal');
        await barShown(shopper);
        // The hero's way to the options, then an option's way to the checkout, by Tab and Enter alone.
        await tabTo(shopper, 'a[href="#options"]', under);
        await shopper.press('Enter');
        await tabTo(shopper, '#options a[href^="/checkout/"]', under);
        await shopper.press('Enter');
        await waitFor(shopper, 'the checkout', () => location.pathname === '/checkout/');
        expect(under).toEqual([]);
      },
    );

    test(
      `focus clear of the consent bar on /deal and /checkout/, by Tab and next field (${engine})`,
      {
        tag: '@template-brands',
      },
      async ({ shopperAt, brand }) => {
        const under: string[] = [];
        // The desktop bar's layout is every brand's (its words only differ): at 1280 px on main alone.
        for (const viewport of brand.key === DEFAULT_BRAND ? [PHONE, DESKTOP] : [PHONE]) {
          const shopper = await shopperAt(viewport);
          for (const path of ['/deal', '/checkout/']) {
            await shopper.goto(path);
            await settled(shopper);
            under.push(...(await tabSweep(shopper, `${viewport.width}px ${path}`)));
            under.push(...(await nextFieldSweep(shopper, `${viewport.width}px ${path}`)));
          }
        }
        expect(under).toEqual([]);
      },
    );

    test(`focus clear of the consent bar on every template by next field and Tab at 390 px (${engine})`, async ({
      shopperAt,
      brand,
    }) => {
      const shopper = await shopperAt();
      const under: string[] = [];
      for (const path of oneOfEachLayout(templatePages(brand.key)).filter(
        (p) => !['/deal', '/checkout/'].includes(p),
      )) {
        await shopper.goto(path);
        await settled(shopper);
        under.push(...(await nextFieldSweep(shopper, path)));
        under.push(...(await tabSweep(shopper, path)));
      }
      expect(under).toEqual([]);
    });
  });
}
