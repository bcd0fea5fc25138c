import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';

export function OperatorsPage() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.nav.operators')}>
      <p className="text-sm text-slate-400">…</p>
    </ConsolePage>
  );
}
