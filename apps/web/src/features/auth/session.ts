import { useCallback } from 'react';
import { getToken } from '@/lib/session';
import { openAuthDialog } from './store';

/** The session as the shell sees it. Logging in arrives with issue 3; for now a token in session
 * storage (key `token`) counts as logged in. */
export function useSession() {
  const token = getToken();
  return { token, loggedIn: token !== null };
}

/** SPEC §5 action guard: without a token the login popup opens instead of the action. */
export function useRequireLogin() {
  return useCallback((action?: () => void) => {
    if (!getToken()) {
      openAuthDialog('login');
      return;
    }
    action?.();
  }, []);
}
