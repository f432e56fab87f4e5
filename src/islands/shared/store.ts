/**
 * A tiny external store the deal page's islands share (availability, pricing, zip code): each
 * island is its own React root, but they import the same module instance, so one fetch serves
 * all of them. `start` runs when the first island subscribes (after hydration, never on the server).
 */
import { useSyncExternalStore } from 'react';

export type Store<T> = {
  get(): T;
  set(next: T): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T>(initial: T, start?: (store: Store<T>) => void): Store<T> {
  let value = initial;
  let started = false;
  const listeners = new Set<() => void>();
  const store: Store<T> = {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!started) {
        started = true;
        start?.(store);
      }
      return () => void listeners.delete(listener);
    },
  };
  return store;
}

/** The store's value; `serverValue` while hydrating, so the first render matches the HTML. */
export function useStore<T>(store: Store<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}
