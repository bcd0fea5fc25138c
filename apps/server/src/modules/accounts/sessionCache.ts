import type { Db } from '../../db/client';
import { ALL, type InvalidationBus } from '../../lib/invalidation';
import { createTtlCache } from '../../lib/ttlCache';
import { findSessionByHash, type MemberRow, type SessionRow } from './repository';

export interface OpenSession {
  session: SessionRow;
  member: MemberRow;
}

/**
 * The open sessions (with their members) that signed-in requests present, by token hash, read through
 * a process-wide cache (`ctx.sessions`) so that a request costs no database read most of the time. An
 * entry lives SESSION_TTL_MS; a session notice on the invalidation bus drops it at once in every process:
 * `s:<session id>` (logout, expiry), `m:<member id>` (password change, sign-out elsewhere) or ALL (any
 * operator change). sessions.ts publishes them (forgetSession, forgetMemberSessions).
 */
export interface SessionCache {
  find(tokenHash: string): Promise<OpenSession | undefined>;
}

/** How long a session is answered from memory without a notice (the bound when a notice is lost). */
const SESSION_TTL_MS = 1_000;

export const sessionKey = (sessionId: string) => `s:${sessionId}`;
export const memberKey = (memberId: number) => `m:${memberId}`;

export function createSessionCache(db: Db, bus: InvalidationBus): SessionCache {
  const cache = createTtlCache<OpenSession | undefined>({ ttlMs: SESSION_TTL_MS, max: 50_000, name: 'sessions' });
  bus.subscribe('session', (key) =>
    cache.invalidate(
      key === ALL
        ? undefined
        : (_k, found) => !!found && (key === sessionKey(found.session.id) || key === memberKey(found.member.id)),
    ),
  );
  return { find: (tokenHash) => cache.get(tokenHash, () => findSessionByHash(db, tokenHash)) };
}
