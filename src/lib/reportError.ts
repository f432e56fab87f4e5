/**
 * The single place the site reports errors to error tracking (spec §7 "an error-reporting service",
 * §8 "reported to telemetry with no user-visible message"). A report is logged to the console,
 * kept in a bounded queue (`globalThis.__publicwebErrors`) and announced as a `publicweb:error`
 * window event; the lazy telemetry loader drains the queue, listens for the event and hands each
 * report to error reporting (@sentry/browser, when the brand configures a DSN) with
 * `context.source` as the island tag. Shoppers never see these reports.
 */
import type { Fallback } from '../domain/pricing.ts';

export type ErrorReport = {
  message: string;
  /** Where and why, e.g. `{ source: 'MembershipOptions', reason: 'unknown-cohort' }`. */
  context: Record<string, unknown>;
  /** ISO time of the report. */
  at: string;
  /** What was thrown, kept so error reporting gets the original stack. */
  error: unknown;
};

/** How many reports the queue keeps before it drops the oldest. */
export const MAX_QUEUED_REPORTS = 50;
export const ERROR_EVENT = 'publicweb:error';

declare global {
  var __publicwebErrors: ErrorReport[] | undefined;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** Reports an error (or a handled fallback worth knowing about); never throws. */
export function reportError(error: unknown, context: Record<string, unknown> = {}): ErrorReport {
  const report: ErrorReport = { message: messageOf(error), context, at: new Date().toISOString(), error };
  try {
    const queue = (globalThis.__publicwebErrors ??= []);
    queue.push(report);
    if (queue.length > MAX_QUEUED_REPORTS) queue.splice(0, queue.length - MAX_QUEUED_REPORTS);
    if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail: report }));
    console.warn(`[reportError] ${report.message}`, context);
  } catch {
    // Reporting must never break the page.
  }
  return report;
}

/** The reports not yet handed to a tracker (for the tracker and for tests). */
export function queuedReports(): readonly ErrorReport[] {
  return globalThis.__publicwebErrors ?? [];
}

/**
 * Reports a pricing fallback of spec §4 (unknown cohort, cohort without options, unknown option):
 * the shopper sees the default instead and is never told; error tracking learns why.
 */
export function reportFallback(source: string, fallback: Fallback, context: Record<string, unknown> = {}): ErrorReport {
  return reportError(new Error(fallback.detail), { source, reason: fallback.reason, ...context });
}
