import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { RefreshIcon } from '@/components/icons';
import { usePageTitle } from '@/features/brand';

/** /offline: the network is unreachable. */
export function OfflinePage() {
  const { t } = useTranslation();
  usePageTitle(t('offline.title'));
  return (
    <EmptyState
      level={1}
      image="/art/misc/offline.svg"
      title={t('offline.title')}
      description={t('offline.text')}
      action={
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => window.location.assign('/index')}>
          <RefreshIcon size={18} />
          {t('common.retry')}
        </button>
      }
    />
  );
}
