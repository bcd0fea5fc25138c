export { AuthDialogs, OpenAuthDialog, DIALOG_ROUTES, RESET_TOKEN_PARAM } from './AuthDialogs';
export { LoginForm } from './LoginForm';
export { RegisterForm, validateRegistration } from './RegisterForm';
export { ChangePasswordForm } from './ChangePasswordForm';
export { FreePlayButton } from './FreePlayButton';
export { openAuthDialog, closeAuthDialog, useAuthDialog, type AuthDialogKind } from './store';
export { useActionGuard, useRequireLogin, type ActionGuardOptions } from './guard';
export {
  useRegisterSettings,
  passwordRule,
  paymentPasswordRule,
  mobileMessage,
  passwordMessage,
  ruleMessage,
} from './rules';
export { setSocialTokenProvider, type SocialTokenProvider } from './social';
export { SliderCaptcha } from './captcha/SliderCaptcha';
export { useSliderGate } from './captcha/SliderGate';
export { agentLogin } from './api';
