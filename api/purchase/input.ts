/** The purchase request, validated and normalised, and the fingerprint its idempotency key is bound to. */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { fieldErrors, purchaseSchema } from '../../src/schemas/fields.ts';
import type { PurchaseVoucherInput } from '../graphql/resolvers-types.ts';
import { FIX_FIELDS, refused, type PurchaseResponse } from './answers.ts';

const KEY_MESSAGE = 'idempotencyKey must be 8 to 100 printable characters';
const IdempotencyKey = v.pipe(
  v.string(KEY_MESSAGE),
  v.minLength(8, KEY_MESSAGE),
  v.maxLength(100, KEY_MESSAGE),
  v.regex(/^[\x21-\x7e]+$/, KEY_MESSAGE),
);
/** Cohort codes are short identifiers; anything else is an unknown cohort (the default applies). */
export const CohortCode = v.pipe(v.string(), v.maxLength(40), v.regex(/^[\w-]+$/));

/** The order's fields as the site's schema normalises them (email trimmed and lowercased, phone digits…). */
export type Order = v.InferOutput<ReturnType<typeof purchaseSchema>>;

/** The sentence beside the box the shopper ticked, as sent (whitespace runs made one space). */
export type Consent = { text: string };

/** A well-formed purchase request. */
export type PurchaseRequest = {
  key: string;
  order: Order;
  cohortCode: string | null;
  earlierKeys: string[];
  /** Express consent to the membership (null: none given, the purchase is refused before pricing). */
  consent: Consent | null;
};

/** Longer than any sentence the checkout shows beside the box; a longer one is no consent to our terms. */
const MAX_CONSENT_CHARS = 1_000;

/** The consent given: a ticked box with its sentence, else none. */
function consentOf(value: PurchaseVoucherInput['membershipConsent']): Consent | null {
  if (value?.agreed !== true || typeof value.text !== 'string') return null;
  const text = value.text.replace(/\s+/g, ' ').trim();
  return text && text.length <= MAX_CONSENT_CHARS ? { text } : null;
}

/** How many earlier attempts' keys a request may name (the checkout keeps at most 10). */
const MAX_EARLIER_KEYS = 10;

/** The earlier attempts' keys a request names: well-formed keys only, at most MAX_EARLIER_KEYS; anything else is none. */
function earlierKeysOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((key): key is string => v.is(IdempotencyKey, key)).slice(0, MAX_EARLIER_KEYS);
}

/** The request, or the INVALID_INPUT answer naming every field to fix (the key's among them). */
export function readPurchase(input: PurchaseVoucherInput): PurchaseRequest | PurchaseResponse {
  const { idempotencyKey, voucherOption, earlierAttempts, membershipConsent, ...form } = input;
  const key = v.safeParse(IdempotencyKey, idempotencyKey);
  const parsed = v.safeParse(
    purchaseSchema(),
    Object.fromEntries(Object.entries(form).filter(([, value]) => value !== null)),
  );
  if (!key.success || !parsed.success) {
    const errors = [
      ...(parsed.success ? [] : fieldErrors(parsed.issues)),
      ...(key.success ? [] : [{ field: 'idempotencyKey', message: key.issues[0].message }]),
    ];
    return refused('INVALID_INPUT', FIX_FIELDS, errors);
  }
  const cohortCode = v.is(CohortCode, voucherOption) ? voucherOption : null;
  return {
    key: key.output,
    order: parsed.output,
    cohortCode,
    earlierKeys: earlierKeysOf(earlierAttempts),
    consent: consentOf(membershipConsent),
  };
}

const CARD_FIELDS = new Set(['ccNumber', 'ccExpiration', 'cvc']);

/** The request a key is bound to: every normalised field except the card's. */
export function fingerprint(order: Order, cohort: string): string {
  const entries = Object.entries({ ...order, cohort })
    .filter(([field]) => !CARD_FIELDS.has(field))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}
