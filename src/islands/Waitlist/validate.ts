/**
 * The waitlist's field checks with the spec §5 schemas the API re-checks (src/schemas/fields.ts).
 * Loaded on the first interaction with the form (./loadValidation.ts), so valibot is not part of
 * the deal page's first-visit JavaScript.
 */
import * as v from 'valibot';
import { EmailSchema, WaitlistSchema, ZipcodeSchema } from '../../schemas/fields.ts';

const fields = { email: EmailSchema, zipcode: ZipcodeSchema } as const;
export type WaitlistField = keyof typeof fields;

/** The §5 message for a field's value, or undefined when it is valid. */
export function check(name: WaitlistField, value: string): string | undefined {
  const parsed = v.safeParse(fields[name], value);
  return parsed.success ? undefined : parsed.issues[0].message;
}

/** The waitlist input as the API takes it, or the message of each invalid field. */
export function parseWaitlist(
  values: Record<WaitlistField, string>,
): { input: v.InferOutput<typeof WaitlistSchema> } | { errors: Record<WaitlistField, string | undefined> } {
  const parsed = v.safeParse(WaitlistSchema, values);
  if (parsed.success) return { input: parsed.output };
  return { errors: { email: check('email', values.email), zipcode: check('zipcode', values.zipcode) } };
}
