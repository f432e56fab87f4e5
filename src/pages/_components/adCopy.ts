/**
 * Ad-group wording on the deal page without a flash of the default copy (spec §2: "Landing copy
 * changes with query parameter adgroupid").
 *
 * The pages are static, so the HTML carries the default wording, and small inline scripts placed
 * right after the elements they change swap in the ad group's wording while the HTML is still
 * being parsed, before the browser first paints those elements. Each script holds a table of only
 * the ad groups' HTML for the elements above it (built here, at build time, from
 * src/data/adGroups.ts); unknown or missing ids leave the default wording untouched.
 */
import type { AdCopy, AdGroup } from '../../data/adGroups.ts';
import { cleaningValues, fill, fillParts, placeholdersIn, valueOf, type Placeholder } from '../../copy/rules.ts';
import { promoBannerText } from '../../domain/offer.ts';
import { escapeText, variantsHtml, type OfferView } from '../../domain/offerViews.ts';
import { ADGROUP_PARAM, AD_COPY_ELEMENT_IDS, AD_PENDING_MARK, AD_SWAPS } from './adMarks.ts';

export { ADGROUP_PARAM, AD_COPY_ELEMENT_IDS } from './adMarks.ts';

export type AdCopyField = keyof typeof AD_COPY_ELEMENT_IDS;

/** Values the placeholders stand for. */
export type CopyContext = {
  /** Price of the default option in US dollars, e.g. 19. */
  price: number;
  /** Hours of the default option, e.g. 3. */
  hours: number;
  /** The brand's name. */
  brand: string;
};

/**
 * The placeholders' values for every offer view (src/domain/offerViews.ts): the page states each
 * view's price and hours, and CSS shows the visitor's from the first paint.
 */
export type ViewContexts = { views: readonly OfferView[]; brand: string };

/** Classes of the headline's price (highlighted) and hours ("3-hour", never broken across lines). */
export type HeadlineClasses = { price: string; hours: string };

/** Text made safe for HTML: the one escaper of the offer views (src/domain/offerViews.ts). */
export const escapeHtml = escapeText;

/** Text with its placeholders filled in ({price}, {hours}, {Hours}, {numHours}, {brand}; others are left as written). */
export function fillPlaceholders(template: string, ctx: CopyContext): string {
  return fill(template, { ...cleaningValues(ctx.price, ctx.hours), brand: ctx.brand });
}

/**
 * A template as HTML for every offer view: text escaped, each placeholder filled once per distinct
 * value and marked with the views that show it (`{brand}` is the same for all, so it stays plain).
 * With `classes`, the price is highlighted and the hours kept on one line (the h1).
 */
export function fillHtml(template: string, ctxs: ViewContexts, classes?: HeadlineClasses): string {
  const valueHtml = (name: string) => {
    const valueIn = (view: OfferView) => valueOf(name as Placeholder, { brand: ctxs.brand, view });
    if (ctxs.views[0] === undefined || valueIn(ctxs.views[0]) === undefined) return escapeHtml(`{${name}}`);
    const html = variantsHtml(ctxs.views, (view) => escapeHtml(valueIn(view)!));
    const className = name === 'price' ? classes?.price : name === 'hours' ? classes?.hours : undefined;
    return className ? `<span class="${escapeHtml(className)}">${html}</span>` : html;
  };
  const values = Object.fromEntries(placeholdersIn(template).map((name) => [name, valueHtml(name)]));
  // The words escaped; each placeholder's HTML as made above.
  return fillParts(template, values)
    .map((part, i) => (i % 2 ? part : escapeHtml(part)))
    .join('');
}

/** The h1's HTML: escaped text, the price highlighted, the hours kept on one line, for every view. */
export function headlineHtml(template: string, ctxs: ViewContexts, classes: HeadlineClasses): string {
  return fillHtml(template, ctxs, classes);
}

/** The HTML of each swappable element for one set of wording. */
export function adCopyHtml(copy: AdCopy, ctxs: ViewContexts, classes: HeadlineClasses): Record<AdCopyField, string> {
  return {
    banner: fillHtml(promoBannerText('{price}', copy.title), ctxs),
    headline: headlineHtml(copy.headline, ctxs, classes),
    lead: fillHtml(copy.lead, ctxs),
    ctaHeading: fillHtml(copy.ctaHeading, ctxs),
  };
}

/** ad group id -> element id -> HTML, for the given fields only. */
export type SwapTable = Record<string, Record<string, string>>;

export function swapTable(
  groups: readonly AdGroup[],
  fields: readonly AdCopyField[],
  ctxs: ViewContexts,
  classes: HeadlineClasses,
): SwapTable {
  const table: SwapTable = {};
  for (const group of groups) {
    const html = adCopyHtml(group, ctxs, classes);
    table[group.id] = Object.fromEntries(fields.map((field) => [AD_COPY_ELEMENT_IDS[field], html[field]]));
  }
  return table;
}

/**
 * Source of an inline script that swaps the wording of the current URL's ad group into the
 * elements of the table, then marks `<html>` with `done` (which shows them, adMarks.ts).
 * Synchronous and dependency-free; any failure leaves the default wording. `<` in the data is
 * escaped so the data can never end the script element.
 */
export function swapScript(table: SwapTable, done: string): string {
  const data = JSON.stringify(table).replaceAll('<', '\\u003c');
  return (
    `(function(t){try{var p=new URLSearchParams(location.search).get(${JSON.stringify(ADGROUP_PARAM)}),` +
    `c=p&&Object.prototype.hasOwnProperty.call(t,p=p.trim())?t[p]:null,k,e;` +
    `if(c)for(k in c){e=document.getElementById(k);if(e)e.innerHTML=c[k]}}catch(x){}` +
    `document.documentElement.setAttribute(${JSON.stringify(done)},"")})(${data})`
  );
}

/**
 * Source of the inline script placed before the first swappable element: marks `<html>` while the
 * URL names an ad group, so the default wording is not painted before its swap (adMarks.ts).
 */
export const adGroupMarkScript =
  `new URLSearchParams(location.search).has(${JSON.stringify(ADGROUP_PARAM)})&&` +
  `document.documentElement.setAttribute(${JSON.stringify(AD_PENDING_MARK)},"")`;

export type AdCopyBuild = {
  /** Default wording's HTML per field (what the page renders). */
  defaults: Record<AdCopyField, string>;
  /** Script to place right after the hero (swaps the banner, the h1 and the lead). */
  heroScript: string;
  /** Script to place right after the closing call-to-action's heading. */
  ctaScript: string;
};

/**
 * The page's default copy and scripts. The table was checked once, as its files were read
 * (src/copy/schemas.ts, src/copy/validate.ts); no second copy of the rules runs here.
 */
export function buildAdCopy(
  table: readonly AdGroup[],
  defaults: AdCopy,
  ctxs: ViewContexts,
  classes: HeadlineClasses,
): AdCopyBuild {
  return {
    defaults: adCopyHtml(defaults, ctxs, classes),
    heroScript: swapScript(swapTable(table, AD_SWAPS.hero.fields, ctxs, classes), AD_SWAPS.hero.done),
    ctaScript: swapScript(swapTable(table, AD_SWAPS.cta.fields, ctxs, classes), AD_SWAPS.cta.done),
  };
}
