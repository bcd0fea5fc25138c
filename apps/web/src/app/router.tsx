import { useEffect, type ReactElement } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { PageSpinner } from '@/components/Spinner';
import { loadAgentSignInPage } from '@/features/agent-centre';
import { loadNoticePage, NoticeDialog } from '@/features/announcements';
import { AuthDialogs, OpenAuthDialog, prefetchAuthForms } from '@/features/auth';
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
import { loadNotFoundPage, loadOfflinePage, loadPlaceholderPage, type PageKey } from '@/features/placeholders';
import { SessionBootstrap } from '@/features/session';
import { loadChunk, once, type ComponentLoader } from '@/lib/lazy';
import { beginLoading } from '@/lib/loading';
import { prefetchLinksOnIntent, prefetchRoute, setRoutePrefetcher, whenIdle } from '@/lib/prefetch';
import { getToken } from '@/lib/session';
import { LoginGuard } from './LoginGuard';
import { registerMemberCentrePages } from './memberCentrePages';

registerMemberCentrePages();

/** A navigation waiting for a page's chunk keeps the old page; past a short wait, the spinner says so. */
function NavigationSpinner() {
  const loading = useNavigation().state === 'loading';
  useEffect(() => {
    if (!loading) return;
    let end: (() => void) | undefined;
    const timer = setTimeout(() => (end = beginLoading()), 150);
    return () => {
      clearTimeout(timer);
      end?.();
    };
  }, [loading]);
  return null;
}

/** The code a visitor most likely needs next, fetched when idle: the game lists, then sign-in or the member centre. */
function prefetchLikelyNext() {
  prefetchRoute('/hot');
  if (getToken()) prefetchMemberCentre();
  else prefetchAuthForms();
}

function usePrefetching() {
  useEffect(() => prefetchLinksOnIntent(), []);
  useEffect(() => whenIdle(prefetchLikelyNext), []);
}

function Root() {
  usePrefetching();
  return (
    <BrandGate fallback={<ShellSkeleton />}>
      <NavigationSpinner />
      <SessionBootstrap />
      <BalanceStream />
      <LoginGuard>
        <Outlet />
      </LoginGuard>
      <MemberCentre />
      <AuthDialogs />
      <NoticeDialog />
      <GamesDialogs />
      <ScrollRestoration />
    </BrandGate>
  );
}

function RouteError() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh items-center justify-center">
      <ErrorState error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}

/** Route data of a lazily loaded page: what to fetch ahead of a likely navigation to it. */
interface PageHandle {
  prefetch: () => void;
}

/**
 * A route whose page is its own chunk, loaded when the route is first entered (the router keeps
 * the current page meanwhile) or earlier by prefetchRoute. A failed load shows the route's error.
 */
function lazyPage<P extends object>(path: string, load: ComponentLoader<P>, props = {} as P): RouteObject {
  const loadOnce = once(load);
  const handle: PageHandle = { prefetch: () => void loadOnce().catch(() => undefined) };
  return {
    path,
    handle,
    lazy: async () => {
      const Page = await loadChunk(loadOnce);
      // Keyed by path: /live and /rng share the listing page but must not share its state.
      return { element: <Page key={path} {...props} /> };
    },
  };
}

const placeholder = (path: string, page: PageKey, gameType?: string) =>
  lazyPage(path, loadPlaceholderPage, { page, gameType });
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

/**
 * A layout route. On the first load of a lazy page the layout shows at once and the page fills in
 * (the layout is its own loading state: nothing else moves when the page arrives).
 */
const layout = (props: ShellProps, children: RouteObject[]): RouteObject => {
  const shell: ReactElement = <Shell {...props} />;
  return { element: shell, hydrateFallbackElement: shell, children };
};

/** The routes table of SPEC §2 with each route's layout. */
export const routes: RouteObject[] = [
  // The customer-service window (Contact Us popup): no site layout, open in every site mode.
  {
    ...lazyPage('/support/chat', loadChatPage),
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
  },
  {
    element: <Root />,
    errorElement: <RouteError />,
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
        placeholder('/vip', 'vip'),
        ...(['elott', 'rng', 'live', 'pvp', 'fish', 'hot', 'fav', 'sports', 'esports'] as const).map(listing),
        placeholder('/promotions', 'promotions'),
        placeholder('/promoDetail', 'promoDetail'),
        lazyPage('/help', loadHelpCentrePage),
        lazyPage('/down', loadDownloadPage),
        lazyPage('/download', loadDownloadPage),
        lazyPage('/join', loadJoinPage),
        lazyPage('/offline', loadOfflinePage),
        lazyPage('*', loadNotFoundPage),
      ]),
      // no side menu
      layout({ sideMenu: false }, [placeholder('/pointMall', 'pointMall')]),
      // header only
      layout({ footer: false, sideMenu: false }, [
        lazyPage('/lottery', loadLotteryPage, { page: 'lottery' }),
        lazyPage('/vnlottery', loadLotteryPage, { page: 'vnlottery' }),
        lazyPage('/seaLottery', loadLotteryPage, { page: 'seaLottery' }),
        listing('seamless'),
        lazyPage('/game', loadGamePage),
      ]),
      // no header
      layout({ header: false }, [lazyPage('/helpmc', loadHelpCentrePage, { variant: 'app' })]),
    ],
  },
];

const prefetchPage = (pathname: string) =>
  matchRoutes(routes, pathname)?.forEach((m) => (m.route.handle as PageHandle | undefined)?.prefetch());

export function createRouter() {
  setRoutePrefetcher(prefetchPage);
  return createBrowserRouter(routes);
}
