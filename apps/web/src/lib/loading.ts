import { useSyncExternalStore } from 'react';

/** The site-wide loading spinner's state: a counter so overlapping tasks keep it up. */
let pending = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function beginLoading(): () => void {
  pending += 1;
  emit();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending = Math.max(0, pending - 1);
    emit();
  };
}

/** Shows the spinner while the promise runs. */
export async function withLoading<T>(task: Promise<T>): Promise<T> {
  const end = beginLoading();
  try {
    return await task;
  } finally {
    end();
  }
}

export function useGlobalLoading(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending > 0,
    () => false,
  );
}
