export { AuthDialogs, OpenAuthDialog, DIALOG_ROUTES } from './AuthDialogs';
export { RegisterDialogContent } from './RegisterDialogContent';
export { LoginDialogContent } from './LoginDialogContent';
export { openAuthDialog, closeAuthDialog, useAuthDialog, type AuthDialogKind } from './store';
export { useSession, useRequireLogin } from './session';
