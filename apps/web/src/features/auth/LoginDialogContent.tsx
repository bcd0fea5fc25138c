import { AuthBanner } from './AuthBanner';

/**
 * The body of the login dialog. Issue 3 replaces it with the login form; for now it shows the
 * brand's w_login banner.
 */
export function LoginDialogContent() {
  return <AuthBanner group="w_login" />;
}
