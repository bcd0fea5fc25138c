// The auth feature's public face, loaded with the site. What only lazily loaded code needs (the forms
// and their rules) is in lazy.ts, so that the first load does not carry it.
export { AuthDialogs, OpenAuthDialog, prefetchAuthForms, DIALOG_ROUTES, RESET_TOKEN_PARAM } from './AuthDialogs';
export { FreePlayButton } from './FreePlayButton';
export { openAuthDialog, closeAuthDialog, useAuthDialog, type AuthDialogKind } from './store';
export { useActionGuard, useRequireLogin, type ActionGuardOptions } from './guard';
export { setSocialTokenProvider, type SocialTokenProvider } from './social';
