/**
 * Buying a voucher, the purchase's one domain function (the resolver in api/resolvers/mutations.ts
 * is its adapter): read the request, price it, then charge and store it in one transaction.
 *
 * The idempotency key is claimed in the same transaction that charges and stores the voucher, with
 * a fingerprint of the request (card data excluded), and the answer is stored with it: a retry or a
 * concurrent double submit of the same request gets the stored answer and never a second charge;
 * the same key with a different request is refused (KEY_REUSED) and learns nothing. A key expires
 * IDEMPOTENCY_KEY_TTL_HOURS after its first use (by the request clock); then it is refused
 * (IDEMPOTENCY_KEY_EXPIRED), never charged again.
 * New clients only: an email (trimmed, lowercased) or a phone number (10 digits) that already has
 * an introductory voucher is refused with ALREADY_A_CUSTOMER before anything is charged or stored
 * (the voucher's claims in `introductory_claims` make a second one impossible). That answer
 * necessarily tells that the email or the phone bought before; it says neither which nor anything
 * else about the customer but the masked address the code went to, and each attempt counts against
 * the client's purchase limit. A retry that names the earlier purchase's key among its
 * `earlierAttempts` (the same browser, after a lost answer, with a detail changed) gets that
 * purchase's answer, the voucher, instead (read with the other checks, ledger.ts readChecks).
 * When the current offer window (`now`) has no vouchers left, a new attempt is refused with
 * SOLD_OUT_MESSAGE before anything is charged or stored; purchases are serialised so the window is
 * never oversold. An existing customer row (same email, e.g. from a declined card) is never
 * changed: the details the buyer entered are stored with the charge. The answer's customer ids are
 * the new customer's own (a random rawId), or, for such an email, ids of this purchase alone: a
 * purchase that goes through never tells under which id someone is a customer.
 * The answer's receipt is what was charged (voucher price, tax, total), the membership's first
 * charge and its terms, computed once (src/domain/charges.ts, consent.ts) and stored with the
 * answer, so a retry shows it too.
 * Express consent to the membership's recurring charge: a request without it (no `membershipConsent`,
 * the box unticked) is refused with MEMBERSHIP_CONSENT_REQUIRED before anything else is read; one
 * whose sentence is not the one the checkout states for the plan being charged (src/domain/consent.ts
 * buyConsent, from the priced plan) is refused the same way, naming the changed terms. The sentence
 * agreed to, the statement beside Buy, the membership's figures and the time are stored with the
 * charge (`membership_consents`), in the purchase's one write.
 * `countAttempt` (the client's purchase limit) runs once the input is well formed: a shopper's
 * typing mistakes are answered field by field and never count against the limit.
 */
import { messages } from '../../src/schemas/fields.ts';
import { cohorts as catalogueCohorts } from '../../src/catalog/plans.ts';
import { COMMIT_RESERVE_MS, DatabaseUnavailableError, type Database, type Transaction } from '../db/connection.ts';
import type { PurchaseVoucherInput } from '../graphql/resolvers-types.ts';
import { requestLookups, type Lookups } from '../lookups.ts';
import { charge } from '../payments.ts';
import { quote } from '../resolvers/catalog.ts';
import { COHORT_NOT_OFFERED_MESSAGE } from '../cohorts.ts';
import {
  cardRefused,
  CONSENT_MISSING_MESSAGE,
  CONSENT_OTHER_TERMS_MESSAGE,
  FIX_FIELDS,
  refused,
  type PurchaseResponse,
} from './answers.ts';
import { fingerprint, readPurchase, type PurchaseRequest } from './input.ts';
import {
  consentFor,
  earlierAnswer,
  newBuyer,
  readChecks,
  refusalBeforeCharge,
  voucherAnswer,
  writePurchase,
  type ConsentRecord,
  type Priced,
} from './ledger.ts';

export type { PurchaseResponse } from './answers.ts';
export { IDEMPOTENCY_KEY_TTL_HOURS } from './ledger.ts';

/** Purchases take this transaction-scoped advisory lock, so the window's count cannot be oversold. */
const PURCHASE_LOCK = 0x70_77_62_75; // arbitrary, fixed

export type PurchaseServices = {
  db: Database;
  /** The request's clock. */
  now: number;
  /**
   * When the shopper must have the answer by (epoch ms; default: the answer budget from now): a
   * purchase that cannot start, or can no longer answer, in time is refused, never charged.
   */
  deadline?: number;
  /** Counts the attempt against the client's purchase limit (throws RATE_LIMITED when over). */
  countAttempt: () => Promise<void>;
  /** The cohorts the shopper holds (api/cohorts.ts): one on a live brand; any when undefined. */
  offered?: ReadonlySet<string> | undefined;
};

