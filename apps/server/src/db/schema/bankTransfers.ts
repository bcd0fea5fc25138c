import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import { members } from './accounts';
import { merchantIdColumn } from './merchants';
import { depositOrders } from './money';

/**
 * Bank transfers matched automatically (issue 35, docs/API.md "Bank transfers"): the brand's
 * receiving accounts (rotated among bank-transfer orders within daily limits), which account each
 * order was given, the statement feeds (their secrets are derived from the site's code secret, never
 * stored), and every statement line received, with what became of it. Amounts in minor units.
 */

export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    /** NAPAS BIN of the bank (contracts' VIET_BANKS). */
    bankBin: text('bank_bin').notNull(),
    accountNo: text('account_no').notNull(),
    /** As the bank prints it: upper case, no diacritics. */
    holderName: text('holder_name').notNull(),
    /** Minor units of orders a day (brand time); 0: no limit. */
    dailyLimit: money('daily_limit')
      .notNull()
      .default(sql`0`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A bank account belongs to one business: a statement line's account names its brand.
    unique('receiving_accounts_account_uq').on(t.bankBin, t.accountNo),
    check('receiving_accounts_limit_check', sql`${t.dailyLimit} >= 0`),
    index('receiving_accounts_merchant_idx').on(t.merchantId),
  ],
);

/** The receiving account a bank-transfer order was given (one row per order). */
export const depositOrderAccounts = pgTable(
  'deposit_order_accounts',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => depositOrders.id),
    receivingAccountId: integer('receiving_account_id')
      .notNull()
      .references(() => receivingAccounts.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('deposit_order_accounts_account_idx').on(t.receivingAccountId, t.createdAt)],
);

/** A statement feed: the forwarding service of one brand's accounts (webhook /wps/bank/statement/:code). */
export const bankFeeds = pgTable('bank_feeds', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  merchantId: merchantIdColumn(),
  /** The secret is HMAC(code secret, code + version): rotating bumps the version. */
  secretVersion: integer('secret_version').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
  rotatedAt: ts('rotated_at'),
});

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    receivingAccountId: integer('receiving_account_id')
      .notNull()
      .references(() => receivingAccounts.id),
    /** feed:<code>, csv or sandbox. */
    source: text('source').notNull(),
    /** The bank's transaction id: a line is taken once per account. */
    bankTxId: text('bank_tx_id').notNull(),
    amount: money('amount').notNull(),
    content: text('content').notNull(),
    occurredAt: ts('occurred_at').notNull(),
    receivedAt: ts('received_at').notNull(),
    /** matched (credited its order), queued (waits for an operator), resolved, ignored (money out). */
    status: text('status').notNull(),
    /** Why it waits: amount_mismatch, unknown_reference, late, duplicate. */
    reason: text('reason'),
    /** The order it names or resembles (queued), or the one it credited (matched). */
    orderId: integer('order_id').references(() => depositOrders.id),
    resolution: text('resolution'),
    /** The order a matched line or a resolution credited: each order is credited by one line at most. */
    creditedOrderId: integer('credited_order_id').references(() => depositOrders.id),
    /** link: the member the money was given to. */
    linkedMemberId: integer('linked_member_id').references(() => members.id),
    resolvedBy: text('resolved_by'),
    resolvedAt: ts('resolved_at'),
    note: text('note'),
  },
  (t) => [
    unique('bank_statement_lines_tx_uq').on(t.receivingAccountId, t.bankTxId),
    uniqueIndex('bank_statement_lines_credited_uq')
      .on(t.creditedOrderId)
      .where(sql`${t.creditedOrderId} is not null`),
    check('bank_statement_lines_status_check', sql`${t.status} in ('matched', 'queued', 'resolved', 'ignored')`),
    check('bank_statement_lines_amount_check', sql`${t.amount} > 0`),
    index('bank_statement_lines_queue_idx').on(t.merchantId, t.status, t.receivedAt),
  ],
);
