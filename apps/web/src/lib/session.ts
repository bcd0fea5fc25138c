import { STORAGE_KEYS, session } from './storage';

/** The session token (SPEC §4: logged in means a token is present in session storage). */
export function getToken(): string | null {
  const token = session.get(STORAGE_KEYS.token);
  return token && token.trim() ? token : null;
}

export const isLoggedIn = (): boolean => getToken() !== null;
