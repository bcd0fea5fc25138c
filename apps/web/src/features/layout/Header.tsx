import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass, cx } from '@/components/cx';
import { CrownIcon, HomeIcon, MenuIcon, PromoIcon, RewardIcon } from '@/components/icons';
import { LanguageSelector } from '@/components/LanguageSelector';
import { useBrand, useCategoryLabel } from '@/features/brand';
import { CategoryTab, useOfferedCategories } from '@/features/games';
import { useOpenMemberCentre } from '@/features/member-centre';
import { RewardsBadge } from '@/features/promotions';
import { useMemberInfo, useSession } from '@/features/session';
import { useRgBlocked } from '@/features/security-center';
import { preloadOnIntent } from '@/lib/prefetch';
import { AccountMenu } from './AccountMenu';
import { AuthDialogButton } from './AuthDialogButton';
import { categoryIcon } from './categoryIcon';
import { preloadSideMenuDrawer } from './SideMenuDrawer';

// From lg the tabs sit closer together, so the home tab, every category, promotions and rewards fit in a
// 1440 px row in either language (on phones and tablets the row scrolls sideways).
const tab = ({ isActive }: { isActive: boolean }) =>
  cx(
    'relative flex h-11 shrink-0 items-center gap-1.5 px-3 text-sm font-medium whitespace-nowrap transition-colors lg:h-12 lg:gap-1 lg:px-2',
    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:rounded-full after:transition-colors lg:after:inset-x-2',
    isActive ? 'text-gold-300 after:bg-gold-400' : 'text-slate-300 after:bg-transparent hover:text-white',
  );

/** VIP rank, '- -' when logged out (SPEC §2); the member's club label when signed in. */
export function VipRank({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const info = useMemberInfo();
  // The rank level of the member's club label (VIP ranks themselves come with the VIP issue).
  const rank = loggedIn && info.data ? String(info.data.clubLabel.rankLevel) : undefined;
  return (
    <Link
      to="/vip"
      onClick={onClick}
      className={cx(
        'inline-flex h-9 items-center gap-1.5 rounded-full border border-gold-400/30 bg-gold-400/10 px-3 text-xs font-semibold text-gold-300 hover:border-gold-400/70',
        className,
      )}
      aria-label={t('header.vipRankLabel', { rank: rank ?? t('header.vipNoneSpoken') })}
    >
      <CrownIcon size={16} />
      <span>{t('header.vip')}</span>
      <span data-testid="vip-rank">{rank ?? t('header.vipNone')}</span>
    </Link>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation();
  const { whitelabel } = useBrand();
  const label = useCategoryLabel();
  const categories = useOfferedCategories();
  const { loggedIn } = useSession();
  const openMemberCentre = useOpenMemberCentre();
  // A time-out or self-exclusion: no reward badge offered.
  const blocked = useRgBlocked();
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();

  // On phones the tabs scroll sideways: keep the current one in view. On the page load it jumps there:
  // Chromium takes a smooth (compositor) scroll for the user's and stops measuring the largest paint.
  const scrolledOnce = useRef(false);
  useEffect(() => {
    const active = tabs.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = tabs.current;
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    const behavior = scrolledOnce.current ? 'smooth' : 'instant';
    scrolledOnce.current = true;
    list.scrollTo?.({ left: active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2, behavior });
  }, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-navy-950">
      <div className="mx-auto flex h-14 max-w-[1600px] items-center gap-1.5 px-2 xs:gap-2 xs:px-3 sm:gap-3 sm:px-6 lg:h-16">
        {onOpenMenu && (
          <button
            type="button"
            onClick={onOpenMenu}
            {...preloadOnIntent(preloadSideMenuDrawer)}
            className="-ml-1.5 rounded-lg p-1.5 text-slate-200 hover:bg-white/5 lg:hidden"
            aria-label={t('header.openMenu')}
          >
            <MenuIcon size={22} />
          </button>
        )}
        <Link
          to="/index"
          className="flex shrink-0 items-center"
          aria-label={t('header.homeLink', { site: whitelabel.siteName })}
        >
          {/* Phones show the brand's mark, so the sign-in buttons keep their whole labels. */}
          <picture>
            <source media="(min-width: 40rem)" srcSet={whitelabel.logoUrl} />
            <img
              src={whitelabel.faviconUrl}
              alt={whitelabel.siteName}
              className="h-8 w-8 object-contain sm:h-9 sm:w-auto sm:max-w-[10rem]"
            />
          </picture>
        </Link>
        {/* Under 360 px the language moves to the side menu; labels truncate rather than push the page wider. */}
        <div className="ml-auto flex min-w-0 items-center gap-1.5 sm:gap-3">
          <div className="hidden sm:block">
            <VipRank />
          </div>
          <div className="hidden xs:block">
            <LanguageSelector compact />
          </div>
          {loggedIn && <AccountMenu />}
          {!loggedIn && (
            <>
              <AuthDialogButton
                kind="login"
                className={buttonClass('outline', 'sm', 'min-w-0 px-2.5 sm:h-9 sm:px-4 sm:text-sm')}
              >
                <span className="truncate">{t('auth.login')}</span>
              </AuthDialogButton>
              <AuthDialogButton
                kind="register"
                className={buttonClass('gold', 'sm', 'min-w-0 px-2.5 sm:h-9 sm:px-4 sm:text-sm')}
              >
                <span className="truncate">{t('auth.register')}</span>
              </AuthDialogButton>
            </>
          )}
        </div>
      </div>
      <nav aria-label={t('header.navLabel')} className="border-t border-white/5 bg-navy-900/60">
        <ul
          ref={tabs}
          className="scrollbar-none relative mx-auto flex max-w-[1600px] items-center overflow-x-auto px-1 sm:px-4"
        >
          <li>
            <NavLink to="/index" className={tab}>
              <HomeIcon size={18} />
              {t('nav.home')}
            </NavLink>
          </li>
          {categories.map((c) => {
            const Icon = categoryIcon(c);
            return (
              <li key={c.gameType}>
                <CategoryTab entry={c}>
                  <NavLink to={c.page} className={tab}>
                    <Icon size={18} />
                    {label(c)}
                  </NavLink>
                </CategoryTab>
              </li>
            );
          })}
          <li>
            <NavLink to="/promotions" className={tab}>
              <PromoIcon size={18} />
              {t('nav.promotions')}
            </NavLink>
          </li>
          <li>
            <button type="button" className={tab({ isActive: false })} onClick={() => openMemberCentre('rewardCenter')}>
              <RewardIcon size={18} />
              {t('nav.rewards')}
              {loggedIn && !blocked && <RewardsBadge />}
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
