import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useOutlet } from 'react-router';
import { cx } from '@/components/cx';
import { LazyBoundary } from '@/components/LazyBoundary';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { RightBar } from './RightBar';
import { SideMenu } from './SideMenu';
import { SideMenuDrawer } from './SideMenuDrawer';

export interface ShellProps {
  header?: boolean;
  footer?: boolean;
  sideMenu?: boolean;
  /** Desktop right bar; follows the side menu unless set. */
  rightBar?: boolean;
}

/**
 * The page layout of the routes table (SPEC §2): header, side menu (a left column on desktop, a
 * drawer on phones), the page, the footer, the right bar and the phone bottom bar.
 */
export function Shell({ header = true, footer = true, sideMenu = true, rightBar = sideMenu }: ShellProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const openMenu = () => setDrawerOpen(true);
  const page = useOutlet();

  return (
    <div
      className="flex min-h-dvh flex-col"
      data-layout={[header && 'header', sideMenu && 'side-menu', footer && 'footer'].filter(Boolean).join(' ')}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-gold-400 focus:px-4 focus:py-2 focus:text-navy-950"
      >
        {t('common.skipToContent')}
      </a>
      {header && <Header onOpenMenu={sideMenu ? openMenu : undefined} />}
      <div className={cx('mx-auto flex w-full max-w-[1600px] flex-1', rightBar && 'lg:pr-20')}>
        {sideMenu && (
          <aside
            aria-label={t('sideMenu.title')}
            className={cx(
              'hidden w-64 shrink-0 overflow-y-auto border-r border-white/5 lg:block',
              header ? 'sticky top-[114px] h-[calc(100dvh-114px)]' : 'sticky top-0 h-dvh',
            )}
          >
            <SideMenu />
          </aside>
        )}
        <main
          id="main"
          tabIndex={-1}
          className={cx(
            'min-w-0 flex-1 px-3 py-4 outline-none sm:px-6 lg:py-6',
            sideMenu && !footer && 'pb-20 lg:pb-6',
          )}
        >
          {/* Until a page's code is there, the footer waits below the fold instead of showing and then moving down. */}
          <LazyBoundary fallback={<div className="min-h-dvh" />}>{page}</LazyBoundary>
        </main>
      </div>
      {footer && <Footer withBottomBar={sideMenu} />}
      {rightBar && <RightBar />}
      {sideMenu && (
        <>
          <SideMenuDrawer open={drawerOpen} onOpenChange={setDrawerOpen} />
          <BottomBar onOpenMenu={openMenu} />
        </>
      )}
    </div>
  );
}
