import { brandDist } from '../../build-data/dist.ts';
import { fullChromiumLaunch } from '../../scripts/lib/chromium.ts';
import { sitePaths } from '../../scripts/lib/site-pages.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { print, type DocumentNode } from 'graphql';
import { loadAllBrands } from '../../src/brand/load.ts';
import type { Brand } from '../../src/brand/types.ts';
import { STABLE_ID_KEY } from '../../src/domain/storageKeys.ts';
import { visitorIdFor } from '../lib/visitors.ts';
import { REDIRECT_PAGES, templatePagesOf } from '../lib/pageHelpers.ts';

export { expect };

/**
 * Launch options for the full Chromium (its new headless mode) where the suite's headless shell
 * (playwright.config.ts) lacks what a shopper's browser has: the back/forward cache, which
 * Playwright can turn on only there. `test.use({ launchOptions: fullBrowser({ … }) })` in those specs.
 */
export function fullBrowser(extra: { ignoreDefaultArgs?: string[] } = {}) {
  const { executablePath, args } = fullChromiumLaunch();
  return { ...(executablePath ? { executablePath } : {}), args, ...extra };
}

type WorkerFixtures = {
  /** The brand of this Playwright project, as the build saw it. */
  brand: Brand;
  /** Every other brand, to prove none of them leaks into this brand's output. */
  otherBrands: Brand[];
  /** This brand's test server also answers /api/graphql (BRANDS_WITH_API in tests/lib/brandGroups.ts). */
  withApi: boolean;
};

type TestFixtures = {
  /** Content-Security-Policy violations this test's page has met so far (each test fails on any). */
  cspViolations: string[];
  /**
   * Whether a fresh visitor starts in the control of the experiments that change what a page
   * shows (review sort, pay button, featured option, pricing cohort), so that specs of other features see one page; the telemetry
   * specs turn it off (`test.use({ experimentControls: false })`) to test assignment itself.
   */
  experimentControls: boolean;
  /** A page in a context of its own with JavaScript off (a visitor without scripts), closed after the test. */
  noScriptPage: Page;
};

/** The visible experiments' controls (src/brand/experiments.ts), stored as a visitor's earlier assignment. */
const VISIBLE_CONTROLS = {
  review_default_sort: 'RECENT',
  stripe_buttons_upgrade: 'control',
  pricing: 'control',
  voucherOption: 'CCF_1',
};

/**
 * Records every CSP violation a page meets: the `securitypolicyviolation` event in each document,
 * which the page writes to its console, and the console report Chromium prints (which also covers
 * violations before any script runs). Through the console, not an exposed function: exposing one
 * costs every test's page a round trip to each of its frames.
 */
async function watchCsp(page: Page, found: string[]): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  cspViolations: async ({}, provide) => provide([]),
  noScriptPage: async ({ browser }, provide) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await provide(await context.newPage());
    await context.close();
  },
  experimentControls: [true, { option: true }],
  // Every test's page runs under the served CSP (scripts/serve.ts applies _headers) and fails on a violation.
  page: async ({ page, cspViolations, experimentControls, brand }, provide) => {
    await watchCsp(page, cspViolations);
    if (experimentControls) {
      // The stored controls, and a stable id the brand assigns its control cohort from (a live
      // brand's cohort comes from the id alone, src/brand/experiments.ts).
      const visitor = { key: STABLE_ID_KEY, id: visitorIdFor(brand), controls: VISIBLE_CONTROLS };
      await page.addInitScript(({ key, id, controls }) => {
        try {
          if (!localStorage.getItem('fecohorts') && !/(^|; )fecohorts=/.test(document.cookie)) {
            localStorage.setItem('fecohorts', JSON.stringify(controls));
            if (!localStorage.getItem(key)) localStorage.setItem(key, id);
          }
        } catch {
          // storage blocked: the head script assigns as for any visitor
        }
      }, visitor);
    }
    await provide(page);
    if (cspViolations.length > 0) throw new Error(`CSP violations:\n  ${[...new Set(cspViolations)].join('\n  ')}`);
  },
  brand: [
    async ({}, use, workerInfo) => {
      const key = String(workerInfo.project.metadata['brand']);
      const brand = (await loadAllBrands()).get(key);
      if (!brand) throw new Error(`No brand "${key}"`);
      await use(brand);
    },
    { scope: 'worker' },
  ],
  otherBrands: [
    async ({}, use, workerInfo) => {
      const key = String(workerInfo.project.metadata['brand']);
      await use([...(await loadAllBrands()).values()].filter((brand) => brand.key !== key));
    },
    { scope: 'worker' },
  ],
  withApi: [async ({}, use, workerInfo) => use(workerInfo.project.metadata['api'] === true), { scope: 'worker' }],
});

