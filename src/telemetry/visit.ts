/**
 * What the head script decided for this visit, read by islands: the page's experiment variants and
 * the landing's campaign values for the API. Apart from track.ts so that an island which only reads
 * them (the reviews list) does not load the event queue.
 */
import { UTM_KEY } from '../domain/storageKeys.ts';

/** The current page's experiment variant (what the head script assigned), or the control. */
export function variantOf(name: string, control: string): string {
  if (typeof document === 'undefined') return control;
  return document.documentElement.getAttribute(`data-x-${name}`) ?? control;
}

/** The API's `AdTrackingInput` (src/graphql/schema.graphql). */
export type AdTracking = { adgroupid?: string; utmSource?: string; utmCampaign?: string; utmMedium?: string };

/**
 * This landing's campaign values as the `adTracking` variables DealsHome and FetchMoreReviews
 * accept: the URL's `adgroupid` and the utm_* values the head script captured (else the stored
 * last touch, which exists only once marketing consent allowed it). None for agents (spec §2: no
 * ad conversion for agents) or when the landing carried none.
 */
export function adTracking(): AdTracking | undefined {
  if (typeof window === 'undefined') return undefined;
  const state = (window as unknown as { __pw?: { a?: boolean; u?: Record<string, string> } }).__pw;
  if (!state || state.a) return undefined;
  let utm = state.u;
  if (!utm) {
    try {
      utm = (JSON.parse(localStorage.getItem(UTM_KEY) ?? 'null') as { last?: Record<string, string> } | null)?.last;
    } catch {
      utm = undefined;
    }
  }
  const found: Record<keyof AdTracking, string | undefined> = {
    adgroupid: new URLSearchParams(location.search).get('adgroupid') ?? undefined,
    utmSource: utm?.['utm_source'],
    utmCampaign: utm?.['utm_campaign'],
    utmMedium: utm?.['utm_medium'],
  };
  const entries = Object.entries(found).filter(([, value]) => typeof value === 'string' && value !== '');
  return entries.length > 0 ? (Object.fromEntries(entries) as AdTracking) : undefined;
}
