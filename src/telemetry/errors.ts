/**
 * Error reporting (spec §7 "an error-reporting service", §8 "reported with no user-visible
 * message"): @sentry/browser, imported by the loader only when the brand configures a DSN (and
 * analytics is allowed), so a brand without one requests neither the SDK nor anything else. Errors reach it through the
 * loader's sink (the head script's early queue, src/lib/reportError.ts with every island's
 * boundary and the §4 fallbacks, later global errors and rejections), never through Sentry's own
 * global handlers: one path, so each error is reported exactly once.
 *
 * Reports carry no personal data: no IP or cookies (`sendDefaultPii` off), no breadcrumbs of
 * clicks or console, no session tracking (nothing stored in the browser). They still leave the
 * page, so the loader imports this module only once analytics is allowed (a visitor
 * who rejects, or sends Do Not Sell or GPC, has nothing sent ever).
 */
import {
  captureException,
  dedupeIntegration,
  eventFiltersIntegration,
  httpContextIntegration,
  init,
  linkedErrorsIntegration,
  type BrowserOptions,
} from '@sentry/browser';
import type { Sink } from './sink.ts';

export type ErrorsConfig = {
  dsn: string;
  environment: string;
  brand: string;
  tier: string;
};

/**
 * Session replay's sample rates (spec §9: 0.1 of sessions, 0.1 of sessions with an error). They
 * are client options, read by the replay integration only once replay.ts adds it; without it they
 * do nothing.
 */
export const REPLAY_SESSION_RATE = 0.1;
export const REPLAY_ON_ERROR_RATE = 0.1;

/** The SDK's options (exported for the unit test). */
export function errorOptions(config: ErrorsConfig): BrowserOptions {
  return {
    dsn: config.dsn,
    environment: config.environment,
    // Only what an error report needs; no global handlers (the loader's sink is the one path),
    // no breadcrumbs, no sessions, no Sentry tracing (traces go to OpenTelemetry, traces.ts).
    defaultIntegrations: false,
    integrations: [eventFiltersIntegration(), linkedErrorsIntegration(), dedupeIntegration(), httpContextIntegration()],
    sendDefaultPii: false,
    replaysSessionSampleRate: REPLAY_SESSION_RATE,
    replaysOnErrorSampleRate: REPLAY_ON_ERROR_RATE,
    initialScope: { tags: { brand: config.brand, tier: config.tier } },
  };
}

/** What the loader hands the sink for an error (see errorProps in loader.ts). */
type ErrorProps = { error?: unknown; message?: unknown; context?: Record<string, unknown>; early?: boolean };

/** The island (or other source) a report names: `context.source` from reportError(). */
export function islandOf(props: ErrorProps): string | undefined {
  const source = props.context?.['source'];
  return typeof source === 'string' ? source : undefined;
}

/** Starts the SDK and returns the loader sink that reports every error through it. */
export function startErrors(config: ErrorsConfig): Sink {
  init(errorOptions(config));
  return {
    name: 'errors',
    send(kind, name, props) {
      if (kind !== 'error') return;
      const report = props as ErrorProps;
      const thrown = report.error instanceof Error ? report.error : new Error(String(report.message ?? name));
      const island = islandOf(report);
      const reason = report.context?.['reason'];
      captureException(thrown, {
        tags: {
          kind: name,
          ...(island ? { island } : {}),
          ...(typeof reason === 'string' ? { reason } : {}),
          ...(report.early ? { early: 'true' } : {}),
        },
        ...(report.context ? { extra: { context: report.context } } : {}),
      });
    },
  };
}

/**
 * Session replay, its own chunk (replay.ts), imported from here rather than from the loader so the
 * bundler knows this chunk is already loaded and shares its SDK code instead of splitting it out.
 */
export function loadReplay(): Promise<{ stop: () => Promise<void> }> {
  return import('./replay.ts').then(({ startReplay }) => startReplay());
}
