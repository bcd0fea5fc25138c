import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from '@/components/cx';
import { EmptyState } from '@/components/EmptyState';
import { HomeIcon } from '@/components/icons';
import { usePageTitle } from '@/features/brand';

/** Unknown routes (the server answers them with status 404 and the app). */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <EmptyState
      level={1}
      image="/art/misc/not-found.svg"
      title={t('notFound.title')}
      description={t('notFound.text')}
      action={
        <Link to="/index" className={buttonClass('gold', 'lg')}>
          <HomeIcon size={18} />
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
