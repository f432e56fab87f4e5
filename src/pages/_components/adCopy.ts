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
import * as v from 'valibot';
import { AdCopyTableSchema, type AdCopy, type AdGroup } from '../../data/adGroups.ts';
import { formatUsd } from '../../domain/format.ts';
import { promoBannerText } from '../../domain/offer.ts';

/** Query parameter that carries the ad group id (Google Ads' ValueTrack {adgroupid}). */
export const ADGROUP_PARAM = 'adgroupid';

/** Element ids the scripts write into; the page gives these ids to the default copy's elements. */
export const AD_COPY_ELEMENT_IDS = {
  banner: 'promo-text',
  headline: 'hero-title',
  lead: 'hero-lead',
  ctaHeading: 'cta-title',
} as const;

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

/** Classes of the headline's price (highlighted) and hours ("3-hour", never broken across lines). */
export type HeadlineClasses = { price: string; hours: string };

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function placeholderValues(ctx: CopyContext): Record<string, string> {
  return {
    '{price}': formatUsd(ctx.price),
    '{hours}': `${ctx.hours}-hour`,
    '{Hours}': `${ctx.hours}-Hour`,
    '{brand}': ctx.brand,
  };
}

/** Text with its placeholders filled in. */
export function fillPlaceholders(template: string, ctx: CopyContext): string {
  const values = placeholderValues(ctx);
  return template.replace(/\{[A-Za-z]+\}/g, (token) => values[token] ?? token);
}

/** The h1's HTML: escaped text, the price highlighted, the hours kept on one line. */
export function headlineHtml(template: string, ctx: CopyContext, classes: HeadlineClasses): string {
  const values = placeholderValues(ctx);
  return template
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => {
      if (part === '{price}') return `<span class="${escapeHtml(classes.price)}">${escapeHtml(values[part]!)}</span>`;
      if (part === '{hours}') return `<span class="${escapeHtml(classes.hours)}">${escapeHtml(values[part]!)}</span>`;
      return escapeHtml(values[part] ?? part);
    })
    .join('');
}

/** The HTML of each swappable element for one set of wording. */
export function adCopyHtml(copy: AdCopy, ctx: CopyContext, classes: HeadlineClasses): Record<AdCopyField, string> {
  return {
    banner: escapeHtml(promoBannerText(ctx.price, fillPlaceholders(copy.title, ctx))),
    headline: headlineHtml(copy.headline, ctx, classes),
    lead: escapeHtml(fillPlaceholders(copy.lead, ctx)),
    ctaHeading: escapeHtml(fillPlaceholders(copy.ctaHeading, ctx)),
  };
}

/** ad group id -> element id -> HTML, for the given fields only. */
export type SwapTable = Record<string, Record<string, string>>;

export function swapTable(
  groups: readonly AdGroup[],
  fields: readonly AdCopyField[],
  ctx: CopyContext,
  classes: HeadlineClasses,
): SwapTable {
  const table: SwapTable = {};
  for (const group of groups) {
    const html = adCopyHtml(group, ctx, classes);
    table[group.id] = Object.fromEntries(fields.map((field) => [AD_COPY_ELEMENT_IDS[field], html[field]]));
  }
  return table;
}

/**
 * Source of an inline script that swaps the wording of the current URL's ad group into the
 * elements of the table. Synchronous and dependency-free; any failure leaves the default wording.
 * `<` in the data is escaped so the data can never end the script element.
 */
export function swapScript(table: SwapTable): string {
  const data = JSON.stringify(table).replaceAll('<', '\\u003c');
  return (
    `(function(t){try{var p=new URLSearchParams(location.search).get(${JSON.stringify(ADGROUP_PARAM)}),` +
    `c=p&&Object.prototype.hasOwnProperty.call(t,p=p.trim())?t[p]:null,k,e;` +
    `if(c)for(k in c){e=document.getElementById(k);if(e)e.innerHTML=c[k]}}catch(x){}})(${data})`
  );
}

export type AdCopyBuild = {
  /** Default wording's HTML per field (what the page renders). */
  defaults: Record<AdCopyField, string>;
  /** Script to place right after the hero (swaps the banner, the h1 and the lead). */
  heroScript: string;
  /** Script to place right after the closing call-to-action's heading. */
  ctaScript: string;
};

/** Validates the table (a broken entry stops the build) and builds the page's default copy and scripts. */
export function buildAdCopy(
  table: readonly AdGroup[],
  defaults: AdCopy,
  ctx: CopyContext,
  classes: HeadlineClasses,
): AdCopyBuild {
  const result = v.safeParse(AdCopyTableSchema, table);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`src/data/adGroups.ts: ${v.getDotPath(issue) ?? ''} ${issue.message}`.trim());
  }
  return {
    defaults: adCopyHtml(defaults, ctx, classes),
    heroScript: swapScript(swapTable(result.output, ['banner', 'headline', 'lead'], ctx, classes)),
    ctaScript: swapScript(swapTable(result.output, ['ctaHeading'], ctx, classes)),
  };
}
