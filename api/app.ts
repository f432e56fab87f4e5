/**
 * The reference GraphQL API's yoga setup: schema from src/graphql/schema.graphql, the resolvers
 * (api/resolvers/index.ts), each request's context, and the protections a public endpoint needs:
 * query limits, the client-name header on every operation (which also blocks CSRF), CORS from an
 * allow-list, per-client rate limits on mutations, masked and redacted errors, JSON logs, and
 * introspection/suggestions off in production. Mount it at /api/graphql (api/server.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { getOperationAST, GraphQLError } from 'graphql';
import { createSchema, createYoga, type Plugin, type YogaLogger, type YogaServerInstance } from 'graphql-yoga';
import { API_PATH, CLIENT_NAME_HEADER } from '../src/graphql/endpoint.ts';
import type { Context } from './context.ts';
import { allowedOrigins, corsFromAllowList } from './cors.ts';
import { isRetryable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './db/availability.ts';
import type { Database } from './db/connection.ts';
import { clientIp, proxyMatcher, trustedProxies } from './geo.ts';
import { rootFieldNames, useQueryLimits } from './limits.ts';
import { createLogger, type Logger } from './log.ts';
import { createLimiter, defaultRateLimits, developmentRateLimits, type RateLimits } from './rate-limit.ts';
import { requestNow } from './resolvers/catalog.ts';
import { requestLookups } from './lookups.ts';
import { typeDefs } from './schema-source.ts';
import { resolvers } from './resolvers/index.ts';
import { traceFields } from './trace.ts';
import { GEO_OVERRIDE_HEADER } from './resolvers/regions.ts';
import { useHideSuggestions } from './suggestions.ts';
import { useRedactedInputErrors } from './redact.ts';
import { answerWithinMs } from './timeouts.ts';

type ServerContext = { req?: IncomingMessage; res?: ServerResponse };

/** Requests larger than this are refused (413) before they are read. */
export const MAX_BODY_BYTES = 64 * 1024;

export type ApiOptions = {
  db: Database;
  /**
   * Yoga's own body-size check (default MAX_BODY_BYTES). The HTTP handler (api/server.ts) passes
   * false: it refuses large bodies by their Content-Length itself and hands yoga the body as text,
   * so yoga's check would only add a stream pipeline to every request.
   */
  maxRequestBodySize?: number | false;
  production?: boolean;
  logger?: Logger;
  rateLimits?: Partial<RateLimits>;
  /** Addresses or CIDR ranges of the proxies whose X-Forwarded-For is believed (default API_TRUSTED_PROXIES, else none). */
  trustedProxies?: readonly string[];
  /** Origins allowed to call the API from a browser (default: brand configs + API_CORS_ORIGINS). */
  corsOrigins?: () => Promise<Set<string>>;
  /** The brand this process serves beside the API (`npm start`, `serve --api`), for api/cohorts.ts. */
  serverBrand?: string;
  /** How long a request may take from its arrival to its answer (default answerWithinMs()). */
  answerWithinMs?: number;
};

/**
 * POST bodies are JSON (what every client of this API sends). Form and multipart bodies, and
 * application/graphql text, are refused unread (415): fewer parsers whose messages could quote
 * the body back.
 */
function useJsonBodiesOnly(): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      if (request.method !== 'POST') return;
      const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (type === 'application/json') return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({ errors: [{ message: 'Send the request as JSON (Content-Type: application/json).' }] }),
          { status: 415, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

/** Every operation must name its client, as the README says; refusing here costs no parsing. */
function useRequireClientName(): Plugin {
  return {
    onRequest({ request, fetchAPI, endResponse }) {
      if (request.method === 'OPTIONS' || request.headers.get(CLIENT_NAME_HEADER)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [{ message: `The ${CLIENT_NAME_HEADER} header is required (CSRF prevention).` }],
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

/**
 * One line per mutation (purchase, sign-ups, survey), naming the root fields that ran (never the
 * client's own operationName: a client writes what it likes there) and, through the request's
 * logger, its trace ids: the API's end of a shopper's click. Variables are never logged.
 */
function useMutationLog(): Plugin<Context> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFieldNames(args.document, operation);
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          args.contextValue.log.info({ fields, ok: !failed }, 'graphql mutation');
        },
      };
    },
  };
}

