/**
 * The purchase attempt's idempotency key (./attempt.ts): one key per order until the API answers for
 * good, whatever page, reload or tab asks for it; never personal data in storage.
 */
import { describe, expect, it } from 'vitest';
import { PURCHASE_ATTEMPTS_KEY } from '../../domain/storageKeys.ts';
import { earlierKeys, inTurn, KEY_LIFETIME_MS, keyFor, orderId, settle, type AttemptStorage } from './attempt.ts';

/** localStorage as two tabs of one browser share it. */
function memoryStorage(): AttemptStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const order = {
  email: 'shopper.one@example.com',
  phone: '5125550142',
  firstName: 'Dana',
  lastName: null,
  zipcode: '78701',
  hours: 3,
  redirect: '',
  zipcodeEnteredOnHomepage: false,
  voucherOption: null,
};
const card = { ccNumber: '4242 4242 4242 4242', ccExpiration: '12/30', cvc: '123' };
let counter = 0;
const fresh = () => `key-${(counter += 1)}-0000`;
const NOW = Date.UTC(2026, 10, 26, 10);

describe('orderId: what makes two presses of Buy the same purchase', () => {
  it('is the order without the card or the key: another card is the same purchase', () => {
    const id = orderId(order);
    expect(orderId({ ...order, ...card, idempotencyKey: 'a' })).toBe(id);
    expect(orderId({ ...order, ...card, ccNumber: '5555 5555 5555 4444', idempotencyKey: 'b' })).toBe(id);
    const reversed = Object.fromEntries(Object.entries(order).reverse());
    expect(orderId(reversed)).toBe(id); // field order does not matter
  });

  it('is another purchase when anything the API binds the key to changes', () => {
    const id = orderId(order);
    for (const change of [
      { email: 'shopper.two@example.com' },
      { phone: '5125550143' },
      { hours: 4 },
      { zipcode: '60601' },
      { voucherOption: 'CCF_2' },
      { firstName: 'Dan' },
    ]) {
      expect(orderId({ ...order, ...change }), JSON.stringify(change)).not.toBe(id);
    }
  });
});

describe('keyFor and settle', () => {
  it('gives the same key to a reload or a second tab until the attempt is settled, then a new one', () => {
    const storage = memoryStorage();
    const id = orderId(order);
    const first = keyFor(storage, id, NOW, fresh);
    // A reload or another tab reads the same storage: the same key, so the API replays its answer.
    expect(keyFor(storage, id, NOW + 60_000, fresh)).toBe(first);
    // Another order in the meantime has its own key and leaves this one alone.
    const other = keyFor(storage, orderId({ ...order, hours: 4 }), NOW, fresh);
    expect(other).not.toBe(first);
    expect(keyFor(storage, id, NOW + 120_000, fresh)).toBe(first);

    settle(storage, id, NOW + 180_000);
    const next = keyFor(storage, id, NOW + 240_000, fresh);
    expect(next).not.toBe(first);
    expect(keyFor(storage, orderId({ ...order, hours: 4 }), NOW, fresh)).toBe(other);
  });

  it('stores no email, phone or name: only a hash of the order, the key and when', () => {
    const storage = memoryStorage();
    keyFor(storage, orderId({ ...order, ...card }), NOW, fresh);
    const stored = storage.data.get(PURCHASE_ATTEMPTS_KEY)!;
    expect(stored).not.toMatch(/shopper|example|5125550142|Dana|78701|4242/);
    expect(JSON.parse(stored)).toEqual([
      { order: expect.stringMatching(/^[0-9a-f]{16}$/), key: expect.any(String), at: NOW },
    ]);
  });

  it('forgets a key after KEY_LIFETIME_MS, well before the API forgets it (24 hours)', () => {
    expect(KEY_LIFETIME_MS).toBeLessThan(24 * 3_600_000);
    const storage = memoryStorage();
    const id = orderId(order);
    const first = keyFor(storage, id, NOW, fresh);
    expect(keyFor(storage, id, NOW + KEY_LIFETIME_MS - 1, fresh)).toBe(first);
    expect(keyFor(storage, id, NOW + KEY_LIFETIME_MS, fresh)).not.toBe(first);
  });

  it('reads anything malformed as nothing pending, and works without storage', () => {
    const storage = memoryStorage();
    const id = orderId(order);
    for (const junk of ['not json', '{"a":1}', '[{"order":"x"}]', `[{"order":"${id}","key":"short","at":${NOW}}]`]) {
      storage.setItem(PURCHASE_ATTEMPTS_KEY, junk);
      expect(keyFor(storage, id, NOW, () => 'brand-new-key')).toBe('brand-new-key');
    }
    expect(keyFor(null, id, NOW, () => 'in-memory-key')).toBe('in-memory-key');
    expect(() => settle(null, id, NOW)).not.toThrow();
  });
});

describe('earlierKeys: the attempts a purchase names so a lost answer ends with the voucher', () => {
  it("names the browser's other pending attempts (a detail changed since, another tab's), not its own", () => {
    const storage = memoryStorage();
    const lost = keyFor(storage, orderId(order), NOW, fresh);
    const corrected = orderId({ ...order, firstName: 'DANA' });
    const key = keyFor(storage, corrected, NOW + 1000, fresh);
    expect(earlierKeys(storage, key, NOW + 2000)).toEqual([lost]);
    expect(earlierKeys(storage, key, NOW + 2000, ['memory-key-0001'])).toEqual([lost, 'memory-key-0001']);
    // Once the lost attempt is settled (or has expired) it is named no more.
    settle(storage, orderId(order), NOW + 3000);
    expect(earlierKeys(storage, key, NOW + 3000)).toEqual([]);
    expect(earlierKeys(null, key, NOW)).toEqual([]);
  });

  it('two tabs asking for the same order in turn share one key', async () => {
    const storage = memoryStorage();
    const [a, b] = await Promise.all([
      inTurn(() => keyFor(storage, orderId(order), NOW, fresh)),
      inTurn(() => keyFor(storage, orderId(order), NOW, fresh)),
    ]);
    expect(a).toBe(b);
  });
});

describe('a bought attempt keeps its key for the same order', () => {
  it('another tab buying the same order sends the bought key (its voucher); a changed order does not name it', () => {
    const storage = memoryStorage();
    const id = orderId(order);
    const bought = keyFor(storage, id, NOW, fresh);
    settle(storage, id, NOW + 1000, true);
    expect(keyFor(storage, id, NOW + 2000, fresh)).toBe(bought);
    const changed = keyFor(storage, orderId({ ...order, firstName: 'DANA' }), NOW + 3000, fresh);
    expect(earlierKeys(storage, changed, NOW + 3000)).toEqual([]);
  });
});
