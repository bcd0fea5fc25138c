import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/**
 * A correction of an entered lottery draw or sports fixture result under four-eyes (issue 34; modules/corrections):
 * asked for by one operator with a reason (pending), applied once when a second one approves it (approved: the
 * result is replaced and its bets settled again by the product's own correction path), or rejected. `baseVersion`
 * is the result version it corrects: an approval after another change is refused (stale).
 */
export const resultCorrections = pgTable(
  'result_corrections',
  {
    id: serial('id').primaryKey(),
    /** lottery (a draw) or sports (a fixture). */
    product: text('product').notNull(),
    subjectId: integer('subject_id').notNull(),
    baseVersion: integer('base_version').notNull(),
    /** The corrected result as the product's result call takes it (prizes, or home and away). */
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    reason: text('reason').notNull(),
    /** pending, applying (an approval at work), approved, rejected. */
    status: text('status').notNull(),
    requestedById: integer('requested_by_id'),
    requestedByName: text('requested_by_name').notNull(),
    decidedById: integer('decided_by_id'),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    createdAt: ts('created_at').notNull(),
    decidedAt: ts('decided_at'),
  },
  (t) => [
    check('result_corrections_product_check', sql`${t.product} in ('lottery', 'sports')`),
    check('result_corrections_status_check', sql`${t.status} in ('pending', 'applying', 'approved', 'rejected')`),
    uniqueIndex('result_corrections_open_uq')
      .on(t.product, t.subjectId)
      .where(sql`${t.status} in ('pending', 'applying')`),
    index('result_corrections_status_idx').on(t.status, t.createdAt),
  ],
);
