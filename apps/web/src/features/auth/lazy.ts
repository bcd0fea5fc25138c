// The auth feature's public face for lazily loaded code (other features' pages import it from
// '@/features/auth/lazy'): it lands in their chunks, never in the site's first load.
export { LoginForm } from './LoginForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export { useRegisterSettings, paymentPasswordRule, mobileMessage, ruleMessage } from './rules';
