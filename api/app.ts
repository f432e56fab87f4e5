/**
 * The reference GraphQL API: schema from src/graphql/schema.graphql, resolvers over the database,
 * and the protections a public endpoint needs (query limits, CSRF prevention, masked errors,
 * introspection off in production). Mount it at /api/graphql.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Database } from './db/connection.ts';
import { API_PATH, CLIENT_NAME_HEADER } from '../src/graphql/endpoint.ts';
import { clientIp } from './geo.ts';
import { useQueryLimits } from './limits.ts';
import { useHideSuggestions } from './suggestions.ts';
import { surveySources } from './db/seed/catalog.ts';
import {
  availableVouchers,
  cohortOrDefault,
  requestNow,
  membershipPlans,
  paymentIntentFor,
  quote,
  voucherCohorts,
} from './resolvers/catalog.ts';
import { joinVoucherWaitlist, postPurchaseSurvey, purchaseVoucher, registerLead } from './resolvers/mutations.ts';
import { DEFAULT_ZIPCODE, estimateBrowserLocation, findRegion, GEO_OVERRIDE_HEADER } from './resolvers/regions.ts';
import { publicReviews } from './resolvers/reviews.ts';

export const GRAPHQL_PATH = API_PATH;
/** Late-cancellation policy constants (LMCPolicyQuery). */
export const lmcPolicy = { newLmcPolicy: true, lmcHours: 24, lmcFlatFee: 25 } as const;

const typeDefs = readFileSync(new URL('../src/graphql/schema.graphql', import.meta.url), 'utf8');

type Context = { request: Request; req?: IncomingMessage };

const geoZip = (request: Request) => request.headers.get(GEO_OVERRIDE_HEADER);

export function createApi(options: {
  db: Database;
  production?: boolean;
  log?: (message: string) => void;
}): YogaServerInstance<object, Context> {
  const { db } = options;
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const resolvers = {
    Query: {
      estimatedBrowserLocation: (_: unknown, __: unknown, ctx: Context) =>
        estimateBrowserLocation(db, { overrideZip: geoZip(ctx.request), ip: clientIp(ctx.req, ctx.request) }),
      publicReviews: (_: unknown, args: Parameters<typeof publicReviews>[1], ctx: Context) =>
        publicReviews(db, args, geoZip(ctx.request) ?? DEFAULT_ZIPCODE),
      serviceRegion: (_: unknown, args: { zipcode: string }) => findRegion(db, args.zipcode),
      availableVouchers: (_: unknown, __: unknown, ctx: Context) =>
        availableVouchers(db, requestNow(ctx.request, production)),
      voucherCohorts: () => voucherCohorts(db),
      voucherCohort: async (_: unknown, args: { code?: string | null }) => {
        const { cohort, fellBack } = await cohortOrDefault(db, args.code);
        if (fellBack && args.code) options.log?.(`voucherCohort: unknown cohort "${args.code}", using default`);
        return cohort;
      },
      membershipPricingPlans: () => membershipPlans(db),
      postPurchaseCustomerSurveySources: (_: unknown, __: unknown, ctx: Context) => ({
        brand: ctx.request.headers.get('x-publicweb-brand'),
        sources: surveySources,
      }),
      voucherPrice: async (_: unknown, args: { voucherOption?: string | null; numHours: number; zipcode: string }) => {
        const { region, quote: q } = await quote(db, args);
        return q ? { __typename: 'VoucherPrice', ...q } : region;
      },
      paymentIntent: async (_: unknown, args: { voucherOption?: string | null; numHours: number; zipcode: string }) => {
        const { region, quote: q } = await quote(db, args);
        return q ? paymentIntentFor(q, args.zipcode) : region;
      },
      customerReferral: async (_: unknown, args: { code: string }) => {
        const [row] = await db.query<{ host_name: string }>('SELECT host_name FROM referral_codes WHERE code = $1', [
          args.code.trim(),
        ]);
        return row ? { hostName: row.host_name } : null;
      },
      newLmcPolicy: () => lmcPolicy.newLmcPolicy,
      lmcHours: () => lmcPolicy.lmcHours,
      lmcFlatFee: () => lmcPolicy.lmcFlatFee,
    },
    Mutation: {
      registerLead: (_: unknown, args: { input: unknown }) => registerLead(db, args.input),
      purchaseVoucher: (_: unknown, args: { input: Record<string, unknown> }, ctx: Context) =>
        purchaseVoucher(db, args.input, requestNow(ctx.request, production)),
      postPurchaseSurvey: (_: unknown, args: { input: unknown }) => postPurchaseSurvey(db, args.input, surveySources),
      joinVoucherWaitlist: (_: unknown, args: { input: unknown }) => joinVoucherWaitlist(db, args.input),
    },
  };

  return createYoga<object, Context>({
    schema: createSchema<Context>({ typeDefs, resolvers }),
    graphqlEndpoint: GRAPHQL_PATH,
    // Unexpected errors reach the client as "Unexpected error." and the log, never as a stack.
    maskedErrors: true,
    graphiql: !production,
    landingPage: false,
    logging: production ? 'warn' : 'error',
    plugins: [
      useQueryLimits(),
      // Browsers cannot send this header cross-site without a preflight, which blocks CSRF.
      useCSRFPrevention({ requestHeaders: [CLIENT_NAME_HEADER] }),
      ...(production ? [useDisableIntrospection(), useHideSuggestions()] : []),
    ],
  });
}
