/**
 * The visitor's consent as the lazy code sees it. Do Not Sell and Global Privacy Control switch
 * analytics and marketing off for good (docs/privacy.md); then the visitor's recorded choice (the
 * `publicweb_consent` cookie the banner writes); then the brand's mode: opt-in grants nothing
 * before Accept, opt-out (and brands without a banner) grant both until the visitor rejects.
 */
import { doNotSell } from './privacy.ts';
import { TELEMETRY_KEYS } from './keys.ts';

export type Category = 'analytics' | 'marketing';
export type Consent = { granted: Category[]; chosen: boolean; doNotSell: boolean };
export const CONSENT_EVENT = 'publicweb:consent';

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function consentFrom(mode: 'opt-in' | 'opt-out' | 'none', choice: string | null, optedOut: boolean): Consent {
  const chosen = choice !== null;
  if (optedOut) return { granted: [], chosen, doNotSell: true };
  const all: Category[] = ['analytics', 'marketing'];
  const granted = chosen ? all.filter((c) => choice.split('.').includes(c)) : mode === 'opt-in' ? [] : all;
  return { granted, chosen, doNotSell: false };
}

let current: Consent | undefined;

export function consent(mode: 'opt-in' | 'opt-out' | 'none'): Consent {
  return (current ??= consentFrom(mode, readCookie(TELEMETRY_KEYS.consent), doNotSell()));
}

/** Records a choice (the banner's Accept, Reject or Settings) and tells the loader. */
export function recordConsent(granted: Category[]): void {
  document.cookie = `${TELEMETRY_KEYS.consent}=${granted.join('.')};path=/;max-age=31536000;samesite=lax`;
  current = { granted, chosen: true, doNotSell: false };
  document.documentElement.setAttribute('data-consent', granted.join('.') || 'none');
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: current }));
}
