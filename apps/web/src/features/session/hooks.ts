import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNavigate } from 'react-router';
import { useConfirm } from '@/components/GeneralModal';
import { useBrand, storeSettings } from '@/features/brand';
import { COOKIE_KEYS, removeCookie } from '@/lib/cookies';
import { clearSession, getToken, useSessionSnapshot, type SessionSnapshot } from '@/lib/session';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { logoutCall } from './api';
import { memberKeys } from './queries';

/** The session as the site sees it (re-renders on login, logout and info updates). */
export function useSession(): SessionSnapshot {
  return useSessionSnapshot();
}

/** Forgets every member query (after logout or an ended session). */
export function dropMemberData(client: QueryClient): void {
  client.removeQueries({ queryKey: memberKeys.all });
}

/** Writes the brand's settings back after the session storage was cleared (they are brand data). */
function restoreBrandData(brand: ReturnType<typeof useBrand>) {
  storeSettings(brand.tree);
  session.set(STORAGE_KEYS.settings, JSON.stringify(brand.settings));
}

/**
 * Logout (SPEC §4): confirm dialog, DELETE /wps/session/logout, session storage cleared except
 * merchant, go to /, login, agent and VIP state reset. Resolves to whether the member logged out.
 */
export function useLogout() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const client = useQueryClient();
  const navigate = useNavigate();
  const brand = useBrand();

  return useCallback(
    async (options: { confirm?: boolean } = {}): Promise<boolean> => {
      if (options.confirm !== false) {
        const sure = await confirm({
          title: t('session.logoutTitle'),
          content: t('session.logoutConfirm'),
          confirm: t('session.logout'),
        });
        if (!sure) return false;
      }
      const token = getToken();
      // The server call may fail (network, ended session): the local session ends anyway.
      if (token) await logoutCall(token).catch(() => undefined);
      clearSession();
      // The server revokes the member's remember tokens on logout; the remembered username stays.
      removeCookie(COOKIE_KEYS.loginRemember);
      restoreBrandData(brand);
      dropMemberData(client);
      navigate('/', { replace: true });
      return true;
    },
    [brand, client, confirm, navigate, t],
  );
}
