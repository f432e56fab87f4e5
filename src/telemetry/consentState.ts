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
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return null; // a sandboxed frame: no cookies at all
  }
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The choice kept in memory for this visit where the cookie cannot be kept (a partner's frame with
 * third-party storage blocked): in the frame's `window.name`, which the browser keeps
 * across the frame's page loads and drops with the frame. Only written when the cookie did not stick.
 */
const NAME_PREFIX = `${TELEMETRY_KEYS.consent}=`;

export function rememberedChoice(): string | null {
  try {
    const part = window.name.split(';').find((p) => p.startsWith(NAME_PREFIX));
    return part === undefined ? null : part.slice(NAME_PREFIX.length);
  } catch {
    return null;
  }
}

function rememberChoice(value: string): void {
  try {
    const others = window.name.split(';').filter((p) => p && !p.startsWith(NAME_PREFIX));
    window.name = [...others, NAME_PREFIX + value].join(';');
  } catch {
    // nothing to keep it in: the choice holds for this page
  }
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
  return (current ??= consentFrom(mode, readCookie(TELEMETRY_KEYS.consent) ?? rememberedChoice(), doNotSell()));
}

/** Records a choice (the banner's Accept, Reject or Settings) and tells the loader. */
export function recordConsent(granted: Category[]): void {
  const value = granted.join('.');
  try {
    document.cookie = `${TELEMETRY_KEYS.consent}=${value};path=/;max-age=31536000;samesite=lax`;
  } catch {
    // a sandboxed frame: remembered below
  }
  if (readCookie(TELEMETRY_KEYS.consent) !== value) rememberChoice(value);
  current = { granted, chosen: true, doNotSell: false };
  document.documentElement.setAttribute('data-consent', granted.join('.') || 'none');
  window.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: current }));
}
