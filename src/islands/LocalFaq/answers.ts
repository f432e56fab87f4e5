/**
 * Wording of the deal page's location and cancellation FAQ answers, from the API's estimated
 * browser location (BrowserLocation, FAQBrowserLocation) and LMC policy (LMCPolicyQuery). The
 * sentences are src/content/pages/deal.yaml's (faq.nearMe, faq.cancellation), handed in by the
 * page; this fills their placeholders in the browser.
 */
import { formatUsd, listOf } from '../../domain/format.ts';
import type { ResultOf } from '../../graphql/graphql.ts';
import type { LMCPolicyQuery } from './graphql/LMCPolicyQuery.ts';
import { stateInSentence } from '../../domain/usStates.ts';
import { fill } from '../../copy/fill.ts';
import type { PageCopy } from '../../copy/pages.ts';

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

/** faq.nearMe of src/content/pages/deal.yaml, {brand} filled. */
export type NearMeWords = Omit<PageCopy<'deal'>['faq']['nearMe'], 'q'>;

/** "Yes — we serve Illinois, including Chicago, Evanston and Oak Park. Members pay $32/hour." */
export function nearMeAnswer(words: NearMeWords, service?: NearbyService): string {
  if (!service || !service.state.trim()) return words.unknown;
  const cities = service.cities
    .map((city) => city.trim())
    .filter(Boolean)
    .slice(0, MAX_CITIES);
  const nearbyState = stateInSentence(service.state);
  const where = fill(cities.length ? words.served : words.servedState, { nearbyState, nearbyCities: listOf(cities) });
  const rate = service.memberHourlyRate;
  return rate !== undefined && rate > 0 ? `${where} ${fill(words.memberRate, { memberRate: formatUsd(rate) })}` : where;
}

/** The LMCPolicyQuery answer. */
export type LmcPolicy = ResultOf<typeof LMCPolicyQuery>;

/** faq.cancellation of src/content/pages/deal.yaml, {brand} filled. */
export type CancellationWords = Omit<PageCopy<'deal'>['faq']['cancellation'], 'q'>;

/** The cancellation FAQ's answer under the late-cancellation (LMC) policy in force. */
export function cancellationAnswer(words: CancellationWords, policy: LmcPolicy): string {
  const lmcHours = `${policy.lmcHours} ${policy.lmcHours === 1 ? 'hour' : 'hours'}`;
  return fill(policy.newLmcPolicy ? words.flatFee : words.mayCharge, {
    lmcHours,
    lateFee: formatUsd(policy.lmcFlatFee),
  });
}
