import { useTranslation } from '@/lib/i18n';
import { useGlobalLoading } from '@/lib/loading';
import { cx } from './cx';

export function Spinner({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <span
      className={cx('inline-block animate-spin rounded-full border-[3px] border-navy-600 border-t-gold-400', className)}
      style={{ width: size, height: size }}
      aria-hidden="true"
    />
  );
}

/** Full-page loading state (e.g. while the system status loads). */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-4">
      <Spinner size={48} />
      <span className="text-sm text-slate-400">{t('common.loading')}</span>
    </div>
  );
}

/** The site-wide loading spinner: an overlay shown while `beginLoading()` tasks run. */
export function GlobalSpinner() {
  const { t } = useTranslation();
  const active = useGlobalLoading();
  if (!active) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={t('common.loading')}
      className="fixed inset-0 z-[100] flex items-center justify-center bg-navy-950/60"
    >
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-navy-800/90 px-8 py-6 shadow-2xl ring-1 ring-white/10">
        <Spinner size={44} />
        <span className="text-sm text-slate-300">{t('common.loading')}</span>
      </div>
    </div>
  );
}
