/** How a checkout call fails, shared by ./api.ts (first load) and ./calls.ts (fetched after hydration). */
import type { FailureCause } from '../../graphql/friendly.ts';

/** A failed call: messages for fields (by field name), or one sentence for the whole step. */
export type Failure = {
  ok: false;
  message: string;
  fields: Record<string, string>;
  /** True when the request may not have reached the API or its answer was lost (outcome unknown). */
  transport: boolean;
  /** Why a call went unanswered (whose side: ours, the deadline, the connection); null when the API answered. */
  cause: FailureCause | null;
};

/** A call the API answered with a refusal: its sentence and its messages by field. */
export function failure(message: string, fields: Record<string, string> = {}): Failure {
  return { ok: false, message, fields, transport: false, cause: null };
}
