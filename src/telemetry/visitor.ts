/**
 * The visitor's stable id as the head script kept it, for the one request that needs it (the
 * purchase). Apart from visit.ts so that islands which only read variants do not load it.
 */
/**
 * The stable id the head script assigned this visit's experiments from ('' where storage is
 * blocked); null for agents, who see every control. A purchase sends it, so the API assigns the
 * same priced cohort the page shows (api/cohorts.ts).
 */
export function visitorId(): string | null {
  if (typeof window === 'undefined') return null;
  const state = (window as unknown as { __pw?: { a?: boolean; i?: string } }).__pw;
  return state && !state.a ? (state.i ?? null) : null;
}
