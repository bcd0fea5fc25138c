import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionSnapshot } from '@/lib/session';
import { fetchMemberInfo } from './api';

/** Query keys of everything that belongs to the signed-in member; dropped on logout. */
export const memberKeys = {
  all: ['member'] as const,
  info: ['member', 'info'] as const,
};

/** getMemberInfo for the session's token (account, nickname, VIP label, labels). */
export const memberInfoQuery = (token: string | null) =>
  queryOptions({ queryKey: [...memberKeys.info, token], queryFn: fetchMemberInfo, staleTime: 60_000 });

/** The signed-in member's info; nothing is fetched while signed out. */
export function useMemberInfo() {
  const { loggedIn, token } = useSessionSnapshot();
  return useQuery({ ...memberInfoQuery(token), enabled: loggedIn });
}
