/**
 * Product analytics (spec §7 register/track/reset): posthog-js's slim, no-external build (no
 * autocapture, no flags or surveys, nothing fetched from the vendor but the events endpoint).
 * The loader imports this chunk only when the brand configures `telemetry.analytics` and the
 * visitor's consent allows analytics; agents' events carry `agent: true` (super-properties).
 */
import { posthog } from 'posthog-js/dist/module.slim.no-external';
import type { Sink } from './sink.ts';

export type AnalyticsConfig = {
  /** The brand's `analyticsId` (the project key). */
  key: string;
  /** The brand's `telemetry.analytics.host`. */
  host: string;
  /** Until the visitor has chosen (opt-out brands), nothing is written to storage. */
  persist: boolean;
  superProperties: Record<string, unknown>;
  /** How often queued events leave (the loader's EXPOSURE_INTERVAL_MS). */
  flushMs: number;
};

/** Events that end a purchase: identify with the returned customer id, send, then `reset`. */
export const PURCHASE_EVENT = 'purchase';

export function startAnalytics(config: AnalyticsConfig): Sink & { persist: () => void; stop: () => void } {
  posthog.init(config.key, {
    api_host: config.host,
    persistence: config.persist ? 'localStorage+cookie' : 'memory',
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: true,
    disable_surveys: true,
    advanced_disable_flags: true,
    disable_external_dependency_loading: true,
    disable_compression: true,
    // Events (exposures included) leave in one request per second (spec §9: logging interval 1000 ms).
    request_queue_config: { flush_interval_ms: config.flushMs },
  });
  posthog.register(config.superProperties);
  return {
    name: 'analytics',
    send(kind, name, props) {
      if (kind !== 'event') return;
      const customer = props['customerId'];
      if (name === PURCHASE_EVENT && typeof customer === 'string') posthog.identify(customer);
      posthog.capture(name, props);
      // A new visitor id for whatever this browser does next (a shared or shop computer).
      if (name === PURCHASE_EVENT) posthog.reset();
    },
    /** The visitor accepted: keep the id across pages from now on. */
    persist() {
      posthog.set_config({ persistence: 'localStorage+cookie' });
      posthog.opt_in_capturing();
    },
    /** The visitor rejected (or Do Not Sell): send nothing more. */
    stop() {
      posthog.opt_out_capturing();
    },
  };
}
