/**
 * The offer views hidden by markup (docs/checkout.md, "Your own prices from the first paint"): an
 * inline script in <head>, after the head script has marked the visitor's cohort and pricing
 * variant on <html>, that sets the `hidden` attribute on every wording of another view as the
 * parser (or an island, or an ad group's swap) adds it. The stylesheet of ./offerViews.css.ts hides
 * the same wordings; this keeps them out of what is shown and read when that stylesheet fails to
 * load (a flaky line, a content blocker, a cached page naming a purged file). Mutation records are
 * delivered before the browser next renders, so no other view is ever painted.
 *
 * Self-contained (serialized by offerViewsScript.ts, not bundled): COHORTS, DEFAULT_PLACE and
 * PRICING are written in as literals from the catalogue, the same the stylesheet is generated from.
 */
/** Cohort codes in catalogue order (a wording's `data-c` / `data-nc` name places in it). */
declare const COHORTS: string[];
/** The default cohort's place: a visitor without a known cohort sees its view (spec §4). */
declare const DEFAULT_PLACE: number;
/** The `pricing` variants, the control first. */
declare const PRICING: string[];

export function hideOtherViews(): void {
  const h = document.documentElement;
  const cohort = COHORTS.indexOf(h.getAttribute('data-x-voucheroption') || '');
  const place = String(cohort < 0 ? DEFAULT_PLACE : cohort);
  const marked = h.getAttribute('data-x-pricing') || '';
  const pricing = PRICING.indexOf(marked) > 0 ? marked : PRICING[0]!;
  const has = (element: Element, name: string, value: string) =>
    (' ' + element.getAttribute(name) + ' ').indexOf(' ' + value + ' ') >= 0;
  const mark = (element: Element) => {
    if (
      (element.hasAttribute('data-c') && !has(element, 'data-c', place)) ||
      (element.hasAttribute('data-nc') && has(element, 'data-nc', place)) ||
      (element.hasAttribute('data-p') && !has(element, 'data-p', pricing))
    )
      element.setAttribute('hidden', '');
  };
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node.nodeType != 1) return;
        mark(node as Element);
        (node as Element).querySelectorAll('[data-c],[data-nc],[data-p]').forEach(mark);
      });
    }
  }).observe(h, { childList: true, subtree: true });
}
