import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { RefreshIcon } from '@/components/icons';
import { MessagePage } from './MessagePage';

/** /offline: the network is unreachable. */
export function OfflinePage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      texts="offline"
      image="/art/misc/offline.svg"
      action={
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => window.location.assign('/index')}>
          <RefreshIcon size={18} />
          {t('common.retry')}
        </button>
      }
    />
  );
}
