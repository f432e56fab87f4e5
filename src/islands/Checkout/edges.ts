/**
 * The checkout's side effects, at the edges of its state (./machine.ts): the sessionStorage mirror,
 * the address and browser history, the document title and telemetry. Each runs after a transition,
 * from the state before and after it, so the reducer stays pure.
 */
import { track } from '../../telemetry/track.ts';
import { CHECKOUT_KEY, VOUCHER_KEY, writableStorage } from '../../domain/storageKeys.ts';
import { FORWARD_MOVES, type CheckoutEvent, type CheckoutState } from './machine.ts';
import { keptVoucher, serializeSaved, stepUrl, type Step } from './session.ts';

/** What the checkout keeps in a history entry it adds: which step it shows, and from which step it came. */
export type HistoryEntry = { checkoutStep: Step; previousStep: Step };

/** A value from browser storage; null when absent or when storage is blocked. */
export function readStorage(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked: the checkout still works, only reloads forget
  }
}

/** The address: a forward move adds a history entry, a resolved or re-chosen step replaces it. */
function writeAddress(previous: CheckoutState, next: CheckoutState, event: CheckoutEvent) {
  const url = () => stepUrl(new URL(location.href), next.step, next.saved.hours);
  if (FORWARD_MOVES.has(event.type)) {
    const entry: HistoryEntry = { checkoutStep: next.step, previousStep: previous.step };
    history.pushState(entry, '', url());
  } else if (event.type === 'started' || event.type === 'addressChanged' || event.type === 'hoursChosen') {
    history.replaceState(history.state, '', url());
  }
}

/** The mirror, so a reload keeps the state. Agents: nothing is stored (writableStorage); memory only. */
function persist(previous: CheckoutState, next: CheckoutState) {
  if (next.saved === previous.saved || !next.ready) return;
  try {
    writableStorage('sessionStorage')?.setItem(CHECKOUT_KEY, serializeSaved(next.saved));
  } catch {
    // storage blocked or full: the state stays in memory
  }
}

/**
 * The voucher bought, for the browser's other tabs (VOUCHER_KEY): one opened later shows it
 * instead of an empty step 1; a new checkout started on purpose forgets it.
 */
function keepVoucher(previous: CheckoutState, next: CheckoutState, event: CheckoutEvent) {
  try {
    const storage = writableStorage('localStorage');
    if (event.type === 'purchased' && next.saved.purchase) {
      storage?.setItem(VOUCHER_KEY, keptVoucher(next.saved.purchase, Date.now()));
    }
    // The state read at the start (the mirror, or the kept voucher) is the event's, not `previous`.
    const had = event.type === 'started' ? event.saved.purchase : previous.saved.purchase;
    if (had && !next.saved.purchase) storage?.removeItem(VOUCHER_KEY);
  } catch {
    // storage blocked or full: this tab still shows the voucher
  }
}

/** The tab's title names the step: checkout.yaml `steps.names`, by step. */
export type StepNames = Readonly<Record<Step, string>>;

function showTitle(previous: CheckoutState, next: CheckoutState, baseTitle: string, names: StepNames) {
  if (next.step === previous.step) return;
  document.title = `${names[next.step]} · ${baseTitle}`;
}

function trackStep(previous: CheckoutState, next: CheckoutState) {
  if (next.ready && (next.step !== previous.step || !previous.ready)) {
    track('checkout step reached', { step: next.step });
  }
}

/** Runs the side effects of one transition (`baseTitle`: the page's own title). */
export function runEdges(
  previous: CheckoutState,
  next: CheckoutState,
  event: CheckoutEvent,
  baseTitle: string,
  names: StepNames,
) {
  writeAddress(previous, next, event);
  persist(previous, next);
  keepVoucher(previous, next, event);
  showTitle(previous, next, baseTitle, names);
  trackStep(previous, next);
}
