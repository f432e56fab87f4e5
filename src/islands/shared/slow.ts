/**
 * A request that takes long says so (a 20 s slow API showed a spinner for 20 s and no
 * word). `useSlow(busy)` turns true once `busy` has lasted `SLOW_NOTICE_MS`; the island then shows
 * `SLOW_MESSAGE` (src/graphql/friendly.ts) in its live region until the answer comes or the
 * request is given up at its deadline (REQUEST_DEADLINE_MS, src/graphql/timed.ts; tests/lint/waits.test.ts keeps every island
 * with this notice on that client), when the
 * island's error says so and its button tries again.
 */
import { useEffect, useState } from 'react';

/** After how long a pending request is called slow. */
export const SLOW_NOTICE_MS = 4_000;

export function useSlow(busy: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_NOTICE_MS);
    // The next request starts its own count.
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [busy]);
  return busy && slow;
}
