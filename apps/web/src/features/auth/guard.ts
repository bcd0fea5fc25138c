import { IS_AGENT } from '@lotus/contracts';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useGeneralModal } from '@/components/GeneralModal';
import { getSession } from '@/lib/session';
import { openAuthDialog } from './store';

export interface ActionGuardOptions {
  /** Trial accounts (isAgent 4) may do it too (default false: a real account is needed). */
  allowTrial?: boolean;
}

/**
 * The action guard (SPEC §5, §6): without a token the login popup opens ('You are not logged in,
 * please login'); a trial account (isAgent 4) gets the in_need_true_account warning with the
 * confirm button in_increase_submit, and the action is blocked. Otherwise the action runs.
 * Answers whether it ran.
 */
export function useActionGuard() {
  const { t } = useTranslation();
  const modal = useGeneralModal();
  return useCallback(
    (action?: () => void, options: ActionGuardOptions = {}): boolean => {
      const session = getSession();
      if (!session.token) {
        openAuthDialog('login', { reason: 'notLoggedIn' });
        return false;
      }
      if (!options.allowTrial && session.isAgent === IS_AGENT.TRIAL) {
        void modal.show({
          icon: 'warning',
          title: t('guard.title'),
          content: t('guard.in_need_true_account'),
          buttons: [{ key: 'in_increase_submit', label: t('guard.in_increase_submit'), variant: 'primary' }],
        });
        return false;
      }
      action?.();
      return true;
    },
    [modal, t],
  );
}
