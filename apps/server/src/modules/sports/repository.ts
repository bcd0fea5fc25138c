import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  sportsBetLegs,
  sportsBets,
  sportsFixtures,
  sportsLeagues,
  sportsMarkets,
  sportsSelections,
  sportsSettings,
  sportsSettlements,
} from '../../db/schema/sports';
import { rowsOf } from '../../db/sqlResult';

export type LeagueRow = typeof sportsLeagues.$inferSelect;
export type FixtureRow = typeof sportsFixtures.$inferSelect;
export type BetRow = typeof sportsBets.$inferSelect;
export type LegRow = typeof sportsBetLegs.$inferSelect;

// ── leagues, fixtures, markets ─────────────────────────────────────────────────────────────

export async function upsertLeagues(db: Tx, rows: (typeof sportsLeagues.$inferInsert)[]) {
  for (const r of rows) {
    await db
      .insert(sportsLeagues)
      .values(r)
      .onConflictDoUpdate({ target: sportsLeagues.code, set: { nameVi: r.nameVi, nameEn: r.nameEn, sort: r.sort } });
  }
  return db.select().from(sportsLeagues);
}

export const leagues = (db: Tx) => db.select().from(sportsLeagues).orderBy(asc(sportsLeagues.sort));

/** Inserts a fixture with its markets and selections unless its feed key exists; answers whether it did. */
export async function insertFixture(
  db: Tx,
  fixture: typeof sportsFixtures.$inferInsert,
  markets: { type: string; line: number; selections: { key: string; odds: number }[] }[],
): Promise<boolean> {
  const [row] = await db.insert(sportsFixtures).values(fixture).onConflictDoNothing().returning();
  if (!row) return false;
  for (const m of markets) {
    const [market] = await db
      .insert(sportsMarkets)
      .values({ fixtureId: row.id, type: m.type, line: m.line, status: 'open' })
      .returning();
    await db
      .insert(sportsSelections)
      .values(
        m.selections.map((s) => ({ marketId: market!.id, key: s.key, odds: s.odds, updatedAt: fixture.createdAt })),
      );
  }
  return true;
}

/** Which of the feed's keys have their fixture already. */
export async function existingFeedKeys(db: Tx, keys: string[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .select({ key: sportsFixtures.feedKey })
    .from(sportsFixtures)
    .where(inArray(sportsFixtures.feedKey, keys));
  return new Set(rows.map((r) => r.key));
}

export async function fixtureById(db: Tx, id: number, lock = false) {
  const q = db.select().from(sportsFixtures).where(eq(sportsFixtures.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** Fixtures with their league of the given sports, kicking off from `from` (and live or finished since). */
export function fixturesFor(db: Tx, sports: string[], since: Date, until: Date) {
  return db
    .select({ fixture: sportsFixtures, league: sportsLeagues })
    .from(sportsFixtures)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .where(
      and(
        inArray(sportsLeagues.sport, sports),
        gt(sportsFixtures.kickoffAt, since),
        lt(sportsFixtures.kickoffAt, until),
        notInArray(sportsFixtures.status, ['cancelled']),
      ),
    )
    .orderBy(asc(sportsLeagues.sort), asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id));
}

export function marketsOfFixtures(db: Tx, fixtureIds: number[]) {
  if (fixtureIds.length === 0) return Promise.resolve([]);
  return db
    .select({ market: sportsMarkets, selection: sportsSelections })
    .from(sportsMarkets)
    .innerJoin(sportsSelections, eq(sportsSelections.marketId, sportsMarkets.id))
    .where(inArray(sportsMarkets.fixtureId, fixtureIds))
    .orderBy(asc(sportsMarkets.id), asc(sportsSelections.id));
}

/** The selections of a slip with their market, fixture and league (locked while the bet is written). */
export function selectionsForSlip(db: Tx, ids: number[], lock = false) {
  const q = db
    .select({
      selection: sportsSelections,
      market: sportsMarkets,
      fixture: sportsFixtures,
      league: sportsLeagues,
    })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMarkets.fixtureId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .where(inArray(sportsSelections.id, ids));
  return lock ? q.for('share', { of: [sportsMarkets, sportsFixtures] }) : q;
}

/** Open markets of scheduled fixtures (the feed moves their odds). */
export function openSelections(db: Tx) {
  return db
    .select({ selection: sportsSelections, market: sportsMarkets, fixture: sportsFixtures, league: sportsLeagues })
    .from(sportsSelections)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsSelections.marketId))
    .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsMarkets.fixtureId))
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .where(and(eq(sportsMarkets.status, 'open'), eq(sportsFixtures.status, 'scheduled')));
}

/** Sets many selections' odds at once (only those that changed). */
export async function setOdds(db: Tx, rows: { id: number; odds: number }[], now: Date) {
  if (rows.length === 0) return 0;
  const res = await db.execute(sql`update sports_selections s set odds = v.odds, updated_at = ${now}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, odds int)
    where s.id = v.id and s.odds <> v.odds returning s.id`);
  return rowsOf(res).length;
}

