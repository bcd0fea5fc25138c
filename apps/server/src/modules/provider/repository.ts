import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameVendors, games, members, sessions } from '../../db/schema/index';
import { providerSessions, providerTransactions } from '../../db/schema/provider';

/**
 * A launch session, with what of its member the bets depend on, read in the same query: the account's kind
 * (`members.is_agent`: what it may do, accounts/capabilities.ts) and its locks (an operator's, failed sign-ins'),
 * checked on authenticate and bet without a query of their own.
 */
export type SessionRow = typeof providerSessions.$inferSelect & {
  accountKind: number;
  memberDisabledAt: Date | null;
  memberLockedUntil: Date | null;
  /** When the member's sign-in the game was launched from ended (a logout, a revocation); null while it is open. */
  signInEndedAt: Date | null;
};
export type TransactionRow = typeof providerTransactions.$inferSelect;
export type NewTransaction = typeof providerTransactions.$inferInsert;

export async function insertSession(db: Tx, row: typeof providerSessions.$inferInsert): Promise<void> {
  await db.insert(providerSessions).values(row);
}

export async function sessionByTokenHash(db: Tx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      session: providerSessions,
      accountKind: members.isAgent,
      memberDisabledAt: members.disabledAt,
      memberLockedUntil: members.lockedUntil,
      signInEndedAt: sessions.revokedAt,
    })
    .from(providerSessions)
    .innerJoin(members, eq(members.id, providerSessions.memberId))
    // auth_session_id is the sign-in's uuid as text: cast on this side, the sign-in is found by its key.
    .leftJoin(sessions, eq(sessions.id, sql`${providerSessions.authSessionId}::uuid`))
    .where(eq(providerSessions.tokenHash, tokenHash));
  return row
    ? {
        ...row.session,
        accountKind: row.accountKind,
        memberDisabledAt: row.memberDisabledAt,
        memberLockedUntil: row.memberLockedUntil,
        signInEndedAt: row.signInEndedAt,
      }
    : undefined;
}

/** Moves a trial session's play money; null when it would go below zero. */
export async function addTrialBalance(db: Tx, sessionId: string, delta: bigint): Promise<bigint | null> {
  const [row] = await db
    .update(providerSessions)
    .set({ trialBalance: sql`${providerSessions.trialBalance} + ${delta}` })
    .where(and(eq(providerSessions.id, sessionId), sql`${providerSessions.trialBalance} + ${delta} >= 0`))
    .returning({ balance: providerSessions.trialBalance });
  return row ? row.balance : null;
}

export async function trialBalance(db: Tx, sessionId: string): Promise<bigint> {
  const [row] = await db
    .select({ b: providerSessions.trialBalance })
    .from(providerSessions)
    .where(eq(providerSessions.id, sessionId));
  return row?.b ?? 0n;
}

export async function vendorByCode(db: Tx, vassalage: string) {
  const [row] = await db.select().from(gameVendors).where(eq(gameVendors.vassalage, vassalage));
  return row;
}

export async function gameByCode(db: Tx, vendorId: number, code: string) {
  const [row] = await db
    .select({
      id: games.id,
      gameType: games.gameType,
      code: games.code,
      status: games.status,
      minBet: games.minBet,
      maxBet: games.maxBet,
    })
    .from(games)
    .where(and(eq(games.vendorId, vendorId), eq(games.code, code)));
  return row;
}

export async function gameById(db: Tx, id: number) {
  const [row] = await db
    .select({ id: games.id, gameType: games.gameType, code: games.code, status: games.status })
    .from(games)
    .where(eq(games.id, id));
  return row;
}

export async function findTransaction(
  db: Tx,
  vendorId: number,
  transactionId: string,
  lock = false,
): Promise<TransactionRow | undefined> {
  const q = db
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.vendorId, vendorId), eq(providerTransactions.transactionId, transactionId)));
  const [row] = await (lock ? q.for('update') : q);
  return row;
}

/** Claims (vendor, transaction id); false when another request already holds it (then replay). */
export async function claimTransaction(db: Tx, row: NewTransaction): Promise<number | null> {
  const [r] = await db
    .insert(providerTransactions)
    .values(row)
    .onConflictDoNothing({ target: [providerTransactions.vendorId, providerTransactions.transactionId] })
    .returning({ id: providerTransactions.id });
  return r?.id ?? null;
}

export async function updateTransaction(
  db: Tx,
  id: number,
  patch: Partial<Pick<TransactionRow, 'status' | 'errorCode' | 'result' | 'entryId' | 'rolledBackBy' | 'gameId'>>,
): Promise<void> {
  await db.update(providerTransactions).set(patch).where(eq(providerTransactions.id, id));
}

/** The member's accepted bets in a vendor's round. */
const acceptedBets = (vendorId: number, roundId: string, memberId: number) =>
  and(
    eq(providerTransactions.vendorId, vendorId),
    eq(providerTransactions.roundId, roundId),
    eq(providerTransactions.memberId, memberId),
    eq(providerTransactions.kind, 'bet'),
    eq(providerTransactions.status, 'ok'),
  );

/** Whether the player has an accepted bet in this round (trial sessions: that session's). */
export async function roundBet(db: Tx, vendorId: number, roundId: string, memberId: number, trial: boolean) {
  const [row] = await db
    .select({
      id: providerTransactions.id,
      gameId: providerTransactions.gameId,
      sessionId: providerTransactions.sessionId,
    })
    .from(providerTransactions)
    .where(and(acceptedBets(vendorId, roundId, memberId), eq(providerTransactions.trial, trial)))
    .limit(1);
  return row;
}

/** The ledger entries of the member's accepted, not rolled-back bets in a round (a win's bonus share). */
export async function roundBetEntryIds(db: Tx, vendorId: number, roundId: string, memberId: number): Promise<number[]> {
  const rows = await db
    .select({ entryId: providerTransactions.entryId })
    .from(providerTransactions)
    .where(and(acceptedBets(vendorId, roundId, memberId), isNull(providerTransactions.rolledBackBy)));
  return rows.flatMap((r) => (r.entryId === null ? [] : [r.entryId]));
}
