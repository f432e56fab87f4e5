/** RegisterLead, PurchaseVoucher, JoinVoucherWaitlist and PostPurchaseSurvey: validated, atomic. */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import * as v from 'valibot';
import {
  fieldErrors,
  FreeTextSchema,
  LeadSchema,
  messages,
  purchaseSchema,
  WaitlistSchema,
  type FieldErrors,
} from '../../src/schemas/fields.ts';
import { membershipFirstCharge } from '../../src/domain/charges.ts';
import type {
  MutationResult,
  PurchaseErrorCode,
  PurchaseVoucherInput,
  PurchaseVoucherPayload,
  RegisterLeadPayload,
  Resolvers,
} from '../graphql/resolvers-types.ts';
import { surveySources } from '../db/seed/catalog.ts';
import { charge } from '../payments.ts';
import type { Database, Queryable } from '../db/connection.ts';
import { availableVouchers, quote, SOLD_OUT_MESSAGE } from './catalog.ts';
import { findRegion } from './regions.ts';
import { COHORT_NOT_OFFERED_MESSAGE, heldCohorts } from '../cohorts.ts';
import { cohorts } from '../../src/catalog/plans.ts';

const FIX_FIELDS = 'Please check the highlighted fields.';
const failed = (message: string, errors: FieldErrors = []) => ({ success: false, message, fieldErrors: errors });

/**
 * Records a lead. Identical leads collapse into one row; a lead never changes a customer (the
 * details stay with the lead).
 */