/** Site paths of every HTML page built for a brand: index.html -> /, deal.html -> /deal. */
export function builtPages(brandKey: string): string[] {
  return sitePaths(brandDist(brandKey));
}

export { REDIRECT_PAGES };

/** One page of every template of a brand, plus pages worth checking by name (tests/lib/pageHelpers.ts). */
export function templatePages(brandKey: string): string[] {
  return templatePagesOf(builtPages(brandKey));
}

/**
 * Sends one GraphQL operation to the test server's reference API the way the site's client does
 * (POST, client-name header) and returns its data; fails the test on a transport or GraphQL error.
 */
export async function gql<T>(
  request: APIRequestContext,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-client-name': 'publicweb', ...headers },
    data: { query: print(document), variables },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** What every accessibility check in the suite runs: the WCAG 2.2 A and AA rules and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails, naming each rule and element, when axe finds a violation on the page as it is now (its
 * colour transitions ended); `rules`
 * narrows the check to those rules. axe runs inside the page (legacy mode): the site has no frames,
 * and the default mode opens a blank page after every check to merge frame results, which doubles
 * the time of each check.
 */
export async function expectNoAxeViolations(page: Page, label: string, rules?: readonly string[]): Promise<void> {
  // Colours are read once the running CSS transitions (a button turning from disabled to enabled
  // as its island hydrates) have ended: axe would otherwise measure a colour half-way.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Only violations are gathered in full: axe still runs every rule, but stops collecting the
  // elements that passed (about a quarter of each check's time on a long page).
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (rules ? axe.withRules([...rules]) : axe.withTags(AXE_TAGS)).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    label,
  ).toEqual([]);
}

/** Fails unless the header shows the brand's logo, loaded (named "<brand> home"). */
export async function expectBrandLogo(page: Page, brand: Brand, label: string): Promise<void> {
  const logo = page
    .getByRole('banner')
    .getByRole('img', { name: `${brand.appName} home` })
    .first();
  await expect(logo, `${label}: the logo`).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), label).toBe(true);
}

/** Waits until Astro has hydrated an island (it drops the `ssr` attribute once React has rendered). */
export async function expectHydrated(island: Locator): Promise<void> {
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Waits until every `client:idle` island of the page has hydrated, asking the page as it waits.
 * Chromium's headless shell, which the suite runs in, may grant a page that has nothing to draw no
 * idle period until it is asked something, so a test that only waits for such an island's network
 * answer can wait forever (a shopper's browser hydrates them; so does the shell once polled).
 */
export async function expectIdleIslandsHydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[client="idle"][ssr]')).toHaveCount(0);
}

/**
 * Waits until the head script has inserted the telemetry loader (after load and idle, 3 s at most)
 * and, with `fetched`, until its module was fetched. Polled by time, not by animation frame: the
 * headless shell may grant a busy machine's page no frame for long.
 */
export async function telemetryLoaderIn(page: Page, { fetched = false } = {}): Promise<void> {
  await page.waitForFunction(
    (fetched) =>
      fetched
        ? performance.getEntriesByType('resource').some((entry) => entry.name.includes('TelemetryLoader'))
        : document.querySelector('script[src*="TelemetryLoader"]') !== null,
    fetched,
    { polling: 100 },
  );
}

/** The browser's next idle period, or 3 s (the head script's bound on its own wait). */
export async function nextIdle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3000 })));
}

/** Waits for the browser to paint two more frames, so layout shifts of what just rendered are reported. */
export async function nextPaints(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Sources (`context.source`) of the errors the page reported to error tracking (src/lib/reportError.ts). */
export function reportedSources(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((globalThis as { __publicwebErrors?: { context: { source?: unknown } }[] }).__publicwebErrors ?? []).map(
      (report) => report.context.source,
    ),
  );
}

/**
 * Chooses in the consent banner with the keyboard (focus the button, press Enter) and waits until it
 * has closed. The banner moves focus into itself once its opening transition ends; an Enter pressed
 * before that lands elsewhere, so the choice is repeated until the banner is gone.
 */
export async function chooseConsent(page: Page, label: string): Promise<void> {
  const banner = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(banner).toBeVisible();
  await expect(async () => {
    if (await banner.isHidden()) return;
    await banner.getByRole('button', { name: label }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Reflow (WCAG 1.4.10) as the page is now: null when nothing is wider than the viewport, else how
 * wide the page is and the element that pokes out furthest, to name it in the failure.
 */
export async function sidewaysOverflow(page: Page): Promise<string | null> {
  const widths = await page.evaluate(() => {
    const root = document.documentElement;
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
  return widths.scroll > widths.client ? `${widths.scroll}px wide (${widths.culprit})` : null;
}

/** axe's rules whose answer a brand's own colours decide: contrast, and links told apart from text. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;
