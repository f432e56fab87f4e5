/**
 * The visitor's own prices from the first paint: for every voucher cohort and every
 * `pricing` variant, on a phone's screen (390 or 320 px), every state of the page that could be painted,
 * from the first until every island has hydrated, is read as a shopper sees it (innerText), and no
 * state may show a figure that belongs only to another cohort's or variant's offer, nor an option
 * the cohort does not have. The last state states the visitor's own first-cleaning price and
 * membership price, and on the deal page every statement of the plan is the API's (with
 * tests/e2e/price-checkout.spec.ts).
 *
 * The states are taken from the document's changes, not sampled from frames: a frame can only show
 * a state the document held at a task's end, and each of those is read (`recordStates`). A slow
 * phone holds some of them on screen longer; it cannot paint one that is not read here, so the
 * check needs no CPU or network throttling to widen the window.
 *
 * Figures of a view are computed here from the catalogue (src/catalog/) with the sentences' own
 * arithmetic (src/domain/charges.ts); a figure the page states outside any offer view (the late
 * change fee, say) is the same for everyone and is not held against anyone. */
import type { Page } from '@playwright/test';
import { PHONE } from '../../scripts/lib/bench/phone.ts';
import { allOfferViews } from '../../src/catalog/defaultOffer.ts';
import { cohorts } from '../../src/catalog/plans.ts';
import { earlyCancellationCost, periodAmount } from '../../src/domain/charges.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { PRICING_VARIANTS, type OfferView } from '../../src/domain/offerViews.ts';
import { MembershipPricing } from '../lib/operations.ts';
import { disagreements, planOf, shownText, type VoucherCohortPricing } from '../lib/planStatements.ts';
import { expect, gql, test } from './fixtures.ts';

/** Every figure a view's offer states: its options' prices, its plan's amounts, its early-cancellation sums. */
function figuresOf(view: OfferView): Set<string> {
  const { plan, options } = view.offer;
  const cost = earlyCancellationCost(plan, view.option);
  return new Set(
    [
      ...options.flatMap((option) => [option.price, option.undiscountedPrice]),
      plan.monthlyPrice,
      periodAmount(plan),
      plan.cancellationFee,
      cost.rest,
      cost.total,
      cost.fullPrice,
      ...(cost.perHour === null ? [] : [cost.perHour]),
    ].map(formatUsd),
  );
}

const viewOf = (code: string, pricing: string) =>
  allOfferViews.find((view) => view.offer.cohort === code && view.pricing === pricing)!;

/** Figures that only other views state: what this visitor must never see. */
function foreignFigures(own: OfferView): Set<string> {
  const mine = figuresOf(own);
  const foreign = new Set<string>();
  for (const view of allOfferViews) for (const figure of figuresOf(view)) if (!mine.has(figure)) foreign.add(figure);
  return foreign;
}

/** A same-origin script the test puts at the start of each page's body (CSP script-src 'self'). */
const STYLESHEETS_FIRST = '/__pw-stylesheets-first.js';

/**
 * Starts recording what is shown (innerText, FAQ answers opened) in every state the page could
 * paint, from the first: whenever the document changed (a MutationObserver's callback runs at every
 * task's end and before each inline script of the parser runs, the only moments a frame can be
 * painted or a script can change what shows), whenever a stylesheet arrives, and every tenth frame
 * (what CSS alone changes). A state is recorded once painting is possible: the body has begun and
 * every stylesheet of the head has loaded (they block rendering until then).
 *
 * On a phone the head's stylesheets may arrive while the body is still being parsed, so every state
 * of the body could be painted; here they may arrive after it was parsed whole. So the test puts an
 * empty external script at the start of the body: the parser waits at it until the head's
 * stylesheets have loaded, and every state of the body is recorded. Every state a slower phone could
 * hold on screen is read, however fast this machine is, with no throttling: the states are the
 * document's, not the clock's.
 */
