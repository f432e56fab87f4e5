/** Voucher cohorts, membership plans, prices and the offer window (spec §3, §4, §9). */
import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { voucherCharge } from '../../src/domain/charges.ts';
import { defaultOption, discountedPrice } from '../../src/domain/offer.ts';
import type { PlanOption } from '../../src/domain/pricing.ts';
import { messages } from '../../src/schemas/fields.ts';
import type { Queryable } from '../db/connection.ts';
import { surveySources } from '../db/seed/catalog.ts';
import type { Resolvers } from '../graphql/resolvers-types.ts';
import type { Lookups } from '../lookups.ts';
import type { RegionResult } from './regions.ts';

type PlanRow = {
  key: string;
  cancellation_fee_cents: number;
  foreverclean_forced: boolean;
  monthly_price_cents: number;
  free_months: number;
  cancellation_fee_min_months: number;
  foreverclean_cancellation_fee_cents: number;
  cancellation_policy: string | null;
};
type OptionRow = {
  plan_key: string;
  name: string;
  description: string;
  num_hours: number;
  price_cents: number;
  undiscounted_price_cents: number;
  additional_discount: number;
};
type CohortRow = {
  code: string;
  plan_key: string;
  billing_period: string;
  discount_cents: number;
  is_default: boolean;
};

export type { PlanOption };
export type Plan = {
  key: string;
  cancellation_fee: number;
  foreverclean_forced: boolean;
  foreverclean_monthly_price: number;
  foreverclean_free_months: number;
  foreverclean_cancellation_fee_min_months: number;
  foreverclean_cancellation_fee: number;
  foreverclean_cancellation_policy: string | null;
  options: PlanOption[];
};
export type Cohort = {
  code: string;
  isDefault: boolean;
  billingPeriod: string;
  discount: number;
  options: { num_hours: number; price: number }[];
  plan: Plan;
};

function toPlan(row: PlanRow, options: OptionRow[]): Plan {
  return {
    key: row.key,
    cancellation_fee: row.cancellation_fee_cents / 100,
    foreverclean_forced: row.foreverclean_forced,
    foreverclean_monthly_price: row.monthly_price_cents / 100,
    foreverclean_free_months: row.free_months,
    foreverclean_cancellation_fee_min_months: row.cancellation_fee_min_months,
    foreverclean_cancellation_fee: row.foreverclean_cancellation_fee_cents / 100,
    foreverclean_cancellation_policy: row.cancellation_policy,
    options: options
      .filter((o) => o.plan_key === row.key)
      .map((o) => ({
        name: o.name,
        description: o.description,
        num_hours: o.num_hours,
        price: o.price_cents / 100,
        additional_discount: o.additional_discount,
        undiscounted_price: o.undiscounted_price_cents / 100,
      })),
  };
}

export async function membershipPlans(db: Queryable): Promise<Plan[]> {
  const [plans, options] = await Promise.all([
    db.query<PlanRow>('SELECT * FROM membership_plans ORDER BY monthly_price_cents, key'),
    db.query<OptionRow>('SELECT * FROM membership_plan_options ORDER BY plan_key, position'),
  ]);
  return plans.map((plan) => toPlan(plan, options));
}

export async function voucherCohorts(db: Queryable): Promise<Cohort[]> {
  const [cohorts, plans] = await Promise.all([
    db.query<CohortRow>('SELECT * FROM voucher_cohorts ORDER BY is_default DESC, code'),
    membershipPlans(db),
  ]);
  return cohorts.map((cohort) => {
    const plan = plans.find((p) => p.key === cohort.plan_key)!;
    const discount = cohort.discount_cents / 100;
    return {
      code: cohort.code,
      isDefault: cohort.is_default,
      billingPeriod: cohort.billing_period,
      discount,
      options: plan.options.map((o) => ({ num_hours: o.num_hours, price: discountedPrice(o.price, discount) })),
      plan,
    };
  });
}

/** The cohort asked for, or the default cohort when the code is missing or unknown (spec §4). */
export async function cohortOrDefault(
  lookups: Pick<Lookups, 'cohorts'>,
  code: string | null | undefined,
): Promise<{ cohort: Cohort; fellBack: boolean }> {
  const cohorts = await lookups.cohorts();
  const found = typeof code === 'string' && code.length <= 40 ? cohorts.find((c) => c.code === code) : undefined;
  return { cohort: found ?? cohorts.find((c) => c.isDefault)!, fellBack: !found };
}

/** The option with `numHours` (the default option when none is asked for); undefined for hours no option has. */
export function optionFor(cohort: Cohort, numHours: number | null | undefined): PlanOption | undefined {
  if (numHours == null) return defaultOption(cohort.plan.options.map((o) => ({ ...o, numHours: o.num_hours })));
  return cohort.plan.options.find((o) => o.num_hours === numHours);
}

export type PriceQuote = {
  cohort: string;
  numHours: number;
  price: number;
  discount: number;
  salesTaxRate: number;
  tax: number;
  total: number;
};

/**
 * Price = option price minus the cohort's discount, never below 1; tax from the zip's region
 * (voucherCharge, src/domain/charges.ts: the one computation the pages and the purchase share).
 */
