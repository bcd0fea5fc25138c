import type { LoginResult } from '@lotus/contracts';
import { COOKIE_KEYS, REMEMBER_MS, getCookie, removeCookie, setCookie } from '@/lib/cookies';

/**
 * Remember me (SPEC §3 cookies, §9 one day): the last username and the server's remember token
 * (single use, revocable) are kept in cookies for one day. The password never is.
 */
export function rememberedUser(): string | null {
  const u = getCookie(COOKIE_KEYS.lastUser);
  return u && u.trim() ? u : null;
}

export function rememberToken(): string | null {
  return getCookie(COOKIE_KEYS.loginRemember);
}

export function rememberedSms(): { mobileNum: string; countryDialingCode: string } | null {
  try {
    const v = JSON.parse(getCookie(COOKIE_KEYS.loginTypeSms) ?? 'null') as {
      mobileNum?: unknown;
      countryDialingCode?: unknown;
    } | null;
    if (v && typeof v.mobileNum === 'string' && typeof v.countryDialingCode === 'string') {
      return { mobileNum: v.mobileNum, countryDialingCode: v.countryDialingCode };
    }
  } catch {
    /* a broken cookie is no cookie */
  }
  return null;
}

const lifetime = (result: LoginResult) => {
  const until = result.rememberExpiresAt ? Date.parse(result.rememberExpiresAt) - Date.now() : REMEMBER_MS;
  return Number.isFinite(until) && until > 0 ? Math.min(until, REMEMBER_MS) : REMEMBER_MS;
};

/** After a username sign-in: keep (or forget) the username and the remember token. */
export function rememberUsernameLogin(result: LoginResult, remember: boolean): void {
  if (!remember) {
    forgetRemembered();
    return;
  }
  setCookie(COOKIE_KEYS.lastUser, result.username, REMEMBER_MS);
  if (result.rememberToken) setCookie(COOKIE_KEYS.loginRemember, result.rememberToken, lifetime(result));
}

/** After an SMS sign-in: keep (or forget) the number. */
export function rememberSmsLogin(mobileNum: string, countryDialingCode: string, remember: boolean): void {
  if (remember) setCookie(COOKIE_KEYS.loginTypeSms, JSON.stringify({ mobileNum, countryDialingCode }), REMEMBER_MS);
  else removeCookie(COOKIE_KEYS.loginTypeSms);
}

/** A remember token is single use: the new one replaces it. */
export function storeRotatedToken(result: LoginResult): void {
  if (result.rememberToken) setCookie(COOKIE_KEYS.loginRemember, result.rememberToken, lifetime(result));
  else removeCookie(COOKIE_KEYS.loginRemember);
}

export function forgetRemembered(): void {
  removeCookie(COOKIE_KEYS.lastUser);
  removeCookie(COOKIE_KEYS.loginRemember);
}

export const forgetRememberToken = () => removeCookie(COOKIE_KEYS.loginRemember);