/** Kick-off: scheduled fixtures whose time came go live and their open markets are suspended. */
export async function startDue(db: Tx, now: Date) {
  const started = await db
    .update(sportsFixtures)
    .set({ status: 'live', updatedAt: now })
    .where(and(eq(sportsFixtures.status, 'scheduled'), lte(sportsFixtures.kickoffAt, now)))
    .returning({ id: sportsFixtures.id });
  if (started.length) {
    await db
      .update(sportsMarkets)
      .set({ status: 'suspended' })
      .where(
        and(
          eq(sportsMarkets.status, 'open'),
          inArray(
            sportsMarkets.fixtureId,
            started.map((s) => s.id),
          ),
        ),
      );
  }
  return started.length;
}

/** Live fixtures of the feed that kicked off before `before` (their simulated end) and have no result. */
export function feedFixturesToFinish(db: Tx, before: Date) {
  return db
    .select({ fixture: sportsFixtures, league: sportsLeagues })
    .from(sportsFixtures)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .where(
      and(
        eq(sportsFixtures.status, 'live'),
        eq(sportsFixtures.source, 'feed'),
        eq(sportsFixtures.resultVersion, 0),
        lte(sportsFixtures.kickoffAt, before),
      ),
    )
    .limit(100);
}

/**
 * Records a result (or a cancellation) as the next version, once: only from version `fromVersion`
 * (a second entry of the same version finds nothing to update). Answers the updated fixture.
 */
export async function recordResult(
  db: Tx,
  fixtureId: number,
  fromVersion: number,
  r: { kind: 'result' | 'cancelled'; home?: number; away?: number; enteredBy: string; reason?: string; now: Date },
) {
  const [row] = await db
    .update(sportsFixtures)
    .set({
      status: r.kind === 'result' ? 'finished' : 'cancelled',
      scoreHome: r.kind === 'result' ? r.home : null,
      scoreAway: r.kind === 'result' ? r.away : null,
      resultVersion: fromVersion + 1,
      cancelReason: r.kind === 'cancelled' ? (r.reason ?? null) : null,
      updatedAt: r.now,
    })
    .where(and(eq(sportsFixtures.id, fixtureId), eq(sportsFixtures.resultVersion, fromVersion)))
    .returning();
  if (!row) return undefined;
  await db.insert(sportsSettlements).values({
    fixtureId,
    version: fromVersion + 1,
    kind: r.kind,
    scoreHome: r.kind === 'result' ? r.home : null,
    scoreAway: r.kind === 'result' ? r.away : null,
    enteredBy: r.enteredBy,
    reason: r.reason ?? null,
    createdAt: r.now,
  });
  await db.update(sportsMarkets).set({ status: 'settled' }).where(eq(sportsMarkets.fixtureId, fixtureId));
  return row;
}

/** Fixtures with a result (or cancellation) whose settlement has not finished. */
export function fixturesToSettle(db: Tx, limit: number) {
  return db
    .select()
    .from(sportsFixtures)
    .where(sql`${sportsFixtures.settledVersion} < ${sportsFixtures.resultVersion}`)
    .limit(limit);
}

export async function markSettled(db: Tx, fixtureId: number, version: number) {
  await db
    .update(sportsFixtures)
    .set({ settledVersion: version })
    .where(and(eq(sportsFixtures.id, fixtureId), lt(sportsFixtures.settledVersion, version)));
}

// ── bets ───────────────────────────────────────────────────────────────────────────────────

export async function insertBet(
  db: Tx,
  bet: typeof sportsBets.$inferInsert,
  legs: Omit<typeof sportsBetLegs.$inferInsert, 'betId'>[],
) {
  const [row] = await db.insert(sportsBets).values(bet).returning();
  const legRows = await db
    .insert(sportsBetLegs)
    .values(legs.map((l) => ({ ...l, betId: row!.id })))
    .returning();
  return { bet: row!, legs: legRows };
}

/** Moves bets from one of `from` to the values given; answers those it moved. */
export function setBet(db: Tx, id: number, from: string[], set: Partial<typeof sportsBets.$inferInsert>) {
  return db
    .update(sportsBets)
    .set(set)
    .where(and(eq(sportsBets.id, id), inArray(sportsBets.status, from)))
    .returning();
}

export async function betById(db: Tx, id: number) {
  const [row] = await db.select().from(sportsBets).where(eq(sportsBets.id, id));
  return row;
}

/** Clears a bet's kept refusal; false when another retry cleared it first. */
export async function clearError(db: Tx, id: number) {
  const rows = await db
    .update(sportsBets)
    .set({ errorCode: null })
    .where(and(eq(sportsBets.id, id), isNotNull(sportsBets.errorCode)))
    .returning({ id: sportsBets.id });
  return rows.length > 0;
}

