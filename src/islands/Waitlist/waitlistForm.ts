/**
 * The waitlist's TanStack form (../shared/form/headless.ts) with the spec §5 schemas the API
 * re-checks (src/schemas/fields.ts), and the input as the API takes it. Loaded on the form's first
 * focus or input, or at its submit at the latest (./Waitlist.tsx), so neither TanStack Form nor
 * valibot is part of the deal page's bytes until then.
 */
import * as v from 'valibot';
import { EmailSchema, WaitlistSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import { headlessForm } from '../shared/form/headless.ts';

export const WAITLIST_FIELDS = { email: EmailSchema, zipcode: ZipcodeSchema };
export type WaitlistField = keyof typeof WAITLIST_FIELDS;

export const makeWaitlistForm = (values: Record<WaitlistField, string>) => headlessForm(WAITLIST_FIELDS, values);

/** The checked values as the API takes them (trimmed, the email in lower case). */
export function waitlistInput(values: Record<WaitlistField, string>): v.InferOutput<typeof WaitlistSchema> | undefined {
  const parsed = v.safeParse(WaitlistSchema, values);
  return parsed.success ? parsed.output : undefined;
}
