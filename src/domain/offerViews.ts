/**
 * The visitor's own figures from the first paint, on static pages (docs/checkout.md, "Your own
 * prices from the first paint"). A visitor's offer depends on two experiments the head script
 * assigns before anything paints (src/telemetry/head.ts marks `<html data-x-voucheroption>` and
 * `<html data-x-pricing>`): the voucher cohort (prices, plan) and the `pricing` variant (which option
 * is featured). A page cannot be rendered per visitor, so every place that states a figure is
 * rendered once per distinct wording over all views (cohort × pricing variant), each wording marked
 * with the views it belongs to:
 *
 *   <span data-c="2 13 15 16">$59</span><span data-nc="2 13 14 15 16">$49</span>
 *
 * `data-c` lists the cohorts that show the wording, `data-nc` (when shorter) the cohorts that do
 * not, each cohort by its place in the catalogue (src/catalog/plans.ts), and `data-p` the pricing
 * variants; each is left out when the wording is the same for all. The stylesheet of src/styles/offerViews.css.ts hides every wording that is not
 * the visitor's. Without JavaScript, or for a cohort code the catalogue does not have, the default
 * cohort's control view shows (spec §4's fallback). This module is pure: the views come from the
 * catalogue (src/catalog/defaultOffer.ts) and the islands render the same markup when they hydrate.
 */
import { pricingOption, type CleaningOption } from './cleaningOption.ts';
import type { Offer } from './pricing.ts';

/** The `pricing` experiment's variants (src/brand/experiments.ts), the control first. */
export const PRICING_VARIANTS = ['control', 'larger'] as const;

/** What one visitor sees: a cohort's offer and the option their `pricing` variant features. */
export type OfferView = {
  offer: Offer;
  pricing: string;
  /** The featured option: what "the first cleaning" means in every sentence of the page. */
  option: CleaningOption;
};

/**
 * One wording and the views that show it: `cohorts` as places in the views' cohort order
 * (`cohortCount` of them), `pricing` as variant names; null = all of them.
 */
export type Variant<T> = {
  value: T;
  key: string;
  cohorts: number[] | null;
  cohortCount: number;
  pricing: string[] | null;
};

/** Every view of the offers: each cohort with each pricing variant (views without any option are skipped). */
export function offerViews(offers: readonly Offer[]): OfferView[] {
  return offers.flatMap((offer) =>
    PRICING_VARIANTS.flatMap((pricing) => {
      const option = pricingOption(offer.options, pricing);
      return option ? [{ offer, pricing, option }] : [];
    }),
  );
}

/**
 * The distinct wordings of `render` over all views, each with the views that show it, in the order
 * first seen. A wording shared by some cohorts in one pricing variant and other cohorts in the other
 * is split so that every variant is a product (cohorts × pricing variants), which CSS can select.
 * `render` returning null means "nothing here" for that view (an option the cohort does not have).
 */
export function variantsOf<T>(
  views: readonly OfferView[],
  render: (view: OfferView) => T | null,
  keyOf: (value: T) => string = (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
): Variant<T>[] {
  const allCohorts = [...new Set(views.map((view) => view.offer.cohort))];
  const allPricing = new Set(views.map((view) => view.pricing));
  const place = new Map(allCohorts.map((code, index) => [code, index]));
  const byKey = new Map<string, { value: T; pricing: Map<string, number[]> }>();
  for (const view of views) {
    const value = render(view);
    if (value === null) continue;
    const key = keyOf(value);
    const entry = byKey.get(key) ?? { value, pricing: new Map<string, number[]>() };
    byKey.set(key, entry);
    const list = entry.pricing.get(view.pricing) ?? [];
    entry.pricing.set(view.pricing, [...list, place.get(view.offer.cohort)!]);
  }
  const variants: Variant<T>[] = [];
  for (const [key, { value, pricing }] of byKey) {
    // Pricing variants that show this wording for the same cohorts are one variant.
    const groups = new Map<string, string[]>();
    for (const [variant, cohorts] of pricing) {
      const id = cohorts.join(' ');
      groups.set(id, [...(groups.get(id) ?? []), variant]);
    }
    for (const [id, variantsShown] of groups) {
      const cohorts = id.split(' ').map(Number);
      variants.push({
        value,
        key: `${key}|${id}|${variantsShown.join(' ')}`,
        cohorts: cohorts.length === allCohorts.length ? null : cohorts,
        cohortCount: allCohorts.length,
        pricing: variantsShown.length === allPricing.size ? null : variantsShown,
      });
    }
  }
  return variants;
}

/** The attributes that mark a variant (none when every view shows it). */
export function variantAttributes(
  variant: Pick<Variant<unknown>, 'cohorts' | 'cohortCount' | 'pricing'>,
): Record<string, string> {
  const shown = variant.cohorts;
  const notShown = shown
    ? Array.from({ length: variant.cohortCount }, (_, index) => index).filter((index) => !shown.includes(index))
    : null;
  return {
    ...(shown && notShown
      ? notShown.join(' ').length < shown.join(' ').length
        ? { 'data-nc': notShown.join(' ') }
        : { 'data-c': shown.join(' ') }
      : {}),
    ...(variant.pricing ? { 'data-p': variant.pricing.join(' ') } : {}),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[ch]};`);

/**
 * The HTML of a place that states figures: one `<span>` per wording (plain when all views agree).
 * `render` returns HTML (escape text with `escapeText`); used where markup is built as a string
 * (the ad-group swap scripts, the page's server-rendered sentences).
 */
export function variantsHtml(views: readonly OfferView[], render: (view: OfferView) => string | null): string {
  const variants = variantsOf(views, render);
  if (variants.length === 1 && !variants[0]!.cohorts && !variants[0]!.pricing) return variants[0]!.value;
  return variants
    .map((variant) => {
      const attributes = Object.entries(variantAttributes(variant))
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `<span${attributes}>${variant.value}</span>`;
    })
    .join('');
}

/** Text made safe for `variantsHtml`. */
export const escapeText = escapeHtml;
