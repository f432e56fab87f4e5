/**
 * The purchase's steps inside its transaction (api/purchase/index.ts runs them in order): the
 * idempotency key, the new-client and sold-out checks, the buyer, the charge, the voucher and the
 * stored answer. Each step is one or two statements on the transaction `tx`.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { membershipFirstCharge } from '../../src/domain/charges.ts';
import { membershipTerms } from '../../src/domain/consent.ts';
import type { Queryable } from '../db/connection.ts';
import type { ChargeResult } from '../payments.ts';
import {
  availableVouchers,
  SOLD_OUT_MESSAGE,
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
/** Who is charged: the customers row, and the ids the answer shows. */
export type Buyer = { rowId: number; id: string; rawId: number };

const keyError = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 409 } } });

/**
 * The answer an earlier use of `key` decides, if any: its stored answer (IN_PROGRESS while it has
 * none), or an error when the key is expired or was used for another request (`print`).
 */
export async function earlierAnswer(
  tx: Queryable,
  key: string,
  print: string,
  now: number,
): Promise<PurchaseResponse | undefined> {
  const [previous] = await tx.query<{
    response: PurchaseResponse | null;
    fingerprint: string | null;
    created_at: Date | string;
  }>('SELECT response, fingerprint, created_at FROM purchase_attempts WHERE idempotency_key = $1', [key]);
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
 * the voucher that holds the claim was bought under one of `earlierKeys` (the attempts this browser
 * still holds, api/purchase/input.ts), this is the same shopper retrying after a lost answer with a
 * detail changed, and they get that purchase's stored answer, their voucher; anyone else learns that
 * the earlier purchase went through and where its code was sent (the address masked,
 * `alreadyACustomer`), and nothing more is charged.
 */
export async function refusalBeforeCharge(
  tx: Queryable,
  order: Order,
  now: number,
  earlierKeys: readonly string[] = [],
): Promise<PurchaseResponse | undefined> {
  const [claimed] = await tx.query<{ key: string | null; email: string | null }>(
    `SELECT ch.idempotency_key AS key, cu.email
     FROM introductory_claims ic
     LEFT JOIN vouchers v ON v.id = ic.voucher_id
     LEFT JOIN charges ch ON ch.id = v.charge_id
     LEFT JOIN customers cu ON cu.id = v.customer_id
     WHERE (ic.kind = 'email' AND ic.value = $1) OR (ic.kind = 'phone' AND ic.value = $2)
     ORDER BY ic.kind LIMIT 1`,
    [order.email, order.phone],
  );
  if (claimed) {
    if (claimed.key && earlierKeys.includes(claimed.key)) {
      const [earlier] = await tx.query<{ response: PurchaseResponse | null }>(
        'SELECT response FROM purchase_attempts WHERE idempotency_key = $1',
        [claimed.key],
      );
      if (earlier?.response?.success) return earlier.response;
    }
    return alreadyACustomer(claimed.email);
  }
  if ((await availableVouchers(tx, now)).remaining === 0) return refused('SOLD_OUT', SOLD_OUT_MESSAGE);
  return undefined;
}

/** Claims the key for this request (its answer is stored by `storeAnswer`). */
export async function claimKey(tx: Queryable, key: string, print: string, now: number): Promise<void> {
  await tx.query('INSERT INTO purchase_attempts (idempotency_key, fingerprint, created_at) VALUES ($1, $2, $3)', [
    key,
    print,
    new Date(now).toISOString(),
  ]);
}

/** A random positive int32: a customer's public number, in no order. */
const randomRawId = () => randomInt(1, 2 ** 31 - 1);

/**
 * The buyer: a new customer, or an existing one (same email) used as it is, never changed. The ids
 * shown are the new customer's, else this purchase's own (never an existing customer's).
 */
export async function storeBuyer(tx: Queryable, order: Order): Promise<Buyer> {
  const created = await tx.query<{ id: number }>(
    `INSERT INTO customers (public_id, email, phone, first_name, last_name, zipcode, raw_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [
      randomUUID(),
      order.email,
      order.phone,
      order.firstName || null,
      order.lastName || null,
      order.zipcode,
      randomRawId(),
    ],
  );
  const [customer] = await tx.query<{ id: number; public_id: string; raw_id: number }>(
    'SELECT id, public_id, raw_id FROM customers WHERE email = $1',
    [order.email],
  );
  return created.length
    ? { rowId: customer!.id, id: customer!.public_id, rawId: customer!.raw_id }
    : { rowId: customer!.id, id: randomUUID(), rawId: randomRawId() };
}

/** Stores the charge with the details the buyer entered; returns its id. */
export async function recordCharge(
  tx: Queryable,
  purchase: { key: string; order: Order; buyer: Buyer; price: PriceQuote; result: ChargeResult },
): Promise<number> {
  const { key, order, buyer, price, result } = purchase;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO charges (idempotency_key, customer_id, amount_cents, tax_cents, card_brand, card_last4, status,
                          buyer_phone, buyer_first_name, buyer_last_name, buyer_zipcode, buyer_public_id, buyer_raw_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      key,
      buyer.rowId,
      Math.round(price.total * 100),
      Math.round(price.tax * 100),
      result.brand,
      result.last4,
      result.status,
      order.phone,
      order.firstName || null,
      order.lastName || null,
      order.zipcode,
      buyer.id,
      buyer.rawId,
    ],
  );
  return row!.id;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function voucherCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/**
 * Stores the voucher of a charged purchase and its claims on the email and the phone (a second
 * introductory voucher is impossible), and answers with it and its receipt.
 */
export async function issueVoucher(
  tx: Queryable,
  purchase: { order: Order; buyer: Buyer; chargeId: number; priced: Priced; now: number },
): Promise<PurchaseResponse> {
  const { order, buyer, chargeId, priced, now } = purchase;
  const { price, cohort, option } = priced;
  const code = voucherCode();
  const surveyToken = randomBytes(18).toString('base64url');
  const at = new Date(now).toISOString();
  const [voucher] = await tx.query<{ id: number }>(
    `INSERT INTO vouchers (code, customer_id, charge_id, cohort_code, num_hours, price_cents, tax_cents, created_at,
                           survey_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      code,
      buyer.rowId,
      chargeId,
      cohort.code,
      option.num_hours,
      Math.round(price.price * 100),
      Math.round(price.tax * 100),
      at,
      surveyToken,
    ],
  );
  await tx.query(
    `INSERT INTO introductory_claims (kind, value, voucher_id, created_at)
     VALUES ('email', $1, $3, $4), ('phone', $2, $3, $4)`,
    [order.email, order.phone, voucher!.id, at],
  );
  const plan = cohort.plan;
  return {
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
        chargedAt: at,
        membershipFirstCharge: membershipFirstCharge({
          monthlyPrice: plan.foreverclean_monthly_price,
          billingPeriod: cohort.billingPeriod,
          freeMonths: plan.foreverclean_free_months,
        }),
        // The terms agreed to at Buy, in the checkout's own sentences (src/domain/charges.ts).
        terms: membershipTerms(
          {
            monthlyPrice: plan.foreverclean_monthly_price,
            freeMonths: plan.foreverclean_free_months,
            minimumMonths: plan.foreverclean_cancellation_fee_min_months,
            cancellationFee: plan.foreverclean_cancellation_fee,
            cancellationPolicy: plan.foreverclean_cancellation_policy,
            billingPeriod: cohort.billingPeriod,
          },
          {
            name: option.name,
            numHours: option.num_hours,
            price: price.price,
            undiscountedPrice: option.undiscounted_price,
          },
        ),
      },
    },
    customer: { id: buyer.id, rawId: buyer.rawId },
  };
}

/** Stores the answer with the key: a retry with the key gets it again. */
export async function storeAnswer(tx: Queryable, key: string, response: PurchaseResponse): Promise<void> {
  await tx.query('UPDATE purchase_attempts SET response = $2 WHERE idempotency_key = $1', [
    key,
    JSON.stringify(response),
  ]);
}
