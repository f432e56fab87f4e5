/**
 * Voucher availability for the whole deal page: the counter, the hero call to action and the
 * option cards read it. On first use it shows what an earlier visit stored (localStorage, spec §9
 * keys) so a reload does not flash, then asks the API (GetAvailableVouchers) and stores the answer;
 * when the window ends it asks again (the count resets with the new window), and again when the
 * page comes back from the back/forward cache.
 */
import { getApiClient } from '../../graphql/client.ts';
import { GetAvailableVouchers } from './graphql/GetAvailableVouchers.ts';
import { reportError } from '../../lib/reportError.ts';
import { TIME_REMAINING_KEY, VOUCHERS_REMAINING_KEY, writableStorage } from '../../domain/storageKeys.ts';
import { fromApi, fromStorage, toStorage, UNKNOWN, type Availability } from './countdown.ts';
import { createStore, useStore, type Store } from './store.ts';

function readStorage(now: number): Availability | null {
  try {
    return fromStorage(localStorage.getItem(VOUCHERS_REMAINING_KEY), localStorage.getItem(TIME_REMAINING_KEY), now);
  } catch {
    return null; // storage blocked (privacy mode): the API answer still arrives
  }
}

function writeStorage(availability: Availability): void {
  // None for an agent (nothing is stored for them) or where storage is blocked.
  const storage = writableStorage('localStorage');
  try {
    for (const [key, value] of Object.entries(toStorage(availability))) {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    }
  } catch {
    // storage blocked or full: the counter still shows the live answer
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;

async function refresh(store: Store<Availability>): Promise<void> {
  const result = await getApiClient().query(GetAvailableVouchers, {}).toPromise();
  const availability = fromApi(result.data?.availableVouchers);
  if (!availability) {
    reportError(result.error ?? new Error('GetAvailableVouchers: no usable answer'), { source: 'DealCounter' });
    return; // keep what is shown (stored or unknown)
  }
  store.set(availability);
  writeStorage(availability);
  clearTimeout(timer);
  // Ask again just after the window ends, when the count resets (windows last a week at most).
  timer = setTimeout(() => void refresh(store), Math.max(1000, (availability.endsAt ?? 0) - Date.now() + 1000));
}

export const availabilityStore = createStore<Availability>(UNKNOWN, (store) => {
  const stored = readStorage(Date.now());
  if (stored) store.set(stored);
  void refresh(store);
  // Back or forward to a page the browser kept whole (the back/forward cache): the count may have
  // moved while the visitor was away, so it is asked again.
  addEventListener('pageshow', (event) => {
    if (event.persisted) void refresh(store);
  });
});

/** Current availability (UNKNOWN during hydration and until the first answer). */
export function useAvailability(): Availability {
  return useStore(availabilityStore, UNKNOWN);
}

/** Whether the current window is known to have no vouchers left. */
export const isSoldOut = (availability: Availability) => availability.remaining === 0;

/** Scrolls to the waitlist and puts the cursor in its first field (the waitlist links' click). */
export function goToWaitlist(event?: { preventDefault(): void }): void {
  const field = document.getElementById('waitlist-email');
  if (!field) return; // let the link's #waitlist do its work
  event?.preventDefault();
  field.scrollIntoView({
    behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    block: 'center',
  });
  field.focus({ preventScroll: true });
  history.replaceState(null, '', '#waitlist');
}
