import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { games } from '../../db/schema/games';
import { merchants } from '../../db/schema/merchants';
import { lotteryBets, lotteryDraws, lotteryExposure, lotterySettings } from '../../db/schema/lottery';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type BetRow = typeof lotteryBets.$inferSelect;
export type NewDraw = typeof lotteryDraws.$inferInsert;
export type NewBet = typeof lotteryBets.$inferInsert;

export async function insertDraws(db: Tx, rows: NewDraw[]) {
  if (rows.length === 0) return;
  await db.insert(lotteryDraws).values(rows).onConflictDoNothing();
}

export async function drawById(db: Tx, id: number, forUpdate = false) {
  const q = db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export function drawsByIds(db: Tx, ids: number[]) {
  return db.select().from(lotteryDraws).where(inArray(lotteryDraws.id, ids));
}

/** Moves open draws whose betting has closed to 'closed'. */
export async function closeDue(db: Tx, now: Date) {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: 'closed' })
    .where(and(eq(lotteryDraws.status, 'open'), lte(lotteryDraws.closesAt, now)))
    .returning({ id: lotteryDraws.id });
  return rows.length;
}

export function drawsIn(db: Tx, status: string, before: Date | null, source?: string, limit = 100) {
  return db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.status, status),
        before ? lte(lotteryDraws.drawsAt, before) : undefined,
        source ? eq(lotteryDraws.source, source) : undefined,
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** Sets a draw's result if it is still in `fromStatus` (with the result version it had). */
export async function setResult(
  db: Tx,
  id: number,
  from: { status: string[]; version: number },
  patch: { result: unknown; version: number; now: Date },
) {
  const rows = await db
    .update(lotteryDraws)
    .set({
      result: patch.result,
      resultVersion: patch.version,
      status: 'drawn',
      drawnAt: patch.now,
      settledAt: null,
    })
    .where(
      and(
        eq(lotteryDraws.id, id),
        inArray(lotteryDraws.status, from.status),
        eq(lotteryDraws.resultVersion, from.version),
      ),
    )
    .returning();
  return rows[0];
}

export async function markSettled(db: Tx, id: number, version: number, now: Date) {
  await db
    .update(lotteryDraws)
    .set({ status: 'settled', settledAt: now })
    .where(and(eq(lotteryDraws.id, id), eq(lotteryDraws.status, 'drawn'), eq(lotteryDraws.resultVersion, version)));
}

export async function cancelDraw(db: Tx, id: number, reason: string) {
  const rows = await db
    .update(lotteryDraws)
    .set({ status: 'cancelled', cancelReason: reason })
    .where(and(eq(lotteryDraws.id, id), inArray(lotteryDraws.status, ['open', 'closed'])))
    .returning();
  return rows[0];
}

/** Open draws (betting not closed at `now`), by closing time. */
export function openDraws(db: Tx, now: Date) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.status, 'open'), sql`${lotteryDraws.closesAt} > ${now}`))
    .orderBy(asc(lotteryDraws.closesAt), asc(lotteryDraws.game));
}

export function drawnOf(db: Tx, game: string, limit: number) {
  return db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.game, game), inArray(lotteryDraws.status, ['drawn', 'settled'])))
    .orderBy(desc(lotteryDraws.drawsAt))
    .limit(limit);
}

/** The latest drawn draw of each game. */
export async function latestDrawnByGame(db: Tx) {
  const rows = await db
    .selectDistinctOn([lotteryDraws.game])
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.status, ['drawn', 'settled']))
    .orderBy(lotteryDraws.game, desc(lotteryDraws.drawsAt));
  return new Map(rows.map((r) => [r.game, r]));
}

