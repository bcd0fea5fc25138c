import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import type { RgHistoryData } from '@lotus/contracts';
import { members } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Responsible gaming (issue 17, docs/API.md "Responsible gaming"): what a member set for themselves —
 * limits with their cooling-off, session and reality-check minutes, a time-out or self-exclusion — and
 * the history of every change. The member's rg_settings row is the lock the deposit and bet paths take
 * (FOR UPDATE) so that raced requests cannot pass a limit together.
 */

export const rgSettings = pgTable(
  'rg_settings',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    merchantId: merchantIdColumn(),
    sessionMinutes: integer('session_minutes'),
    realityCheckMinutes: integer('reality_check_minutes'),
    /** timeout | self_exclusion, with blockUntil; a block is never shortened, only extended. */
    blockKind: text('block_kind'),
    blockUntil: ts('block_until'),
    /** When the block in force began (an extension keeps it); cleared with the block when it ends. */
    blockSince: ts('block_since'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    // The rg.settle job finds ended blocks (cleared once recorded, so the index stays small).
    index('rg_settings_block_until_idx')
      .on(t.blockUntil)
      .where(sql`${t.blockUntil} is not null`),
    check('rg_settings_block_check', sql`(${t.blockKind} is null) = (${t.blockUntil} is null)`),
    check(
      'rg_settings_block_kind_check',
      sql`${t.blockKind} is null or ${t.blockKind} in ('timeout', 'self_exclusion')`,
    ),
  ],
);

/** One limit per (member, kind, period): the amount in force and a raise or removal waiting for its cooling-off. */
export const rgLimits = pgTable(
  'rg_limits',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** deposit | loss | wager */
    kind: text('kind').notNull(),
    /** day | week | month */
    period: text('period').notNull(),
    /** Minor units in force; null: no limit. */
    amount: money('amount'),
    /** A raise or removal (pendingAmount null) the member may confirm from pendingAt on; null pendingAt: none. */
    pendingAmount: money('pending_amount'),
    pendingAt: ts('pending_at'),
    /**
     * When the system recorded in the history that this waiting change's cooling-off ended (once per
     * waiting change: a new raise or removal sets it back to null).
     */
    pendingNotedAt: ts('pending_noted_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('rg_limits_pending_idx')
      .on(t.pendingAt)
      .where(sql`${t.pendingAt} is not null and ${t.pendingNotedAt} is null`),
    unique('rg_limits_member_uq').on(t.memberId, t.kind, t.period),
    check('rg_limits_kind_check', sql`${t.kind} in ('deposit', 'loss', 'wager')`),
    check('rg_limits_period_check', sql`${t.period} in ('day', 'week', 'month')`),
    check(
      'rg_limits_amount_check',
      sql`(${t.amount} is null or ${t.amount} > 0) and (${t.pendingAmount} is null or ${t.pendingAmount} > 0)`,
    ),
  ],
);

/** RgHistoryData as stored: amounts in minor units, as decimal strings. */
export type RgHistoryStored = Omit<RgHistoryData, 'before' | 'after'> & {
  before?: string | null;
  after?: string | null;
};

/** Every change, by the member, an operator or the system (the audit trail the console shows). */
export const rgHistory = pgTable(
  'rg_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    at: ts('at').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull(),
    /** The change's values (amounts as minor-unit strings), for the console to word it (rgHistoryDataSchema). */
    data: jsonb('data').$type<RgHistoryStored>().notNull().default({}),
    /** member | operator | system */
    by: text('by').notNull(),
  },
  (t) => [
    index('rg_history_member_idx').on(t.memberId, t.id),
    check('rg_history_by_check', sql`${t.by} in ('member', 'operator', 'system')`),
  ],
);
