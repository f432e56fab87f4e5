/**
 * Speculation rules (docs/speculation.md): which next pages a page lets the browser fetch, or
 * render, before the visitor opens them. Written into the page as one inline
 * `<script type="speculationrules">` (BaseLayout), which the deploy step hashes into the CSP like
 * every other inline script, so the rules pass the strict policy without 'unsafe-inline'.
 *
 * Every rule is a document rule on links the page already shows, with an eagerness that follows
 * the visitor's intent, so a visitor never gets more than a few pages they did not ask for:
 * - deal and home pages: the checkout is prerendered when a checkout link is hovered for 200 ms
 *   or pressed (`moderate`), and the option cards' checkout links are prefetched as soon as they
 *   are in play (`eager`: the briefest hover on a desktop, the cards on screen on a phone). The
 *   checkout's HTML does not depend on its query (`No-Vary-Search: params`, scripts/lib/deploy/
 *   policy.ts), so one fetched copy serves every option link: at most one unused page per view.
 * - directory and service pages: the place or service a visitor hovers for 200 ms or presses is
 *   prefetched (`moderate`; Chrome keeps at most two such at a time).
 */

/** The checkout's links (MembershipOptions: checkoutHref). */
const CHECKOUT_LINKS = 'a[href^="/checkout/"]';
/** The option cards' checkout links (the deal page's #options section). */
const OPTION_LINKS = `#options ${CHECKOUT_LINKS}`;
/** Links in the page's content to other pages of the site (not the header, footer or fragments). */
const CONTENT_LINKS = 'main a[href^="/"]:not([href^="/checkout/"])';

type Rule = {
  source: 'document';
  where: { selector_matches: string };
  eagerness: 'immediate' | 'eager' | 'moderate' | 'conservative';
};
export type SpeculationRules = { prefetch?: Rule[]; prerender?: Rule[] };

/** What the checkout answers in `No-Vary-Search`: its HTML is the same for every query. */
export const CHECKOUT_NO_VARY_SEARCH = 'params';

/** The rules of the page at `canonicalPath`, or undefined for a page that speculates on nothing. */
export function speculationRules(canonicalPath: string | undefined): SpeculationRules | undefined {
  if (canonicalPath === '/' || canonicalPath === '/deal') {
    return {
      prerender: [{ source: 'document', where: { selector_matches: CHECKOUT_LINKS }, eagerness: 'moderate' }],
      prefetch: [{ source: 'document', where: { selector_matches: OPTION_LINKS }, eagerness: 'eager' }],
    };
  }
  if (canonicalPath?.startsWith('/us/') || canonicalPath?.startsWith('/services/')) {
    return { prefetch: [{ source: 'document', where: { selector_matches: CONTENT_LINKS }, eagerness: 'moderate' }] };
  }
  return undefined;
}

/** The rules as the text of the inline script (`<` escaped, as for JSON-LD). */
export function speculationRulesText(canonicalPath: string | undefined): string | undefined {
  const rules = speculationRules(canonicalPath);
  return rules && JSON.stringify(rules).replaceAll('<', '\\u003c');
}
