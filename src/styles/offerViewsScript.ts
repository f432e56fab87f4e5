/**
 * Build time: the script that hides other offer views by markup (offerViewsHide.inline.ts),
 * minified with the catalogue's cohorts and pricing variants written in, as the text of one inline
 * <script> in <head> of the pages that state offer views (BaseLayout `offerViews`). The deploy step
 * hashes it into the CSP like every inline script.
 */
import { transformSync } from 'esbuild';
import { DEFAULT_COHORT } from '../catalog/defaultOffer.ts';
import { cohorts } from '../catalog/plans.ts';
import { PRICING_VARIANTS } from '../domain/offerViews.ts';
import source from './offerViewsHide.inline.ts?raw';

let cached: string | undefined;

export function offerViewsScript(): string {
  if (cached) return cached;
  const header = /^export function hideOtherViews\(\): void \{/m;
  if (!header.test(source))
    throw new Error('offerViewsHide.inline.ts: `export function hideOtherViews(): void {` not found');
  const codes = cohorts.map((cohort) => cohort.code);
  const define = {
    COHORTS: JSON.stringify(codes),
    DEFAULT_PLACE: String(codes.indexOf(DEFAULT_COHORT)),
    PRICING: JSON.stringify(PRICING_VARIANTS),
  };
  const body = source.replace(header, '(() => {');
  const { code } = transformSync(`${body})();`, { loader: 'ts', minify: true, target: 'es2020', define });
  cached = code.trim();
  return cached;
}
