import { useSyncExternalStore } from 'react';

export type AuthDialogKind = 'login' | 'register';

let current: AuthDialogKind | null = null;
const listeners = new Set<() => void>();

function set(next: AuthDialogKind | null) {
  if (current === next) return;
  current = next;
  listeners.forEach((l) => l());
}

/** Opens the login or registration dialog over the current page. */
export const openAuthDialog = (kind: AuthDialogKind) => set(kind);
export const closeAuthDialog = () => set(null);

export function useAuthDialog(): AuthDialogKind | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
