/** RegisterLead, PurchaseVoucher, JoinVoucherWaitlist and PostPurchaseSurvey: validated, atomic. */
import { randomInt, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { fieldErrors, LeadSchema, purchaseSchema, WaitlistSchema, type FieldErrors } from '../../src/schemas/fields.ts';
import { charge } from '../payments.ts';
import type { Database, Queryable } from '../db/connection.ts';
import { availableVouchers, quote, SOLD_OUT_MESSAGE } from './catalog.ts';
import { findRegion } from './regions.ts';

const FIX_FIELDS = 'Please check the highlighted fields.';
const failed = (message: string, errors: FieldErrors = []) => ({ success: false, message, fieldErrors: errors });

export async function registerLead(db: Database, input: unknown) {
  const parsed = v.safeParse(LeadSchema, input);
  if (!parsed.success) return { ...failed(FIX_FIELDS, fieldErrors(parsed.issues)), leadDetails: null };
  const lead = parsed.output;
  const region = await findRegion(db, lead.zipcode);
  const regionId = region.__typename === 'ServiceRegion' ? Number(region.id) : null;
  await db.query(
    'INSERT INTO leads (email, phone, zipcode, region_id, first_name, last_name) VALUES ($1, $2, $3, $4, $5, $6)',
    [lead.email, lead.phone, lead.zipcode, regionId, lead.firstName ?? null, lead.lastName ?? null],
  );
  if (region.__typename !== 'ServiceRegion') {
    return { ...failed(region.message, [{ field: 'zipcode', message: region.message }]), leadDetails: null };
  }
  return {
    success: true,
    message: 'Thanks! Here are the prices in your area.',
    fieldErrors: [],
    leadDetails: {
      arl: region.arl,
      rate: region.rate,
      higherRate: region.higherRate,
      salesTaxRate: region.salesTaxRate,
    },
  };
}

export type PurchaseResponse = {
  success: boolean;
  message: string;
  fieldErrors: FieldErrors;
  voucherPurchaseDetails: { code: string; estimatedLtv: number; redirect: string } | null;
  customer: { id: string; rawId: number } | null;
};

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function voucherCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

const IdempotencyKey = v.pipe(
  v.string('Enter an idempotency key'),
  v.minLength(8, 'idempotencyKey must be 8 to 100 characters'),
  v.maxLength(100, 'idempotencyKey must be 8 to 100 characters'),
);

/** Purchases take this transaction-scoped advisory lock, so the window's count cannot be oversold. */
const PURCHASE_LOCK = 0x70_77_62_75; // arbitrary, fixed

/**
 * Buys a voucher. The idempotency key is claimed in the same transaction that charges and stores
 * the voucher, and the answer is stored with it: a retry or a concurrent double submit with the
 * same key gets the stored answer and never a second charge. When the current offer window (`now`)
 * has no vouchers left, a new attempt is refused with SOLD_OUT_MESSAGE before anything is charged
 * or stored (the key stays unclaimed); purchases are serialised so the window is never oversold.
 */
export async function purchaseVoucher(
  db: Database,
  input: Record<string, unknown>,
  now = Date.now(),
): Promise<PurchaseResponse> {
  const none = { voucherPurchaseDetails: null, customer: null };
  const { idempotencyKey, voucherOption, ...form } = input;
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
    return { ...failed(FIX_FIELDS, errors), ...none };
  }
  const order = parsed.output;
  const {
    quote: price,
    region,
    cohort,
    option,
  } = await quote(db, {
    voucherOption: typeof voucherOption === 'string' ? voucherOption : null,
    numHours: order.hours,
    zipcode: order.zipcode,
  });
  if (!price || !cohort || !option) {
    const message = (region as { message: string }).message;
    return { ...failed(message, [{ field: 'zipcode', message }]), ...none };
  }

  return db.transaction(async (tx): Promise<PurchaseResponse> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PURCHASE_LOCK]);
    const [previous] = await tx.query<{ response: PurchaseResponse | null }>(
      'SELECT response FROM purchase_attempts WHERE idempotency_key = $1',
      [key.output],
    );
    if (previous) return previous.response ?? { ...failed('This purchase is already being processed.'), ...none };
    if ((await availableVouchers(tx, now)).remaining === 0) return { ...failed(SOLD_OUT_MESSAGE), ...none };
    await tx.query('INSERT INTO purchase_attempts (idempotency_key) VALUES ($1)', [key.output]);
    const [customer] = await tx.query<{ id: number; public_id: string }>(
      `INSERT INTO customers (public_id, email, phone, first_name, last_name, zipcode)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (email) DO UPDATE SET phone = EXCLUDED.phone,
         first_name = COALESCE(EXCLUDED.first_name, customers.first_name),
         last_name = COALESCE(EXCLUDED.last_name, customers.last_name), zipcode = EXCLUDED.zipcode
       RETURNING id, public_id`,
      [randomUUID(), order.email, order.phone, order.firstName ?? null, order.lastName ?? null, order.zipcode],
    );
    const amountCents = Math.round(price.total * 100);
    const result = charge(order.ccNumber, amountCents);
    const [chargeRow] = await tx.query<{ id: number }>(
      `INSERT INTO charges (idempotency_key, customer_id, amount_cents, tax_cents, card_brand, card_last4, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [key.output, customer!.id, amountCents, Math.round(price.tax * 100), result.brand, result.last4, result.status],
    );
    let response: PurchaseResponse;
    if (result.status !== 'succeeded') {
      response = { ...failed(result.message, [{ field: 'ccNumber', message: result.message }]), ...none };
    } else {
      const code = voucherCode();
      await tx.query(
        `INSERT INTO vouchers (code, customer_id, charge_id, cohort_code, num_hours, price_cents, tax_cents, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          code,
          customer!.id,
          chargeRow!.id,
          cohort.code,
          option.num_hours,
          Math.round(price.price * 100),
          Math.round(price.tax * 100),
          new Date(now).toISOString(),
        ],
      );
      const plan = cohort.plan;
      response = {
        success: true,
        message: 'Your voucher is ready.',
        fieldErrors: [],
        voucherPurchaseDetails: {
          code,
          estimatedLtv:
            Math.round(
              (price.total + plan.foreverclean_monthly_price * plan.foreverclean_cancellation_fee_min_months) * 100,
            ) / 100,
          redirect: `/customer/choosedate/?code=${encodeURIComponent(code)}`,
        },
        customer: { id: customer!.public_id, rawId: customer!.id },
      };
    }
    await tx.query('UPDATE purchase_attempts SET response = $2 WHERE idempotency_key = $1', [
      key.output,
      JSON.stringify(response),
    ]);
    return response;
  });
}

