import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useGeneralModal } from '@/components/GeneralModal';
import { useTranslation } from '@/lib/i18n';

/** The member centre's deposit page, opened over the current page (member-centre's `?mc=`). */
const DEPOSIT_SEARCH = '?mc=depositv2';

/**
 * The welcome after a registration (issue 33 item 15: the dialog closed and nothing said what next):
 * the new member's name and the next steps, deposit, the welcome offers, or play.
 */
export function useWelcome() {
  const { t } = useTranslation();
  const modal = useGeneralModal();
  const navigate = useNavigate();
  return useCallback(
    async (name: string) => {
      const choice = await modal.show({
        icon: 'success',
        title: t('register.welcome.title', { name }),
        content: t('register.welcome.text'),
        buttons: [
          { key: 'deposit', label: t('register.welcome.deposit'), variant: 'gold' },
          { key: 'offers', label: t('register.welcome.offers'), variant: 'outline' },
          { key: 'play', label: t('register.welcome.play'), variant: 'outline' },
        ],
      });
      if (choice === 'deposit') navigate({ search: DEPOSIT_SEARCH });
      else if (choice === 'offers') navigate('/promotions');
    },
    [modal, navigate, t],
  );
}
