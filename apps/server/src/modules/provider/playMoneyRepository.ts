import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerSessions } from '../../db/schema/index';

/**
 * A free-play (trial) account has one play-money balance, carried from game session to game session:
 * a new session takes what the member's earlier trial sessions hold (they keep none). Null before
 * its first game. Run in the transaction that opens the new session.
 */
export async function takeTrialSessionsPlayMoney(tx: Tx, memberId: number): Promise<bigint | null> {
  const mine = and(eq(providerSessions.memberId, memberId), eq(providerSessions.mode, 'trial'));
  const rows = await tx
    .select({ balance: providerSessions.trialBalance })
    .from(providerSessions)
    .where(mine)
    .for('update');
  if (rows.length === 0) return null;
  await tx.update(providerSessions).set({ trialBalance: 0n }).where(mine);
  return rows.reduce((sum, r) => sum + (r.balance ?? 0n), 0n);
}
