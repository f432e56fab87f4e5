/**
 * What the lazy error-reporting and tracing code needs from the brand config, written at build
 * time as data attributes of BaseLayout's `#pw-loader` template (the loader chunk imports no
 * brand module). Nothing is written for a brand that configures nothing: then the loader never
 * requests either SDK.
 */
import type { Brand } from '../brand/types.ts';

/** Trace sample rates of spec §9 (see docs/telemetry.md "Errors and traces" for the choice). */
export const TRACE_SAMPLE_RATE = { production: 0.01, development: 1 } as const;
/** Session replay of spec §9: a tenth of sessions, and a tenth of sessions that hit an error. */
export const REPLAY_SAMPLE_RATE = { sessions: 0.1, onError: 0.1 } as const;

export function errorsAndTraces(brand: Brand): Record<string, string> {
  const telemetry = brand.telemetry;
  if (!telemetry) return {};
  const tier = brand.isDev ? 'development' : 'production';
  return {
    'data-collector': telemetry.collectorUrl.replace(/\/+$/, ''),
    // Where `traceparent` may go besides the page's own origin: the brand's own site (spec §7).
    'data-trace-origins': `https://${brand.domain}`,
    'data-trace-rate': String(TRACE_SAMPLE_RATE[tier]),
    ...(telemetry.errors
      ? { 'data-dsn': telemetry.errors.dsn, 'data-environment': telemetry.errors.environment ?? tier }
      : {}),
  };
}
