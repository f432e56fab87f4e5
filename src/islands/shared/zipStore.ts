/**
 * The shopper's zip code as the deal page knows it: the option links carry the last zip code the
 * zip lookup found served (`?zipcode=`, the one way it reaches the checkout); sessionStorage
 * `publicweb.zipcode` keeps it for the deal page itself, so its links carry it again after a
 * reload. The last zip code looked up at all prefills the waitlist.
 */
import { track } from '../../telemetry/track.ts';
import { ZIPCODE_FORMAT, ZIPCODE_KEY, writableStorage } from '../../domain/storageKeys.ts';
import { createStore, useStore } from './store.ts';

export type ZipState = {
  /** Last looked-up zip code we serve (the option links carry it to the checkout); null when none. */
  served: string | null;
  /** Last well-formed zip code looked up, served or not. */
  lastLookedUp: string | null;
};

const NONE: ZipState = { served: null, lastLookedUp: null };

export const zipStore = createStore<ZipState>(NONE, (store) => {
  try {
    const stored = sessionStorage.getItem(ZIPCODE_KEY);
    if (stored && ZIPCODE_FORMAT.test(stored)) store.set({ served: stored, lastLookedUp: stored });
  } catch {
    // storage blocked: nothing to restore
  }
});

/** Records a lookup: a served zip code is stored for the checkout, an unserved one forgets it. */
export function recordLookup(zipcode: string, served: boolean): void {
  track('zip looked up', { served });
  // Not for agents (nothing is stored for them), nor where storage is blocked: the links on this
  // page still carry the zip code.
  const storage = writableStorage('sessionStorage');
  try {
    if (served) storage?.setItem(ZIPCODE_KEY, zipcode);
    else storage?.removeItem(ZIPCODE_KEY);
  } catch {
    // storage full
  }
  zipStore.set({ served: served ? zipcode : null, lastLookedUp: zipcode });
}

export function useZip(): ZipState {
  return useStore(zipStore, NONE);
}

/** A malformed zip code was entered: the earlier zip code no longer travels in links or to the checkout. */
export function forgetLookup(): void {
  try {
    sessionStorage.removeItem(ZIPCODE_KEY);
  } catch {
    // storage blocked: nothing stored
  }
  zipStore.set({ served: null, lastLookedUp: null });
}