/** Buys a voucher (the rules are in this module's header). */
export async function buyVoucher(input: PurchaseVoucherInput, services: PurchaseServices): Promise<PurchaseResponse> {
  const request = readPurchase(input);
  if (!('key' in request)) return request;
  if (!request.consent) return refused('MEMBERSHIP_CONSENT_REQUIRED', CONSENT_MISSING_MESSAGE);
  // A few purchases at a time per process, the others waiting in memory until their deadline; their
  // statements on connections of their own (api/db/connection.ts inTurn): however many buyers
  // arrive, reads keep their connections.
  const { deadline } = services;
  return services.db.inTurn(
    PURCHASE_LOCK,
    async (turn) => {
      // The attempt is counted and the purchase priced at the same time (one round trip less).
      const [, priced] = await Promise.all([
        services.countAttempt(),
        price(request, requestLookups(turn), services.offered),
      ]);
      if (!('price' in priced)) return priced;
      const consent = consentFor(priced);
      if (request.consent?.text !== consent.agreement) {
        return refused('MEMBERSHIP_CONSENT_REQUIRED', CONSENT_OTHER_TERMS_MESSAGE);
      }
      const print = fingerprint(request.order, priced.cohort.code);
      return turn.transaction((tx) => ledger(tx, { request, priced, consent, print, now: services.now, deadline }));
    },
    deadline,
  );
}

/** The purchase's price, or why it cannot be priced (a cohort the brand does not offer, a zip, hours). */
async function price(
  { order, cohortCode }: PurchaseRequest,
  lookups: Lookups,
  offered: ReadonlySet<string> | undefined,
): Promise<Priced | PurchaseResponse> {
  // The server decides the plan (api/cohorts.ts): a catalogue cohort the visitor does not hold is
  // refused before anything is charged. A missing or unknown code is the visitor's own cohort when
  // they hold one, else spec §4's default cohort.
  const named = cohortCode && catalogueCohorts.some((c) => c.code === cohortCode) ? cohortCode : null;
  if (named && offered && !offered.has(named)) return refused('COHORT_NOT_OFFERED', COHORT_NOT_OFFERED_MESSAGE);
  const own = named ?? (offered?.size === 1 ? [...offered][0]! : null);
  const {
    quote: priced,
    region,
    cohort,
    option,
  } = await quote(lookups, {
    voucherOption: own,
    numHours: order.hours,
    zipcode: order.zipcode,
  });
  if (region.__typename !== 'ServiceRegion') {
    return refused('INVALID_INPUT', region.message, [{ field: 'zipcode', message: region.message }]);
  }
  if (!priced || !cohort || !option) {
    const hours = cohort?.plan.options.map((o) => o.num_hours).join(', ');
    return refused('INVALID_INPUT', FIX_FIELDS, [{ field: 'hours', message: `${messages.hours} (${hours} hours)` }]);
  }
  return { price: priced, cohort, option };
}

/**
 * The purchase inside its transaction, holding the purchase lock for two statements: every step is
 * written, or none. The card is charged only while the answer can still reach the shopper in time
 * (COMMIT_RESERVE_MS before `deadline`); later the purchase is refused (503, nothing charged).
 */
async function ledger(
  tx: Transaction,
  {
    request,
    priced,
    consent,
    print,
    now,
    deadline,
  }: {
    request: PurchaseRequest;
    priced: Priced;
    consent: ConsentRecord;
    print: string;
    now: number;
    deadline: number | undefined;
  },
): Promise<PurchaseResponse> {
  const { key, order } = request;
  const checks = await readChecks(tx, key, order, now, request.earlierKeys);
  const earlier = earlierAnswer(checks, print, now) ?? refusalBeforeCharge(checks);
  if (earlier) return earlier;
  if (deadline !== undefined && Date.now() > deadline - COMMIT_RESERVE_MS) {
    throw new DatabaseUnavailableError('busy');
  }
  const buyer = newBuyer();
  const result = charge(order.ccNumber, Math.round(priced.price.total * 100));
  const issued = result.status === 'succeeded' ? voucherAnswer({ order, buyer, priced, now }) : undefined;
  const response = issued?.response ?? cardRefused(result);
  await writePurchase(tx, { key, print, order, buyer, priced, result, voucher: issued, response, consent, now });
  return response;
}
