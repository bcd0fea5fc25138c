import { createStore, useStore } from '@/lib/store';

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

const dialog = createStore<AuthDialogState | null>(null);

/** Opens one of the auth dialogs over the current page (closing any other). */
export const openAuthDialog = (kind: AuthDialogKind, options: AuthDialogOptions = {}) => {
  if (dialog.get()?.kind === kind && !options.reason && !options.forced && !options.resetToken) return;
  dialog.set({ kind, ...options });
};
export const closeAuthDialog = () => dialog.set(null);
export const getAuthDialog = () => dialog.get();

export function useAuthDialogState(): AuthDialogState | null {
  return useStore(dialog);
}

/** The open dialog's kind (null when none is open). */
export function useAuthDialog(): AuthDialogKind | null {
  return useAuthDialogState()?.kind ?? null;
}
