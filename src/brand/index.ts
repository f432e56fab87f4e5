/**
 * The brand this build is for. This is the only way page and island code learns about the
 * brand: astro.config.ts validates it and serves it as the virtual module below.
 */
import selected from 'virtual:publicweb/brand';
import { brandOfferRange } from '../catalog/priceRange.ts';
import type { OfferRange } from '../domain/charges.ts';
import type { Brand } from './types.ts';

export const brand: Brand = selected;

/** Absolute URL of a site path on this brand, e.g. absoluteUrl('/deal'). */
export function absoluteUrl(path: string): string {
  return `${brand.baseUrl}${path}`;
}

/** Address of a page of the logged-in customer app (/login, /customer/choosedate/), per brand. */
export function appLink(path: string): string {
  return `${brand.appUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The range of the offers this brand sells (src/catalog/priceRange.ts): what a page that cannot know
 * the visitor's cohort states about prices (the legal strip, the share cards, the city pages).
 */
export const brandRange: OfferRange = brandOfferRange(brand.experiments?.['voucherOption']);