export async function quote(
  lookups: Lookups,
  args: { voucherOption?: string | null; numHours: number; zipcode: string },
): Promise<{ region: RegionResult; quote?: PriceQuote; cohort?: Cohort; option?: PlanOption }> {
  const region = await lookups.region(args.zipcode);
  if (region.__typename !== 'ServiceRegion') return { region };
  const { cohort } = await cohortOrDefault(lookups, args.voucherOption);
  const option = optionFor(cohort, args.numHours);
  if (!option) return { region, cohort };
  const charge = voucherCharge(option.price, cohort.discount, region.salesTaxRate);
  return {
    region,
    cohort,
    option,
    quote: { cohort: cohort.code, numHours: option.num_hours, ...charge, salesTaxRate: region.salesTaxRate },
  };
}

/** A simulated payment intent: deterministic id for the same quote, nothing is charged yet. */
export function paymentIntentFor(q: PriceQuote, zipcode: string) {
  const id = createHash('sha256')
    .update(JSON.stringify([q, zipcode]))
    .digest('hex')
    .slice(0, 24);
  return { __typename: 'PaymentIntent' as const, id: `pi_sim_${id}`, amount: q.total, currency: 'usd' };
}

/** Offer windows are weekly, starting Mondays 00:00 UTC; each offers this many vouchers. */
export const VOUCHERS_PER_WINDOW = 250;
const WEEK_MS = 7 * 24 * 3600 * 1000;
const EPOCH_MONDAY = Date.UTC(2026, 0, 5);

export function offerWindow(now = Date.now()): { start: Date; end: Date } {
  const index = Math.floor((now - EPOCH_MONDAY) / WEEK_MS);
  const start = EPOCH_MONDAY + index * WEEK_MS;
  return { start: new Date(start), end: new Date(start + WEEK_MS) };
}

/** The shopper's answer when the current window has no vouchers left (purchaseVoucher refuses). */
export const SOLD_OUT_MESSAGE =
  "This week's vouchers are sold out. Join the waitlist and we'll email you when new vouchers are released.";

/**
 * Header with which tests and local tools move the API's clock (an ISO date) to place a request
 * in another offer window; honoured only outside production, like the geo override header.
 */
export const CLOCK_OVERRIDE_HEADER = 'x-publicweb-now';

/** The request's clock: the override header's time outside production, else the real time. */
export function requestNow(request: Request, production: boolean): number {
  const override = production ? null : request.headers.get(CLOCK_OVERRIDE_HEADER);
  const time = override ? Date.parse(override) : Number.NaN;
  return Number.isFinite(time) ? time : Date.now();
}

export async function availableVouchers(db: Queryable, now = Date.now()) {
  const { start, end } = offerWindow(now);
  const [row] = await db.query<{ sold: number }>(
    'SELECT count(*)::int AS sold FROM vouchers WHERE created_at >= $1 AND created_at < $2',
    [start.toISOString(), end.toISOString()],
  );
  return {
    remaining: Math.max(0, VOUCHERS_PER_WINDOW - (row?.sold ?? 0)),
    total: VOUCHERS_PER_WINDOW,
    endsAt: end.toISOString(),
  };
}

/** Late-cancellation policy constants (LMCPolicyQuery). */
export const lmcPolicy = { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 } as const;

const REFERRAL_CODE = /^[\w-]{1,40}$/;

function hoursError(cohort: Cohort | undefined): GraphQLError {
  const hours = cohort?.plan.options.map((o) => o.num_hours).join(', ');
  return new GraphQLError(`Argument "numHours": ${messages.hours} (${hours} hours).`, {
    extensions: { code: 'BAD_USER_INPUT', argument: 'numHours' },
  });
}

/** Offer, prices, cohorts, plans, referral codes and constants. */
export const catalogResolvers: Resolvers = {
  Query: {
    availableVouchers: (_, __, ctx) => availableVouchers(ctx.db, ctx.now),
    voucherCohorts: (_, __, ctx) => ctx.lookups.cohorts(),
    voucherCohort: async (_, args, ctx) => {
      const { cohort, fellBack } = await cohortOrDefault(ctx.lookups, args.code);
      // What the client sent is not logged (it may be an email or a card number): only its length.
      if (fellBack && args.code) ctx.log.info({ cohortCodeLength: args.code.length }, 'voucherCohort: unknown cohort');
      return cohort;
    },
    membershipPricingPlans: (_, __, ctx) => membershipPlans(ctx.db),
    postPurchaseCustomerSurveySources: () => ({ brand: null, sources: [...surveySources] }),
    voucherPrice: async (_, args, ctx) => {
      const { region, quote: q, cohort } = await quote(ctx.lookups, args);
      if (region.__typename !== 'ServiceRegion') return region;
      if (!q) throw hoursError(cohort);
      return { __typename: 'VoucherPrice', ...q };
    },
    paymentIntent: async (_, args, ctx) => {
      const { region, quote: q, cohort } = await quote(ctx.lookups, args);
      if (region.__typename !== 'ServiceRegion') return region;
      if (!q) throw hoursError(cohort);
      return paymentIntentFor(q, region.zipcode);
    },
    customerReferral: async (_, args, ctx) => {
      // Each lookup counts against the client's budget: codes cannot be tried by the thousand.
      await ctx.limit('customerReferral');
      const code = args.code.trim();
      if (!REFERRAL_CODE.test(code)) return null;
      const [row] = await ctx.db.query<{ host_name: string }>('SELECT host_name FROM referral_codes WHERE code = $1', [
        code,
      ]);
      return row ? { hostName: row.host_name } : null;
    },
    newLmcPolicy: () => lmcPolicy.newLmcPolicy,
    lmcHours: () => lmcPolicy.lmcHours,
    lmcFlatFee: () => lmcPolicy.lmcFlatFee,
  },
};