export async function fixturesOfBet(db: Tx, betId: number) {
  const rows = await db
    .select({ id: sportsBetLegs.fixtureId })
    .from(sportsBetLegs)
    .where(eq(sportsBetLegs.betId, betId));
  return rows.map((r) => r.id);
}

export async function setLegOutcomes(db: Tx, fixtureId: number, outcomes: { id: number; outcome: string }[]) {
  if (outcomes.length === 0) return;
  await db.execute(sql`update sports_bet_legs l set outcome = v.outcome
    from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb) as v(id bigint, outcome text)
    where l.id = v.id and l.fixture_id = ${fixtureId}`);
}

/** The legs on a fixture of bets that took money (placed or settled). */
export function legsOnFixture(db: Tx, fixtureId: number) {
  return db
    .select({ leg: sportsBetLegs })
    .from(sportsBetLegs)
    .innerJoin(sportsBets, eq(sportsBets.id, sportsBetLegs.betId))
    .where(and(eq(sportsBetLegs.fixtureId, fixtureId), inArray(sportsBets.status, ['placed', 'won', 'lost', 'void'])));
}

export async function betsWithLegs(db: Tx, betIds: number[]) {
  if (betIds.length === 0) return [];
  const [bets, legs] = await Promise.all([
    db.select().from(sportsBets).where(inArray(sportsBets.id, betIds)).orderBy(asc(sportsBets.id)),
    db
      .select({
        leg: sportsBetLegs,
        fixture: sportsFixtures,
        // The book's odds and market now (a cash-out's price).
        nowOdds: sportsSelections.odds,
        marketStatus: sportsMarkets.status,
      })
      .from(sportsBetLegs)
      .innerJoin(sportsFixtures, eq(sportsFixtures.id, sportsBetLegs.fixtureId))
      .innerJoin(sportsSelections, eq(sportsSelections.id, sportsBetLegs.selectionId))
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsBetLegs.marketId))
      .where(inArray(sportsBetLegs.betId, betIds))
      .orderBy(asc(sportsBetLegs.id)),
  ]);
  return bets.map((bet) => ({ bet, legs: legs.filter((l) => l.leg.betId === bet.id) }));
}

/** A member's bets, newest first: open (placed) or settled. */
export async function memberBetIds(
  db: Tx,
  merchantId: number,
  memberId: number,
  state: 'open' | 'settled',
  limit: number,
) {
  const rows = await db
    .select({ id: sportsBets.id })
    .from(sportsBets)
    .where(
      and(
        eq(sportsBets.merchantId, merchantId),
        eq(sportsBets.memberId, memberId),
        state === 'open'
          ? eq(sportsBets.status, 'placed')
          : inArray(sportsBets.status, ['won', 'lost', 'void', 'cashed_out']),
      ),
    )
    .orderBy(desc(sportsBets.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export function stalePending(db: Tx, before: Date, limit: number) {
  return db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.status, 'pending'), lt(sportsBets.createdAt, before)))
    .limit(limit);
}

export async function settingsOf(db: Tx, merchantId: number) {
  const [row] = await db.select().from(sportsSettings).where(eq(sportsSettings.merchantId, merchantId));
  return row;
}

export async function saveSettings(db: Tx, row: typeof sportsSettings.$inferInsert) {
  const { merchantId: _m, ...set } = row;
  await db.insert(sportsSettings).values(row).onConflictDoUpdate({ target: sportsSettings.merchantId, set });
}

/** Operators' list: fixtures with their bets and stakes. */
export function opsFixtures(db: Tx, q: { status?: string; sport?: string; limit: number; id?: number }) {
  return db
    .select({
      fixture: sportsFixtures,
      league: sportsLeagues,
      bets: sql<number>`(select count(distinct l.bet_id)::int from sports_bet_legs l join sports_bets b on b.id = l.bet_id
        where l.fixture_id = ${sportsFixtures.id} and b.status <> 'rejected')`,
      stakes: sql<string>`(select coalesce(sum(b.stake), 0)::text from sports_bets b where b.status <> 'rejected'
        and b.id in (select l.bet_id from sports_bet_legs l where l.fixture_id = ${sportsFixtures.id}))`,
    })
    .from(sportsFixtures)
    .innerJoin(sportsLeagues, eq(sportsLeagues.id, sportsFixtures.leagueId))
    .where(
      and(
        q.id === undefined ? undefined : eq(sportsFixtures.id, q.id),
        q.status === undefined ? undefined : eq(sportsFixtures.status, q.status),
        q.sport === undefined ? undefined : eq(sportsLeagues.sport, q.sport),
      ),
    )
    .orderBy(asc(sportsFixtures.kickoffAt), asc(sportsFixtures.id))
    .limit(q.limit);
}