async function recordStates(page: Page) {
  await page.route(`**${STYLESHEETS_FIRST}`, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname) && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const body = html.replace(/<body[^>]*>/, (tag) => `${tag}<script src="${STYLESHEETS_FIRST}"></script>`);
      expect(body, 'the page has a body').not.toBe(html);
      await route.fulfill({ response, body });
    },
  );
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __states: string[] }).__states = states;
    const opened = new WeakSet<HTMLDetailsElement>();
    // A stylesheet that failed to load no longer holds painting back (the browser paints without it).
    const failed = new WeakSet<EventTarget>();
    document.addEventListener('error', (event) => event.target && failed.add(event.target), true);
    const paintable = () =>
      document.body !== null &&
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].every(
        (link) => link.sheet || failed.has(link),
      );
    const record = () => {
      if (!paintable()) return;
      for (const details of document.querySelectorAll('details')) {
        if (!opened.has(details)) {
          opened.add(details);
          details.open = true;
        }
      }
      const text = document.body.innerText;
      if (text !== states.at(-1)) states.push(text);
    };
    // Read once every observer of this change has run (a microtask queued now runs after them, and
    // still before the browser can render): the page's own observer hides other offer views by
    // markup in the same checkpoint (src/styles/offerViewsHide.inline.ts), and no frame can show
    // the document between the two.
    new MutationObserver(() => queueMicrotask(record)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    document.addEventListener('load', (event) => event.target instanceof HTMLLinkElement && record(), true);
    document.addEventListener('error', (event) => event.target instanceof HTMLLinkElement && record(), true);
    // Every tenth frame: what CSS alone can change (the document and the stylesheets are read above).
    let frame = 0;
    const everyFrame = () => {
      if (++frame % 10 === 0) record();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
}

/** The islands that state figures of the offer (the others state none). */
const FIGURE_ISLANDS = ['PriceCard', 'MembershipOptions', 'ForeverClean', 'Checkout'];

/**
 * Scrolls to each island that states figures, as a reader does, until each has hydrated, then lets
 * a few frames pass: the states recorded cover the page from before to after hydration. The island
 * to scroll to is looked up and scrolled to in one step: one that hydrates in between is simply not
 * found (a locator would wait for it to match again until the test's time runs out: the hang that
 * made this spec retry; it looked like a slow navigation because the time ran out on the next call).
 */
async function readUntilHydrated(page: Page) {
  const selector = FIGURE_ISLANDS.map((name) => `astro-island[ssr][component-url*="/${name}."]`).join(', ');
  const waiting = page.locator(selector);
  for (let round = 0; round < FIGURE_ISLANDS.length; round++) {
    const count = await waiting.count();
    if (count === 0) break;
    // An island is display: contents (no box of its own): its content is what comes into view.
    await page.evaluate((unhydrated) => {
      const island = document.querySelector(unhydrated);
      (island?.firstElementChild ?? island?.parentElement)?.scrollIntoView({ block: 'center' });
    }, selector);
    await expect.poll(() => waiting.count(), { message: 'an island hydrated', timeout: 30_000 }).toBeLessThan(count);
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );
}

/** Figures the page states outside every offer view (the same for all visitors). */
function neutralFigures(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const marked of copy.querySelectorAll('[data-c], [data-nc], [data-p], script, template')) marked.remove();
    return [...(copy.textContent ?? '').matchAll(/\$\d[\d,]*(?:\.\d\d)?/g)].map((match) => match[0]);
  });
}

/** The states recorded since the last call, the page as it is now last. */
async function statesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { __states: string[] }).__states.splice(0),
    document.body.innerText,
  ]);
}

function wrongFigures(states: string[], foreign: Set<string>, neutral: Set<string>): string[] {
  const wrong = new Set<string>();
  for (const [index, text] of states.entries()) {
    for (const match of text.matchAll(/\$\d[\d,]*(?:\.\d\d)?(?!\d)/g)) {
      if (foreign.has(match[0]) && !neutral.has(match[0])) {
        const at = match.index ?? 0;
        wrong.add(`state ${index}: “…${text.slice(Math.max(0, at - 40), at + 20).replace(/\s+/g, ' ')}…”`);
      }
    }
  }
  return [...wrong].slice(0, 5);
}

/**
 * One price everywhere on the deal page (tests/e2e/price-checkout.spec.ts checks the
 * checkout): once hydrated, the banner, hero, islands, FAQ and footer state the API's plan for the
 * cohort, and the hero the visitor's first-cleaning price; the build's default price ($19) is gone
 * from every sentence of a cohort that has no $19 option.
 */
async function expectDealStatesOwnPlan(page: Page, request: Parameters<typeof gql>[0], view: OfferView) {
  const { voucherCohort } = await gql<{ voucherCohort: VoucherCohortPricing }>(request, MembershipPricing, {
    code: view.offer.cohort,
  });
  const plan = planOf(voucherCohort);
  await expect.poll(async () => disagreements(await shownText(page), plan)).toEqual([]);
  const first = formatUsd(view.option.price);
  await expect(page.locator('#promo-text')).toContainText(first);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first);
  await expect(page.getByTestId('offer-condition')).toContainText(`The ${first} first cleaning requires`);
  if (!view.offer.options.some((option) => option.price === 19)) {
    const stated = await page.evaluate(() =>
      [...document.querySelectorAll('#promo-text, main > section:not(#reviews)')]
        .map((element) => (element as HTMLElement).innerText)
        .join('\n'),
    );
    expect(stated).not.toMatch(/\$19(?!\d)/);
  }
}

