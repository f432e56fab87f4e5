/**
 * Wording of the deal page's location and cancellation FAQ answers, from the API's estimated
 * browser location (BrowserLocation, FAQBrowserLocation) and LMC policy (LMCPolicyQuery).
 */
import { formatUsd, listOf } from '../../domain/format.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { LMCPolicyQuery } from '../../graphql/operations/LMCPolicyQuery.ts';
import { stateInSentence } from '../../domain/usStates.ts';

/** How many nearby cities the answer names. */
export const MAX_CITIES = 3;

export type NearbyService = {
  /** nearbyState: a state code such as "IL". */
  state: string;
  /** nearbyCities, nearest first. */
  cities: readonly string[];
  /** memberHourlyRate in US dollars; undefined when the rate could not be read. */
  memberHourlyRate?: number | undefined;
};

/** Without a location (before the API answers, or without JavaScript). */
export const NEAR_ME_DEFAULT =
  'We work with vetted, independent cleaners in most large US metro areas, and Forever Clean members pay a lower hourly rate for every cleaning.';

/** "Yes — we serve Illinois, including Chicago, Evanston and Oak Park. Members pay $32/hour." */
export function nearMeAnswer(service?: NearbyService): string {
  if (!service || !service.state.trim()) return NEAR_ME_DEFAULT;
  const cities = service.cities
    .map((city) => city.trim())
    .filter(Boolean)
    .slice(0, MAX_CITIES);
  const list = listOf(cities);
  const where = `Yes — we serve ${stateInSentence(service.state)}${cities.length ? `, including ${list}` : ''}.`;
  const rate = service.memberHourlyRate;
  return rate !== undefined && rate > 0 ? `${where} Members pay ${formatUsd(rate)}/hour.` : where;
}

/** The LMCPolicyQuery answer. */
export type LmcPolicy = ResultOf<typeof LMCPolicyQuery>;

/** The cancellation FAQ's answer under the late-cancellation (LMC) policy in force. */
export function cancellationAnswer(policy: LmcPolicy): string {
  const hours = `${policy.lmcHours} ${policy.lmcHours === 1 ? 'hour' : 'hours'}`;
  const free = `Yes. Cancel or reschedule free up to ${hours} before the appointment`;
  return policy.newLmcPolicy
    ? `${free}; later changes cost a flat ${formatUsd(policy.lmcFlatFee)}.`
    : `${free}; later changes may be charged a late-cancellation fee.`;
}
