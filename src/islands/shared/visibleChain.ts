/**
 * `client:visibleChain`: Astro's `client:visible`, with every module the island's code imports
 * asked for at once when it comes into view. With `client:visible` the browser learns
 * each level of the island's imports only once the level above has arrived: on a phone (150 ms
 * round trips) the deal page's zip field waited three round trips, behind whatever else the page
 * was fetching, between showing and working. The island's `data-pw-chain` lists its modules (its
 * whole static import graph, written after the build: src/brand/preloadIslands.ts); they are
 * `modulepreload`ed together the moment it is in view, then it loads and hydrates as before.
 * Nothing is fetched before it is in view, so the page's first load is unchanged. The links ask at
 * high priority: the deal page's idle islands ask for theirs at low (src/brand/preloadIslands.ts).
 * Registered in src/brand/integration.ts; the page inlines it as it does Astro's own directives.
 */
import type { ClientDirective } from 'astro';

const visibleChain: ClientDirective = (load, _options, el) => {
  const io = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    io.disconnect();
    for (const href of (el.getAttribute('data-pw-chain') ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.fetchPriority = 'high';
      document.head.append(link);
    }
    void load().then((hydrate) => hydrate());
  });
  // The island element itself has no box (display: contents): its children are what shows.
  for (const child of el.children) io.observe(child);
};

export default visibleChain;
