import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerSessions } from '../../db/schema/index';

/**
 * The play money of a free-play (trial) account's game sessions, which carry it from one to the next
 * (`provider/playMoneyRepository.ts`): null before its first game. Read only; the provider writes it.
 */
export async function trialSessionsPlayMoney(db: Tx, memberId: number): Promise<bigint | null> {
  const [row] = await db
    .select({ sessions: sql<number>`count(*)::int`, total: sql<string | null>`sum(${providerSessions.trialBalance})` })
    .from(providerSessions)
    .where(and(eq(providerSessions.memberId, memberId), eq(providerSessions.mode, 'trial')));
  return row && row.sessions > 0 ? BigInt(row.total ?? '0') : null;
}
