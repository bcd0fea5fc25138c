import { useTranslation } from '@/lib/i18n';
import { NavLink } from 'react-router';
import { cx } from '@/components/cx';
import { EsportsIcon, HomeIcon, MenuIcon, PvpIcon } from '@/components/icons';
import { useCategoryLabel } from '@/features/brand';
import { useOfferedCategories } from '@/features/games';
import { preloadOnIntent } from '@/lib/prefetch';
import { preloadSideMenuDrawer } from './SideMenuDrawer';

const cell = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium',
    isActive ? 'text-gold-300' : 'text-slate-400 hover:text-white',
  );

/** Phone bottom bar: home, e-sports and PvP entries, and the menu. */
export function BottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const label = useCategoryLabel();
  const categories = useOfferedCategories();
  const esports = categories.find((c) => c.gameType === 'ESPORTS');
  const pvp = categories.find((c) => c.gameType === 'PVP');
  return (
    <nav
      aria-label={t('bottomBar.label')}
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-white/10 bg-navy-950 pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <NavLink to="/index" className={cell}>
        <HomeIcon size={22} />
        {t('nav.home')}
      </NavLink>
      {/* Only categories with games (useOfferedCategories): none is advertised that has nothing to play. */}
      {esports && (
        <NavLink to={esports.page} className={cell}>
          <EsportsIcon size={22} />
          {label(esports)}
        </NavLink>
      )}
      {pvp && (
        <NavLink to={pvp.page} className={cell}>
          <PvpIcon size={22} />
          {label(pvp)}
        </NavLink>
      )}
      <button
        type="button"
        className={cell({ isActive: false })}
        onClick={onOpenMenu}
        {...preloadOnIntent(preloadSideMenuDrawer)}
      >
        <MenuIcon size={22} />
        {t('bottomBar.menu')}
      </button>
    </nav>
  );
}
