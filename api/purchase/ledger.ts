/**
 * The purchase's steps inside its transaction (api/purchase/index.ts runs them in order), in two
 * statements while it holds the purchase lock, so that its time under the lock is about one round
 * trip to the database, however far away it is: `readChecks` (the idempotency key's earlier use,
 * the new-client claims with the answer of an earlier key that bought the claiming voucher, and the
 * window's sold count, read together), then, after the charge,
 * `writePurchase` (the key and its answer, the buyer, the charge, the voucher and its claims,
 * written together and committed in the same round trip). The answer is built before it is
 * written, from ids made here.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { membershipFirstCharge, periodAmount, type ChargeOption, type ChargePlan } from '../../src/domain/charges.ts';
import { buyConsent, membershipTerms } from '../../src/domain/consent.ts';
import type { Queryable, Transaction } from '../db/connection.ts';
import type { ChargeResult } from '../payments.ts';
import {
  offerWindow,
  SOLD_OUT_MESSAGE,
  VOUCHERS_PER_WINDOW,
  type Cohort,
  type PlanOption,
  type PriceQuote,
} from '../resolvers/catalog.ts';
import {
  alreadyACustomer,
  KEY_EXPIRED_MESSAGE,
  KEY_REUSED_MESSAGE,
  refused,
  type PurchaseResponse,
} from './answers.ts';
import type { Order } from './input.ts';

/** How long an idempotency key replays its purchase's answer; after that it is refused (KEY_EXPIRED_MESSAGE). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** What was priced for this purchase (api/resolvers/catalog.ts quote). */
export type Priced = { price: PriceQuote; cohort: Cohort; option: PlanOption };
/** The plan and the option as the checkout states them (src/domain/charges.ts), from what was priced. */
export function chargeTerms({ price, cohort, option }: Priced): { plan: ChargePlan; option: ChargeOption } {
  const plan = cohort.plan;
  return {
    plan: {
      monthlyPrice: plan.foreverclean_monthly_price,
      freeMonths: plan.foreverclean_free_months,
      minimumMonths: plan.foreverclean_cancellation_fee_min_months,
      cancellationFee: plan.foreverclean_cancellation_fee,
      cancellationPolicy: plan.foreverclean_cancellation_policy,
      billingPeriod: cohort.billingPeriod,
    },
    option: {
      name: option.name,
      numHours: option.num_hours,
      price: price.price,
      undiscountedPrice: option.undiscounted_price,
    },
  };
}

/**
 * What the shopper consented to at Buy, in the checkout's own sentences (src/domain/consent.ts
 * buyConsent) for what was priced: the box's sentence, which the request must carry word for word,
 * and the statement beside Buy (today's amount, the membership, how to cancel, the early cost).
 */
export function consentFor(priced: Priced): { agreement: string; statement: string } {
  const { plan, option } = chargeTerms(priced);
  return buyConsent(plan, option, priced.price);
}

/** The consent stored with the charge: the sentences agreed to and the membership's figures. */
export type ConsentRecord = { agreement: string; statement: string };

/**
 * The ids the answer shows: a new customer's own (stored with the customer row), or, when the email
 * already belongs to a customer, ids of this purchase alone (stored with the charge only).
 */
export type Buyer = { id: string; rawId: number };

/** What the purchase reads under the lock, in one statement. */
export type Checks = {
  /** The key's earlier use, if any. */
  previous: { response: PurchaseResponse | null; fingerprint: string | null; created_at: Date | string } | undefined;
  /**
   * When the email or the phone already has an introductory voucher: the email that voucher's code
   * was sent to, and the stored answer of its purchase when one of the request's earlier keys bought
   * it (else null).
   */
  claimed: { email: string | null; earlierResponse: PurchaseResponse | null } | undefined;
  /** Vouchers sold in the request's offer window. */
  sold: number;
};

const keyError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 409 } } });

/**
 * The key's earlier use, the claims on the email and the phone (the email the claiming voucher's
 * code went to, and the stored answer of a claiming purchase bought under one of `earlierKeys`), and
 * the window's sold count: one statement.
 */
