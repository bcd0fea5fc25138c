import { useCallback, useSyncExternalStore } from 'react';

/** A value that can be read and watched: what `useStore` renders from. */
export interface ReadableStore<T> {
  get(): T;
  /** Calls `listener` after every change; answers the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** A small module-level state (a dialog, a counter, a flag) that components re-render on. */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value (or derives it from the current one); listeners hear of real changes only. */
  set(next: T | ((current: T) => T)): void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const updated = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(updated, value)) return;
      value = updated;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const identity = <T>(value: T) => value;

/**
 * The store's value, or the part `select` picks, re-rendering when it changes. `select` must answer
 * the same value for the same state (a field, a comparison), not a new object each time.
 */
export function useStore<T>(store: ReadableStore<T>): T;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S): S;
export function useStore<T, S>(store: ReadableStore<T>, select: (value: T) => S = identity as (value: T) => S): S {
  const snapshot = useCallback(() => select(store.get()), [store, select]);
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
