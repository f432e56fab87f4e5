/**
 * Every key the site keeps in the visitor's browser storage (spec §9 "client storage keys", plus
 * the site's own `publicweb.*` keys), in one place so that no two modules spell one differently.
 * Where a key lives (localStorage, sessionStorage, a cookie) is said on each.
 */

/** localStorage and cookie: the visitor's experiment cohorts, JSON `{"voucherOption": "CODE"}`. */
export const COHORTS_KEY = 'fecohorts';
/** localStorage: the campaign (utm_* parameters) that brought the visitor; named by the spec, not written yet. */
export const UTM_KEY = 'utm';
/** localStorage: vouchers left in the current offer window, a whole number ≥ 0, e.g. "247". */
export const VOUCHERS_REMAINING_KEY = 'vouchersRemaining';
/** localStorage: when the current offer window ends (ISO time); the countdown counts to it. */
export const TIME_REMAINING_KEY = 'timeRemaining';
/** localStorage: "true" while the current window has no vouchers left; absent otherwise. */
export const ZERO_VOUCHERS_KEY = 'zero-vouchers-available';
/** localStorage: the referral code a friend's link carried (`?referral_id=`). */
export const REFERRAL_KEY = 'referral_id';
/** sessionStorage: the served zip code the deal page's zip lookup found (the checkout prefills it). */
export const ZIPCODE_KEY = 'publicweb.zipcode';
/** sessionStorage: the checkout's mirror (non-card fields and progress only). */
export const CHECKOUT_KEY = 'publicweb.checkout';
/** localStorage: "1" when the visitor opted out of the sale of personal information. */
export const DO_NOT_SELL_KEY = 'publicweb.doNotSell';

/** Any of the keys above. */
export type StorageKey =
  | typeof COHORTS_KEY
  | typeof UTM_KEY
  | typeof VOUCHERS_REMAINING_KEY
  | typeof TIME_REMAINING_KEY
  | typeof ZERO_VOUCHERS_KEY
  | typeof REFERRAL_KEY
  | typeof ZIPCODE_KEY
  | typeof CHECKOUT_KEY
  | typeof DO_NOT_SELL_KEY;
