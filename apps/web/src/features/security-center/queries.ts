import { queryOptions } from '@tanstack/react-query';
import { memberKeys } from '@/features/session';
import {
  fetchAvatar,
  fetchLoginHistory,
  fetchProfile,
  fetchRgReality,
  fetchRgSettings,
  fetchRgStatement,
  fetchSessions,
} from './api';

export const profileKey = [...memberKeys.all, 'profile'] as const;

/** The member's profile (SPEC §3) with the state of the bindings and passwords. */
export const profileQuery = () => queryOptions({ queryKey: profileKey, queryFn: fetchProfile });

/** The member's picture (the header shows it too); dropped with the other member queries on sign-out. */
export const avatarKey = [...memberKeys.all, 'avatar'] as const;
export const avatarQuery = (token: string | null) =>
  queryOptions({ queryKey: [...avatarKey, token], queryFn: fetchAvatar, staleTime: 60_000 });

export const LOGIN_HISTORY_PAGE_SIZE = 10;

/** One page of sign-ins, newest first; the last page stays shown while the next loads. */
export const loginHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: [...memberKeys.all, 'loginHistory', page],
    queryFn: () => fetchLoginHistory(page, LOGIN_HISTORY_PAGE_SIZE),
    placeholderData: (prev) => prev,
  });

export const sessionsKey = [...memberKeys.all, 'sessions'] as const;

/** The member's open sessions, this one marked. */
export const sessionsQuery = () => queryOptions({ queryKey: sessionsKey, queryFn: fetchSessions });

/** Responsible gaming: the member's limits, session settings and any block in force. */
export const rgSettingsKey = [...memberKeys.all, 'rg'] as const;
export const rgSettingsQuery = () => queryOptions({ queryKey: rgSettingsKey, queryFn: fetchRgSettings });

/** The reality check's figures: time played and net result since the session began, the next check. */
export const rgRealityQuery = () =>
  queryOptions({ queryKey: [...rgSettingsKey, 'reality'], queryFn: fetchRgReality, retry: false });

/** Deposits, withdrawals and net result per month, newest last as the server sends them. */
export const rgStatementQuery = (months: number) =>
  queryOptions({ queryKey: [...rgSettingsKey, 'statement', months], queryFn: () => fetchRgStatement(months) });
