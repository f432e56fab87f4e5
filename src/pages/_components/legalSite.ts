/**
 * What a legal page's placeholders stand for on this brand ({brand}, {email}, {login}, {redeem}):
 * the same values for the terms, the privacy policy and the opt-out page (src/copy/legal.ts).
 */
import { appLink, brand } from '#src/brand/index.ts';
import { supportEmail } from '#src/data/support.ts';

export function legalSite() {
  return {
    brand: brand.appName,
    email: supportEmail(brand),
    login: appLink('/login'),
    redeem: appLink('/customer/choosedate/'),
  };
}
