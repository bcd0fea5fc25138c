import { AuthBanner } from './AuthBanner';

/**
 * The body of the registration dialog. Issue 3 replaces it with the registration form; for now it
 * shows the brand's w_register banner.
 */
export function RegisterDialogContent() {
  return <AuthBanner group="w_register" />;
}
