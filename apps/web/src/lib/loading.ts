import { createStore, useStore } from './store';

/** The site-wide loading spinner's state: a counter so overlapping tasks keep it up. */
const pending = createStore(0);

export function beginLoading(): () => void {
  pending.set((n) => n + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending.set((n) => Math.max(0, n - 1));
  };
}

const busy = (n: number) => n > 0;

export function useGlobalLoading(): boolean {
  return useStore(pending, busy);
}
