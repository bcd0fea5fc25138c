import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/cx';
import { LazySiteDialog as SiteDialog } from '@/components/LazySiteDialog';
import { FormAlert } from '@/components/FormAlert';
import { LazyBoundary } from '@/components/LazyBoundary';
import { memberKeys, onSessionExpired, reloadSessionInfo, useLogout } from '@/features/session';
import { setPasswordChangeRequiredHandler } from '@/lib/api';
import { lazyComponent } from '@/lib/lazy';
import { captureAffiliateCode, captureReferralCode } from './affiliate';
import { AuthBanner } from './AuthBanner';
import { closeAuthDialog, getAuthDialog, openAuthDialog, useAuthDialogState, type AuthDialogKind } from './store';

// Each form is a chunk of its own, loaded when its dialog first opens (or prefetched before).
const LoginForm = lazyComponent(() => import('./LoginForm').then((m) => m.LoginForm));
const RegisterForm = lazyComponent(() => import('./RegisterForm').then((m) => m.RegisterForm));
const ForgotPasswordForm = lazyComponent(() => import('./ForgotPasswordForm').then((m) => m.ForgotPasswordForm));
const ChangePasswordForm = lazyComponent(() => import('./ChangePasswordForm').then((m) => m.ChangePasswordForm));
const ResetPasswordForm = lazyComponent(() => import('./ResetPasswordForm').then((m) => m.ResetPasswordForm));

/**
 * Fetch the code of the sign-in or registration form when one of their buttons is pointed at, touched
 * or focused: with the form machinery they are ≈30 kB, too much to fetch for every visit that does not
 * sign in (the first page's transfer stays under issue 10's 400 KiB).
 */
export const prefetchLoginForm = (): void => LoginForm.preload();
export const prefetchRegisterForm = (): void => RegisterForm.preload();

/** Routes that exist only to open a dialog over home; closing the dialog goes to /index. */
export const DIALOG_ROUTES: Record<string, AuthDialogKind> = {
  '/login': 'login',
  '/register': 'register',
  '/register.html': 'register',
};

/** The query parameter of the reset link the server mails (`/index?resetPasswordToken=…`). */
export const RESET_TOKEN_PARAM = 'resetPasswordToken';

/**
 * Hosts loginPopupModal, registerModal, forgetPassModal, changePassModal (SPEC §2) and the
 * reset-link dialog. Also: keeps the affiliate code of the URL, opens the reset dialog for a reset
 * link, and opens the login popup ('You are not logged in, please login') when the session ends.
 */
