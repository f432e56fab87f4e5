/**
 * The storage keys telemetry uses, by role, from the one typed module of every browser storage
 * key (src/domain/storageKeys.ts). The head script gets these written in as literals at build
 * time (inline.ts), so changing a key there changes it everywhere.
 */
import {
  AGENT_KEY,
  COHORTS_KEY,
  CONSENT_KEY,
  DEBUG_KEY,
  DO_NOT_SELL_COOKIE,
  DO_NOT_SELL_KEY,
  EXPOSED_KEY,
  STABLE_ID_KEY,
  UTM_KEY,
} from '../domain/storageKeys.ts';

export const TELEMETRY_KEYS = {
  cohorts: COHORTS_KEY,
  utm: UTM_KEY,
  stableId: STABLE_ID_KEY,
  agent: AGENT_KEY,
  debug: DEBUG_KEY,
  consent: CONSENT_KEY,
  exposed: EXPOSED_KEY,
  doNotSell: DO_NOT_SELL_KEY,
  doNotSellCookie: DO_NOT_SELL_COOKIE,
} as const;

export type TelemetryKeys = typeof TELEMETRY_KEYS;
