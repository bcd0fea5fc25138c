import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import type { LocalizedText } from '@lotus/contracts';
import { memberIdColumn } from './accounts';
import { games } from './games';
import { merchantIdColumn } from './merchants';

/**
 * Missions, the member centre's missionLeaderboard (issue 13, docs/API.md "Missions"): each brand's daily,
 * weekly and one-off missions and the claims of their rewards. A member's progress is not stored: it is read
 * from the source tables (sign-ins, credited deposits, betting records, referrals) over the mission's period in
 * the brand's time zone. A claim is one row per mission, member and period (the unique key keeps it once
 * whatever races); its points are the leaderboard's mission points.
 */

const zero = (name: string) =>
  money(name)
    .notNull()
    .default(sql`0`);

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    /** The operator's handle, unique per brand (`daily-login`). */
    code: text('code').notNull(),
    /** daily | weekly | once */
    period: text('period').notNull(),
    /** login | deposit | bet | rounds | invite */
    kind: text('kind').notNull(),
    /** deposit, bet: minor units; rounds, invite, login: a count. */
    target: money('target').notNull(),
    /** bet: the game category counted (null: all); rounds: with gameId null, the category of the rounds. */
    gameType: text('game_type'),
    /** rounds: the one game counted (null: any game of gameType, or any game). */
    gameId: integer('game_id').references(() => games.id),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    rewardPoints: zero('reward_points'),
    /** Paid into the bonus wallet with the wagering multiple below. */
    rewardBonus: zero('reward_bonus'),
    wageringMultipleTenths: integer('wagering_multiple_tenths').notNull().default(10),
    bonusExpiryDays: integer('bonus_expiry_days').notNull().default(7),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('missions_code_uq').on(t.merchantId, t.code),
    check('missions_period_check', sql`${t.period} in ('daily', 'weekly', 'once')`),
    check('missions_kind_check', sql`${t.kind} in ('login', 'deposit', 'bet', 'rounds', 'invite')`),
    check(
      'missions_reward_check',
      sql`${t.target} > 0 and ${t.rewardPoints} >= 0 and ${t.rewardBonus} >= 0 and (${t.rewardPoints} > 0 or ${t.rewardBonus} > 0) and ${t.wageringMultipleTenths} between 0 and 1000 and ${t.bonusExpiryDays} between 1 and 365`,
    ),
  ],
);

/** A member's claim of a mission's reward in one period: at most one per mission, member and period. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    /** `d:2026-11-26`, `w:2026-11-23` (the week's Monday), `once`. */
    periodKey: text('period_key').notNull(),
    /** The progress read when claimed. */
    progress: money('progress').notNull(),
    points: zero('points'),
    bonus: zero('bonus'),
    wageringMultipleTenths: integer('wagering_multiple_tenths').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    unique('mission_claims_once_uq').on(t.missionId, t.memberId, t.periodKey),
    index('mission_claims_merchant_idx').on(t.merchantId, t.createdAt),
    index('mission_claims_member_idx').on(t.memberId, t.createdAt),
  ],
);
