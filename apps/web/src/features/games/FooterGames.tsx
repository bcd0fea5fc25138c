import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { useCategoryLabel } from '@/features/brand';
import { useOfferedCategories } from './offeredCategories';
import { useGameVendors } from './queries';
import { useLaunchGame } from './useLaunch';

/** The footer's game links: sports launches the first sports vendor directly (SPEC §2). */
export function FooterGames() {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const categories = useOfferedCategories();
  const vendors = useGameVendors();
  const { openCategory } = useLaunchGame();
  const cls = 'text-sm text-slate-400 hover:text-gold-300';
  return (
    <nav aria-label={t('games.footerLabel')} className="mt-6">
      <h2 className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{t('games.footerLabel')}</h2>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {categories.map((c) => (
          <li key={c.gameType}>
            {c.gameType === 'SPORTS' ? (
              <button
                type="button"
                className={cls}
                onClick={() =>
                  openCategory('SPORTS', c.page, vendors.data?.find((v) => v.gameCategory === 'SPORTS')?.vendors ?? [])
                }
              >
                {label(c)}
              </button>
            ) : (
              <Link to={c.page} className={cls}>
                {label(c)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
