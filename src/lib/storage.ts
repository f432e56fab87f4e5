/**
 * Where the islands may write what they keep between pages and visits (the voucher counter, the
 * zip code, the referral code, the checkout's progress). Nothing is stored for agents
 * (docs/telemetry.md, "Agent mode"; issue 32: the counter wrote `vouchersRemaining` and
 * `timeRemaining` for them), and nothing where the browser blocks storage (privacy modes, a
 * partner's frame): both read as no storage, and the island works on from memory.
 */

/** Agent mode: the head script (src/telemetry/head.ts) marks <html data-agent> before first paint. */
export function isAgent(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute('data-agent');
}

/** The storage to write to, or undefined for agents and where it is blocked. */
export function writableStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  if (typeof window === 'undefined' || isAgent()) return undefined;
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
