/**
 * Field checks of the deal page's forms with the spec §5 schemas the API re-checks
 * (src/schemas/fields.ts). Loaded on the first interaction with a form (loadValidation), so valibot
 * is not part of the page's first-visit JavaScript.
 */
import * as v from 'valibot';
import { EmailSchema, WaitlistSchema, ZipcodeSchema } from '../../schemas/fields.ts';

const fields = { email: EmailSchema, zipcode: ZipcodeSchema } as const;

/** The §5 message for a field's value, or undefined when it is valid. */
export function check(name: keyof typeof fields, value: string): string | undefined {
  const parsed = v.safeParse(fields[name], value);
  return parsed.success ? undefined : parsed.issues[0].message;
}

/** A valid zip code (trimmed), or its message. */
export function parseZipcode(value: string): { zipcode: string } | { error: string } {
  const parsed = v.safeParse(ZipcodeSchema, value);
  return parsed.success ? { zipcode: parsed.output } : { error: parsed.issues[0].message };
}

/** The waitlist input as the API takes it, or the message of each invalid field. */
export function parseWaitlist(
  values: Record<keyof typeof fields, string>,
): { input: v.InferOutput<typeof WaitlistSchema> } | { errors: Record<keyof typeof fields, string | undefined> } {
  const parsed = v.safeParse(WaitlistSchema, values);
  if (parsed.success) return { input: parsed.output };
  return { errors: { email: check('email', values.email), zipcode: check('zipcode', values.zipcode) } };
}
