import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SiteDialog } from '@/components/Dialog';
import { LoginDialogContent } from './LoginDialogContent';
import { RegisterDialogContent } from './RegisterDialogContent';
import { closeAuthDialog, openAuthDialog, useAuthDialog, type AuthDialogKind } from './store';

/** Routes that exist only to open a dialog over home; closing the dialog goes to /index. */
export const DIALOG_ROUTES: Record<string, AuthDialogKind> = {
  '/login': 'login',
  '/register': 'register',
  '/register.html': 'register',
};

/** Hosts loginPopupModal and registerModal (SPEC §2). */
export function AuthDialogs() {
  const { t } = useTranslation();
  const open = useAuthDialog();
  const location = useLocation();
  const navigate = useNavigate();

  const onOpenChange = (next: boolean) => {
    if (next) return;
    closeAuthDialog();
    if (DIALOG_ROUTES[location.pathname]) navigate('/index', { replace: true });
  };

  return (
    <>
      <SiteDialog open={open === 'login'} onOpenChange={onOpenChange} title={t('auth.login')}>
        <LoginDialogContent />
      </SiteDialog>
      <SiteDialog open={open === 'register'} onOpenChange={onOpenChange} title={t('auth.register')}>
        <RegisterDialogContent />
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
