/**
 * Browser storage keys of telemetry, consent, agent mode and experiments (spec §9 "client storage
 * keys": a stable id, an agent flag, logger/debug toggles). The spec's own keys (`fecohorts`,
 * `utm`, ...) live with the code that already used them; these are the site's `publicweb.*` ones.
 */
import { COHORTS_KEY } from '../domain/pricing.ts';
import { DNS_COOKIE, DNS_STORAGE_KEY } from '../data/privacy.ts';

export const TELEMETRY_KEYS = {
  /** localStorage: experiment assignments, JSON `{"voucherOption":"CCF_2","homepage_reskin":"reskin",…}`. */
  cohorts: COHORTS_KEY,
  /** localStorage: first- and last-touch campaign, JSON `{"first":{…},"last":{…}}` (spec §9 `utm`). */
  utm: 'utm',
  /** localStorage: the stable id experiments are assigned from (the spec's "statsig id"). */
  stableId: 'publicweb.stableId',
  /** Cookie and localStorage: "1" while the visitor is in agent mode (spec §2). */
  agent: 'publicweb_agent',
  /** localStorage: "1" prints every telemetry event to the console (`?pw_debug=1` sets it, `?pw_debug=0` clears it). */
  debug: 'publicweb.debug',
  /** Cookie: the consent choice, the granted categories joined by "." ("analytics.marketing", "" = necessary only). */
  consent: 'publicweb_consent',
  /** sessionStorage: a marketer's variant preview from `?pw_exp=name:variant,…` (this tab only). */
  preview: 'publicweb.expPreview',
  /** sessionStorage: experiments whose exposure this visit already logged. */
  exposed: 'publicweb.exposed',
  /** Do Not Sell opt-out (docs/privacy.md): localStorage key and cookie. */
  doNotSell: DNS_STORAGE_KEY,
  doNotSellCookie: DNS_COOKIE,
} as const;

export type TelemetryKeys = typeof TELEMETRY_KEYS;
