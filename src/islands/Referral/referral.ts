/**
 * The referral code a friend's link carries (`?referral_id=<code>`), kept in localStorage under
 * `referral_id` (spec §9) so it survives reloads and later visits until checkout uses it.
 */
import { REFERRAL_KEY, writableStorage } from '../../domain/storageKeys.ts';
import { fill } from '../../copy/fill.ts';

export const REFERRAL_PARAM = 'referral_id';

/** What a referral code can look like; anything else in the URL is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** localStorage, or undefined for agents (nothing is stored for them) and where it is unavailable (blocked cookies, some private modes). */
export const browserStorage = (): Storage | undefined => writableStorage('localStorage');

function read(storage: Storage | undefined): string | undefined {
  try {
    const stored = storage?.getItem(REFERRAL_KEY)?.trim();
    return stored && CODE_PATTERN.test(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The referral code for this visit: the URL's (which is then stored, replacing an older one),
 * else the stored one. A malformed code in the URL is ignored.
 */
export function takeReferralCode(search: string, storage: Storage | undefined): string | undefined {
  const fromUrl = new URLSearchParams(search).get(REFERRAL_PARAM)?.trim();
  if (fromUrl && CODE_PATTERN.test(fromUrl)) {
    try {
      storage?.setItem(REFERRAL_KEY, fromUrl);
    } catch {
      // Storage full or blocked: the code still counts for this page view.
    }
    return fromUrl;
  }
  return read(storage);
}

/** Drops a code the API does not know, unless another code has been stored since. */
export function forgetReferralCode(storage: Storage | undefined, code: string): void {
  try {
    if (storage?.getItem(REFERRAL_KEY)?.trim() === code) storage.removeItem(REFERRAL_KEY);
  } catch {
    // Nothing to clean up where storage is unavailable.
  }
}

/**
 * The sentence the deal page shows for a known referral. It names no price: the offer's figures
 * beside it are the visitor's own from the first paint (docs/checkout.md), and this line appears
 * only after an answer from the API.
 */
export function referralMessage(hostName: string, sentence: string): string {
  return fill(sentence, { referrer: hostName });
}
