import type { Resource } from '@lotus/contracts';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass, cx } from '@/components/cx';
import { SegmentedTabs, TabPanel } from '@/components/form';
import { DownloadIcon, SuccessIcon } from '@/components/icons';
import { useBrand, usePageTitle } from '@/features/brand';
import { promptInstall, useInstallPrompt } from './pwa';
import { StepArt, type StepArtKind } from './StepArt';

const APP_TYPES = ['IOS', 'IOS_LITE', 'ANDROID'] as const;
type AppType = (typeof APP_TYPES)[number];
type Guide = 'ios' | 'android' | 'lite';

/** The steps of each install guide with their pictures (texts under download.guides.<guide>.<n>). */
const GUIDES: Record<Guide, StepArtKind[]> = {
  ios: ['scan', 'install', 'trust', 'open'],
  android: ['scan', 'download', 'unknownSources', 'open'],
  lite: ['safari', 'share', 'addHome', 'open'],
};

function AppCard({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const type = resource.resourceType as AppType;
  const name = t(`download.apps.${type}.name`);
  return (
    <li
      className="flex flex-col items-center rounded-2xl border border-white/10 bg-navy-800/70 p-5 text-center"
      data-testid={`app-${type}`}
    >
      <h3 className="text-base font-semibold text-white">{name}</h3>
      <p className="mt-1 text-xs text-slate-400 sm:min-h-8">{t(`download.apps.${type}.text`)}</p>
      {resource.qrCodeUrl && (
        <img
          src={resource.qrCodeUrl}
          alt={t('download.qrAlt', { name })}
          width={160}
          height={160}
          className="mt-4 h-40 w-40 rounded-xl bg-white p-2"
        />
      )}
      <p className="mt-3 text-xs text-slate-500">{t('download.scan')}</p>
      <a href={resource.url} target="_blank" rel="noopener noreferrer" className={buttonClass('outline', 'sm', 'mt-3')}>
        <DownloadIcon size={16} />
        {t('download.open', { name })}
      </a>
    </li>
  );
}

function InstallCard() {
  const { t } = useTranslation();
  const { canInstall, installed } = useInstallPrompt();
  const [answer, setAnswer] = useState<'accepted' | 'dismissed' | null>(null);
  return (
    <section
      aria-labelledby="pwa-title"
      className="flex flex-col gap-4 rounded-2xl border border-gold-400/30 bg-gradient-to-br from-primary/25 to-navy-850 p-5 sm:flex-row sm:items-center"
    >
      <img src="/art/brand/app-icon.svg" alt="" width={64} height={64} className="h-16 w-16 rounded-2xl" />
      <div className="flex-1">
        <h2 id="pwa-title" className="text-lg font-semibold text-white">
          {t('download.pwaTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-300">{t('download.pwaText')}</p>
        {!installed && !canInstall && <p className="mt-2 text-xs text-slate-400">{t('download.pwaManual')}</p>}
      </div>
      {installed || answer === 'accepted' ? (
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-300" role="status">
          <SuccessIcon size={18} />
          {t('download.installed')}
        </p>
      ) : (
        canInstall && (
          <button
            type="button"
            className={buttonClass('gold', 'lg')}
            onClick={() => void promptInstall().then((ok) => setAnswer(ok ? 'accepted' : 'dismissed'))}
          >
            <DownloadIcon size={18} />
            {t('download.install')}
          </button>
        )
      )}
    </section>
  );
}

function Guides() {
  const { t } = useTranslation();
  const [guide, setGuide] = useState<Guide>('ios');
  return (
    <section aria-labelledby="guides-title" className="rounded-2xl border border-white/10 bg-navy-850/80 p-4 sm:p-6">
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="guides-title" className="text-lg font-semibold text-white">
          {t('download.guidesTitle')}
        </h2>
        <SegmentedTabs
          tabs={(['ios', 'android', 'lite'] as const).map((id) => ({ id, label: t(`download.guides.${id}.tab`) }))}
          value={guide}
          onChange={setGuide}
          label={t('download.guidesTitle')}
          idPrefix="guide"
          className="sm:min-w-[20rem]"
        />
      </div>
      <TabPanel idPrefix="guide" tab={guide}>
        <p className="mb-4 text-sm text-slate-400">{t(`download.guides.${guide}.intro`)}</p>
        <ol className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {GUIDES[guide].map((art, i) => (
            <li
              key={`${guide}-${art}`}
              className="flex flex-col items-center rounded-xl bg-navy-800/60 p-3 text-center sm:p-4"
            >
              <StepArt kind={art} className="h-32 w-auto sm:h-44" />
              <p className="mt-3 text-xs font-semibold tracking-wide text-gold-300 uppercase">
                {t('download.step', { n: i + 1 })}
              </p>
              <p className="mt-1 text-xs text-slate-200 sm:text-sm">{t(`download.guides.${guide}.steps.${i}`)}</p>
            </li>
          ))}
        </ol>
      </TabPanel>
    </section>
  );
}

/**
 * /down (and /download): the brand's iOS, iOS-lite and Android apps with QR codes (each only when
 * the resource exists), the installable web app with an install button when the browser offers
 * it, and install guides with pictures.
 */
export function DownloadPage() {
  const { t } = useTranslation();
  const { info } = useBrand();
  usePageTitle(t('download.title'));
  const apps = APP_TYPES.map((type) => info.resources.find((r) => r.resourceType === type)).filter(
    (r): r is Resource => !!r,
  );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6" data-testid="download-page">
      <div>
        <h1 className="text-xl font-bold text-white sm:text-2xl">{t('download.title')}</h1>
        <p className="mt-1 text-sm text-slate-400">{t('download.subtitle')}</p>
      </div>
      <InstallCard />
      {apps.length > 0 ? (
        <section aria-labelledby="apps-title">
          <h2 id="apps-title" className="mb-3 text-lg font-semibold text-white">
            {t('download.appsTitle')}
          </h2>
          <ul className={cx('grid gap-4', apps.length > 1 && 'sm:grid-cols-2', apps.length > 2 && 'lg:grid-cols-3')}>
            {apps.map((r) => (
              <AppCard key={r.resourceType} resource={r} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="rounded-xl border border-white/10 bg-navy-850/80 p-4 text-sm text-slate-400">
          {t('download.noApps')}
        </p>
      )}
      <Guides />
    </div>
  );
}