export async function registerLead(db: Queryable, input: unknown): Promise<RegisterLeadPayload> {
  const parsed = v.safeParse(LeadSchema, input);
  if (!parsed.success) return { ...failed(FIX_FIELDS, fieldErrors(parsed.issues)), leadDetails: null };
  const lead = parsed.output;
  const region = await findRegion(db, lead.zipcode);
  const regionId = region.__typename === 'ServiceRegion' ? Number(region.id) : null;
  await db.query(
    `INSERT INTO leads (email, phone, zipcode, region_id, first_name, last_name) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email, phone, zipcode, coalesce(first_name, ''), coalesce(last_name, '')) DO NOTHING`,
    [lead.email, lead.phone, lead.zipcode, regionId, lead.firstName || null, lead.lastName || null],
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

type PurchaseResponse = PurchaseVoucherPayload & {
  voucherPurchaseDetails: NonNullable<PurchaseVoucherPayload['voucherPurchaseDetails']> | null;
};

/** A purchase that did not go through, with the code clients branch on (never the sentence). */
const refused = (errorCode: PurchaseErrorCode, message: string, errors: FieldErrors = []): PurchaseResponse => ({
  ...failed(message, errors),
  errorCode,
  voucherPurchaseDetails: null,
  customer: null,
});

/**
 * The answer to a returning customer ("new clients only", spec §9's footer terms). It says that the
 * email or the phone number has a voucher, never which one nor anything about the customer.
 */
export const ALREADY_A_CUSTOMER_MESSAGE =
  'The introductory price is for new clients only, and this email address or phone number already has a voucher. ' +
  'Nothing was charged. Sign in to book your next cleaning as a member.';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function voucherCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

const KEY_MESSAGE = 'idempotencyKey must be 8 to 100 printable characters';
const IdempotencyKey = v.pipe(
  v.string(KEY_MESSAGE),
  v.minLength(8, KEY_MESSAGE),
  v.maxLength(100, KEY_MESSAGE),
  v.regex(/^[\x21-\x7e]+$/, KEY_MESSAGE),
);
/** Cohort codes are short identifiers; anything else is an unknown cohort (the default applies). */
export const CohortCode = v.pipe(v.string(), v.maxLength(40), v.regex(/^[\w-]+$/));

/** Purchases take this transaction-scoped advisory lock, so the window's count cannot be oversold. */
const PURCHASE_LOCK = 0x70_77_62_75; // arbitrary, fixed

/** How long an idempotency key replays its purchase's answer; after that it is refused (KEY_EXPIRED_MESSAGE). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A random positive int32: a customer's public number, in no order. */
const randomRawId = () => randomInt(1, 2 ** 31 - 1);

export const KEY_EXPIRED_MESSAGE =
  'This purchase key has expired. If you did not receive a voucher, please start a new purchase.';

export const KEY_REUSED_MESSAGE =
  'This purchase key was already used for a different purchase. Please start a new purchase.';

const CARD_FIELDS = new Set(['ccNumber', 'ccExpiration', 'cvc']);

/** The request a key is bound to: every normalised field except the card's. */
function fingerprint(order: Record<string, unknown>, cohort: string): string {
  const entries = Object.entries({ ...order, cohort })
    .filter(([field]) => !CARD_FIELDS.has(field))
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

/**
 * Buys a voucher. The idempotency key is claimed in the same transaction that charges and stores
 * the voucher, with a fingerprint of the request (card data excluded), and the answer is stored
 * with it: a retry or a concurrent double submit of the same request gets the stored answer and
 * never a second charge; the same key with a different request is refused (KEY_REUSED) and learns
 * nothing. A key expires IDEMPOTENCY_KEY_TTL_HOURS after its first use (by the request clock); then
 * it is refused (IDEMPOTENCY_KEY_EXPIRED), never charged again.
 * New clients only: an email (trimmed, lowercased) or a phone number (10 digits) that already has
 * an introductory voucher is refused with ALREADY_A_CUSTOMER before anything is charged or stored
 * (the voucher's claims in `introductory_claims` make a second one impossible). That answer
 * necessarily tells that the email or the phone bought before; it says neither which nor anything
 * else about the customer, and each attempt counts against the client's purchase limit.
 * When the current offer window (`now`) has no vouchers left, a new attempt is refused with
 * SOLD_OUT_MESSAGE before anything is charged or stored; purchases are serialised so the window is
 * never oversold. An existing customer row (same email, e.g. from a declined card) is never
 * changed: the details the buyer entered are stored with the charge. The answer's customer ids are
 * the new customer's own (a random rawId), or, for such an email, ids of this purchase alone: a
 * purchase that goes through never tells under which id someone is a customer.
 * The answer's receipt is what was charged (voucher price, tax, total) and the membership's first
 * charge, computed once (src/domain/charges.ts) and stored with the answer, so a retry shows it too.
 * `countAttempt` (the client's purchase limit) runs once the input is well formed: a shopper's
 * typing mistakes are answered field by field and never count against the limit.
 */
export async function purchaseVoucher(
  db: Database,
  input: PurchaseVoucherInput,
  now = Date.now(),
  countAttempt: () => Promise<void> = async () => {},
  offered?: ReadonlySet<string>,
): Promise<PurchaseResponse> {
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
    return refused('INVALID_INPUT', FIX_FIELDS, errors);
  }
  const order = parsed.output;
  await countAttempt();
  const named =
    v.is(CohortCode, voucherOption) && cohorts.some((cohort) => cohort.code === voucherOption) ? voucherOption : null;
  // The server decides the plan (api/cohorts.ts): a catalogue cohort the visitor does not hold is
  // refused before anything is charged. A missing or unknown code is the visitor's own cohort when
  // they hold one, else spec §4's default cohort.
  if (named && offered && !offered.has(named)) return refused('COHORT_NOT_OFFERED', COHORT_NOT_OFFERED_MESSAGE);
  const cohortCode = named ?? (offered?.size === 1 ? [...offered][0]! : null);
  const {
    quote: price,
    region,
    cohort,
    option,
  } = await quote(db, {
    voucherOption: cohortCode,
    numHours: order.hours,
    zipcode: order.zipcode,
  });
  if (region.__typename !== 'ServiceRegion') {
    return refused('INVALID_INPUT', region.message, [{ field: 'zipcode', message: region.message }]);
  }
  if (!price || !cohort || !option) {
    const hours = cohort?.plan.options.map((o) => o.num_hours).join(', ');
    return refused('INVALID_INPUT', FIX_FIELDS, [{ field: 'hours', message: `${messages.hours} (${hours} hours)` }]);
  }
  const print = fingerprint(order, cohort.code);

  // One purchase at a time per process waits for the lock (api/db/connection.ts serialTransaction).
  return db.serialTransaction(PURCHASE_LOCK, async (tx): Promise<PurchaseResponse> => {
    const [previous] = await tx.query<{
      response: PurchaseResponse | null;
      fingerprint: string | null;
      created_at: Date | string;
    }>('SELECT response, fingerprint, created_at FROM purchase_attempts WHERE idempotency_key = $1', [key.output]);
    // A key is kept for good: once expired it is refused (never a second charge under it).
    if (previous && new Date(previous.created_at).getTime() < now - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000) {
      throw new GraphQLError(KEY_EXPIRED_MESSAGE, {
        extensions: { code: 'IDEMPOTENCY_KEY_EXPIRED', http: { status: 409 } },
      });
    }
    if (previous) {
      if (previous.fingerprint !== null && previous.fingerprint !== print) {
        throw new GraphQLError(KEY_REUSED_MESSAGE, {
          extensions: { code: 'IDEMPOTENCY_KEY_REUSED', http: { status: 409 } },
        });
      }
      return previous.response ?? refused('IN_PROGRESS', 'This purchase is already being processed.');
    }
    const [claimed] = await tx.query(
      `SELECT 1 FROM introductory_claims WHERE (kind = 'email' AND value = $1) OR (kind = 'phone' AND value = $2) LIMIT 1`,
      [order.email, order.phone],
    );
    if (claimed) return refused('ALREADY_A_CUSTOMER', ALREADY_A_CUSTOMER_MESSAGE);
    if ((await availableVouchers(tx, now)).remaining === 0) return refused('SOLD_OUT', SOLD_OUT_MESSAGE);
    await tx.query('INSERT INTO purchase_attempts (idempotency_key, fingerprint, created_at) VALUES ($1, $2, $3)', [
      key.output,
      print,
      new Date(now).toISOString(),
    ]);
    // A new customer is created; an existing one (same email) is used as it is.
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
    // The buyer's ids: the new customer's, else this purchase's own (never an existing customer's).
    const buyer = created.length
      ? { id: customer!.public_id, rawId: customer!.raw_id }
      : { id: randomUUID(), rawId: randomRawId() };
    const amountCents = Math.round(price.total * 100);
    const result = charge(order.ccNumber, amountCents);
    const [chargeRow] = await tx.query<{ id: number }>(
      `INSERT INTO charges (idempotency_key, customer_id, amount_cents, tax_cents, card_brand, card_last4, status,
                            buyer_phone, buyer_first_name, buyer_last_name, buyer_zipcode, buyer_public_id, buyer_raw_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        key.output,
        customer!.id,
        amountCents,
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
    let response: PurchaseResponse;
    if (result.status !== 'succeeded') {
      const code = result.status === 'insufficient_funds' ? 'INSUFFICIENT_FUNDS' : 'CARD_DECLINED';
      response = refused(code, result.message, [{ field: 'ccNumber', message: result.message }]);
    } else {
      const code = voucherCode();
      const surveyToken = randomBytes(18).toString('base64url');
      const [voucher] = await tx.query<{ id: number }>(
        `INSERT INTO vouchers (code, customer_id, charge_id, cohort_code, num_hours, price_cents, tax_cents, created_at,
                               survey_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          code,
          customer!.id,
          chargeRow!.id,
          cohort.code,
          option.num_hours,
          Math.round(price.price * 100),
          Math.round(price.tax * 100),
          new Date(now).toISOString(),
          surveyToken,
        ],
      );
      // The voucher's claims on the email and the phone: a second introductory voucher is impossible.
      await tx.query(
        `INSERT INTO introductory_claims (kind, value, voucher_id, created_at)
         VALUES ('email', $1, $3, $4), ('phone', $2, $3, $4)`,
        [order.email, order.phone, voucher!.id, new Date(now).toISOString()],
      );
      const plan = cohort.plan;
      response = {
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
            membershipFirstCharge: membershipFirstCharge({
              monthlyPrice: plan.foreverclean_monthly_price,
              billingPeriod: cohort.billingPeriod,
              freeMonths: plan.foreverclean_free_months,
            }),
          },
        },
        customer: buyer,
      };
    }
    await tx.query('UPDATE purchase_attempts SET response = $2 WHERE idempotency_key = $1', [
      key.output,
      JSON.stringify(response),
    ]);
    return response;
  });
}

