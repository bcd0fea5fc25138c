import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { createQueryClient } from '@/app/queryClient';
import { ErrorState } from '@/components/ErrorState';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { LazyBoundary } from '@/components/LazyBoundary';
import { PageSpinner, GlobalSpinner } from '@/components/Spinner';
import { useTranslation } from '@/lib/i18n';
import { lazyComponent } from '@/lib/lazy';
import { consoleApi } from './api';
import { setConsoleTimeZone } from './format';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ConsolePage, NoPermission } from './ConsolePage';
import { OperatorContext } from './operator';
import { meQuery } from './queries';
import { CONSOLE_ROUTES, mayOpen } from './routes';
import { useConsoleSession, useIdleSignOut, useSetupRequired } from './session';
import { SignInPage } from './SignInPage';

/** One lazily loaded component per page of the registry. */
const PAGES = new Map(CONSOLE_ROUTES.map((r) => [r.path, lazyComponent(r.load, { spinner: true })]));
const AccountPage = lazyComponent(() => import('./account/AccountPage').then((m) => m.AccountPage));

function NotFound() {
  const { t } = useTranslation();
  return (
    <ConsolePage title={t('console.notFound.title')}>
      <p className="text-sm text-slate-400">{t('console.notFound.text')}</p>
    </ConsolePage>
  );
}

/** The registry's pages; one the operator may not open shows 'no permission'. */
function ConsoleRoutes({ permissions }: { permissions: readonly string[] }) {
  const routes = useMemo<RouteObject[]>(
    () => [
      ...CONSOLE_ROUTES.map((route) => {
        const Page = PAGES.get(route.path)!;
        return {
          path: route.path === '' ? '/' : route.path,
          element: mayOpen(route, permissions) ? <Page key={route.path} /> : <NoPermission />,
        };
      }),
      { path: '*', element: <NotFound /> },
    ],
    [permissions],
  );
  return <LazyBoundary>{useRoutes(routes)}</LazyBoundary>;
}

function SignedIn({ token, idleMinutes }: { token: string; idleMinutes: number }) {
  const me = useQuery(meQuery(token));
  const client = useQueryClient();
  const setupRequired = useSetupRequired();
  useEffect(() => {
    if (setupRequired) void client.invalidateQueries({ queryKey: meQuery(token).queryKey });
  }, [setupRequired, client, token]);
  useIdleSignOut(
    idleMinutes,
    useCallback(() => void consoleApi.logout(token).catch(() => undefined), [token]),
  );
  if (me.isPending) return <PageSpinner />;
  if (me.isError)
    return <ErrorState error={me.error} onRetry={() => void me.refetch()} className="min-h-dvh justify-center" />;
  const operator = me.data;
  // One zone for every time the console shows: the operator's brand's (idempotent, before the pages render).
  setConsoleTimeZone(operator.timeZone);
  // A first sign-in (or a reset) must change the password and set up two-factor before anything else.
  const setup = operator.mustChangePassword || operator.mustSetupTotp;
  return (
    <OperatorContext.Provider value={operator}>
      <ConsoleLayout operator={operator} setup={setup}>
        {setup ? (
          <LazyBoundary>
            <AccountPage />
          </LazyBoundary>
        ) : (
          <ConsoleRoutes permissions={operator.permissions} />
        )}
      </ConsoleLayout>
    </OperatorContext.Provider>
  );
}

function ConsoleGate() {
  const session = useConsoleSession();
  return session ? (
    <SignedIn key={session.token} token={session.token} idleMinutes={session.idleMinutes} />
  ) : (
    <SignInPage />
  );
}

/** The operator console at /console: its own router, query client and session (apps/web/src/console/README.md). */
export function ConsoleApp() {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <GeneralModalProvider>
        <BrowserRouter basename="/console">
          <ConsoleGate />
        </BrowserRouter>
        <GlobalSpinner />
      </GeneralModalProvider>
    </QueryClientProvider>
  );
}
