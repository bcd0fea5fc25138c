import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { buttonClass } from '@/components/cx';
import { HomeIcon } from '@/components/icons';
import { MessagePage } from './MessagePage';

/** Unknown routes (the server answers them with status 404 and the app). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      texts="notFound"
      image="/art/misc/not-found.svg"
      action={
        <Link to="/index" className={buttonClass('gold', 'lg')}>
          <HomeIcon size={18} />
          {t('notFound.home')}
        </Link>
      }
    />
  );
}
