/**
 * After a brand's build: the checkout carries its stylesheets in its own HTML (`<style>`), not as
 * linked files. Its first paint (the heading and the lead paragraph, its largest
 * content) waited for three render-blocking stylesheets, a round trip after the HTML, on a page
 * that is mostly reached from the deal page's speculation rules, which prefetch the HTML only:
 * inlined, the stylesheets (about 4.7 KB gzip) come with the prefetched HTML, and a shopper arriving
 * straight from an ad paints from the HTML alone. The deal page keeps linking the same files (the
 * rest of the site shares them), so nothing is cached twice that matters.
 *
 * The hashed file names exist only once the build has written them, hence this step in
 * `astro:build:done` (./integration.ts). The CSP allows inline styles (`style-src 'unsafe-inline'`,
 * scripts/lib/deploy/policy.ts).
 */
import { join } from 'node:path';
import { rewritePages, siteFiles } from './builtPages.ts';

/** Built files of the pages whose stylesheets are inlined. */
export const INLINE_STYLE_PAGES = [join('checkout', 'index.html')] as const;

const STYLESHEET = /<link rel="stylesheet" href="(\/[^"]+\.css)"\s*\/?>/g;

/** `page` with each linked stylesheet `readStyle` can read replaced by a `<style>` holding its text. */
export function withInlineStyles(page: string, readStyle: (sitePath: string) => string | undefined): string {
  return page.replace(STYLESHEET, (link, href: string) => {
    const css = readStyle(href);
    // `</style` cannot occur in CSS a bundler wrote; a file that holds it stays linked.
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css.trim()}</style>`;
  });
}

/** Inlines the stylesheets of the pages above in `siteDir`; returns how many pages changed. */
export function inlinePageStyles(siteDir: string): number {
  const readStyle = siteFiles(siteDir);
  return rewritePages(siteDir, INLINE_STYLE_PAGES, (page) => withInlineStyles(page, readStyle));
}
