import { ACCOUNT_PATHS, type LoginInfo, type MemberInfo } from '@lotus/contracts';
import { apiFetch, apiValue } from '@/lib/api';

/** loginInfo: the stored session of SPEC §3 for the current token. */
export const fetchLoginInfo = (): Promise<LoginInfo> =>
  apiValue(ACCOUNT_PATHS.loginInfo, { schema: (c) => c.loginInfoSchema });

/** getMemberInfo. */
export const fetchMemberInfo = (): Promise<MemberInfo> =>
  apiValue(ACCOUNT_PATHS.memberInfo, { schema: (c) => c.memberInfoSchema });

/** firstLogin: marks the first sign-in done. */
export const markFirstLogin = () => apiValue(ACCOUNT_PATHS.firstLogin, { method: 'POST', schema: (c) => c.doneSchema });

/** logout (DELETE): revokes the token on the server; an ended token is fine too. */
export async function logoutCall(token?: string | null): Promise<void> {
  await apiFetch(ACCOUNT_PATHS.logout, { method: 'DELETE', token });
}
