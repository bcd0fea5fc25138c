import { useSyncExternalStore } from 'react';

/** loginPopupModal, registerModal, forgetPassModal, changePassModal (SPEC §2) and the reset-link dialog. */
export type AuthDialogKind = 'login' | 'register' | 'forgot' | 'changePassword' | 'resetPassword';

export interface AuthDialogOptions {
  /** Why the login popup opened: a guarded action or an ended session shows 'You are not logged in'. */
  reason?: 'notLoggedIn';
  /**
   * changePassModal that cannot be dismissed: opened by the sign-in flow (the default or an expired
   * password), or 'required' when the server answered a call with password_change_required.
   */
  forced?: 'default' | 'expired' | 'required';
  /** resetPassword: the token from the link. */
  resetToken?: string;
}

export interface AuthDialogState extends AuthDialogOptions {
  kind: AuthDialogKind;
}

let current: AuthDialogState | null = null;
const listeners = new Set<() => void>();

function set(next: AuthDialogState | null) {
  if (current === next) return;
  current = next;
  listeners.forEach((l) => l());
}

/** Opens one of the auth dialogs over the current page (closing any other). */
export const openAuthDialog = (kind: AuthDialogKind, options: AuthDialogOptions = {}) => {
  if (current?.kind === kind && !options.reason && !options.forced && !options.resetToken) return;
  set({ kind, ...options });
};
export const closeAuthDialog = () => set(null);
export const getAuthDialog = () => current;

export function useAuthDialogState(): AuthDialogState | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

/** The open dialog's kind (null when none is open). */
export function useAuthDialog(): AuthDialogKind | null {
  return useAuthDialogState()?.kind ?? null;
}