export async function joinVoucherWaitlist(db: Queryable, input: unknown): Promise<MutationResult> {
  const parsed = v.safeParse(WaitlistSchema, input);
  if (!parsed.success) return failed(FIX_FIELDS, fieldErrors(parsed.issues));
  await db.query('INSERT INTO voucher_waitlist (email, zipcode) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    parsed.output.email,
    parsed.output.zipcode,
  ]);
  // Joining again is no error, and is answered exactly as the first time (one row per email and
  // zip): the answer never tells whether an email was already on the list.
  // A served zip waits for vouchers (the week sold out); an unserved one waits for us to arrive.
  const served = (await findRegion(db, parsed.output.zipcode)).__typename === 'ServiceRegion';
  const when = served ? 'when vouchers are back' : `when we start cleaning in ${parsed.output.zipcode}`;
  return { success: true, message: `You're on the waitlist. We'll email you ${when}.`, fieldErrors: [] };
}

const NOT_FOUND = 'We could not find that purchase. Please use the link from your purchase.';
const SurveySchema = v.object(
  {
    voucherCode: v.pipe(
      v.string('Enter the voucher code'),
      v.trim(),
      v.nonEmpty('Enter the voucher code'),
      v.maxLength(20, NOT_FOUND),
      v.toUpperCase(),
    ),
    surveyToken: v.pipe(v.string(NOT_FOUND), v.maxLength(64, NOT_FOUND), v.regex(/^[\w-]+$/, NOT_FOUND)),
    sources: v.pipe(
      v.array(v.pipe(v.string('Choose an answer from the list'), v.maxLength(100, 'Choose an answer from the list'))),
      v.minLength(1, 'Choose at least one answer'),
      v.maxLength(10, 'Choose at most 10 answers'),
    ),
    other: v.optional(v.nullable(FreeTextSchema)),
  },
  messages.details,
);

