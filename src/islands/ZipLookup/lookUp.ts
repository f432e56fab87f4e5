/**
 * What a zip lookup finds, as one answer the island shows: a malformed zip code (§5, on the field),
 * one we serve (cleaners, customers and rates near it), one we do not serve yet (the API's
 * sentence), or a failed call (already worded for the shopper); and the form's TanStack form
 * (../shared/form/headless.ts), whose check is the same §5 schema.
 */
import { getTimedClient } from '../../graphql/timed.ts';
import * as v from 'valibot';
import { FRIENDLY_MESSAGES, failureCause } from '../../graphql/friendly.ts';
import { readFragment } from '../../graphql/graphql.ts';
import { ZipAnswer } from './graphql/ZipAnswer.ts';
import { ZipLookup as ZipLookupQuery } from './graphql/ZipLookup.ts';
import { reportError } from '../../lib/reportError.ts';
import { ZipcodeSchema } from '../../schemas/fields.ts';

/** The form's one field, checked with the §5 schema the API re-checks. */
export const ZIP_FIELDS = { zipcode: ZipcodeSchema };

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

/** Asks the API about a zip code (§5-checked again here: the API takes it trimmed). */
export async function lookUp(value: string): Promise<Looked> {
  const parsed = v.safeParse(ZipcodeSchema, value);
  if (!parsed.success) return { kind: 'malformed', message: parsed.issues[0].message };
  const zipcode = parsed.output;
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
