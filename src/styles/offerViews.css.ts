/**
 * Shows each visitor only their own figures (src/domain/offerViews.ts): every wording marked
 * `data-c` / `data-nc` (cohorts, by their place in the catalogue) or `data-p` (pricing variants) is
 * hidden unless it belongs to the visitor's, read from the `<html>` marks the head script sets
 * before first paint. No mark, or a cohort code the catalogue does not have (spec §4), shows the
 * default cohort's control view, which is also what a visitor without JavaScript sees. Imported by
 * the pages that render offer views.
 */
import { globalStyle } from '@vanilla-extract/css';
import { DEFAULT_COHORT } from '../catalog/defaultOffer.ts';
import { cohorts } from '../catalog/plans.ts';
import { PRICING_VARIANTS } from '../domain/offerViews.ts';

const hidden = { display: 'none !important' } as const;
const cohortMark = (code: string) => `[data-x-voucheroption="${code}"]`;
const hideOthers = (html: string, place: number) =>
  `${html} [data-c]:not([data-c~="${place}"]), ${html} [data-nc~="${place}"]`;

cohorts.forEach(({ code }, place) => globalStyle(hideOthers(`html${cohortMark(code)}`, place), hidden));
globalStyle(
  hideOthers(
    `html:not(${cohorts.map(({ code }) => cohortMark(code)).join(', ')})`,
    cohorts.findIndex(({ code }) => code === DEFAULT_COHORT),
  ),
  hidden,
);

const [control, ...others] = PRICING_VARIANTS;
for (const variant of others) {
  globalStyle(`html[data-x-pricing="${variant}"] [data-p]:not([data-p~="${variant}"])`, hidden);
}
globalStyle(
  `html:not(${others.map((variant) => `[data-x-pricing="${variant}"]`).join(', ')}) [data-p]:not([data-p~="${control}"])`,
  hidden,
);
