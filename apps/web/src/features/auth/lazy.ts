// The auth feature's public face for lazily loaded code (other features' pages import it from
// '@/features/auth/lazy'): it lands in their chunks, never in the site's first load.
export { LoginForm } from './LoginForm';
export { RegisterForm } from './RegisterForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export {
  useRegisterSettings,
  passwordRule,
  paymentPasswordRule,
  mobileMessage,
  passwordMessage,
  ruleMessage,
} from './rules';
export { SliderCaptcha } from './captcha/SliderCaptcha';
export { useSliderGate } from './captcha/SliderGate';
export { agentLogin } from './api';
