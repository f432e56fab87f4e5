/**
 * The words on every page (src/content/pages/chrome.yaml): header, mobile menu, footer and the
 * first paint's cookie notice, for one brand, placeholders filled. Read once per brand and build,
 * since every page shows them.
 */
import { fill } from './placeholders.ts';
import { pageCopy, type PageCopy } from './pages.ts';
import { sourceYear } from '../lib/sourceDate.ts';

export type ChromeCopy = PageCopy<'chrome'>;

const byBrand = new Map<string, ChromeCopy>();

/** The brand's chrome words; `{network}` is left for socialLabel() to fill per link. */
export function chromeCopy(app: string, brandKey: string): ChromeCopy {
  let copy = byBrand.get(brandKey);
  if (!copy) {
    copy = pageCopy('chrome', app, brandKey, { year: String(sourceYear()) });
    byBrand.set(brandKey, copy);
  }
  return copy;
}

/**
 * What every island takes besides its own words (src/islands/shared/island.tsx `IslandWords`): the
 * error screen's link, shown if the island fails. Spread on each island: `{...islandWords(brand)}`.
 */
export function islandWords(brand: { appName: string; key: string }): Pick<ChromeCopy['errorPage'], 'goBack'> {
  return { goBack: chromeCopy(brand.appName, brand.key).errorPage.goBack };
}

/** A social link's label for screen readers ("Tidyhaven on Instagram"). */
export function socialLabel(copy: ChromeCopy, network: string): string {
  return fill(copy.footer.socialLink, { network });
}

/** The loaded cookie banner's sentence and Accept label for the brand's consent mode (chrome.yaml `cookieBanner`). */
export function consentWords(brand: { appName: string; key: string; cookieConsent: { mode: 'opt-in' | 'opt-out' } }) {
  const { optIn, optOut, accept, ...banner } = chromeCopy(brand.appName, brand.key).cookieBanner;
  return { message: brand.cookieConsent.mode === 'opt-in' ? optIn : optOut, accept, banner };
}
