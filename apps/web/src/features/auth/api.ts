import {
  ACCOUNT_PATHS,
  PATHS,
  type codeSentSchema,
  type LoginForm,
  type LoginResult,
  type Registration,
  type RegisterSettings,
  type SliderAnswer,
} from '@lotus/contracts';
import type { z } from 'zod';
import { apiValue, type RequestOptions } from '@/lib/api';
import { STORAGE_KEYS, session } from '@/lib/storage';

const sent: RequestOptions<z.output<typeof codeSentSchema>> = { method: 'POST', schema: (c) => c.codeSentSchema };

// ---------- captchas ----------
export const fetchCaptcha = () => apiValue(ACCOUNT_PATHS.captcha, { schema: (c) => c.captchaSchema });
export const fetchSliderPuzzle = () => apiValue(ACCOUNT_PATHS.slider, { schema: (c) => c.sliderPuzzleSchema });
export const verifySlider = (answer: SliderAnswer) =>
  apiValue(ACCOUNT_PATHS.sliderVerify, { method: 'POST', body: answer, schema: (c) => c.sliderTicketResultSchema });

// ---------- codes ----------
export const sendLoginCode = (mobileNum: string, countryDialingCode: string) =>
  apiValue(ACCOUNT_PATHS.smsLoginCode, { ...sent, body: { mobileNum, countryDialingCode } });
/** sendRegPhoneCode names the number mobileNo (SPEC §7). */
export const sendRegisterCode = (mobileNo: string, countryDialingCode: string) =>
  apiValue(ACCOUNT_PATHS.smsRegisterCode, { ...sent, body: { mobileNo, countryDialingCode } });
export const sendResetCode = (mobileNum: string, countryDialingCode: string) =>
  apiValue(ACCOUNT_PATHS.smsResetCode, { ...sent, body: { mobileNum, countryDialingCode } });
export const sendUnlockCode = (username: string, channel: 'sms' | 'email') =>
  apiValue(ACCOUNT_PATHS.unlockCode, { ...sent, body: { username, channel } });
export const sendTwoFactorCode = (challengeId: string, method: 'sms' | 'email') =>
  apiValue(ACCOUNT_PATHS.twoFactorCode, { ...sent, body: { challengeId, method } });

// ---------- sign-in ----------
const loginAnswer: RequestOptions<LoginResult> = { method: 'POST', schema: (c) => c.loginResultSchema };
/** login (encrypted). */
export const login = (form: LoginForm): Promise<LoginResult> =>
  apiValue(ACCOUNT_PATHS.login, { ...loginAnswer, body: form, encrypt: true });
/** The agent centre's sign-in (encrypted): agents only. */
export const agentLogin = (form: LoginForm): Promise<LoginResult> =>
  apiValue(ACCOUNT_PATHS.agentLogin, { ...loginAnswer, body: form, encrypt: true, token: null });
export const socialLogin = (body: {
  firebaseChannel: 'google' | 'facebook';
  firebaseIdToken: string;
  affiliateCode?: string;
  domain?: string;
}) => apiValue(ACCOUNT_PATHS.socialLogin, { ...loginAnswer, body });
export const twoFactorLogin = (challengeId: string, method: 'sms' | 'email', verificationCode: string) =>
  apiValue(ACCOUNT_PATHS.twoFactorLogin, { ...loginAnswer, body: { challengeId, method, verificationCode } });
export const rememberLogin = (rememberToken: string) =>
  apiValue(ACCOUNT_PATHS.rememberLogin, { ...loginAnswer, body: { rememberToken } });
/** loginFreePlay: a trial account (isAgent 4). */
export const freePlayLogin = () =>
  apiValue(ACCOUNT_PATHS.freePlay, { ...loginAnswer, body: { platform: 'W', os: clientOs() } });
export const unlockAccount = (username: string, verificationCode: string) =>
  apiValue(ACCOUNT_PATHS.unlock, { method: 'POST', body: { username, verificationCode }, schema: (c) => c.doneSchema });

function clientOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  if (/windows/i.test(ua)) return 'windows';
  if (/mac os/i.test(ua)) return 'macos';
  return 'other';
}

// ---------- registration ----------
/** register / registerMobile (PUT, encrypted). */
export const register = (form: Registration, mode: 'username' | 'mobile'): Promise<LoginResult> =>
  apiValue(mode === 'mobile' ? ACCOUNT_PATHS.registerMobile : ACCOUNT_PATHS.register, {
    method: 'PUT',
    body: form,
    encrypt: true,
    schema: (c) => c.loginResultSchema,
  });

/** affiliate: checks an agent's code. */
export const checkAffiliate = (code: string) =>
  apiValue(ACCOUNT_PATHS.affiliate, {
    query: { code, domain: window.location.host },
    schema: (c) => c.affiliateSchema,
  });

/** The registration field rules, cached in session storage under `validate` (SPEC §3). */
export async function fetchRegisterSettings(): Promise<RegisterSettings> {
  const value = await apiValue(PATHS.registerSettings, { schema: (c) => c.registerSettingsSchema });
  session.set(STORAGE_KEYS.validate, JSON.stringify(value));
  return value;
}

// ---------- passwords ----------
/** forgetPassword: username and e-mail, form-urlencoded (SPEC §7). */
export const forgotByEmail = (username: string, email: string) =>
  apiValue(ACCOUNT_PATHS.forgotByEmail, {
    method: 'POST',
    form: { username, email },
    schema: (c) => c.forgotByEmailResultSchema,
  });
/** getPasswordByPhone (encrypted): signs in. */
export const forgotByPhone = (body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}) => apiValue(ACCOUNT_PATHS.forgotByPhone, { ...loginAnswer, body, encrypt: true });
export const resetByLink = (resetToken: string, newPassword: string, confirmNewPassword: string) =>
  apiValue(ACCOUNT_PATHS.resetByLink, {
    method: 'POST',
    body: { resetToken, newPassword, confirmNewPassword },
    schema: (c) => c.doneSchema,
  });
/** Change password (encrypted). */
export const changePassword = (body: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) =>
  apiValue(ACCOUNT_PATHS.changePassword, { method: 'POST', body, encrypt: true, schema: (c) => c.doneSchema });
