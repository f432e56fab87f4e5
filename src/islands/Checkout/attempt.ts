/**
 * The idempotency key of a purchase attempt. It belongs to the purchase, not to the page: it is kept
 * in localStorage until the API has answered for good, so Buy pressed again after a lost answer,
 * a reload, back/forward or in a second tab of the same checkout sends the same key, and the API
 * answers with the first attempt's result instead of charging again ("Press Buy again … you will
 * not be charged twice" is true).
 *
 * Two presses of Buy are the same purchase when everything the API binds the key to is the same:
 * the order without the card (email, phone, names, zip code, hours, cohort…), exactly the fields
 * of the API's request fingerprint (api/purchase/input.ts). The card is not part of it: after
 * a lost answer, a shopper who types another card must get the first attempt's answer (maybe a
 * voucher already paid for), not a second charge on the other card. Only a final answer (a voucher,
 * a declined card, a refusal) ends the attempt; the next Buy is then a new one.
 *
 * Only a hash of the order is stored (no email or phone in localStorage), with the key and when it
 * was made; keys older than KEY_LIFETIME_MS are dropped, well before the API forgets them (24 h).
 */
import { PURCHASE_ATTEMPTS_KEY } from '../../domain/storageKeys.ts';

/** How long a pending key is reused: half the API's 24 hours, so the API still knows it. */
export const KEY_LIFETIME_MS = 12 * 3_600_000;
/** At most this many pending attempts are kept (a shopper trying several orders). */
const MAX_PENDING = 10;

/** An attempt: its order's hash, its key, when it was made; `done` once it bought the voucher. */
type Pending = { order: string; key: string; at: number; done?: true };

/** Storage as far as attempts need it (localStorage, or a stand-in in tests); null when blocked. */
export type AttemptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** FNV-1a, 2 × 32 bits: tells orders apart without storing what they contain. */
function hash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The order a key is bound to: the purchase input without the card fields and the key, as a hash. */
export function orderId(input: Record<string, unknown>): string {
  const entries = Object.entries(input)
    .filter(([name]) => !['ccNumber', 'ccExpiration', 'cvc', 'idempotencyKey'].includes(name))
    .map(([name, value]) => [name, value ?? null] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return hash(JSON.stringify(entries));
}

function readPending(storage: AttemptStorage | null, now: number): Pending[] {
  let data: unknown;
  try {
    data = JSON.parse(storage?.getItem(PURCHASE_ATTEMPTS_KEY) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.filter(
    (item): item is Pending =>
      typeof item === 'object' &&
      item !== null &&
      typeof item.order === 'string' &&
      typeof item.key === 'string' &&
      /^[\x21-\x7e]{8,100}$/.test(item.key) &&
      typeof item.at === 'number' &&
      (item.done === undefined || item.done === true) &&
      now - item.at < KEY_LIFETIME_MS &&
      item.at <= now + 60_000,
  );
}

function writePending(storage: AttemptStorage | null, pending: Pending[]) {
  try {
    storage?.setItem(PURCHASE_ATTEMPTS_KEY, JSON.stringify(pending.slice(-MAX_PENDING)));
  } catch {
    // storage blocked or full: the key lives in this page's memory only (the caller keeps it)
  }
}

/** The key for this order: its attempt's when there is one (pending, or done: its voucher), else a new one (stored before it is sent). */
export function keyFor(storage: AttemptStorage | null, order: string, now: number, newKey: () => string): string {
  const pending = readPending(storage, now);
  const found = pending.find((item) => item.order === order);
  if (found) return found.key;
  const key = newKey();
  writePending(storage, [...pending, { order, key, at: now }]);
  return key;
}

/**
 * The keys of this browser's other attempts whose answer never came (another order: a detail
 * changed since, another tab's). The purchase names them, so the API can answer a shopper who
 * already bought under one of them with that voucher instead of a refusal (api/purchase/ledger.ts).
 */
export function earlierKeys(storage: AttemptStorage | null, key: string, now: number, kept: Iterable<string> = []) {
  const unanswered = readPending(storage, now).filter((item) => !item.done);
  const keys = new Set([...unanswered.map((item) => item.key), ...kept]);
  keys.delete(key);
  return [...keys].slice(-MAX_PENDING);
}

/**
 * Runs `step` while no other tab of this site runs it (the Web Locks API, where the browser has it).
 * The purchase holds it from choosing its key until its answer is in: a second tab pressing Buy at
 * the same moment waits, then finds the first one's key for the same order (localStorage reaches
 * other tabs a moment later, well within a request) and gets its answer, the voucher.
 */
export async function inTurn<T>(step: () => T | Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return step();
  let started = false;
  try {
    return await locks.request(PURCHASE_ATTEMPTS_KEY, () => {
      started = true;
      return step();
    });
  } catch (error) {
    // A failure of the step is the step's; only a lock that could not be taken runs it without one.
    if (started) throw error;
    return step();
  }
}

/**
 * The API answered this order's attempt for good. A refusal ends it: the next Buy is a new attempt
 * with a new key. A voucher keeps its key, marked done: Buy of the same order in another tab (or
 * pressed there at the same moment) sends it again and gets that voucher, never a refusal.
 */
export function settle(storage: AttemptStorage | null, order: string, now: number, bought = false) {
  const pending = readPending(storage, now);
  writePending(
    storage,
    bought
      ? pending.map((item) => (item.order === order ? { ...item, done: true as const } : item))
      : pending.filter((item) => item.order !== order),
  );
}

/** localStorage for the purchase attempts, or null when blocked. */
export function attemptStorage(): AttemptStorage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** A new idempotency key. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
