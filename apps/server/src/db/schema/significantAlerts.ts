import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { operators } from './operators';

/**
 * Alerts of significant events to operators (issue 34, docs/architecture/reports.md "Alerts"): what each operator
 * subscribed to, their console inbox of alerts, and how far the `significant.alerts` job has read the audit chain.
 */

/** An operator's subscription: the kinds of significant events they want, and an e-mail address (null: inbox only). */
export const significantAlertSubscriptions = pgTable('significant_alert_subscriptions', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id),
  kinds: text('kinds').array().notNull(),
  email: text('email'),
  updatedAt: ts('updated_at').notNull(),
});

/** The operators' console inbox of alerts: one row per operator and significant audit row. */
export const operatorAlerts = pgTable(
  'operator_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    merchantId: integer('merchant_id'),
    createdAt: ts('created_at').notNull(),
    readAt: ts('read_at'),
  },
  (t) => [
    uniqueIndex('operator_alerts_operator_audit_uq').on(t.operatorId, t.auditId),
    index('operator_alerts_inbox_idx').on(t.operatorId, t.id),
  ],
);

/** The last audit row the significant.alerts job has looked at (one row, id 1). */
export const significantAlertMarks = pgTable('significant_alert_marks', {
  id: integer('id').primaryKey(),
  lastAuditId: bigint('last_audit_id', { mode: 'number' }).notNull(),
});
