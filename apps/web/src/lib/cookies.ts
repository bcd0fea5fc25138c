/**
 * Cookies of SPEC §3: the last remembered user, loginRemember and loginTypeSms. The password is
 * never stored: "remember me" keeps the username and the server's one-day remember token.
 */
export const COOKIE_KEYS = {
  lastUser: 'lastUser',
  /** The server's remember token (single use, one day), for the username in lastUser. */
  loginRemember: 'loginRemember',
  /** The last SMS-login number as JSON { mobileNum, countryDialingCode }. */
  loginTypeSms: 'loginTypeSms',
} as const;

/** SPEC §9: the remember-me cookie lasts one day. */
export const REMEMBER_MS = 86_400_000;

export function getCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) {
      try {
        return decodeURIComponent(v.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Sets a first-party cookie for the whole site, SameSite=Strict, Secure on https. */
export function setCookie(name: string, value: string, maxAgeMs = REMEMBER_MS): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000));
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
}
