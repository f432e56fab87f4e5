/**
 * The island side of the early actions (earlyActions.inline.ts holds the inline script that keeps
 * them): once an island has hydrated, what was pressed before is done again, once.
 */
import type { Held } from './earlyActions.inline.ts';

/**
 * Does what was held for an island that has hydrated (`name`: its component's file name or
 * export, as `island()` knows it), after React has applied the state its effects set (a task
 * later), so the form or button acts on the island's ready state.
 */
export function replayEarlyActions(name: string): void {
  const held = typeof window === 'undefined' ? undefined : window.__pwEarly;
  if (!held?.length) return;
  const mine = (island: Element) =>
    !island.hasAttribute('ssr') &&
    (island.getAttribute('component-export') === name ||
      (island.getAttribute('component-url') ?? '').includes(`/${name}.`));
  const due: Held[] = held.filter((action) => mine(action.island));
  if (!due.length) return;
  // In place: the inline script keeps adding to this array.
  for (const action of due) held.splice(held.indexOf(action), 1);
  setTimeout(() => {
    for (const action of due) if (action.target.isConnected) action.run();
  });
}
