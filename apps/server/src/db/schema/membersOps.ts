import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { members } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * What operators keep about a member in the console (issue 16, "Members"): notes, labels and manual
 * balance adjustments with their four-eyes decision. The money itself moves only in the ledger.
 */

/** An operator's note on a member: who wrote it, when; never changed. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: integer('member_id').notNull(),
    /** The operator's id (null for the shared key, "automation"). */
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.memberId, t.merchantId], foreignColumns: [members.id, members.merchantId] }),
    index('member_notes_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** Labels an operator puts on a member (e.g. "vip-watch", "bonus-abuse"), one row each. */
export const memberLabels = pgTable(
  'member_labels',
  {
    memberId: integer('member_id').notNull(),
    merchantId: merchantIdColumn(),
    label: text('label').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.label] }),
    foreignKey({ columns: [t.memberId, t.merchantId], foreignColumns: [members.id, members.merchantId] }),
    index('member_labels_label_idx').on(t.merchantId, t.label),
  ],
);

/**
 * A manual adjustment of a member's main wallet with its reason. Up to the brand's threshold it is
 * posted at once (status posted); above it, it waits (pending) until another operator with
 * adjustments.approve approves it (posted, exactly once: the row is locked and the ledger key is
 * `member-adjustment:<id>`) or rejects it. `requestKey` makes a retried request one adjustment.
 */
export const memberAdjustments = pgTable(
  'member_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: integer('member_id').notNull(),
    /** credit (money in) or debit (money out). */
    direction: text('direction').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    requestKey: text('request_key').notNull(),
    /** pending, posted, rejected. */
    status: text('status').notNull(),
    requestedByKind: text('requested_by_kind').notNull(),
    requestedById: integer('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    decidedByName: text('decided_by_name'),
    decidedAt: ts('decided_at'),
    decisionNote: text('decision_note'),
    entryId: bigint('entry_id', { mode: 'number' }),
    balanceBefore: bigint('balance_before', { mode: 'bigint' }),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.memberId, t.merchantId], foreignColumns: [members.id, members.merchantId] }),
    uniqueIndex('member_adjustments_request_uq').on(t.merchantId, t.requestKey),
    index('member_adjustments_member_idx').on(t.memberId, t.createdAt),
    index('member_adjustments_pending_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('member_adjustments_direction_check', sql`${t.direction} in ('credit', 'debit')`),
    check('member_adjustments_status_check', sql`${t.status} in ('pending', 'posted', 'rejected')`),
    check('member_adjustments_amount_check', sql`${t.amount} > 0`),
    check('member_adjustments_posted_check', sql`(${t.status} = 'posted') = (${t.entryId} is not null)`),
  ],
);