/**
 * No answer after the request's deadline: an operation still running then (a read waiting on a
 * lock, a connection, a statement) is answered at the deadline, by a clock, with the retryable 503
 * (its statements end by their own timeouts; a read's result arriving later is dropped). A purchase
 * bounds its own waits well before this (api/purchase), so this never answers one that commits.
 */
function useDeadline(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const { deadline } = args.contextValue;
      const operation = getOperationAST(args.document, args.operationName);
      const purchase = operation ? rootFieldNames(args.document, operation).includes('purchaseVoucher') : false;
      setExecuteFn((executeArgs) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<{ errors: GraphQLError[] }>((resolve) => {
          timer = setTimeout(
            () => resolve({ errors: [unavailableError(purchase)] }),
            Math.max(0, deadline - Date.now()),
          );
        });
        const run = Promise.resolve(executeFn(executeArgs));
        return Promise.race([run, late]).finally(() => clearTimeout(timer)) as ReturnType<typeof executeFn>;
      });
    },
  };
}

/** Every answer depends on the request's Origin (CORS headers or none): caches must keep them apart. */
function useVaryOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get('vary');
      if (
        !vary
          ?.toLowerCase()
          .split(/\s*,\s*/)
          .includes('origin')
      ) {
        response.headers.set('vary', vary ? `${vary}, Origin` : 'Origin');
      }
    },
  };
}

/** Yoga's own log lines, through pino, errors reduced to what errorFields allows. */
function yogaLogger(log: Logger, alreadyLogged: WeakSet<object>): YogaLogger {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg) => arg instanceof Error);
      const original = (error as { originalError?: unknown } | undefined)?.originalError ?? error;
      if (original && alreadyLogged.has(original as object)) return;
      const message = args.find((arg) => typeof arg === 'string');
      log[level](error ? { err: error } : {}, typeof message === 'string' ? message.slice(0, 200) : 'yoga');
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const PURCHASE_UNAVAILABLE_MESSAGE =
  'We could not complete your purchase just now. Please try again in a moment: you will not be charged twice.';

