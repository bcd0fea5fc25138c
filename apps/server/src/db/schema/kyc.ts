import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { memberIdColumn } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * Identity checks (issue 34, KYC). A check is made by a member's first upload (incomplete); with the
 * three kinds of document it waits for an operator (pending); the operator approves, rejects (with a
 * reason) or, later, expires it. A member has at most one open check (incomplete or pending): a new
 * upload after a rejection or an expiry starts a new one. The pictures are files in
 * DATA_DIR/uploads/kyc (like feedback pictures); the rows keep their random names.
 */
export const kycChecks = pgTable(
  'kyc_checks',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    /** incomplete, pending, approved, rejected, expired. */
    status: text('status').notNull(),
    /** Why it was rejected or expired (the member reads it). */
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    decidedBy: text('decided_by'),
  },
  (t) => [
    check('kyc_checks_status_check', sql`${t.status} in ('incomplete', 'pending', 'approved', 'rejected', 'expired')`),
    uniqueIndex('kyc_checks_open_uq')
      .on(t.memberId)
      .where(sql`${t.status} in ('incomplete', 'pending')`),
    index('kyc_checks_member_idx').on(t.memberId, t.createdAt),
    index('kyc_checks_queue_idx').on(t.merchantId, t.status, t.createdAt),
  ],
);

/** One picture of a check; a new upload of the same kind replaces it while the check is incomplete. */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => kycChecks.id),
    /** front, back, selfie. */
    kind: text('kind').notNull(),
    /** The random file name under DATA_DIR/uploads/kyc. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('kyc_documents_kind_check', sql`${t.kind} in ('front', 'back', 'selfie')`),
    uniqueIndex('kyc_documents_kind_uq').on(t.checkId, t.kind),
  ],
);
