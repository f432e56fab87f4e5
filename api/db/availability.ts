/**
 * Whether PostgreSQL can serve this process. A connection failure (refused, reset, the server
 * shutting down or starting up, a connection that breaks mid-query) or a refusal of the process
 * itself (no slot left, authentication, a read-only server) marks the database unavailable: from
 * then on database-backed operations are refused at once with DatabaseUnavailableError (no
 * connection attempt per request, no hang), while a probe tries a new connection with back-off
 * (PROBE_INTERVAL_MS doubling up to PROBE_MAX_INTERVAL_MS); its first success marks the database
 * available again. Each change is one log line (warn when it goes or its reason changes, info
 * with the outage's length when it returns), never one per request.
 */

/**
 * How often an unreachable database is asked again: first after PROBE_INTERVAL_MS, then twice as
 * long after each failed probe up to PROBE_MAX_INTERVAL_MS (a database refusing connections because
 * it is full is not asked ten times a second), so recovery after its return takes at most that.
 */
export const PROBE_INTERVAL_MS = 250;
export const PROBE_MAX_INTERVAL_MS = 2_000;

/** The Retry-After a client gets while the database is unreachable or the purchase queue is full. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 2;

export type StateLog = {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
};

/**
 * Why the database cannot serve requests now, as the process sees it:
 * - 'unreachable': no connection (refused, reset, timed out, the server shutting down or starting);
 * - 'full': the server has no connection slot or resource left (SQLSTATE class 53, e.g. 53300);
 * - 'refused': the server does not let this process in (authentication, class 28);
 * - 'read-only': the server only reads (a standby after a failover, 25006);
 * - 'busy': this request's wait ran out (a turn, a lock, a statement, a pool connection), the
 *   database being up.
 */
export type UnavailableReason = 'unreachable' | 'full' | 'refused' | 'read-only' | 'busy';

/** The database cannot answer now (see UnavailableReason). Nothing was written. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  readonly reason: UnavailableReason;
  constructor(reason: UnavailableReason, options?: { cause?: unknown }) {
    super(reason === 'busy' ? 'The database is busy.' : `The database is ${reason}.`, options);
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
  // the database was dropped or renamed under the process (database_dropped)
  '57P04',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|not queryable|Connection ended|Query read timeout/i;

const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** Whether `error` says the connection to the server failed (as opposed to a statement's own error). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = sqlState(error);
  if (code !== undefined && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  return code === undefined && CONNECTION_MESSAGES.test(error.message);
}

/**
 * The reason a database error makes the whole database unavailable to this process (the watch
 * marks it so, and probes it back), or undefined for an error of one statement.
 */
export function outageReason(error: unknown): Exclude<UnavailableReason, 'busy'> | undefined {
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const reason = outageReason(inner);
      if (reason) return reason;
    }
  }
  const code = sqlState(error);
  if (code === '53300' || code === '53400') return 'full';
  if (code?.startsWith('28')) return 'refused';
  if (code === '25006') return 'read-only';
  return isConnectionError(error) ? 'unreachable' : undefined;
}

/**
 * Whether `error` is the database saying "not now" to one statement, the database being up: a
 * statement or lock wait that ran out (57014, 55P03), a resource it lacked (class 53: disk, memory),
 * a conflict to retry (40001, 40P01). The request is answered 503 with Retry-After.
 */
export function isBusyRefusal(error: unknown): boolean {
  const code = sqlState(error);
  if (code === undefined) return false;
  return code === '57014' || code === '55P03' || code.startsWith('53') || code === '40001' || code === '40P01';
}

/** Whether `error` is PostgreSQL cancelling a statement that ran past statement_timeout. */
export function isStatementTimeout(error: unknown): boolean {
  return sqlState(error) === '57014';
}

/** Whether any database error, or the process's own refusal, tells the client to come back later. */
export function isRetryable(error: unknown): boolean {
  return error instanceof DatabaseUnavailableError || outageReason(error) !== undefined || isBusyRefusal(error);
}

/** The database's reachability: see the file's comment. */
export class DatabaseWatch {
  available = true;
  /** Why the database is unavailable (while `available` is false). */
  reason: Exclude<UnavailableReason, 'busy'> = 'unreachable';
  private since = 0;
  private delayMs: number;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly probe: () => Promise<void>;
  private readonly log: StateLog;
  private readonly intervalMs: number;
  private readonly maxIntervalMs: number;

  constructor(
    probe: () => Promise<void>,
    log: StateLog,
    intervalMs = PROBE_INTERVAL_MS,
    maxIntervalMs = PROBE_MAX_INTERVAL_MS,
  ) {
    this.probe = probe;
    this.log = log;
    this.intervalMs = intervalMs;
    this.maxIntervalMs = maxIntervalMs;
    this.delayMs = intervalMs;
  }

  /**
   * A connection failed, or the server refused this process (full, authentication, read-only):
   * marks the database unavailable (one log line) and starts probing. Returns the reason.
   */
  failed(error: unknown): Exclude<UnavailableReason, 'busy'> {
    const reason = outageReason(error) ?? 'unreachable';
    if (!this.available || this.stopped) return this.reason;
    this.available = false;
    this.reason = reason;
    this.since = Date.now();
    this.delayMs = this.intervalMs;
    this.log.warn(
      { event: 'database_unreachable', reason, code: sqlState(error) },
      `database ${reason}: database-backed requests are refused (503) until it answers again`,
    );
    this.schedule();
    return reason;
  }

  /** Throws DatabaseUnavailableError while the database is marked unavailable. */
  assertAvailable(): void {
    if (!this.available) throw new DatabaseUnavailableError(this.reason);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.attempt(), this.delayMs);
    this.timer.unref();
    this.delayMs = Math.min(this.maxIntervalMs, this.delayMs * 2);
  }

  private async attempt(): Promise<void> {
    if (this.stopped) return;
    try {
      await this.probe();
    } catch (error) {
      // The outage goes on; a new reason (a restarting server now full, a standby now refusing the
      // role) is a change of state, logged once.
      const reason = outageReason(error) ?? 'unreachable';
      if (reason !== this.reason && !this.stopped) {
        this.reason = reason;
        this.log.warn(
          { event: 'database_unreachable', reason, code: sqlState(error) },
          `database ${reason}: database-backed requests are refused (503) until it answers again`,
        );
      }
      this.schedule();
      return;
    }
    if (this.stopped) return;
    this.available = true;
    this.log.info(
      { event: 'database_reachable', outageMs: Date.now() - this.since },
      'database reachable again: requests are served',
    );
  }
}
