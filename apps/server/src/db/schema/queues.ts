import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { merchantIdColumn } from './merchants';

/**
 * Who works on an item of an operator queue (issue 16): one row per item (kind + ref), taken
 * atomically (an insert, or an update of an expired claim or the holder's own), removed when
 * released or decided. A row past expires_at holds nothing.
 */
export const opsClaims = pgTable(
  'ops_claims',
  {
    /** deposit, withdrawal, dispute, promotion, feedback, chat. */
    kind: text('kind').notNull(),
    /** The item: an order number, an application id, a feedback or chat id. */
    ref: text('ref').notNull(),
    merchantId: merchantIdColumn(),
    /** The operator; null for the shared operator key (automation). */
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull(),
    claimedAt: ts('claimed_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref] }), index('ops_claims_operator_idx').on(t.operatorName)],
);
