import { useTranslation } from '@/lib/i18n';
import { usePageTitle } from '@/features/brand';
import { NoticeBrowser } from './NoticeBrowser';

/** /noticePage: the notices as a page. */
export function NoticePage() {
  const { t } = useTranslation();
  usePageTitle(t('notice.title'));
  return (
    <div className="mx-auto w-full max-w-5xl">
      <h1 className="mb-4 text-xl font-bold text-white sm:text-2xl">{t('notice.title')}</h1>
      <div className="overflow-hidden rounded-2xl border border-white/10 bg-navy-850/80">
        <NoticeBrowser className="md:min-h-[32rem]" headingLevel={2} />
      </div>
    </div>
  );
}
