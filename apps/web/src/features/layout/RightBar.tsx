import type { Resource } from '@lotus/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cx } from '@/components/cx';
import { ChatIcon, DownloadIcon, HeadsetIcon, MailIcon } from '@/components/icons';
import { useBrand } from '@/features/brand';
import { useContactUs } from '@/features/customer-service';

const QR_TYPES = ['IOS', 'IOS_LITE', 'ANDROID'] as const;

const cell =
  'group relative flex h-11 w-11 items-center justify-center rounded-xl text-slate-300 transition-colors hover:bg-primary/30 hover:text-gold-300 focus-visible:bg-primary/30';

/** A hover / focus label to the left of a right-bar button. */
function Flyout({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <span
      className={cx(
        'pointer-events-none absolute top-1/2 right-full mr-3 -translate-y-1/2 rounded-xl border border-white/10 bg-navy-800 text-xs text-slate-100 opacity-0 shadow-xl shadow-black/50 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
        wide ? 'w-44 p-3 text-center' : 'px-3 py-2 whitespace-nowrap',
      )}
    >
      {children}
    </span>
  );
}

/**
 * Right bar (desktop only): customer service, the social link, the e-mail link, and download QR
 * codes for iOS, iOS-lite and Android when those resources exist.
 */
export function RightBar() {
  const { t } = useTranslation();
  const { info } = useBrand();
  const contactUs = useContactUs();
  const byType = (type: Resource['resourceType']) => info.resources.find((r) => r.resourceType === type);
  const social =
    byType('SOCIAL') ??
    (info.customerService.social[0]
      ? { url: info.customerService.social[0].url, labelNameEn: info.customerService.social[0].name }
      : undefined);
  const emailUrl =
    byType('EMAIL')?.url ?? (info.customerService.email ? `mailto:${info.customerService.email}` : undefined);
  const qrs = QR_TYPES.map((type) => byType(type)).filter((r): r is Resource => !!r && !!r.qrCodeUrl);

  return (
    <aside
      aria-label={t('rightBar.label')}
      className="fixed top-1/2 right-3 z-30 hidden -translate-y-1/2 flex-col items-center gap-1 rounded-2xl border border-white/10 bg-navy-850/90 p-1.5 shadow-2xl shadow-black/50 lg:flex"
    >
      <button type="button" className={cell} onClick={contactUs} aria-label={t('customerService.title')}>
        <HeadsetIcon size={22} />
        <Flyout>{t('customerService.title')}</Flyout>
      </button>
      {social && (
        <a
          className={cell}
          href={social.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('rightBar.social', { name: social.labelNameEn })}
        >
          <ChatIcon size={22} />
          <Flyout>{t('rightBar.social', { name: social.labelNameEn })}</Flyout>
        </a>
      )}
      {emailUrl && (
        <a className={cell} href={emailUrl} aria-label={t('rightBar.email')}>
          <MailIcon size={22} />
          <Flyout>{t('rightBar.email')}</Flyout>
        </a>
      )}
      {qrs.length > 0 && <span className="my-1 h-px w-7 bg-white/10" aria-hidden="true" />}
      {qrs.map((r) => {
        const name = t(`rightBar.download.${r.resourceType}`);
        return (
          <a
            key={r.resourceType}
            className={cell}
            href={r.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={name}
            data-testid={`qr-${r.resourceType}`}
          >
            <DownloadIcon size={20} />
            <span className="absolute -bottom-0.5 text-[8px] font-bold tracking-tight text-gold-400">
              {t(`rightBar.short.${r.resourceType}`)}
            </span>
            <Flyout wide>
              <img
                src={r.qrCodeUrl!}
                alt={t('rightBar.qrAlt', { name })}
                width={144}
                height={144}
                className="mx-auto h-36 w-36 rounded-lg bg-white p-1.5"
                loading="lazy"
              />
              <span className="mt-2 block font-semibold">{name}</span>
              <span className="block text-[11px] text-slate-400">{t('rightBar.scan')}</span>
            </Flyout>
          </a>
        );
      })}
    </aside>
  );
}
