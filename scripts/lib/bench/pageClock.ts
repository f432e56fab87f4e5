/**
 * The phone figures read on the pages' own clocks (./checkout.ts, ./speculation.ts): when a field
 * is first on screen and when its island hydrates, as wall times (`performance.timeOrigin` plus
 * the page's time), so that spans across two documents (a tap on /deal, the checkout it opens)
 * subtract. The test driver's own round trips through a throttled main thread are not in them.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** What one document saw: its field's first frame on screen, its island's hydration (wall ms). */
export type Seen = { field?: number; working?: number };

export type Watch = {
  /** The island's component file name (`ZipLookup`, `Checkout`). */
  island: string;
  /** A selector for the field whose first frame on screen counts. */
  field: string;
  /** Only documents under this path are watched (the tap's document is not). */
  path?: string;
  /** A press on an element matching `on` is kept, across the navigation, as the span's start. */
  tap?: { on: string; key: string };
};

declare global {
  interface Window {
    __pageClock?: Seen;
  }
}

/** Runs in every document before its own scripts (serialized: everything it uses is inside it). */
function watchIsland({ island, field, path, tap }: Watch): void {
  const wall = (at: number) => performance.timeOrigin + at;
  if (tap) {
    const remember = (event: Event) => {
      const target = event.target as Element | null;
      if (target?.closest?.(tap.on)) sessionStorage.setItem(tap.key, String(wall(event.timeStamp)));
    };
    addEventListener('pointerdown', remember, true);
  }
  if (path && !location.pathname.startsWith(path)) return;
  const seen: Seen = {};
  window.__pageClock = seen;
  let watching = false;
  new MutationObserver((records) => {
    for (const { target, attributeName } of records) {
      const element = target as Element;
      if (attributeName !== 'ssr' || element.hasAttribute('ssr')) continue;
      if (element.getAttribute('component-url')?.includes(`/${island}.`)) seen.working ??= wall(performance.now());
    }
    const shown = document.querySelector(field);
    if (!shown || watching) return;
    watching = true;
    new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) seen.field ??= wall(entry.time);
    }).observe(shown);
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['ssr'] });
}

/** Watches every document of `context` as `watch` says. */
export const watchPages = (context: BrowserContext, watch: Watch) => context.addInitScript(watchIsland, watch);

/** What the current document saw, and the tap's start when `watch` keeps one (else 0); throws when a moment is missing. */
export async function seenOn(page: Page, watch: Watch): Promise<{ field: number; working: number; tapped: number }> {
  const key = watch.tap?.key ?? '';
  const seen = await page.evaluate(
    (tapKey) => ({ ...window.__pageClock, tapped: tapKey ? Number(sessionStorage.getItem(tapKey)) : 0 }),
    key,
  );
  const { field, working, tapped } = seen;
  if (field === undefined || working === undefined || (key && !tapped)) {
    throw new Error(`${watch.island}: not observed on the page's clock: ${JSON.stringify(seen)}`);
  }
  return { field, working, tapped };
}
