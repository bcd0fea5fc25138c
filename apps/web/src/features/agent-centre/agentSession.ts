import type { LoginResult } from '@lotus/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError, SESSION_INVALID } from '@/lib/api';
import { useSessionSnapshot } from '@/lib/session';
import { STORAGE_KEYS, session } from '@/lib/storage';
import { createStore, useStore } from '@/lib/store';

/** Whether the last agent session ended because the server no longer knew it (idle, expired, signed out elsewhere). */
const ended = createStore(false);

/** The agent centre's own session (session storage `agentSession`), apart from the member site's. */
export interface AgentSession {
  token: string;
  account: string;
  isAgent: number;
}

/** Counts writes: the session itself lives in session storage. */
const writes = createStore(0);
let cache: { raw: string | null; value: AgentSession | null } = { raw: null, value: null };

export function getAgentSession(): AgentSession | null {
  const raw = session.get(STORAGE_KEYS.agentSession);
  if (raw === cache.raw) return cache.value;
  let value: AgentSession | null = null;
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<AgentSession> | null;
    if (v && typeof v.token === 'string' && typeof v.account === 'string' && typeof v.isAgent === 'number') {
      value = { token: v.token, account: v.account, isAgent: v.isAgent };
    }
  } catch {
    value = null;
  }
  cache = { raw, value };
  return value;
}

export function storeAgentSession(result: LoginResult): void {
  ended.set(false);
  session.set(
    STORAGE_KEYS.agentSession,
    JSON.stringify({ token: result.token, account: result.username, isAgent: result.isAgent }),
  );
  writes.set((n) => n + 1);
}

export function clearAgentSession(): void {
  session.remove(STORAGE_KEYS.agentSession);
  writes.set((n) => n + 1);
}

export function useAgentSession(): AgentSession | null {
  // The member's logout clears session storage (agent state included, SPEC §4): read it again then too.
  useSessionSnapshot();
  return useStore(writes, getAgentSession);
}

export const useAgentSessionEnded = () => useStore(ended);

/**
 * Ends the stored agent session when a call made with its token is refused as `user.or.token.invalid`
 * (a day without a call, a sign-out elsewhere): the page goes back to the sign-in form and says why.
 * Every agent query carries its token in its key, which tells its refusals from the member site's.
 */
export function useEndRefusedAgentSession(token: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      const error = event.action.error;
      if (!isApiError(error) || error.errorCode !== SESSION_INVALID || !event.query.queryKey.includes(token)) return;
      clearAgentSession();
      ended.set(true);
    });
  }, [queryClient, token]);
}