/** Operators' draws. `game` is a game code, or a region's prefix (`VN_S`, `VN_C`) for all its provinces' draws. */
export function opsDraws(db: Tx, q: { id?: number; game?: string; status?: string; limit: number }) {
  return db
    .select({
      draw: lotteryDraws,
      bets: sql<number>`(select count(*)::int from lottery_bets b where b.draw_id = lottery_draws.id)`,
      stakes: sql<string>`(select coalesce(sum(b.stake), 0)::text from lottery_bets b where b.draw_id = lottery_draws.id and b.status in ('placed', 'won', 'lost'))`,
      payouts: sql<string>`(select coalesce(sum(b.payout), 0)::text from lottery_bets b where b.draw_id = lottery_draws.id and b.status = 'won')`,
    })
    .from(lotteryDraws)
    .where(
      and(
        q.id !== undefined ? eq(lotteryDraws.id, q.id) : undefined,
        q.game ? or(eq(lotteryDraws.game, q.game), sql`starts_with(${lotteryDraws.game}, ${`${q.game}_`})`) : undefined,
        q.status ? eq(lotteryDraws.status, q.status) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.drawsAt), asc(lotteryDraws.game))
    .limit(q.limit);
}

// ── bets ────────────────────────────────────────────────────────────────────────────────────

export async function insertBets(db: Tx, rows: NewBet[]) {
  return db.insert(lotteryBets).values(rows).returning();
}

export async function setBetStatus(db: Tx, ids: number[], from: string[], patch: Partial<BetRow>) {
  if (ids.length === 0) return [];
  return db
    .update(lotteryBets)
    .set(patch)
    .where(and(inArray(lotteryBets.id, ids), inArray(lotteryBets.status, from)))
    .returning({ id: lotteryBets.id });
}

/** Bets of a draw in a status (those the wallet refused to settle are left for operations). */
export function betsOfDraw(db: Tx, drawId: number, status: string[], limit: number) {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.drawId, drawId), inArray(lotteryBets.status, status), isNull(lotteryBets.errorCode)))
    .orderBy(asc(lotteryBets.id))
    .limit(limit);
}

/**
 * Bets the wallet refused to settle (`error_code` kept for operations; a void bet is a refused stake,
 * already answered to the member): with their draw, brand and member, oldest first.
 */
export function stuckBets(
  db: Tx,
  q: { merchantIds: number[]; game?: string; drawId?: number; errorCode?: string; ids?: number[]; limit: number },
) {
  return db
    .select({ bet: lotteryBets, draw: lotteryDraws, brand: merchants.code, username: members.username })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .innerJoin(merchants, eq(merchants.id, lotteryBets.merchantId))
    .innerJoin(members, eq(members.id, lotteryBets.memberId))
    .where(
      and(
        isNotNull(lotteryBets.errorCode),
        inArray(lotteryBets.status, ['pending', 'placed', 'won', 'lost']),
        inArray(lotteryBets.merchantId, q.merchantIds),
        q.game ? eq(lotteryDraws.game, q.game) : undefined,
        q.drawId ? eq(lotteryBets.drawId, q.drawId) : undefined,
        q.errorCode ? eq(lotteryBets.errorCode, q.errorCode) : undefined,
        q.ids ? inArray(lotteryBets.id, q.ids) : undefined,
      ),
    )
    .orderBy(asc(lotteryBets.id))
    .limit(q.limit);
}

/** Clears the refusal of stuck bets so that the settlement takes them again (answers those cleared). */
export function clearBetErrors(db: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .update(lotteryBets)
    .set({ errorCode: null })
    .where(
      and(
        inArray(lotteryBets.id, ids),
        isNotNull(lotteryBets.errorCode),
        inArray(lotteryBets.status, ['pending', 'placed', 'won', 'lost']),
      ),
    )
    .returning({ id: lotteryBets.id });
}

/** A bet by id (any status). */
export async function betById(db: Tx, id: number) {
  const [row] = await db.select().from(lotteryBets).where(eq(lotteryBets.id, id));
  return row;
}

/** Bets left pending (the wallet never answered) since before `before` (not those left to operators). */
export function stalePending(db: Tx, before: Date, limit: number) {
  return db
    .select()
    .from(lotteryBets)
    .where(and(eq(lotteryBets.status, 'pending'), lt(lotteryBets.createdAt, before), isNull(lotteryBets.errorCode)))
    .limit(limit);
}

