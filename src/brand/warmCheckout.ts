/**
 * After a brand's build: the deal page's (`/deal` and `/`) checkout warm-up template
 * (src/pages/_components/CheckoutWarmup.astro) gets a `modulepreload` link for each module the
 * checkout runs when it opens: React's renderer and the checkout's island with everything they
 * import, and the lazy modules the island fetches as soon as it is shown (`LAZY_AT_ONCE`) with
 * theirs. The page's early-actions script inserts the links on the first sign of intent
 * to follow a checkout link, so the checkout finds its code in the HTTP cache after the tap.
 *
 * Links, not a module script importing the island: Astro links the stylesheets of a page script's
 * whole module graph, so the deal page blocked its first paint on the checkout's stylesheet, which
 * nothing it renders uses. A preload fetches code only. The hashed names exist only once the build
 * has written them, hence this step in `astro:build:done` (./integration.ts), which follows the
 * client bundle's own import graph (./clientGraph.ts).
 */
import { rewritePages, siteFiles } from './builtPages.ts';
import { chunkAt, type ClientGraph } from './clientGraph.ts';
import { SPECULATING_PAGES } from './prefetchStyles.ts';
import { HYDRATED_AT_LOAD, moduleGraph, preloadLinks } from './preloadIslands.ts';

const CHECKOUT_PAGE = '/checkout/index.html';

/**
 * The source modules (by file name) the checkout island imports lazily and fetches the moment it
 * is shown: its API calls with the GraphQL client (`loadCalls`, src/islands/Checkout/api.ts).
 * Later steps' code is not among them: the checkout fetches it on the shopper's first focus.
 */
export const LAZY_AT_ONCE = ['calls'] as const;

/** The warm-up template as Astro writes it (an empty one: not yet filled). */
const TEMPLATE = /<template data-pw-intent="[^"]*" data-pw-checkout-code><\/template>/;

/**
 * The site paths of the checkout's modules: its islands hydrating at load, with their renderer and
 * everything they import, then each of `lazy`'s chunks (the module the graph imports dynamically
 * whose built name is `<name>.<hash>.js`) with its imports. A lazy name no module imports is an
 * error: the warm-up would silently stop covering what the checkout fetches first.
 */
export function checkoutModules(
  checkout: string,
  graph: ClientGraph,
  lazy: readonly string[] = LAZY_AT_ONCE,
): string[] {
  const modules = moduleGraph(graph);
  modules.addIslands(checkout, HYDRATED_AT_LOAD);
  const dynamic = [...modules.modules].flatMap((url) => chunkAt(graph, url).dynamicImports);
  for (const name of lazy) {
    const chunk = dynamic.find((url) => url.slice(url.lastIndexOf('/') + 1).startsWith(`${name}.`));
    if (!chunk)
      throw new Error(`The checkout's island imports no lazy module named ${name} (src/brand/warmCheckout.ts)`);
    modules.add(chunk);
  }
  return [...modules.modules];
}

/** `page` with its empty checkout warm-up template filled with a modulepreload link for each of `modules`. */
export function withCheckoutWarmup(page: string, modules: readonly string[]): string {
  const empty = TEMPLATE.exec(page)?.[0];
  if (!empty || modules.length === 0) return page;
  return page.replace(empty, empty.replace('</template>', `${preloadLinks(modules)}</template>`));
}

/** Fills the warm-up template of / and /deal in `siteDir`; returns how many pages changed. */
export function warmCheckout(siteDir: string, graph: ClientGraph): number {
  const checkout = siteFiles(siteDir)(CHECKOUT_PAGE);
  if (checkout === undefined) return 0;
  const modules = checkoutModules(checkout, graph);
  return rewritePages(siteDir, SPECULATING_PAGES, (page) => withCheckoutWarmup(page, modules));
}