export function AuthDialogs() {
  const { t } = useTranslation();
  const state = useAuthDialogState();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const logout = useLogout();
  const [resetDone, setResetDone] = useState(false);

  useEffect(() => {
    captureAffiliateCode(location.search);
    captureReferralCode(location.search);
    const params = new URLSearchParams(location.search);
    const token = params.get(RESET_TOKEN_PARAM);
    if (token) {
      // The token leaves the address bar (and the history) at once.
      params.delete(RESET_TOKEN_PARAM);
      const search = params.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      openAuthDialog('resetPassword', { resetToken: token });
    }
  }, [location.search, location.pathname, navigate]);

  useEffect(() => onSessionExpired(() => openAuthDialog('login', { reason: 'notLoggedIn' })), []);

  // The server refuses money, agent and real-money calls until a forced password change is done.
  useEffect(() => {
    setPasswordChangeRequiredHandler(() => {
      if (getAuthDialog()?.kind !== 'changePassword') openAuthDialog('changePassword', { forced: 'required' });
    });
    return () => setPasswordChangeRequiredHandler(undefined);
  }, []);

  // A dialog route (/login, /register) whose dialog closed, by any means, goes back to /index.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (state) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      if (DIALOG_ROUTES[location.pathname]) navigate('/index', { replace: true });
    }
  }, [state, location.pathname, navigate]);

  const onOpenChange = (next: boolean) => {
    if (!next) closeAuthDialog();
  };
  const kind = state?.kind ?? null;
  const forced = kind === 'changePassword' ? state?.forced : undefined;

  const passwordChanged = async () => {
    // SPEC §4 step 5: info reloads, the dialog closes, the member goes to /.
    await reloadSessionInfo().catch(() => undefined);
    void client.invalidateQueries({ queryKey: memberKeys.all });
    closeAuthDialog();
    navigate('/', { replace: true });
  };

  return (
    <>
      <SiteDialog open={kind === 'login'} onOpenChange={onOpenChange} title={t('auth.login')}>
        <AuthBanner group="w_login" />
        <div className="p-5">
          {kind === 'login' && (
            <LazyBoundary>
              <LoginForm notice={state?.reason === 'notLoggedIn' ? t('errors.user.or.token.invalid') : null} />
            </LazyBoundary>
          )}
        </div>
      </SiteDialog>
      <SiteDialog open={kind === 'register'} onOpenChange={onOpenChange} title={t('auth.register')}>
        <AuthBanner group="w_register" />
        <div className="p-5">
          {kind === 'register' && (
            <LazyBoundary>
              <RegisterForm />
            </LazyBoundary>
          )}
        </div>
      </SiteDialog>
      <SiteDialog open={kind === 'forgot'} onOpenChange={onOpenChange} title={t('forgot.title')}>
        <div className="p-5">
          {kind === 'forgot' && (
            <LazyBoundary>
              <ForgotPasswordForm />
            </LazyBoundary>
          )}
        </div>
      </SiteDialog>
      <SiteDialog
        open={kind === 'changePassword'}
        onOpenChange={onOpenChange}
        title={t('password.title')}
        dismissable={!forced}
      >
        <div className="flex flex-col gap-4 p-5">
          {forced && (
            <FormAlert
              tone="info"
              message={t(
                forced === 'default'
                  ? 'password.forcedDefault'
                  : forced === 'expired'
                    ? 'password.forcedExpired'
                    : 'errors.password_change_required',
              )}
            />
          )}
          {kind === 'changePassword' && (
            <LazyBoundary>
              {/* A forced change follows a sign-in with the password it replaces: not asked again (SPEC §5). */}
              <ChangePasswordForm oldPasswordKnown={!forced} onDone={passwordChanged} />
            </LazyBoundary>
          )}
          {forced && (
            <button
              type="button"
              className={buttonClass('ghost', 'sm', 'self-center')}
              onClick={() => {
                closeAuthDialog();
                void logout({ confirm: false });
              }}
            >
              {t('session.logout')}
            </button>
          )}
        </div>
      </SiteDialog>
      <SiteDialog
        open={kind === 'resetPassword'}
        onOpenChange={(o) => {
          onOpenChange(o);
          if (!o) setResetDone(false);
        }}
        title={t('reset.title')}
      >
        <div className="flex flex-col gap-4 p-5">
          {resetDone ? (
            <>
              <FormAlert tone="success" message={t('reset.done')} />
              <button
                type="button"
                className={buttonClass('gold', 'lg', 'w-full')}
                onClick={() => {
                  setResetDone(false);
                  openAuthDialog('login');
                }}
              >
                {t('auth.login')}
              </button>
            </>
          ) : (
            kind === 'resetPassword' &&
            state?.resetToken && (
              <LazyBoundary>
                <ResetPasswordForm token={state.resetToken} onDone={() => setResetDone(true)} />
              </LazyBoundary>
            )
          )}
        </div>
      </SiteDialog>
    </>
  );
}

/** Placed in a route: opens the given dialog when the route is entered. */
export function OpenAuthDialog({ kind }: { kind: AuthDialogKind }) {
  useEffect(() => {
    openAuthDialog(kind);
    // Leaving the route (back button, guard) closes the dialog it opened.
    return () => closeAuthDialog();
  }, [kind]);
  return null;
}
