import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';

export function AccountPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.nav.account')}>
      <p className="text-sm text-slate-400">…</p>
    </ConsolePage>
  );
}