/**
 * Answers the survey once per purchase. Only the buyer has the purchase's survey token; a wrong
 * code or token gets the same answer, so the survey cannot tell whether a code exists.
 */
export async function postPurchaseSurvey(
  db: Queryable,
  input: unknown,
  allowedSources: readonly string[],
): Promise<MutationResult> {
  const parsed = v.safeParse(SurveySchema, input);
  if (!parsed.success) return failed(FIX_FIELDS, fieldErrors(parsed.issues));
  const { voucherCode: code, surveyToken, sources, other } = parsed.output;
  if (sources.some((source) => !allowedSources.includes(source)))
    return failed(FIX_FIELDS, [{ field: 'sources', message: 'Choose an answer from the list' }]);
  const [voucher] = await db.query('SELECT 1 FROM vouchers WHERE code = $1 AND survey_token = $2', [code, surveyToken]);
  if (!voucher) return failed(FIX_FIELDS, [{ field: 'voucherCode', message: NOT_FOUND }]);
  const inserted = await db.query(
    'INSERT INTO survey_responses (voucher_code, sources, other) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING voucher_code',
    [code, sources, other || null],
  );
  if (inserted.length === 0) return failed('We already have your answer for this purchase. Thank you!');
  return { success: true, message: 'Thank you for telling us!', fieldErrors: [] };
}

/** The mutations, each behind its per-client rate limit (see api/rate-limit.ts). */
export const mutationResolvers: Resolvers = {
  Mutation: {
    registerLead: async (_, { input }, ctx) => {
      await ctx.limit('registerLead');
      return registerLead(ctx.db, input);
    },
    purchaseVoucher: async (_, { input }, ctx) => {
      const offered = await heldCohorts(ctx.request.headers.get('origin'), input.visitorId, ctx);
      return purchaseVoucher(ctx.db, input, ctx.now, () => ctx.limit('purchaseVoucher'), offered);
    },
    postPurchaseSurvey: async (_, { input }, ctx) => {
      await ctx.limit('postPurchaseSurvey');
      return postPurchaseSurvey(ctx.db, input, surveySources);
    },
    joinVoucherWaitlist: async (_, { input }, ctx) => {
      await ctx.limit('joinVoucherWaitlist');
      return joinVoucherWaitlist(ctx.db, input);
    },
  },
};