export async function readChecks(
  tx: Queryable,
  key: string,
  order: Order,
  now: number,
  earlierKeys: readonly string[] = [],
): Promise<Checks> {
  const { start, end } = offerWindow(now);
  const [row] = await tx.query<{
    response: PurchaseResponse | null;
    fingerprint: string | null;
    created_at: Date | string | null;
    claimed: boolean;
    claimed_email: string | null;
    earlier_response: PurchaseResponse | null;
    sold: number;
  }>(
    `WITH claim AS (
       SELECT ic.kind, ch.idempotency_key AS key, cu.email
         FROM introductory_claims ic
         LEFT JOIN vouchers v ON v.id = ic.voucher_id
         LEFT JOIN charges ch ON ch.id = v.charge_id
         LEFT JOIN customers cu ON cu.id = v.customer_id
        WHERE (ic.kind = 'email' AND ic.value = $2::text) OR (ic.kind = 'phone' AND ic.value = $3::text)
     )
     SELECT a.response, a.fingerprint, a.created_at,
            EXISTS (SELECT 1 FROM claim) AS claimed,
            (SELECT email FROM claim ORDER BY kind LIMIT 1) AS claimed_email,
            (SELECT e.response FROM claim JOIN purchase_attempts e ON e.idempotency_key = claim.key
              WHERE claim.key IN (SELECT jsonb_array_elements_text($6::jsonb))
              ORDER BY claim.kind LIMIT 1) AS earlier_response,
            (SELECT count(*)::int FROM vouchers WHERE created_at >= $4::timestamptz AND created_at < $5::timestamptz) AS sold
       FROM (SELECT 1) AS one LEFT JOIN purchase_attempts a ON a.idempotency_key = $1::text`,
    [key, order.email, order.phone, start.toISOString(), end.toISOString(), JSON.stringify(earlierKeys)],
  );
  return {
    previous:
      row?.created_at != null
        ? { response: row.response, fingerprint: row.fingerprint, created_at: row.created_at }
        : undefined,
    claimed: row?.claimed
      ? { email: row.claimed_email ?? null, earlierResponse: row.earlier_response ?? null }
      : undefined,
    sold: Number(row?.sold ?? 0),
  };
}

/**
 * The answer an earlier use of the key decides, if any: its stored answer (IN_PROGRESS while it has
 * none), or an error when the key is expired or was used for another request (`print`).
 */
