/**
 * What islands call to record a funnel event. It costs nothing up front: the event waits in
 * `window.__pw.t` until the lazy loader (which decides, by consent and agent mode, whether and
 * where it goes) takes it; the debug toggle prints it either way.
 */
export type TrackedEvent = { name: string; props: Record<string, unknown>; at: number };
export const TRACK_EVENT = 'publicweb:track';

type Queue = { t?: TrackedEvent[] };

export function track(name: string, props: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const event: TrackedEvent = { name, props, at: Date.now() };
  const state = ((window as unknown as { __pw?: Queue }).__pw ??= {});
  (state.t ??= []).push(event);
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: event }));
}
