/**
 * Helpers the e2e specs share (tests/e2e/*.spec.ts): what a page declares (JSON-LD), what it sends
 * (requests off the site, GraphQL operations, telemetry's debug lines), a fresh offer week for a test of its own, and
 * the HTML entities a page's markup escapes.
 */
import type { Page } from '@playwright/test';
import { offerWindow } from '#api/resolvers/catalog.ts';
import { BUDGET_SAMPLES } from '#scripts/lib/first-load-before.ts';
import { templateSamples } from '#scripts/lib/site-pages.ts';

/**
 * Pages that are a redirect, not a page: `/agent/` sets agent mode and continues to the deal page at
 * once (a sweep that opened it would measure /deal, and every later page in agent mode).
 * tests/e2e/telemetry.spec.ts covers it.
 */
export const REDIRECT_PAGES = ['/agent/'];

/**
 * One page of every template of a brand's built pages (the directory alone has thousands), plus
 * pages worth checking by name: a served and an unserved city, a state, an article.
 */
export function templatePagesOf(paths: readonly string[]): string[] {
  return templateSamples(paths, BUDGET_SAMPLES).filter((path) => !REDIRECT_PAGES.includes(path));
}

export type JsonLd = Record<string, unknown> & { '@type'?: string };

/** The page's JSON-LD blocks, parsed. */
export async function jsonLd(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLd);
}

/** Every request that leaves the site's own origin, from now on (the array fills as they happen). */
export function offSite(page: Page, baseURL: string): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin) found.push(request.url());
  });
  return found;
}

/** GraphQL operations the page sends, by operation name. */
export function apiCalls(page: Page): string[] {
  const found: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/api/graphql')) return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    found.push(body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1] ?? 'unknown');
  });
  return found;
}

/** Telemetry events the debug toggle (`?pw_debug=1`) prints, by name: proof the loader ran and what it would send. */
export function debugEvents(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    const match = /^\[telemetry\] event (\S+)/.exec(message.text());
    if (match) found.push(match[1]!);
  });
  return found;
}

const WEEK = 7 * 24 * 3600 * 1000;

/**
 * A phone number no other test shopper has, as a person types it ("(512) 4xx-xxxx", random): an
 * introductory voucher is one per email and one per phone number.
 */
export function testPhone(area = '512'): string {
  const digits = String(2_000_000 + Math.floor(Math.random() * 8_000_000));
  return `(${area}) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/** Weeks each Playwright worker slot draws from, so that two tests running at once never share one. */
const WEEKS_PER_SLOT = 2000;
let weeksDrawn = Math.floor(Math.random() * WEEKS_PER_SLOT);

/**
 * A Wednesday noon (UTC) in a week of its own from 2040 on: one offer week per test (send `iso` as
 * the API's clock override), and when that week's offer ends. Two tests running at the same time
 * are in different worker slots (Playwright's TEST_PARALLEL_INDEX), each drawing the next week of
 * its own range, so a purchase in one never changes what the other counts; outside Playwright, a
 * random week.
 */
export function freshWeek(): { now: number; iso: string; endsAt: number } {
  const slot = Number(process.env['TEST_PARALLEL_INDEX']);
  const week = Number.isInteger(slot)
    ? slot * WEEKS_PER_SLOT + (weeksDrawn++ % WEEKS_PER_SLOT)
    : Math.floor(Math.random() * 10_000);
  const now = Date.UTC(2040, 0, 4, 12) + week * WEEK;
  return { now, iso: new Date(now).toISOString(), endsAt: offerWindow(now).end.getTime() };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** Text with the HTML entities Astro writes in attributes and text (`&amp;` …) decoded. */
export const decodeEntities = (value: string): string =>
  value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name]!);
