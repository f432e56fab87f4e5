/**
 * The video-ad conversion pixel (spec §7): a GET beacon per conversion event to the brand's
 * `telemetry.pixel.url`, without cookies. The loader adds it only with marketing consent and
 * never for agents (spec §2: no ad script for agents); no vendor script runs on the page.
 */
import type { Sink } from './sink.ts';

/** The events an ad platform optimizes for, as the pixel names them. */
export const PIXEL_EVENTS: Readonly<Record<string, string>> = {
  ViewContent: 'ViewContent',
  'checkout step reached': 'InitiateCheckout',
  purchase: 'Purchase',
};

/** The beacon address for one event: campaign values and, for a purchase, its value in dollars. */
export function pixelUrl(base: string, event: string, props: Record<string, unknown>): string {
  const url = new URL(base);
  url.searchParams.set('ev', event);
  url.searchParams.set('brand', String(props['brand'] ?? ''));
  const utm = props['utm'] as { last?: Record<string, string> } | null | undefined;
  for (const [key, value] of Object.entries(utm?.last ?? {})) url.searchParams.set(key, value);
  if (typeof props['value'] === 'number') {
    url.searchParams.set('value', String(props['value']));
    url.searchParams.set('currency', 'USD');
  }
  return url.toString();
}

export function startPixel(base: string): Sink {
  return {
    name: 'pixel',
    send(kind, name, props) {
      const event = kind === 'event' ? PIXEL_EVENTS[name] : undefined;
      if (!event) return;
      void fetch(pixelUrl(base, event, props), { mode: 'no-cors', credentials: 'omit', keepalive: true }).catch(
        () => undefined,
      );
    },
  };
}
