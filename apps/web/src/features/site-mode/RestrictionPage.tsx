import type { VisitorLocation } from '@lotus/contracts';
import { useTranslation } from '@/lib/i18n';
import { LocationIcon } from '@/components/icons';
import { SiteModeFrame } from './SiteModeFrame';

function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Status 2: IP Restriction (SPEC §2, §8). */
export function RestrictionPage({ location }: { location: VisitorLocation }) {
  const { t, i18n } = useTranslation();
  const country = location.country
    ? `${countryName(location.country, i18n.language)} (${location.country})`
    : t('siteMode.restriction.unknownCountry');
  return (
    <SiteModeFrame image="/art/misc/restricted.svg" heading={t('siteMode.restriction.title')} testId="restriction-page">
      <p className="text-base text-slate-200 sm:text-lg">{t('siteMode.restriction.text')}</p>
      <dl className="mx-auto grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-navy-900/70 px-4 py-3 text-left ring-1 ring-white/10">
        <dt className="flex items-center gap-1.5 text-slate-400">
          <LocationIcon size={16} />
          {t('siteMode.restriction.ip')}
        </dt>
        <dd className="font-mono break-all text-white" data-testid="visitor-ip">
          {location.ip}
        </dd>
        <dt className="pl-[22px] text-slate-400">{t('siteMode.restriction.country')}</dt>
        <dd className="text-white" data-testid="visitor-country">
          {country}
        </dd>
      </dl>
    </SiteModeFrame>
  );
}
