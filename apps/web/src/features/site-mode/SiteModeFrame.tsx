import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { buttonClass } from '@/components/cx';
import { HeadsetIcon } from '@/components/icons';
import { LanguageSelector } from '@/components/LanguageSelector';
import { useCategoryLabel, usePageTitle, usePermissionQuery } from '@/features/brand';
import { useContactUs } from '@/features/customer-service';

export interface SiteModeFrameProps {
  /** Illustration under /art/misc. */
  image: string;
  heading: string;
  children: ReactNode;
  testId: string;
}

/** The whole-site page frame shared by maintenance and region restriction. */
export function SiteModeFrame({ image, heading, children, testId }: SiteModeFrameProps) {
  const { t } = useTranslation();
  const permission = usePermissionQuery();
  const contactUs = useContactUs();
  const whitelabel = permission.data?.info.whitelabel;
  const localName = useCategoryLabel();
  usePageTitle(heading);

  return (
    <div className="flex min-h-dvh flex-col" data-testid={testId}>
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-8">
        <img
          src={whitelabel?.logoUrl ?? '/art/brand/logo.svg'}
          alt={whitelabel?.siteName ?? 'Lotus'}
          className="h-8 w-auto sm:h-10"
        />
        <LanguageSelector />
      </header>
      <main className="flex flex-1 items-center justify-center px-4 pb-12">
        <div className="w-full max-w-xl rounded-3xl border border-white/10 bg-navy-850/80 p-6 text-center shadow-2xl shadow-black/40 sm:p-10">
          <img
            src={image}
            alt=""
            className="mx-auto mb-6 h-40 w-auto max-w-full sm:h-52"
            onError={(e) => {
              e.currentTarget.style.display = 'none';
            }}
          />
          <h1 className="text-2xl font-bold text-white sm:text-3xl">{heading}</h1>
          <div className="mt-4 space-y-3 text-sm text-slate-300 sm:text-base">{children}</div>
          <button
            type="button"
            className={buttonClass('gold', 'lg', 'mt-8 w-full sm:w-auto')}
            onClick={contactUs}
            disabled={permission.isPending}
          >
            <HeadsetIcon size={20} />
            {t('siteMode.contactUs')}
          </button>
        </div>
      </main>
      {whitelabel?.copyright && (
        <footer className="px-4 pb-6 text-center text-xs text-slate-500">
          {localName({ name: whitelabel.copyright, enName: whitelabel.copyrightEn })}
        </footer>
      )}
    </div>
  );
}