export async function joinVoucherWaitlist(db: Queryable, input: unknown) {
  const parsed = v.safeParse(WaitlistSchema, input);
  if (!parsed.success) return failed(FIX_FIELDS, fieldErrors(parsed.issues));
  const inserted = await db.query(
    'INSERT INTO voucher_waitlist (email, zipcode) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING email',
    [parsed.output.email, parsed.output.zipcode],
  );
  // Joining again is no error: it confirms the same place on the list (one row per email and zip).
  // A served zip waits for vouchers (the week sold out); an unserved one waits for us to arrive.
  const served = (await findRegion(db, parsed.output.zipcode)).__typename === 'ServiceRegion';
  const when = served ? 'when vouchers are back' : `when we start cleaning in ${parsed.output.zipcode}`;
  const message =
    inserted.length > 0
      ? `You're on the waitlist. We'll email you ${when}.`
      : `You're already on the waitlist. We'll email you ${when}.`;
  return { success: true, message, fieldErrors: [] };
}

const SurveySchema = v.object({
  voucherCode: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the voucher code')),
  sources: v.pipe(
    v.array(v.string()),
    v.minLength(1, 'Choose at least one answer'),
    v.maxLength(10, 'Choose at most 10 answers'),
  ),
  other: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(500, 'Keep it under 500 characters')))),
});

export async function postPurchaseSurvey(db: Queryable, input: unknown, allowedSources: readonly string[]) {
  const parsed = v.safeParse(SurveySchema, input);
  if (!parsed.success) return failed(FIX_FIELDS, fieldErrors(parsed.issues));
  const { voucherCode: code, sources, other } = parsed.output;
  const unknown = sources.filter((source) => !allowedSources.includes(source));
  if (unknown.length > 0)
    return failed(FIX_FIELDS, [{ field: 'sources', message: `Unknown answer: ${unknown.join(', ')}` }]);
  const [voucher] = await db.query('SELECT 1 FROM vouchers WHERE code = $1', [code]);
  if (!voucher) return failed(FIX_FIELDS, [{ field: 'voucherCode', message: 'We could not find that voucher.' }]);
  const inserted = await db.query(
    'INSERT INTO survey_responses (voucher_code, sources, other) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING voucher_code',
    [code, sources, other ?? null],
  );
  if (inserted.length === 0) return failed('We already have your answer for this purchase. Thank you!');
  return { success: true, message: 'Thank you for telling us!', fieldErrors: [] };
}
