import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useFeatureFlag } from '@/features/brand';
import { getToken } from '@/lib/session';

/** SPEC §2: routes that stay open when the login-page guard is on. */
export const GUARD_EXCEPTIONS: ReadonlySet<string> = new Set([
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
]);

/**
 * With the brand switch LOGINPAGEGUARD3 on, a visitor without a session token is sent to /login
 * from every route except the exceptions above.
 */
export function LoginGuard({ children }: { children: ReactNode }) {
  const guardOn = useFeatureFlag('loginPageGuard');
  const { pathname } = useLocation();
  if (guardOn && !getToken() && !GUARD_EXCEPTIONS.has(pathname)) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
