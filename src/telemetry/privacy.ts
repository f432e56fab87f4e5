/**
 * "Do Not Sell My Personal Information" preference (/privacy/optout/). The opt-out page writes it;
 * any code that would load analytics, ad or experiment scripts must call `doNotSell()` first and
 * load nothing when it returns true. See docs/privacy.md.
 */
import { DO_NOT_SELL_COOKIE, DO_NOT_SELL_KEY } from '../domain/storageKeys.ts';

/** Cookie name (value '1'), readable by servers and by scripts on any path of the site. */
export const DNS_COOKIE = DO_NOT_SELL_COOKIE;
/** One year, in seconds. */
export const DNS_COOKIE_MAX_AGE = 31_536_000;

/** What the preference is read from (a browser, or a test double). */
export type PrivacySignals = {
  stored: string | null;
  cookie: string;
  globalPrivacyControl: boolean | undefined;
};

/** True when the visitor opted out here, by cookie, or by sending Global Privacy Control. */
export function doNotSellFrom(signals: PrivacySignals): boolean {
  if (signals.globalPrivacyControl === true) return true;
  if (signals.stored === '1') return true;
  return signals.cookie.split(';').some((part) => part.trim() === `${DNS_COOKIE}=1`);
}

/** Browser signals; storage that throws (blocked, private mode) counts as unset. */
export function browserPrivacySignals(): PrivacySignals {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(DO_NOT_SELL_KEY);
  } catch {
    stored = null;
  }
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  let cookie = '';
  try {
    cookie = document.cookie;
  } catch {
    // a sandboxed frame: no cookies (never throw)
  }
  return { stored, cookie, globalPrivacyControl: nav.globalPrivacyControl };
}

/** In the browser: has this visitor opted out of the sale or sharing of personal information? */
export function doNotSell(): boolean {
  return doNotSellFrom(browserPrivacySignals());
}

/** Saves (true) or clears (false) the opt-out in localStorage and the cookie. */
export function saveDoNotSell(optedOut: boolean): void {
  try {
    if (optedOut) window.localStorage.setItem(DO_NOT_SELL_KEY, '1');
    else window.localStorage.removeItem(DO_NOT_SELL_KEY);
  } catch {
    // Storage blocked: the cookie below still carries the preference.
  }
  try {
    document.cookie = optedOut
      ? `${DNS_COOKIE}=1; path=/; max-age=${DNS_COOKIE_MAX_AGE}; SameSite=Lax`
      : `${DNS_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
  } catch {
    // a sandboxed frame: nothing can be kept
  }
}
