import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useRouteError,
  type RouteObject,
} from 'react-router';
import { ErrorState } from '@/components/ErrorState';
import { AgentSignInPage } from '@/features/agent-centre';
import { NoticeDialog, NoticePage } from '@/features/announcements';
import { AuthDialogs, OpenAuthDialog } from '@/features/auth';
import { BrandGate } from '@/features/brand';
import { ChatPage } from '@/features/customer-service';
import { DownloadPage } from '@/features/download';
import { GamePage, GamesDialogs, ListingPage, LotteryPage } from '@/features/games';
import { HelpCentrePage } from '@/features/help';
import { HomePage } from '@/features/home';
import { JoinPage } from '@/features/join';
import { Shell, ShellSkeleton } from '@/features/layout';
import { MemberCentre } from '@/features/member-centre';
import { BalanceStream } from '@/features/money';
import { NotFoundPage, OfflinePage, PlaceholderPage, type PageKey } from '@/features/placeholders';
import { SessionBootstrap } from '@/features/session';
import { LoginGuard } from './LoginGuard';
import { registerMemberCentrePages } from './memberCentrePages';

registerMemberCentrePages();

function Root() {
  return (
    <BrandGate fallback={<ShellSkeleton />}>
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

const placeholder = (path: string, page: PageKey, gameType?: string): RouteObject => ({
  path,
  element: <PlaceholderPage page={page} gameType={gameType} />,
});

/** The routes table of SPEC §2 with each route's layout. */
export const routes: RouteObject[] = [
  // The customer-service window (Contact Us popup): no site layout, open in every site mode.
  { path: '/support/chat', element: <ChatPage />, errorElement: <RouteError /> },
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Navigate to="/index" replace /> },
      // header, footer, side menu (and the desktop right bar)
      {
        element: <Shell />,
        children: [
          { path: '/index', element: <HomePage /> },
          {
            path: '/register',
            element: (
              <>
                <HomePage />
                <OpenAuthDialog kind="register" />
              </>
            ),
          },
          {
            path: '/register.html',
            element: (
              <>
                <HomePage />
                <OpenAuthDialog kind="register" />
              </>
            ),
          },
          {
            path: '/login',
            element: (
              <>
                <HomePage />
                <OpenAuthDialog kind="login" />
              </>
            ),
          },
          { path: '/noticePage', element: <NoticePage /> },
          // The agent centre's sign-in (agents only); the agent centre itself comes later.
          { path: '/agent', element: <AgentSignInPage /> },
          placeholder('/vip', 'vip'),
          { path: '/elott', element: <ListingPage key="elott" page="elott" /> },
          { path: '/rng', element: <ListingPage key="rng" page="rng" /> },
          { path: '/live', element: <ListingPage key="live" page="live" /> },
          { path: '/pvp', element: <ListingPage key="pvp" page="pvp" /> },
          { path: '/fish', element: <ListingPage key="fish" page="fish" /> },
          { path: '/hot', element: <ListingPage key="hot" page="hot" /> },
          { path: '/fav', element: <ListingPage key="fav" page="fav" /> },
          { path: '/sports', element: <ListingPage key="sports" page="sports" /> },
          { path: '/esports', element: <ListingPage key="esports" page="esports" /> },
          placeholder('/promotions', 'promotions'),
          placeholder('/promoDetail', 'promoDetail'),
          { path: '/help', element: <HelpCentrePage /> },
          { path: '/down', element: <DownloadPage /> },
          { path: '/download', element: <DownloadPage /> },
          { path: '/join', element: <JoinPage /> },
          { path: '/offline', element: <OfflinePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // no side menu
      { element: <Shell sideMenu={false} />, children: [placeholder('/pointMall', 'pointMall')] },
      // header only
      {
        element: <Shell footer={false} sideMenu={false} />,
        children: [
          { path: '/lottery', element: <LotteryPage key="lottery" page="lottery" /> },
          { path: '/vnlottery', element: <LotteryPage key="vnlottery" page="vnlottery" /> },
          { path: '/seaLottery', element: <LotteryPage key="seaLottery" page="seaLottery" /> },
          { path: '/seamless', element: <ListingPage key="seamless" page="seamless" /> },
          { path: '/game', element: <GamePage /> },
        ],
      },
      // no header
      { element: <Shell header={false} />, children: [{ path: '/helpmc', element: <HelpCentrePage variant="app" /> }] },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
