/**
 * `client:loadApart`: Astro's `client:load` with the browser given a turn between the island's
 * code and its hydration. With `client:load` the island's modules are evaluated and
 * hydration starts in the same task, which on a phone made the checkout's longest task (its
 * modules, then React's root made and its event listeners attached). A yield between the two
 * splits that task in two, and lets the browser paint or answer a tap in between. The work and
 * its order are the same; the rest of hydration is React's, in a transition, in small tasks.
 * Registered in src/brand/integration.ts; the page inlines it as it does Astro's own directives.
 */
import type { ClientDirective } from 'astro';

/** Prioritized task scheduling's yield: in Chromium 129 and later, not yet in every browser. */
type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

const loadApart: ClientDirective = async (load) => {
  const hydrate = await load();
  // A turn for the browser; scheduler.yield() continues ahead of other queued tasks where there is one.
  await ((globalThis as WithScheduler).scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));
  await hydrate();
};

export default loadApart;
