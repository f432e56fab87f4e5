/**
 * What a zip lookup finds, as one answer the island shows: a malformed zip code (§5, on the field),
 * one we serve (cleaners, customers and rates near it), one we do not serve yet (the API's
 * sentence), or a failed call (already worded for the shopper).
 */
import { getTimedClient } from '../../graphql/timed.ts';
import { FRIENDLY_MESSAGES, FRIENDLY_TRANSPORT_MESSAGE, failureCause } from '../../graphql/friendly.ts';
import { readFragment } from '../../graphql/graphql.ts';
import { ZipAnswer } from './graphql/ZipAnswer.ts';
import { ZipLookup as ZipLookupQuery } from './graphql/ZipLookup.ts';
import { reportError } from '../../lib/reportError.ts';
import { loadValidation } from './loadValidation.ts';

export type Answer =
  | {
      kind: 'served';
      zipcode: string;
      place: string;
      numCleaners: number;
      numCustomers: number;
      rate: number;
      higherRate: number;
    }
  | { kind: 'unsupported'; zipcode: string; message: string }
  | { kind: 'failed'; message: string };

export type Looked = Answer | { kind: 'malformed'; message: string };

/** Checks the zip code (§5) and asks the API about it. */
export async function lookUp(value: string): Promise<Looked> {
  let parsed;
  try {
    parsed = (await loadValidation()).parseZipcode(value);
  } catch (error) {
    reportError(error, { source: 'ZipLookup', step: 'load checks' });
    return { kind: 'failed', message: FRIENDLY_TRANSPORT_MESSAGE };
  }
  if ('error' in parsed) return { kind: 'malformed', message: parsed.error };
  const zipcode = parsed.zipcode;
  const result = await getTimedClient().query(ZipLookupQuery, { zipcode }).toPromise();
  const region = readFragment(ZipAnswer, result.data?.serviceRegion);
  if (!region) {
    reportError(result.error ?? new Error('ZipLookup: no answer'), { source: 'ZipLookup' });
    return { kind: 'failed', message: FRIENDLY_MESSAGES[failureCause(result.error) ?? 'server'] };
  }
  switch (region.__typename) {
    case 'ZipcodeFormatError':
      return { kind: 'malformed', message: region.message };
    case 'UnsupportedServiceRegion':
      return { kind: 'unsupported', zipcode, message: region.message };
    default:
      return {
        kind: 'served',
        zipcode,
        place: `${region.name}, ${region.state}`,
        numCleaners: region.numCleaners,
        numCustomers: region.numCustomers,
        rate: region.rate,
        higherRate: region.higherRate,
      };
  }
}
