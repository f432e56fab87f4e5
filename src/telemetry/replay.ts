/**
 * Session replay (spec §9: 0.1 of sessions and 0.1 on error): Sentry's
 * `replayIntegration`, its own chunk, which the loader imports only after errors.ts has started
 * the SDK (so only on brands with a DSN, only once analytics is allowed, never for agents). The
 * sample rates are client options and live in errors.ts (`errorOptions`), which this chunk reads.
 *
 * Privacy: every text node and input is masked and every image, video, audio, canvas and iframe
 * blocked (the SDK's defaults, set here explicitly so nobody turns them off by accident), so card
 * fields and addresses are never recorded; network bodies and headers are not captured (no
 * `networkDetailAllowUrls`).
 *
 * Strict CSP: the compression worker is Sentry's own build of it (`@sentry/replay/worker-bundler`)
 * emitted by Vite as a same-origin file under /_astro/ (`?worker&url`), so `worker-src 'self'` is
 * enough; the SDK's inline blob: worker is removed at build time (`__SENTRY_EXCLUDE_REPLAY_WORKER__`
 * in src/brand/integration.ts).
 */
import { addIntegration, replayIntegration } from '@sentry/browser';
import workerUrl from '@sentry/replay/worker-bundler?worker&url';

/** The integration's options (exported for the unit test). */
export function replayOptions(): Parameters<typeof replayIntegration>[0] {
  return {
    workerUrl,
    maskAllText: true,
    maskAllInputs: true,
    blockAllMedia: true,
  };
}

/** Adds replay to the SDK errors.ts started (call only after startErrors); `stop()` ends it. */
export function startReplay(): { stop: () => Promise<void> } {
  const replay = replayIntegration(replayOptions());
  addIntegration(replay);
  return replay;
}
