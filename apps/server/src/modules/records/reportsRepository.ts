// Rounds summed for the operator's dashboard and reports (modules/reports): per local day of the brand,
// per game category, vendor or group of members. Only settled rounds count (./settled.ts): open and cancelled
// ones are left out.
import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { localDay, sumText, type MemberGroups, type ZonedRange } from '../../db/reporting';
import { rowsOf } from '../../db/sqlResult';
import { gameVendors } from '../../db/schema/index';
import { betRounds } from '../../db/schema/provider';
import { isSettledRound, settledRound } from './settled';

/** The one definition of a round a figure counts (./settled.ts): settled, not open, not cancelled. */
export { settledRound } from './settled';

const inRange = (merchantId: number, r: ZonedRange): SQL | undefined =>
  and(eq(betRounds.merchantId, merchantId), gte(betRounds.betAt, r.from), lt(betRounds.betAt, r.to), isSettledRound);

const figures = {
  rounds: count(),
  players: sql<number>`count(distinct ${betRounds.memberId})::int`,
  stake: sumText(betRounds.stake),
  validBet: sumText(betRounds.validBet),
  win: sumText(betRounds.win),
};

/** Rounds, players, stake, valid bets and payout per local day. */
export async function roundsByDay(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(betRounds.betAt, r.timeZone);
  return db
    .select({ day, ...figures })
    .from(betRounds)
    .where(inRange(merchantId, r))
    .groupBy(day);
}

/** The same figures over the whole period (players counted once). */
export async function roundTotals(db: Tx, merchantId: number, r: ZonedRange) {
  const [row] = await db.select(figures).from(betRounds).where(inRange(merchantId, r));
  return row!;
}

/** Per local day and game category. */
export async function roundsByDayAndCategory(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(betRounds.betAt, r.timeZone);
  return db
    .select({ day, key: betRounds.gameType, label: betRounds.gameType, ...figures })
    .from(betRounds)
    .where(inRange(merchantId, r))
    .groupBy(day, betRounds.gameType);
}

/** Per local day and vendor (its code and name). */
export async function roundsByDayAndVendor(db: Tx, merchantId: number, r: ZonedRange) {
  const day = localDay(betRounds.betAt, r.timeZone);
  return db
    .select({ day, key: gameVendors.vassalage, label: gameVendors.displayName, ...figures })
    .from(betRounds)
    .innerJoin(gameVendors, eq(gameVendors.id, betRounds.vendorId))
    .where(inRange(merchantId, r))
    .groupBy(day, gameVendors.vassalage, gameVendors.displayName);
}

/** Per local day and group of members (the group's key: a member id, or null). */
export async function roundsByDayAndGroup(db: Tx, merchantId: number, r: ZonedRange, groups: MemberGroups) {
  const day = localDay(sql.raw('r.bet_at'), r.timeZone);
  const rows = rowsOf(
    await db.execute(sql`select ${day} as day, g.key, count(*)::int as rounds,
        count(distinct r.member_id)::int as players, coalesce(sum(r.stake), 0)::text as stake,
        coalesce(sum(r.valid_bet), 0)::text as "validBet", coalesce(sum(r.win), 0)::text as win
      from bet_rounds r join (${groups}) g on g.member_id = r.member_id
      where r.merchant_id = ${merchantId} and r.bet_at >= ${r.from.toISOString()} and r.bet_at < ${r.to.toISOString()}
        and ${settledRound('r')}
      group by 1, 2`),
  );
  return rows.map((x) => ({
    day: String(x.day),
    key: x.key === null ? null : Number(x.key),
    rounds: Number(x.rounds),
    players: Number(x.players),
    stake: String(x.stake),
    validBet: String(x.validBet),
    win: String(x.win),
  }));
}

/** Valid bets of each group over the period. */
export async function validBetByGroup(db: Tx, merchantId: number, r: ZonedRange, groups: MemberGroups) {
  const rows = rowsOf(
    await db.execute(sql`select g.key, coalesce(sum(r.valid_bet), 0)::text as v
      from bet_rounds r join (${groups}) g on g.member_id = r.member_id
      where r.merchant_id = ${merchantId} and r.bet_at >= ${r.from.toISOString()} and r.bet_at < ${r.to.toISOString()}
        and ${settledRound('r')}
      group by g.key`),
  );
  return new Map(rows.map((x) => [Number(x.key), BigInt(String(x.v))]));
}

// ── the agent centre's team reports (modules/agent-reports) ───────────────────────────────────────

/**
 * Which rounds a team report sums: the brand's rounds begun in [from, to) by the members of `team` (a
 * subquery of member ids), settled, of one category, vendor or member when given.
 */
interface TeamRoundFilter {
  merchantId: number;
  team: SQL;
  range: ZonedRange;
  gameType?: string | undefined;
  vendorId?: number | undefined;
  memberId?: number | undefined;
}

const teamWhere = (f: TeamRoundFilter): SQL =>
  sql.join(
    [
      sql`r.merchant_id = ${f.merchantId}`,
      sql`r.member_id in (${f.team})`,
      sql`r.bet_at >= ${f.range.from.toISOString()}`,
      sql`r.bet_at < ${f.range.to.toISOString()}`,
      settledRound('r'),
      ...(f.gameType ? [sql`r.game_type = ${f.gameType}`] : []),
      ...(f.vendorId !== undefined ? [sql`r.vendor_id = ${f.vendorId}`] : []),
      ...(f.memberId !== undefined ? [sql`r.member_id = ${f.memberId}`] : []),
    ],
    sql` and `,
  );

/** One page of the team's rounds, newest first, with the member's username and the vendor. */
export async function teamRoundsPage(db: Tx, f: TeamRoundFilter, page: { offset: number; limit: number }) {
  const rows = rowsOf(
    await db.execute(sql`select r.round_id, r.game_type, r.stake::text, r.valid_bet::text, r.win::text, r.status,
        r.bet_at, m.username, v.vassalage, v.display_name
      from bet_rounds r join members m on m.id = r.member_id join game_vendors v on v.id = r.vendor_id
      where ${teamWhere(f)}
      order by r.bet_at desc, r.id desc limit ${page.limit} offset ${page.offset}`),
  );
  return rows.map((x) => ({
    roundId: String(x.round_id),
    gameType: String(x.game_type),
    stake: BigInt(String(x.stake)),
    validBet: BigInt(String(x.valid_bet)),
    win: BigInt(String(x.win)),
    status: String(x.status),
    betAt: new Date(x.bet_at as string | Date),
    username: String(x.username),
    vassalage: String(x.vassalage),
    vendorName: String(x.display_name),
  }));
}

/** Vendors by id (their code and name). */
export async function vendorNames(db: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { vassalage: string; displayName: string }>();
  const rows = await db
    .select({ id: gameVendors.id, vassalage: gameVendors.vassalage, displayName: gameVendors.displayName })
    .from(gameVendors)
    .where(inArray(gameVendors.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export { vendorIdByCode } from './repository';
