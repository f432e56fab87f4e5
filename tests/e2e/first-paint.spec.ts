/**
 * The visitor's own prices from the first paint (issue 29): for every voucher cohort and every
 * `pricing` variant, on the phone profile (390 px, CPU 4x slower, 150 ms round trips, 1.6 Mbps), the
 * text a shopper can see is sampled at every frame from the first one until every island has
 * hydrated, and no frame may show a figure that belongs only to another cohort's or variant's offer,
 * nor an option the cohort does not have. The last frame states the visitor's own first-cleaning
 * price and membership price.
 *
 * Figures of a view are computed here from the catalogue (src/catalog/) with the sentences' own
 * arithmetic (src/domain/charges.ts); a figure the page states outside any offer view (the late
 * change fee, say) is the same for everyone and is not held against anyone.
 */
import type { Page } from '@playwright/test';
import { emulatePhone } from '../../scripts/lib/bench/phone.ts';
import { allOfferViews } from '../../src/catalog/defaultOffer.ts';
import { cohorts } from '../../src/catalog/plans.ts';
import { earlyCancellationCost, periodAmount } from '../../src/domain/charges.ts';
import { formatUsd } from '../../src/domain/format.ts';
import { PRICING_VARIANTS, type OfferView } from '../../src/domain/offerViews.ts';
import { expect, test } from './fixtures.ts';

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

/** Starts recording what is shown (innerText, FAQ answers included) at every animation frame from the first. */
async function recordFrames(page: Page) {
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    // Reading innerText lays the page out: on a 4x slower CPU, doing it every frame of a long page
    // could starve the parser. A frame is read when the document changed since the last read (the
    // parser added nodes, a script swapped text, the head script marked <html>) and at least every
    // eighth frame (a stylesheet that arrived changes what shows without changing the document).
    let changed = true;
    let idle = 0;
    new MutationObserver(() => (changed = true)).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const opened = new WeakSet<HTMLDetailsElement>();
    const sample = () => {
      if (document.body && (changed || ++idle >= 8)) {
        changed = false;
        idle = 0;
        for (const details of document.querySelectorAll('details')) {
          if (!opened.has(details)) {
            opened.add(details);
            details.open = true;
          }
        }
        frames.push(document.body.innerText);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

/** The islands that state figures of the offer (the others state none). */
const FIGURE_ISLANDS = ['PriceCard', 'MembershipOptions', 'ForeverClean', 'Checkout'];

/**
 * Scrolls to each island that states figures, as a reader does, until each has hydrated, then lets
 * a few frames pass: the frames sampled cover the page from before to after hydration.
 */
async function readUntilHydrated(page: Page) {
  const selector = FIGURE_ISLANDS.map((name) => `astro-island[ssr][component-url*="/${name}."]`).join(', ');
  const waiting = page.locator(selector);
  for (let round = 0; round < FIGURE_ISLANDS.length && (await waiting.count()) > 0; round++) {
    const count = await waiting.count();
    // An island is display: contents (no box of its own): its content is what comes into view.
    await waiting
      .first()
      .evaluate((island) => (island.firstElementChild ?? island.parentElement)?.scrollIntoView({ block: 'center' }))
      .catch(() => {});
    await expect.poll(() => waiting.count(), { timeout: 60_000 }).toBeLessThan(count);
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

async function framesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __frames: string[] }).__frames.splice(0));
}

function wrongFigures(frames: string[], foreign: Set<string>, neutral: Set<string>): string[] {
  const wrong = new Set<string>();
  for (const [index, text] of frames.entries()) {
    for (const match of text.matchAll(/\$\d[\d,]*(?:\.\d\d)?(?!\d)/g)) {
      if (foreign.has(match[0]) && !neutral.has(match[0])) {
        const at = match.index ?? 0;
        wrong.add(`frame ${index}: “…${text.slice(Math.max(0, at - 40), at + 20).replace(/\s+/g, ' ')}…”`);
      }
    }
  }
  return [...wrong].slice(0, 5);
}

test.describe(
  'every cohort and pricing variant sees only its own figures from the first frame',
  { tag: '@every-cohort' },
  () => {
    // Open problem (closing note of session 11): about one test in twenty per full run waits 3 min
    // for /deal's DOMContentLoaded under the phone emulation and passes when run again; one retry
    // keeps CI readable while it is found. A figure that is wrong twice still fails.
    test.describe.configure({ mode: 'parallel', retries: 1 });

    for (const [index, { code }] of cohorts.entries()) {
      test(`cohort ${code}`, async ({ page }) => {
        test.setTimeout(180_000);
        await emulatePhone(page);
        await recordFrames(page);
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
          const frames = await framesOf(page);
          expect(frames.length, `${path}: frames sampled`).toBeGreaterThan(1);
          const neutral = new Set(await neutralFigures(page));
          expect(wrongFigures(frames, foreignFigures(view), neutral), `${path} (${pricing})`).toEqual([]);

          const hasTouchUp = view.offer.options.some((option) => option.numHours === 2);
          if (!hasTouchUp) {
            expect(
              frames.filter((text) => text.includes('Touch Up')).length,
              `${path}: the cohort has no Touch Up`,
            ).toBe(0);
          }
          const last = frames.at(-1)!;
          expect(last, `${path}: the membership price`).toContain(formatUsd(view.offer.plan.monthlyPrice));
          if (path !== '/checkout/') {
            expect(last, `${path}: the first-cleaning price`).toContain(
              `${formatUsd(view.option.price)} first cleaning`,
            );
            // The tab title states a 3-hour cleaning (spec §9): at the visitor's price for it.
            const threeHours = view.offer.options.find((option) => option.numHours === 3)!;
            expect(await page.title(), `${path}: the tab title`).toContain(`for ${formatUsd(threeHours.price)}`);
          }
        }
      });
    }
  },
);
