/**
 * Whether PostgreSQL can be reached, as the API process sees it. A connection failure (refused,
 * reset, the server shutting down or starting up, a connection that breaks mid-query) marks the
 * database unreachable: from then on database-backed operations are refused at once with
 * DatabaseUnavailableError (no pooled connection attempt per request, no hang), while a probe asks
 * the server every PROBE_INTERVAL_MS; its first answer marks the database reachable again. Each
 * change is one log line (warn when it goes, info with the outage's length when it returns), never
 * one per request.
 */

/** How often an unreachable database is asked again (the recovery time after it returns is at most this, plus a query). */
export const PROBE_INTERVAL_MS = 500;

/** The Retry-After a client gets while the database is unreachable or the purchase queue is full. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export type StateLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

/**
 * The database cannot answer now: 'unreachable' (no connection to the server) or 'busy' (a
 * purchase waited its whole turn, or a statement its whole time). Nothing was written.
 */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly reason: 'unreachable' | 'busy';
  constructor(reason: 'unreachable' | 'busy', options?: { cause?: unknown }) {
    super(reason === 'busy' ? 'The database is busy.' : 'The database is unreachable.', options);
    this.name = 'DatabaseUnavailableError';
    this.reason = reason;
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|not queryable|Connection ended|Query read timeout/i;

/** Whether `error` says the connection to the server failed (as opposed to a statement's own error). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  return typeof code !== 'string' && CONNECTION_MESSAGES.test(error.message);
}

/** Whether `error` is PostgreSQL cancelling a statement that ran past statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === '57014';
}

/** The database's reachability: see the file's comment. */
export class DatabaseWatch {
  available = true;
  private since = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly probe: () => Promise<void>;
  private readonly log: StateLog;
  private readonly intervalMs: number;

  constructor(probe: () => Promise<void>, log: StateLog, intervalMs = PROBE_INTERVAL_MS) {
    this.probe = probe;
    this.log = log;
    this.intervalMs = intervalMs;
  }

  /** A connection failed: marks the database unreachable (one log line) and starts probing. */
  failed(error: unknown): void {
    if (!this.available || this.stopped) return;
    this.available = false;
    this.since = Date.now();
    const code = (error as { code?: unknown } | undefined)?.code;
    this.log.warn(
      { event: 'database_unreachable', code: typeof code === 'string' ? code : undefined },
      'database unreachable: database-backed requests are refused (503) until it answers again',
    );
    this.schedule();
  }

  /** Throws DatabaseUnavailableError while the database is marked unreachable. */
  assertAvailable(): void {
    if (!this.available) throw new DatabaseUnavailableError('unreachable');
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.attempt(), this.intervalMs);
    this.timer.unref();
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.probe();
    } catch {
      this.schedule();
      return;
    }
    this.available = true;
    this.log.info(
      { event: 'database_reachable', outageMs: Date.now() - this.since },
      'database reachable again: requests are served',
    );
  }
}