test.describe(
  'every cohort and pricing variant sees only its own figures from the first frame',
  { tag: '@every-cohort' },
  () => {
    test.describe.configure({ mode: 'parallel' });

    for (const [index, { code }] of cohorts.entries()) {
      test(`cohort ${code}`, async ({ page, request }) => {
        test.setTimeout(60_000);
        // A phone's width: 390 px or the narrowest, 320 px, for every fourth cohort in turn, so each
        // pairing of pages and variants below is seen at both.
        await page.setViewportSize({ width: Math.floor(index / 4) % 2 ? 320 : PHONE.width, height: PHONE.height });
        await recordStates(page);
        // Each cohort in both pricing variants: one on /deal, the other on / or /checkout/ (by
        // cohort), so /deal sees every cohort, the other two ten each, and each page both variants.
        const [first, second] = index % 2 ? [...PRICING_VARIANTS].reverse() : PRICING_VARIANTS;
        const visits = [
          { path: '/deal', pricing: first! },
          { path: index % 4 < 2 ? '/' : '/checkout/', pricing: second! },
        ];
        for (const { path, pricing } of visits) {
          const view = viewOf(code, pricing);
          await page.addInitScript(
            ([voucherOption, variant]) =>
              localStorage.setItem('fecohorts', JSON.stringify({ voucherOption, pricing: variant })),
            [code, pricing] as const,
          );
          await page.goto(path, { waitUntil: 'domcontentloaded' }); // the islands are waited for below
          await readUntilHydrated(page);
          const states = await statesOf(page);
          expect(states.length, `${path}: states recorded`).toBeGreaterThan(1);
          const neutral = new Set(await neutralFigures(page));
          expect(wrongFigures(states, foreignFigures(view), neutral), `${path} (${pricing})`).toEqual([]);

          const hasTouchUp = view.offer.options.some((option) => option.numHours === 2);
          if (!hasTouchUp) {
            expect(
              states.filter((text) => text.includes('Touch Up')).length,
              `${path}: the cohort has no Touch Up`,
            ).toBe(0);
          }
          const last = states.at(-1)!;
          expect(last, `${path}: the membership price`).toContain(formatUsd(view.offer.plan.monthlyPrice));
          if (path !== '/checkout/') {
            expect(last, `${path}: the first-cleaning price`).toContain(
              `${formatUsd(view.option.price)} first cleaning`,
            );
            // The tab title states a 3-hour cleaning (spec §9): at the visitor's price for it.
            const threeHours = view.offer.options.find((option) => option.numHours === 3)!;
            expect(await page.title(), `${path}: the tab title`).toContain(`for ${formatUsd(threeHours.price)}`);
          }
          if (path === '/deal') await expectDealStatesOwnPlan(page, request, view);
        }
      });
    }
  },
);

/**
 * The offer views' stylesheet is one file among the page's (src/styles/offerViews.css.ts): a flaky
 * line, a content blocker or a cached page naming a purged file can leave it out. Other views are
 * hidden by markup too (src/styles/offerViewsHide.inline.ts), so the visitor's offer is still the
 * only one shown and read, from the first state the page could paint until it has hydrated.
 */
test.describe('without the offer views’ stylesheet', { tag: '@every-cohort' }, () => {
  for (const [code, pricing, path] of [
    ['CCF_4', 'larger', '/deal'],
    [cohorts.at(-1)!.code, 'control', '/deal'],
    ['CCF_2', 'larger', '/'],
  ] as const) {
    test(`${path} shows only ${code} (${pricing}) with it blocked`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      let blocked = 0;
      await page.route(/\/_astro\/offerViews\.[\w-]+\.css$/, (route) => {
        blocked += 1;
        return route.abort('blockedbyclient');
      });
      await recordStates(page);
      await page.addInitScript(
        ([voucherOption, variant]) =>
          localStorage.setItem('fecohorts', JSON.stringify({ voucherOption, pricing: variant })),
        [code, pricing] as const,
      );
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await readUntilHydrated(page);
      expect(blocked, 'the offer views’ stylesheet was asked for and blocked').toBeGreaterThan(0);
      const view = viewOf(code, pricing);
      const states = await statesOf(page);
      const neutral = new Set(await neutralFigures(page));
      expect(wrongFigures(states, foreignFigures(view), neutral)).toEqual([]);
      // Every wording of another view is out of what is shown and read (innerText, the accessibility tree).
      const place = cohorts.findIndex((cohort) => cohort.code === code);
      const shownForeign = await page.evaluate(
        ([own, variant]) =>
          [...document.querySelectorAll<HTMLElement>('[data-c], [data-nc], [data-p]')]
            .filter((element) => {
              const list = (name: string) => (element.getAttribute(name) ?? '').split(' ');
              const other =
                (element.hasAttribute('data-c') && !list('data-c').includes(own)) ||
                (element.hasAttribute('data-nc') && list('data-nc').includes(own)) ||
                (element.hasAttribute('data-p') && !list('data-p').includes(variant));
              return other && element.checkVisibility();
            })
            .map((element) => element.innerText.slice(0, 60)),
        [String(place), pricing] as const,
      );
      expect(shownForeign).toEqual([]);
      {
        // One condition sentence, the visitor's (not every view's 28).
        const condition = await page.getByTestId('offer-condition').innerText();
        expect(condition.match(/first cleaning requires/g)).toHaveLength(1);
        expect(condition).toContain(`The ${formatUsd(view.option.price)} first cleaning requires`);
      }
    });
  }
});
