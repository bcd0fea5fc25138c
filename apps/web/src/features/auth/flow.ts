import type { LoginResult } from '@lotus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { establishSession, memberKeys } from '@/features/session';
import { closeAuthDialog, openAuthDialog } from './store';

export type SignInKind = 'username' | 'sms' | 'social' | 'register' | 'freeplay' | 'reset' | 'remember';

/**
 * What follows any successful sign-in (SPEC §4): store the token, load the info, make the
 * first-login call; when the password is the default or expired (username logins, the server's
 * mustChangePassword) the change-password dialog opens instead of the normal flow; otherwise the
 * dialogs close. Forgot-by-phone then goes to /. Answers what happened.
 */
export function useCompleteSignIn() {
  const client = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (result: LoginResult, kind: SignInKind): Promise<'changePassword' | 'done'> => {
      await establishSession(result);
      void client.invalidateQueries({ queryKey: memberKeys.all });
      if (result.mustChangePassword && kind !== 'sms' && kind !== 'social') {
        openAuthDialog('changePassword', { forced: result.defaultPassword ? 'default' : 'expired' });
        return 'changePassword';
      }
      closeAuthDialog();
      if (kind === 'reset') navigate('/', { replace: true });
      return 'done';
    },
    [client, navigate],
  );
}
