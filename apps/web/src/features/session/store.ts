import type { LoginInfo, LoginResult } from '@lotus/contracts';
import { getToken, writeSession } from '@/lib/session';
import { createStore } from '@/lib/store';
import { fetchLoginInfo, markFirstLogin } from './api';

/** Stores what loginInfo answered; the account makes the logged-in flag true (SPEC §4). */
export function storeLoginInfo(info: LoginInfo): void {
  writeSession({
    account: info.account,
    merchant: info.merchant,
    merchantCode: info.merchantCode,
    customerId: info.customerId,
    memberLabel: info.memberLabel,
    isAgent: info.isAgent,
    nickname: info.nickname,
    toUpline: info.toUpline,
    platform: info.platform,
  });
}

/**
 * The first steps after any sign-in (SPEC §4 login 1–2): store the token, load the session info,
 * and make the first-login call when the server says it is the first. Answers the info.
 */
export async function establishSession(result: LoginResult): Promise<LoginInfo> {
  writeSession({ token: result.token, customerId: result.customerId, isAgent: result.isAgent });
  const info = await fetchLoginInfo();
  storeLoginInfo(info);
  if (result.firstTimeLogin || info.firstTimeLogin) {
    // Not fatal: the next sign-in asks again.
    await markFirstLogin().catch(() => undefined);
  }
  return info;
}

/** Reloads the session info for the stored token (on start, and after a password change). */
export async function reloadSessionInfo(): Promise<LoginInfo | null> {
  if (!getToken()) return null;
  const info = await fetchLoginInfo();
  storeLoginInfo(info);
  return info;
}

/** Counts the sessions that ended under us (a 401 user.or.token.invalid); listeners hear of each. */
const expiries = createStore(0);

/** Subscribes to "the session ended under us". */
export const onSessionExpired = (listener: () => void): (() => void) => expiries.subscribe(listener);

export const emitSessionExpired = () => expiries.set((n) => n + 1);
