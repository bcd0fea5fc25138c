import type { Maintenance } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { ClockIcon } from '@/components/icons';
import { usePermissionQuery } from '@/features/brand';
import { formatDateTime, timeZoneLabel } from '@/lib/format';
import { SiteModeFrame } from './SiteModeFrame';

/** Status 1: System Maintenance (SPEC §2, §8). */
export function MaintenancePage({ maintenance }: { maintenance: Maintenance }) {
  const { t, i18n } = useTranslation();
  const permission = usePermissionQuery();
  const timeZone = permission.data?.info.whitelabel.timeZone ?? 'Asia/Ho_Chi_Minh';
  const message = maintenance.message
    ? i18n.language === 'en'
      ? maintenance.message.en
      : maintenance.message.vi
    : null;

  return (
    <SiteModeFrame
      image="/art/misc/maintenance.svg"
      heading={t('siteMode.maintenance.title')}
      testId="maintenance-page"
    >
      <p className="text-base text-slate-200 sm:text-lg">{t('siteMode.maintenance.text')}</p>
      {message && (
        <p
          className="rounded-xl bg-navy-900/70 px-4 py-3 text-slate-200 ring-1 ring-white/10"
          data-testid="maintenance-message"
        >
          {message}
        </p>
      )}
      {maintenance.until && (
        <p className="inline-flex items-center justify-center gap-2 text-gold-300" data-testid="maintenance-until">
          <ClockIcon size={18} />
          {t('siteMode.maintenance.until', {
            time: `${formatDateTime(maintenance.until, timeZone)} (${timeZoneLabel(timeZone, maintenance.until)})`,
          })}
        </p>
      )}
      <p className="text-slate-400">{t('siteMode.maintenance.thanks')}</p>
    </SiteModeFrame>
  );
}
