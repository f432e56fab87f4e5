/**
 * RegisterLead, PurchaseVoucher, JoinVoucherWaitlist and PostPurchaseSurvey: validated, atomic. The
 * purchase itself is api/purchase/ (buyVoucher); its resolver here only hands it the request's services.
 */
import * as v from 'valibot';
import { fieldErrors, FreeTextSchema, LeadSchema, messages, WaitlistSchema } from '../../src/schemas/fields.ts';
import type { MutationResult, RegisterLeadPayload, Resolvers } from '../graphql/resolvers-types.ts';
import { surveySources } from '../db/seed/catalog.ts';
import type { Queryable } from '../db/connection.ts';
import { heldCohorts } from '../cohorts.ts';
import type { Lookups } from '../lookups.ts';
import { buyVoucher } from '../purchase/index.ts';
import { failed, FIX_FIELDS } from '../purchase/answers.ts';

/**
 * Records a lead. Identical leads collapse into one row; a lead never changes a customer (the
 * details stay with the lead).
 */
export async function registerLead(db: Queryable, lookups: Lookups, input: unknown): Promise<RegisterLeadPayload> {
  const parsed = v.safeParse(LeadSchema, input);
  if (!parsed.success) return { ...failed(FIX_FIELDS, fieldErrors(parsed.issues)), leadDetails: null };
  const lead = parsed.output;
  const region = await lookups.region(lead.zipcode);
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

export async function joinVoucherWaitlist(db: Queryable, lookups: Lookups, input: unknown): Promise<MutationResult> {
  const parsed = v.safeParse(WaitlistSchema, input);
  if (!parsed.success) return failed(FIX_FIELDS, fieldErrors(parsed.issues));
  await db.query('INSERT INTO voucher_waitlist (email, zipcode) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    parsed.output.email,
    parsed.output.zipcode,
  ]);
  // Joining again is no error, and is answered exactly as the first time (one row per email and
  // zip): the answer never tells whether an email was already on the list.
  // A served zip waits for vouchers (the week sold out); an unserved one waits for us to arrive.
  const served = (await lookups.region(parsed.output.zipcode)).__typename === 'ServiceRegion';
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
      return registerLead(ctx.db, ctx.lookups, input);
    },
    purchaseVoucher: async (_, { input }, ctx) =>
      buyVoucher(input, {
        db: ctx.db,
        now: ctx.now,
        deadline: ctx.deadline,
        countAttempt: () => ctx.limit('purchaseVoucher'),
        offered: await heldCohorts(ctx.request.headers.get('origin'), input.visitorId, ctx),
      }),
    postPurchaseSurvey: async (_, { input }, ctx) => {
      await ctx.limit('postPurchaseSurvey');
      return postPurchaseSurvey(ctx.db, input, surveySources);
    },
    joinVoucherWaitlist: async (_, { input }, ctx) => {
      await ctx.limit('joinVoucherWaitlist');
      return joinVoucherWaitlist(ctx.db, ctx.lookups, input);
    },
  },
};
