/**
 * The waitlist's TanStack form (../shared/form/headless.ts) with the spec §5 schemas the API
 * re-checks (src/schemas/fields.ts), and its call. Loaded on the form's first focus or input, or at
 * its submit at the latest (./Waitlist.tsx), so neither TanStack Form, valibot nor the call is part
 * of the deal page's bytes until then.
 */
import * as v from 'valibot';
import { FRIENDLY_SERVER_MESSAGE, friendlyErrorMessage } from '../../graphql/friendly.ts';
import { readFragment } from '../../graphql/graphql.ts';
import { getTimedClient } from '../../graphql/timed.ts';
import { reportError } from '../../lib/reportError.ts';
import { EmailSchema, WaitlistSchema, ZipcodeSchema } from '../../schemas/fields.ts';
import { track } from '../../telemetry/track.ts';
import { FormResult } from '../shared/form/graphql/FormResult.ts';
import type { ServerFieldErrors } from '../shared/form/submit.ts';
import { JoinVoucherWaitlist } from './graphql/JoinVoucherWaitlist.ts';

/** The form's fields, in the order they appear, each with the §5 schema the API re-checks. */
export const WAITLIST_FIELDS = { email: EmailSchema, zipcode: ZipcodeSchema };
export type WaitlistField = keyof typeof WAITLIST_FIELDS;

/** What the form says under its button: the API's sentence (ok: joined). */
export type Status = { ok: boolean; message: string } | null;

/**
 * Sends checked details as the API takes them (trimmed, the email in lower case); what the form
 * shows next: the API's sentence, and its field errors.
 */
export async function joinWaitlist(
  values: Record<WaitlistField, string>,
): Promise<{ status: Status; errors?: ServerFieldErrors } | undefined> {
  const parsed = v.safeParse(WaitlistSchema, values);
  if (!parsed.success) return undefined;
  const result = await getTimedClient().mutation(JoinVoucherWaitlist, { input: parsed.output }).toPromise();
  const answer = readFragment(FormResult, result.data?.joinVoucherWaitlist);
  if (!answer) {
    reportError(result.error ?? new Error('JoinVoucherWaitlist: no answer'), { source: 'Waitlist' });
    return { status: { ok: false, message: friendlyErrorMessage(result.error) ?? FRIENDLY_SERVER_MESSAGE } };
  }
  if (!answer.success) {
    const server: ServerFieldErrors = {};
    for (const error of answer.fieldErrors) server[error.field] ??= error.message;
    return { status: { ok: false, message: answer.message }, errors: server };
  }
  track('waitlist joined', {});
  return { status: { ok: true, message: answer.message } };
}
