// The auth feature's public face, loaded with the site. What only lazily loaded code needs (the forms
// and their rules) is in lazy.ts, so that the first load does not carry it.
export { AuthDialogs, OpenAuthDialog, prefetchLoginForm, prefetchRegisterForm } from './AuthDialogs';
export { FreePlayButton } from './FreePlayButton';
export { openAuthDialog, useAuthDialog } from './store';
export { useActionGuard } from './guard';
