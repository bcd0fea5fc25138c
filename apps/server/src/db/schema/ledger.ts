import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { merchantIdColumn } from './merchants';

/**
 * The double-entry ledger (issue 4, docs/LEDGER.md). Only `modules/ledger/service.ts` writes these
 * tables, through the `ledger_post` SQL function. Journal rows are immutable (triggers in the
 * `ledger_guards` migration); money is bigint minor units.
 */

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantIdColumn(),
    kind: text('kind').notNull(),
    /**
     * The owning member of member accounts, null for brand accounts. The foreign key is on
     * (owner_member_id, merchant_id): a member's account is always of the member's own brand.
     */
    ownerMemberId: integer('owner_member_id'),
    /** The vendor of per-vendor accounts (member_vendor, provider, transfer_clearing), else null. */
    vendorCode: text('vendor_code'),
    currency: text('currency').notNull(),
    /** Brand accounts are the counter-side and may go negative; member accounts never. */
    allowNegative: boolean('allow_negative').notNull(),
    /** The sum of the account's postings, updated in the same transaction as each posting. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** How many postings the account has; the last posting's `account_seq`. */
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    /**
     * Hot brand accounts (the house, a provider) are split into shards so that parallel bets do
     * not queue on one row (docs/LEDGER.md, "Hot accounts"). The head (shard 0) is the account
     * callers name; `ledger_post` books each posting on the shard `pg_backend_pid() % shard_count`.
     * Shards 1…n−1 point to their head. The account's balance is the sum over head and shards.
     */
    headId: integer('head_id').references((): AnyPgColumn => ledgerAccounts.id),
    shard: smallint('shard').notNull().default(0),
    shardCount: smallint('shard_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_identity_uq')
      .on(t.merchantId, t.kind, t.ownerMemberId, t.vendorCode, t.currency, t.shard)
      .nullsNotDistinct(),
    uniqueIndex('ledger_accounts_shard_uq')
      .on(t.headId, t.shard)
      .where(sql`${t.headId} is not null`),
    foreignKey({
      name: 'ledger_accounts_owner_fk',
      columns: [t.ownerMemberId, t.merchantId],
      foreignColumns: [members.id, members.merchantId],
    }),
    index('ledger_accounts_owner_idx')
      .on(t.ownerMemberId, t.merchantId)
      .where(sql`${t.ownerMemberId} is not null`),
    // The only CHECK: PostgreSQL evaluates every CHECK of a row on every UPDATE, and balances move on
    // every posting. The identity rules (kind, member/brand owner, vendor, currency, trial, shard)
    // are checked once, on INSERT, by the ledger_accounts_valid trigger (migration
    // 0014_ledger_lean_posting), and identity columns never change (ledger_accounts_identity).
    check('ledger_accounts_balance_nonnegative', sql`${t.balance} >= 0 or ${t.allowNegative}`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /**
     * No foreign key to merchants on purpose: every insert would take a KEY SHARE lock on the one
     * merchant row, a contention point under load. The accounts carry the foreign key and
     * `ledger_post` checks that every posted account belongs to the entry's merchant.
     */
    merchantId: integer('merchant_id').notNull(),
    type: text('type').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** sha256 (hex) of the canonical request (type, reference, reversed entry, postings). */
    fingerprint: text('fingerprint').notNull(),
    reference: text('reference'),
    memo: text('memo'),
    /** The entry this one reverses; an entry is reversed at most once. */
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }).references((): AnyPgColumn => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_entries_idempotency_uq').on(t.merchantId, t.idempotencyKey),
    uniqueIndex('ledger_entries_reverses_uq')
      .on(t.reversesEntryId)
      .where(sql`${t.reversesEntryId} is not null`),
    check('ledger_entries_key_check', sql`length(${t.idempotencyKey}) between 1 and 200`),
  ],
);

export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    /**
     * No foreign keys on entry_id and account_id, on purpose (docs/LEDGER.md, "Guards"): only
     * `ledger_post` inserts postings (the ledger_postings_writer trigger), for the entry it has just
     * inserted and the account rows it holds locked, and entries and accounts are never deleted. The
     * foreign keys' checks cost about a seventh of each posting; verifyLedger reports orphans.
     */
    entryId: bigint('entry_id', { mode: 'number' }).notNull(),
    accountId: integer('account_id').notNull(),
    /**
     * The posting's position in its account's history: 1, 2, 3… (the account's `last_seq` after
     * it). The primary key (account_id, account_seq) makes a lost update impossible: two writers
     * that read the same balance would claim the same position.
     */
    accountSeq: bigint('account_seq', { mode: 'number' }).notNull(),
    /** Signed minor units: positive credits the account, negative debits it. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this posting. */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** Copies of the entry's type and time, so an account statement reads one table. */
    entryType: text('entry_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'ledger_postings_pkey', columns: [t.accountId, t.accountSeq] }),
    index('ledger_postings_entry_idx').on(t.entryId),
    /** Bonuses credited per member account over a period (the agent centre's user profit and loss). */
    index('ledger_postings_bonus_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`${t.entryType} = 'bonus'`),
    check('ledger_postings_amount_check', sql`${t.amount} <> 0`),
    check('ledger_postings_seq_check', sql`${t.accountSeq} > 0`),
  ],
);
