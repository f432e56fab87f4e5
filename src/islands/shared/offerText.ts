/**
 * One price everywhere (docs/checkout.md, "One price everywhere"): the deal page and the checkout
 * are static HTML rendered with the default cohort's offer, and the visitor's cohort is known only
 * in the browser. Once the islands know the visitor's offer, this puts it into the page's static
 * text too, so that no sentence outside the islands states another price:
 *
 * - elements marked `data-offer-text="…"` (the footer's offer terms, the FAQ's membership answer,
 *   the hero's condition) get their whole sentence again from src/domain/charges.ts;
 * - the first-cleaning price the page was rendered with (e.g. "$19") is replaced by the cohort's in
 *   the promo banner, the title and the main content's static text (islands render their own).
 *
 * Repeated calls start from the rendered text each time, so a later offer (or another option in
 * the checkout) is applied cleanly.
 */
import {
  membershipAnswer,
  offerCondition,
  offerTerms,
  type ChargeOption,
  type ChargePlan,
} from '../../domain/charges.ts';
import { formatUsd } from '../../domain/format.ts';

const sentences: Record<string, (plan: ChargePlan, option: ChargeOption) => string> = {
  terms: (plan, option) => offerTerms(option, plan),
  'membership-faq': membershipAnswer,
  condition: offerCondition,
};

/** Each changed text node's rendered text, so every call starts from what the page was built with. */
const renderedText = new WeakMap<Text, string>();
let renderedTitle: string | null = null;

/** "$19" as a price, not the start of "$190" or "$19.50". */
const priceMatcher = (price: number) => new RegExp(`${formatUsd(price).replace('$', '\\$')}(?![\\d]|\\.\\d)`, 'g');

function replacePrice(root: Element, from: RegExp, to: string) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement;
      // Islands render the offer themselves; marked sentences are set whole below.
      if (!parent || parent.closest('astro-island, [data-offer-text], script, style')) return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_ACCEPT;
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    const original = renderedText.get(text) ?? text.data;
    from.lastIndex = 0;
    if (!from.test(original)) continue;
    renderedText.set(text, original);
    from.lastIndex = 0;
    const next = original.replace(from, to);
    if (text.data !== next) text.data = next;
  }
}

/**
 * Puts the visitor's plan and option into the page's static text. `renderedPrice` is the
 * first-cleaning price the HTML was built with; `option` is the visitor's (the featured option on
 * the deal page, the chosen one in the checkout).
 */
export function showOfferInPage(
  plan: ChargePlan,
  option: ChargeOption,
  renderedPrice: number,
  { title = true }: { title?: boolean } = {},
): void {
  try {
    const from = priceMatcher(renderedPrice);
    const to = formatUsd(option.price);
    for (const root of document.querySelectorAll('#promo-text, main')) replacePrice(root, from, to);
    if (title) {
      renderedTitle ??= document.title;
      from.lastIndex = 0;
      const next = renderedTitle.replace(from, to);
      if (document.title !== next) document.title = next;
    }
    for (const element of document.querySelectorAll<HTMLElement>('[data-offer-text]')) {
      const sentence = sentences[element.dataset['offerText'] ?? '']?.(plan, option);
      if (sentence !== undefined && element.textContent !== sentence) element.textContent = sentence;
    }
  } catch {
    // a page without these elements, or a browser without TreeWalker: the rendered text stays
  }
}
