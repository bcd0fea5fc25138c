import { useEffect, type ReactElement } from 'react';
import { BrowserRouter, matchRoutes, Navigate, Outlet, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { LazyBoundary } from '@/components/LazyBoundary';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/Spinner';
import { loadAgentSignInPage } from '@/features/agent-centre';
import { loadNoticePage, NoticeDialog } from '@/features/announcements';
import { AuthDialogs, OpenAuthDialog } from '@/features/auth';
import { BrandGate } from '@/features/brand';
import { loadChatPage } from '@/features/customer-service';
import { loadDownloadPage } from '@/features/download';
import { GamesDialogs, loadGamePage, loadListingPage, loadLotteryPage, type ListingKey } from '@/features/games';
import { loadHelpCentrePage } from '@/features/help';
import { HomePage } from '@/features/home';
import { loadJoinPage } from '@/features/join';
import { Shell, ShellSkeleton, type ShellProps } from '@/features/layout';
import { MemberCentre, prefetchMemberCentre } from '@/features/member-centre';
import { BalanceStream } from '@/features/money';
import { loadNotFoundPage, loadOfflinePage } from '@/features/placeholders';
import { loadPointMallPage } from '@/features/points';
import { loadPromoDetailPage, loadPromotionsPage } from '@/features/promotions';
import { RealityCheck } from '@/features/security-center';
import { SessionBootstrap } from '@/features/session';
import { loadVipPage } from '@/features/vip';
import { pageTextsReady } from '@/lib/i18n';
import { lazyComponent, type ComponentLoader } from '@/lib/lazy';
import { prefetchLinksOnIntent, prefetchRoute, setRoutePrefetcher, whenIdle } from '@/lib/prefetch';
import { getToken } from '@/lib/session';
import { LoginGuard } from './LoginGuard';
import { memberCentrePages } from './memberCentrePages';
import { ScrollRestoration } from './ScrollRestoration';

/**
 * What a visitor most likely needs next, fetched when idle: the page texts, the game lists and, for a
 * member, the member centre (a guest's sign-in forms load when their buttons are pointed at or touched).
 */
function prefetchLikelyNext() {
  void pageTextsReady().catch(() => undefined);
  prefetchRoute('/hot');
  if (getToken()) prefetchMemberCentre();
}

function usePrefetching() {
  useEffect(() => prefetchLinksOnIntent(), []);
  useEffect(() => whenIdle(prefetchLikelyNext), []);
}

/** A render error anywhere in the site: the error state, whose retry loads the page again. */
const routeError = (error: unknown) => (
  <main className="flex min-h-dvh items-center justify-center">
    <ErrorState error={error} onRetry={() => window.location.reload()} />
  </main>
);

function Root() {
  usePrefetching();
  return (
    <ErrorBoundary fallback={routeError}>
      <BrandGate fallback={<ShellSkeleton />}>
        <SessionBootstrap />
        <BalanceStream />
        <RealityCheck />
        <LoginGuard>
          <Outlet />
        </LoginGuard>
        <MemberCentre pages={memberCentrePages} />
        <AuthDialogs />
        <NoticeDialog />
        <GamesDialogs />
        <ScrollRestoration />
      </BrandGate>
    </ErrorBoundary>
  );
}

/** Route data of a lazily loaded page: what to fetch ahead of a likely navigation to it. */
interface PageHandle {
  prefetch: () => void;
}

/**
 * A route whose page is its own chunk, loaded when the route is first entered or earlier by
 * prefetchRoute. Navigations are transitions, so the current page stays until the new one's code is
 * there (the site-wide spinner shows past a short wait); the layout's LazyBoundary shows a failed load.
 */
function lazyPage<P extends object>(path: string, load: ComponentLoader<P>, props = {} as P): RouteObject {
  const Page = lazyComponent(load, { spinner: true });
  const handle: PageHandle = { prefetch: Page.preload };
  // Keyed by path: /live and /rng share the listing page but must not share its state.
  return { path, handle, element: <Page key={path} {...props} /> };
}

const listing = (page: ListingKey) => lazyPage(`/${page}`, loadListingPage, { page });

/** Home with one of the auth dialogs open over it (/login, /register). */
const homeWithDialog = (path: string, kind: 'login' | 'register'): RouteObject => ({
  path,
  element: (
    <>
      <HomePage />
      <OpenAuthDialog kind={kind} />
    </>
  ),
});

/** A page outside the site layout, with its own full-screen loading and error states. */
const withoutLayout = (route: RouteObject): RouteObject => ({
  ...route,
  element: (
    <ErrorBoundary fallback={routeError}>
      <LazyBoundary fallback={<PageSpinner />}>{route.element}</LazyBoundary>
    </ErrorBoundary>
  ),
});

/** A layout route: the layout shows at once, and a lazily loaded page fills in its place. */
const layout = (props: ShellProps, children: RouteObject[]): RouteObject => {
  const shell: ReactElement = <Shell {...props} />;
  return { element: shell, children };
};

/** The routes table of SPEC §2 with each route's layout. */
export const routes: RouteObject[] = [
  // The customer-service window (Contact Us popup): no site layout, open in every site mode.
  withoutLayout(lazyPage('/support/chat', loadChatPage)),
  {
    element: <Root />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      // header, footer, side menu (and the desktop right bar)
      layout({}, [
        { path: '/index', element: <HomePage /> },
        homeWithDialog('/register', 'register'),
        homeWithDialog('/register.html', 'register'),
        homeWithDialog('/login', 'login'),
        lazyPage('/noticePage', loadNoticePage),
        // The agent centre's sign-in (agents only); the agent centre itself comes later.
        lazyPage('/agent', loadAgentSignInPage),
        lazyPage('/vip', loadVipPage),
        ...(['rng', 'live', 'pvp', 'fish', 'hot', 'fav', 'sports', 'esports'] as const).map(listing),
        lazyPage('/promotions', loadPromotionsPage),
        lazyPage('/promoDetail', loadPromoDetailPage),
        lazyPage('/help', loadHelpCentrePage),
        lazyPage('/down', loadDownloadPage),
        lazyPage('/download', loadDownloadPage),
        lazyPage('/join', loadJoinPage),
        lazyPage('/offline', loadOfflinePage),
        lazyPage('*', loadNotFoundPage),
      ]),
      // no side menu
      layout({ sideMenu: false }, [lazyPage('/pointMall', loadPointMallPage)]),
      // header only
      layout({ footer: false, sideMenu: false }, [
        lazyPage('/lottery', loadLotteryPage, { page: 'lottery' }),
        lazyPage('/vnlottery', loadLotteryPage, { page: 'vnlottery' }),
        lazyPage('/seaLottery', loadLotteryPage, { page: 'seaLottery' }),
        lazyPage('/elott', loadLotteryPage, { page: 'elott' }),
        listing('seamless'),
        lazyPage('/game', loadGamePage),
      ]),
      // help only: no header, side menu, right bar or footer
      layout({ header: false, sideMenu: false, footer: false }, [
        lazyPage('/helpmc', loadHelpCentrePage, { variant: 'app' }),
      ]),
    ],
  },
];

const prefetchPage = (pathname: string) =>
  matchRoutes(routes, pathname)?.forEach((m) => (m.route.handle as PageHandle | undefined)?.prefetch());

/** The routes table rendered for the current location (inside BrowserRouter, or MemoryRouter in tests). */
export function SiteRoutes() {
  useEffect(() => setRoutePrefetcher(prefetchPage), []);
  return useRoutes(routes);
}

/** The site's router: declarative React Router, a third of the data router's code (docs/ARCHITECTURE.md). */
export function SiteRouter() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}
