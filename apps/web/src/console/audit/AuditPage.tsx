import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';

export function AuditPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.nav.audit')}>
      <p className="text-sm text-slate-400">…</p>
    </ConsolePage>
  );
}