/** The answer while the database cannot serve a request: 503 with Retry-After, code DATABASE_UNAVAILABLE. */
export function unavailableError(purchase = false): GraphQLError {
  return new GraphQLError(purchase ? PURCHASE_UNAVAILABLE_MESSAGE : UNAVAILABLE_MESSAGE, {
    extensions: {
      code: 'DATABASE_UNAVAILABLE',
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
      http: { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
    },
  });
}

/**
 * What a client is told of an error, and what is logged of it: errors the API raises on purpose are
 * answers; a request that could not be read is the client's mistake (4xx, logged at info by kind);
 * an unreachable or busy database a retryable 503; input the database cannot take a warning;
 * anything else "Unexpected error." and one error line by class and code. `loggedErrors` are not
 * logged again by yoga's logger.
 */
function maskErrorWith(log: Logger, loggedErrors: WeakSet<object>) {
  return (error: unknown): Error => {
    // Errors the API raises on purpose (limits, bad arguments, rate limits) are answers.
    if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) {
      return error;
    }
    // A request yoga could not read (malformed JSON, a body of the wrong shape): the client's
    // mistake, answered 4xx. Logged at info by its kind only: the parser's message quotes the body.
    const status = (error as { extensions?: { http?: { status?: unknown } } }).extensions?.http?.status;
    if (error instanceof GraphQLError && typeof status === 'number' && status >= 400 && status < 500) {
      if (error.originalError) loggedErrors.add(error.originalError);
      log.info({ code: error.extensions['code'], type: error.originalError?.name }, 'unreadable request');
      return new GraphQLError(error.message, {
        extensions: { code: error.extensions['code'], http: { status } },
      });
    }
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    // A GET request's variables or extensions that are not JSON: yoga hands on JSON.parse's error.
    if (original instanceof SyntaxError) {
      loggedErrors.add(original);
      log.info({ type: original.name }, 'unreadable request');
      return new GraphQLError('The request could not be read as JSON.', {
        extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
      });
    }
    if (typeof original === 'object' && original !== null) loggedErrors.add(original);
    // The database is unreachable, full, refusing this process, read-only or busy: a retryable
    // answer (503), not logged per request (the database's state changes are logged once each, by
    // api/db/availability.ts).
    if (isRetryable(original)) {
      const path = error instanceof GraphQLError ? error.path : undefined;
      return unavailableError(path?.[0] === 'purchaseVoucher');
    }
    const code = (original as { code?: unknown }).code;
    // A value the database cannot take (SQLSTATE class 22, e.g. a NUL byte): the client's
    // input, not our failure, so a warning (only faults of ours are errors: they page on-call).
    if (typeof code === 'string' && code.startsWith('22')) {
      log.warn({ err: original }, 'input the database cannot take');
      return new GraphQLError('Some of the details contain characters or values we cannot accept.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    log.error({ err: original }, 'unexpected error');
    return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
  };
}

export function createApi(options: ApiOptions): YogaServerInstance<ServerContext, Context> {
  const { db } = options;
  const production = options.production ?? process.env['NODE_ENV'] === 'production';
  const log = options.logger ?? createLogger();
  const trusted = proxyMatcher(options.trustedProxies ?? trustedProxies());
  const loggedErrors = new WeakSet<object>();
  const limit = createLimiter(db, options.rateLimits ?? (production ? defaultRateLimits : developmentRateLimits));
  const schema = createSchema<Context>({ typeDefs, resolvers });
  const budgetMs = options.answerWithinMs ?? answerWithinMs();

  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: API_PATH,
    maxRequestBodySize: options.maxRequestBodySize ?? MAX_BODY_BYTES,
    context: ({ request, req }) => {
      const ip = clientIp(req, request, trusted);
      return {
        request,
        ...(req ? { req } : {}),
        db,
        lookups: requestLookups(db),
        // Every line about this request carries the caller's trace ids (api/trace.ts).
        log: log.child(traceFields(request.headers)),
        production,
        now: requestNow(request, production),
        deadline: ((req as { receivedAt?: number } | undefined)?.receivedAt ?? Date.now()) + budgetMs,
        geoZip: production ? null : request.headers.get(GEO_OVERRIDE_HEADER),
        ip,
        limit: (name, points) => limit(name, ip, points),
        serverBrand: options.serverBrand ?? process.env['API_BRAND'],
      };
    },
    cors: corsFromAllowList(options.corsOrigins ?? (() => allowedOrigins(process.env, production))),
    // Unexpected errors reach the client as "Unexpected error." and the log by class and code only.
    maskedErrors: {
      maskError: maskErrorWith(log, loggedErrors),
    },
    graphiql: !production,
    landingPage: false,
    // Yoga's own lines: warnings and worse (unexpected errors are logged once, by maskError).
    logging: yogaLogger(log, loggedErrors),
    plugins: [
      // Browsers cannot send this header cross-site without a preflight, which blocks CSRF.
      useCSRFPrevention({ requestHeaders: [CLIENT_NAME_HEADER] }),
      useRequireClientName(),
      useJsonBodiesOnly(),
      useQueryLimits(),
      useMutationLog(),
      useDeadline(),
      useRedactedInputErrors(schema),
      useVaryOrigin(),
      ...(production ? [useDisableIntrospection(), useHideSuggestions()] : []),
    ],
  });
}
