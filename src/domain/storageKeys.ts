/**
 * Every key the site keeps in the visitor's browser storage (spec §9 "client storage keys", plus
 * the site's own `publicweb.*` keys), in one place so that no two modules spell one differently.
 * Where a key lives (localStorage, sessionStorage, a cookie) is said on each.
 */

/** localStorage and cookie: the visitor's experiment assignments, JSON `{"voucherOption": "CODE", "homepage_reskin": "reskin", …}` (src/telemetry/head.ts writes it). */
export const COHORTS_KEY = 'fecohorts';
/** localStorage: first- and last-touch campaign, JSON `{"first":{"utm_source":…},"last":{…}}`; written once marketing consent allows. */
export const UTM_KEY = 'utm';
/** localStorage: vouchers left in the current offer window, a whole number ≥ 0, e.g. "247". */
export const VOUCHERS_REMAINING_KEY = 'vouchersRemaining';
/** localStorage: when the current offer window ends (ISO time); the countdown counts to it. */
export const TIME_REMAINING_KEY = 'timeRemaining';
/** localStorage: "true" while the current window has no vouchers left; absent otherwise. */
export const ZERO_VOUCHERS_KEY = 'zero-vouchers-available';
/** localStorage: the referral code a friend's link carried (`?referral_id=`). */
export const REFERRAL_KEY = 'referral_id';
/**
 * sessionStorage: the served zip code the deal page's zip lookup found, for the deal page's own links
 * after a reload (the checkout reads the zip code from its link only; the early-actions head script,
 * src/islands/shared/earlyActions.inline.ts, writes it into a link followed before the links' island runs).
 */
export const ZIPCODE_KEY = 'publicweb.zipcode';
/**
 * A US zip code's shape, as kept under ZIPCODE_KEY and carried by the checkout's link: exactly five
 * digits. The schema the API re-checks (src/schemas/fields.ts), the deal page's zip store, the
 * checkout's link reader and the dataset's US codes (src/catalog/regions.ts) all test this one
 * pattern. It lives here, in a module both islands already load, so that reading it costs neither
 * valibot nor a chunk of its own.
 */
export const ZIPCODE_FORMAT = /^\d{5}$/;
/** sessionStorage: the checkout's mirror (non-card fields and progress only). */
export const CHECKOUT_KEY = 'publicweb.checkout';
/**
 * localStorage: the voucher this browser bought last, JSON `{"code", "redirect", "hours", "at": <ms>}`
 * (no personal data), so that another tab of the checkout shows it instead of an empty step 1
 * (src/islands/Checkout/session.ts `keptVoucher`); kept for VOUCHER_KEPT_DAYS.
 */
export const VOUCHER_KEY = 'publicweb.voucher';
/**
 * localStorage: the idempotency keys of purchases whose outcome is not known yet, JSON
 * `[{"order": "<hash of the order>", "key": "<uuid>", "at": <ms>}]` (src/islands/Checkout/attempt.ts);
 * no personal data, only a hash of the order.
 */
export const PURCHASE_ATTEMPTS_KEY = 'publicweb.purchaseAttempts';
/** localStorage: "1" when the visitor opted out of the sale of personal information. */
export const DO_NOT_SELL_KEY = 'publicweb.doNotSell';
/** Cookie: the Do Not Sell opt-out, value "1" (readable by servers and scripts on any path). */
export const DO_NOT_SELL_COOKIE = 'publicweb_dns';
/** localStorage: the stable id experiments are assigned from (the spec's "statsig id"). */
export const STABLE_ID_KEY = 'publicweb.stableId';
/** Cookie: "1" while the visitor is in agent mode (spec §2); any path containing /agent sets it, `?agent=0` clears it. */
export const AGENT_KEY = 'publicweb_agent';
/** localStorage: "1" prints every telemetry event to the console (`?pw_debug=1` sets it, `?pw_debug=0` clears it). */
export const DEBUG_KEY = 'publicweb.debug';
/** Cookie: the consent choice, granted categories joined by "." ("analytics.marketing"; "" = necessary only). */
export const CONSENT_KEY = 'publicweb_consent';
/** Cookie: vanilla-cookieconsent's own record of the choice (src/telemetry/consent.ts). */
export const CONSENT_RECORD_KEY = 'publicweb_cc';
/** sessionStorage: experiments whose exposure this visit already logged. */
export const EXPOSED_KEY = 'publicweb.exposed';

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
  | typeof PURCHASE_ATTEMPTS_KEY
  | typeof DO_NOT_SELL_KEY
  | typeof DO_NOT_SELL_COOKIE
  | typeof STABLE_ID_KEY
  | typeof AGENT_KEY
  | typeof DEBUG_KEY
  | typeof CONSENT_KEY
  | typeof CONSENT_RECORD_KEY
  | typeof EXPOSED_KEY;

/*
 * Where the islands may write what they keep between pages and visits (the voucher counter, the
 * zip code, the referral code, the checkout's progress). Nothing is stored for agents
 * (docs/telemetry.md, "Agent mode": an agent's visit leaves no trace, not even the counter's
 * `vouchersRemaining` and `timeRemaining`), and nothing where the browser blocks storage (privacy modes, a
 * partner's frame): both read as no storage, and the island works on from memory. (Here, beside
 * the keys, because every island that writes one imports this module already.)
 */

/**
 * The storage to write to, or undefined for agents (the head script, src/telemetry/head.ts, marks
 * <html data-agent> before first paint) and where storage is blocked.
 */
export function writableStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    // Throws on the server (no document) and where storage is blocked.
    return document.documentElement.dataset['agent'] == null ? window[kind] : undefined;
  } catch {
    return undefined;
  }
}
