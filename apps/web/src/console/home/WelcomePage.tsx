import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n';
import { ConsolePage } from '../ConsolePage';
import { useOperator } from '../operator';
import { CONSOLE_ROUTES, navSections, routeHref } from '../routes';

/** /console until the dashboard lands: a greeting and the pages this operator may open. */
export function WelcomePage() {
  const { t } = useTranslation();
  const operator = useOperator();
  const pages = navSections(CONSOLE_ROUTES, operator.permissions)
    .flatMap((s) => s.items)
    .filter((r) => r.path !== '');
  return (
    <ConsolePage
      title={t('console.welcome.title', { name: operator.displayName })}
      description={t('console.welcome.text')}
    >
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {pages.map((page) => {
          const Icon = page.nav.icon;
          return (
            <li key={page.path}>
              <Link
                to={routeHref(page)}
                className="flex items-center gap-3 rounded-lg bg-navy-850 px-4 py-3 ring-1 ring-white/10 hover:ring-gold-400/50"
              >
                {Icon && <Icon size={22} className="text-gold-400" />}
                <span className="text-sm font-medium text-white">{t(page.nav.labelKey)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </ConsolePage>
  );
}
