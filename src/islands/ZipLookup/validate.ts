/**
 * The zip lookup's check with the spec §5 schema the API re-checks (src/schemas/fields.ts). Loaded
 * on the first interaction with the form (./loadValidation.ts), so valibot is not part of the deal
 * page's first-visit JavaScript.
 */
import * as v from 'valibot';
import { ZipcodeSchema } from '../../schemas/fields.ts';

/** A valid zip code (trimmed), or its message. */
export function parseZipcode(value: string): { zipcode: string } | { error: string } {
  const parsed = v.safeParse(ZipcodeSchema, value);
  return parsed.success ? { zipcode: parsed.output } : { error: parsed.issues[0].message };
}
