/**
 * The ad-group swap's names, shared by its scripts (adCopy.ts) and the style that keeps the default
 * wording from painting while a swap is due (DealPage.css.ts).
 *
 * A tiny script before the first swappable element marks `<html>` with `data-adgroup` when the URL
 * names an ad group; the swappable elements stay invisible under that mark (their space kept) until
 * their swap script, right after them, has run and marked `<html>` done. So the default wording is
 * never painted for an ad group's visitor, however the parser splits the page. If a swap script
 * never runs, the elements show their default wording after `AD_REVEAL_AFTER`.
 */

/** Query parameter that carries the ad group id (Google Ads' ValueTrack {adgroupid}). */
export const ADGROUP_PARAM = 'adgroupid';

/** Element ids the scripts write into; the page gives these ids to the default copy's elements. */
export const AD_COPY_ELEMENT_IDS = {
  banner: 'promo-text',
  headline: 'hero-title',
  lead: 'hero-lead',
  ctaHeading: 'cta-title',
} as const;

/** `<html>` attribute set while the URL names an ad group. */
export const AD_PENDING_MARK = 'data-adgroup';

/** `<html>` attribute each swap script sets once it has run, and the elements it swaps. */
export const AD_SWAPS = {
  hero: { done: 'data-ad-hero', fields: ['banner', 'headline', 'lead'] },
  cta: { done: 'data-ad-cta', fields: ['ctaHeading'] },
} as const;

/** The latest the default wording stays hidden when a swap script never ran. */
export const AD_REVEAL_AFTER = '1.5s';