export function earlierAnswer(checks: Checks, print: string, now: number): PurchaseResponse | undefined {
  const { previous } = checks;
  if (!previous) return undefined;
  // A key is kept for good: once expired it is refused (never a second charge under it).
  if (new Date(previous.created_at).getTime() < now - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000) {
    throw keyError(KEY_EXPIRED_MESSAGE, 'IDEMPOTENCY_KEY_EXPIRED');
  }
  if (previous.fingerprint !== null && previous.fingerprint !== print) {
    throw keyError(KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
  }
  return previous.response ?? refused('IN_PROGRESS', 'This purchase is already being processed.');
}

/**
 * The answer before anything is charged, when there is one: a returning customer, or a sold-out
 * week. A returning customer is never told "nothing was charged" as if nothing had happened: when
 * the voucher that holds the claim was bought under one of the request's earlier keys (the attempts
 * this browser still holds, api/purchase/input.ts), this is the same shopper retrying after a lost
 * answer with a detail changed, and they get that purchase's stored answer, their voucher; anyone
 * else learns that the earlier purchase went through and where its code was sent (the address
 * masked, `alreadyACustomer`), and nothing more is charged.
 */
export function refusalBeforeCharge(checks: Checks): PurchaseResponse | undefined {
  if (checks.claimed) {
    if (checks.claimed.earlierResponse?.success) return checks.claimed.earlierResponse;
    return alreadyACustomer(checks.claimed.email);
  }
  if (checks.sold >= VOUCHERS_PER_WINDOW) return refused('SOLD_OUT', SOLD_OUT_MESSAGE);
  return undefined;
}

/** A random positive int32: a customer's public number, in no order. */
const randomRawId = () => randomInt(1, 2 ** 31 - 1);

/** The ids this purchase shows (Buyer). */
export const newBuyer = (): Buyer => ({ id: randomUUID(), rawId: randomRawId() });

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function voucherCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/** The voucher of a charged purchase: its code, survey token and the answer with its receipt. */
export function voucherAnswer(purchase: { order: Order; buyer: Buyer; priced: Priced; now: number }): {
  code: string;
  surveyToken: string;
  response: PurchaseResponse;
} {
  const { order, buyer, priced, now } = purchase;
  const { price, cohort, option } = priced;
  const code = voucherCode();
  const surveyToken = randomBytes(18).toString('base64url');
  const plan = cohort.plan;
  const terms = chargeTerms(priced);
  const response: PurchaseResponse = {
    success: true,
    message: 'Your voucher is ready.',
    fieldErrors: [],
    errorCode: null,
    voucherPurchaseDetails: {
      code,
      estimatedLtv:
        Math.round(
          (price.total + plan.foreverclean_monthly_price * plan.foreverclean_cancellation_fee_min_months) * 100,
        ) / 100,
      redirect: `/customer/choosedate/?code=${encodeURIComponent(code)}`,
      surveyToken,
      receipt: {
        email: order.email,
        numHours: option.num_hours,
        price: price.price,
        discount: price.discount,
        salesTaxRate: price.salesTaxRate,
        tax: price.tax,
        total: price.total,
        chargedAt: new Date(now).toISOString(),
        membershipFirstCharge: membershipFirstCharge(terms.plan),
        // The terms agreed to at Buy, in the checkout's own sentences (src/domain/consent.ts).
        terms: membershipTerms(terms.plan, terms.option),
      },
    },
    customer: { id: buyer.id, rawId: buyer.rawId },
  };
  return { code, surveyToken, response };
}

/**
 * Everything the purchase writes, in one statement sent with the COMMIT: the key with its
 * fingerprint and answer (a retry with the key gets it again); the buyer, a new customer unless the
 * email has one (that customer row is never changed: the details entered are stored with the
 * charge); the charge; and for a charged card the voucher and its claims on the email and the
 * phone (a second introductory voucher is impossible); and the shopper's consent to the membership
 * (the sentences agreed to, the membership's amount, period and free months, and when).
 */
export async function writePurchase(
  tx: Transaction,
  purchase: {
    key: string;
    print: string;
    order: Order;
    buyer: Buyer;
    priced: Priced;
    result: ChargeResult;
    voucher: { code: string; surveyToken: string } | undefined;
    response: PurchaseResponse;
    consent: ConsentRecord;
    now: number;
  },
): Promise<void> {
  const { key, print, order, buyer, priced, result, voucher, response, consent, now } = purchase;
  const { plan } = chargeTerms(priced);
  const { price, cohort, option } = priced;
  await tx.last(
    `WITH attempt AS (
       INSERT INTO purchase_attempts (idempotency_key, fingerprint, created_at, response)
       VALUES ($1::text, $2::text, $3::timestamptz, $4::jsonb)
     ), created AS (
       INSERT INTO customers (public_id, email, phone, first_name, last_name, zipcode, raw_id)
       VALUES ($5::uuid, $6::text, $7::text, $8::text, $9::text, $10::text, $11::int)
       ON CONFLICT (email) DO NOTHING RETURNING id
     ), buyer AS (
       SELECT id FROM created UNION ALL SELECT id FROM customers WHERE email = $6::text
     ), charge AS (
       INSERT INTO charges (idempotency_key, customer_id, amount_cents, tax_cents, card_brand, card_last4, status,
                            buyer_phone, buyer_first_name, buyer_last_name, buyer_zipcode, buyer_public_id, buyer_raw_id)
       SELECT $1::text, buyer.id, $12::int, $13::int, $14::text, $15::text, $16::text,
              $7::text, $8::text, $9::text, $10::text, $5::uuid, $11::int
         FROM buyer RETURNING id, customer_id
     ), voucher AS (
       INSERT INTO vouchers (code, customer_id, charge_id, cohort_code, num_hours, price_cents, tax_cents, created_at,
                             survey_token)
       SELECT $17::text, charge.customer_id, charge.id, $18::text, $19::int, $20::int, $13::int, $3::timestamptz,
              $21::text
         FROM charge WHERE $17::text IS NOT NULL RETURNING id
     ), claims AS (
       INSERT INTO introductory_claims (kind, value, voucher_id, created_at)
       SELECT claim.kind, claim.value, voucher.id, $3::timestamptz
         FROM voucher, (VALUES ('email', $6::text), ('phone', $7::text)) AS claim (kind, value)
     ), consent AS (
       INSERT INTO membership_consents (charge_id, agreed_at, agreement, statement, period_amount_cents,
                                        billing_period, free_months)
       SELECT charge.id, $3::timestamptz, $22::text, $23::text, $24::int, $25::text, $26::int FROM charge
     )
     SELECT id FROM charge`,
    [
      key,
      print,
      new Date(now).toISOString(),
      JSON.stringify(response),
      buyer.id,
      order.email,
      order.phone,
      order.firstName || null,
      order.lastName || null,
      order.zipcode,
      buyer.rawId,
      Math.round(price.total * 100),
      Math.round(price.tax * 100),
      result.brand,
      result.last4,
      result.status,
      voucher?.code ?? null,
      cohort.code,
      option.num_hours,
      Math.round(price.price * 100),
      voucher?.surveyToken ?? null,
      consent.agreement,
      consent.statement,
      Math.round(periodAmount(plan) * 100),
      plan.billingPeriod,
      plan.freeMonths,
    ],
  );
}
