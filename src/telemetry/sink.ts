/**
 * Where telemetry events go: the loader (loader.ts) keeps a list of sinks, and each vendor chunk
 * (analytics.ts, errors.ts, pixel.ts) returns one. Its own module so that the chunks and the
 * loader need not import each other.
 */
import type { Category } from './consentState.ts';

export type Sink = {
  name: string;
  /** The consent category this sink's events need (analytics unless said). */
  category?: Category;
  send: (kind: 'event' | 'error', name: string, props: Record<string, unknown>) => void;
};