export async function memberBets(
  db: Tx,
  q: { merchantId: number; memberId: number; status?: string; game?: string; offset: number; limit: number },
) {
  const where = and(
    eq(lotteryBets.merchantId, q.merchantId),
    eq(lotteryBets.memberId, q.memberId),
    q.status ? eq(lotteryBets.status, q.status) : undefined,
    q.game ? eq(lotteryDraws.game, q.game) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ bet: lotteryBets, draw: lotteryDraws })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(where)
      .orderBy(desc(lotteryBets.createdAt), desc(lotteryBets.id))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: count() })
      .from(lotteryBets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ── exposure ────────────────────────────────────────────────────────────────────────────────

/**
 * Adds to the brand's exposure on a number of a draw if the total stays within `limit`; answers
 * false (and changes nothing) when it would not.
 */
export async function addExposure(
  db: Tx,
  k: { drawId: number; merchantId: number; exposureKey: string },
  amount: bigint,
  limit: bigint,
): Promise<boolean> {
  if (amount > limit) return false;
  const rows = await db
    .insert(lotteryExposure)
    .values({ ...k, amount })
    .onConflictDoUpdate({
      target: [lotteryExposure.drawId, lotteryExposure.merchantId, lotteryExposure.exposureKey],
      set: { amount: sql`${lotteryExposure.amount} + excluded.amount` },
      setWhere: sql`${lotteryExposure.amount} + excluded.amount <= ${limit}`,
    })
    .returning({ amount: lotteryExposure.amount });
  return rows.length > 0;
}

export async function releaseExposure(
  db: Tx,
  k: { drawId: number; merchantId: number; exposureKey: string },
  amount: bigint,
) {
  await db
    .update(lotteryExposure)
    .set({ amount: sql`greatest(${lotteryExposure.amount} - ${amount}, 0)` })
    .where(
      and(
        eq(lotteryExposure.drawId, k.drawId),
        eq(lotteryExposure.merchantId, k.merchantId),
        eq(lotteryExposure.exposureKey, k.exposureKey),
      ),
    );
}

// ── settings and catalogue ──────────────────────────────────────────────────────────────────

export async function settingsOf(db: Tx, merchantId: number) {
  const [row] = await db.select().from(lotterySettings).where(eq(lotterySettings.merchantId, merchantId));
  return row;
}

export function catalogueGames(db: Tx, vendorId: number) {
  return db.select({ id: games.id, code: games.code }).from(games).where(eq(games.vendorId, vendorId));
}

export async function saveSettings(db: Tx, row: typeof lotterySettings.$inferInsert) {
  const { merchantId: _m, ...set } = row;
  await db.insert(lotterySettings).values(row).onConflictDoUpdate({ target: lotterySettings.merchantId, set });
}

/** The brand's most bet items (game, bet type, selection) since `since` (bets that took money). */
export function popularItems(db: Tx, merchantId: number, since: Date, limit: number) {
  return db
    .select({
      game: lotteryDraws.game,
      betType: lotteryBets.betType,
      selection: lotteryBets.selection,
      bets: sql<number>`count(*)::int`,
      stake: sql<string>`sum(${lotteryBets.stake})::text`,
    })
    .from(lotteryBets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryBets.drawId))
    .where(
      and(
        eq(lotteryBets.merchantId, merchantId),
        gte(lotteryBets.createdAt, since),
        inArray(lotteryBets.status, ['placed', 'won', 'lost']),
      ),
    )
    .groupBy(lotteryDraws.game, lotteryBets.betType, lotteryBets.selection)
    .orderBy(sql`count(*) desc`, lotteryDraws.game, lotteryBets.selection)
    .limit(limit);
}

/** The brand's most bet two-digit numbers (lô and đề) since `since`. */
export function popularNumbers(db: Tx, merchantId: number, since: Date, limit: number) {
  return db
    .select({ number: lotteryBets.selection, bets: sql<number>`count(*)::int` })
    .from(lotteryBets)
    .where(
      and(
        eq(lotteryBets.merchantId, merchantId),
        gte(lotteryBets.createdAt, since),
        inArray(lotteryBets.betType, ['lo', 'de']),
        inArray(lotteryBets.status, ['placed', 'won', 'lost']),
      ),
    )
    .groupBy(lotteryBets.selection)
    .orderBy(sql`count(*) desc`, lotteryBets.selection)
    .limit(limit);
}
