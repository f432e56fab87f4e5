/**
 * `client:loadApart`: Astro's `client:load` with the browser given a turn between the island's
 * code and its hydration (issue 32). With `client:load` the island's modules are evaluated and
 * hydration starts in the same task, which on a phone made the checkout's longest task (its
 * modules, then React's root made and its event listeners attached). A yield between the two
 * splits that task in two, and lets the browser paint or answer a tap in between. The work and
 * its order are the same; the rest of hydration is React's, in a transition, in small tasks.
 * Registered in src/brand/integration.ts; the page inlines it as it does Astro's own directives.
 */
import type { ClientDirective } from 'astro';

/** Prioritized task scheduling's yield (Chromium 129 and later; not in every browser, so maybe absent). */
type MaybeScheduler = { yield?: () => Promise<void> } | undefined;

/** A turn for the browser: the continuation runs ahead of other queued tasks where it can. */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: MaybeScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const loadApart: ClientDirective = async (load) => {
  const hydrate = await load();
  await yieldToBrowser();
  await hydrate();
};

export default loadApart;
