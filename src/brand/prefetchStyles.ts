/**
 * After a brand's build: the pages whose speculation rules lead to the checkout (/ and /deal,
 * src/lib/speculation.ts) also ask the browser to fetch the checkout's own stylesheets when it is
 * idle (`<link rel="prefetch">`). Speculation fetches the checkout's HTML only; without its
 * stylesheet in the cache, the prefetched checkout still waits a round trip after the tap before
 * it can show the email field (docs/speculation.md). The checkout's stylesheets are
 * inlined into its HTML first (./inlineStyles.ts), so this covers only one it would still link.
 * The stylesheets' hashed names exist only once the build has written them, hence this step in
 * `astro:build:done` (./integration.ts).
 */
import { rewritePages, siteFiles } from './builtPages.ts';

/** Built files of the pages that speculate on the checkout, and of the checkout. */
export const SPECULATING_PAGES = ['index.html', 'deal.html'] as const;
const CHECKOUT_PAGE = '/checkout/index.html';

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\s*\/?>/g;

/** The stylesheets an HTML page links, in order. */
export function stylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
}

/** `page` with a prefetch link, before `</head>`, for each of `wanted` it does not already link or prefetch. */
export function withStylePrefetch(page: string, wanted: readonly string[]): string {
  const missing = wanted.filter((href) => !page.includes(`href="${href}"`));
  if (missing.length === 0) return page;
  const links = missing.map((href) => `<link rel="prefetch" href="${href}">`).join('');
  return page.replace('</head>', `${links}</head>`);
}

/** Adds the prefetch links in a built site folder; returns how many pages changed. */
export function prefetchCheckoutStyles(siteDir: string): number {
  const checkout = siteFiles(siteDir)(CHECKOUT_PAGE);
  if (checkout === undefined) return 0;
  const wanted = stylesheets(checkout);
  return rewritePages(siteDir, SPECULATING_PAGES, (page) => withStylePrefetch(page, wanted));
}
