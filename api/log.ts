/**
 * Structured JSON logs (pino): one line per event, newlines and quotes escaped by JSON, so a
 * value cannot forge a second line. Personal and card data never reach a line: the fields below
 * are redacted wherever they appear, and database errors are logged by their SQLSTATE code,
 * never with their SQL parameters.
 */
import pino, { type DestinationStream } from 'pino';

export type Logger = pino.Logger;

const PERSONAL = [
  'email',
  'phone',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'name',
  'zipcode',
  'ccNumber',
  'cvc',
  'ccExpiration',
  'card',
  'input',
  'variables',
  'params',
  'parameters',
  'idempotencyKey',
  'surveyToken',
  'voucherCode',
];

/** The redaction paths: each personal field at the top level and one or two levels down. */
export const redactedPaths = PERSONAL.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? process.env['LOG_LEVEL'] ?? 'info',
      base: { service: 'publicweb-api' },
      redact: { paths: redactedPaths, censor: '[redacted]' },
      // Errors are serialised by `dbError`/`errorFields`; pino's default would include messages with data.
      serializers: { err: errorFields },
    },
    options.destination,
  );
}

/**
 * What may be logged of an error: its class, SQLSTATE code and, for errors that are not from the
 * database, the message (database messages quote values, e.g. "invalid input syntax … "x"").
 */
export function errorFields(thrown: unknown): Record<string, unknown> {
  let error = thrown;
  // A GraphQLError wrapping a database error carries the database's message: log the original.
  while (error instanceof Error && (error as { originalError?: unknown }).originalError instanceof Error) {
    error = (error as unknown as { originalError: Error }).originalError;
  }
  if (!(error instanceof Error)) return { type: typeof error };
  const code = (error as { code?: unknown }).code;
  const fromDb = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  return fromDb
    ? { type: error.name, code, routine: (error as { routine?: unknown }).routine }
    : {
        type: error.name,
        message: error.message.slice(0, 200),
        stack: error.stack?.split('\n').slice(0, 6).join('\n'),
      };
}

/** A short, safe rendering of an untrusted value for a log field (length-capped). */
export function untrusted(value: unknown, max = 64): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}
