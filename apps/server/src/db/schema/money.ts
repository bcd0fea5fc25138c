import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { money, ts } from './columns';
import type { SiteLanguage } from '@lotus/contracts';
import { memberIdColumn } from './accounts';
import { merchantIdColumn, merchants } from './merchants';

/**
 * Money beyond the ledger (issue 4, docs/API.md "Money"): brand money settings, wallet transfers to
 * transfer-wallet vendors, deposit channels and orders, turnover requirements, bank accounts,
 * withdrawal orders and their proofs, the inbox, and the two built-in sandboxes (a payment gateway and a
 * transfer-wallet vendor, which keep their own books as a real counterparty would). The ledger tables
 * stay the ledger service's alone; every amount here is bigint minor units.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/** The brand's money rules (MoneySettings of the contracts; defaults where absent). */
export const moneySettings = pgTable('money_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ── wallet transfers (main ↔ transfer-wallet vendor) ─────────────────────────────────────────

export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: serial('id').primaryKey(),
    /** Our unique reference, sent to the vendor; the ledger keys are `transfer:<reference>:<step>`. */
    reference: text('reference').notNull().unique(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    vendorCode: text('vendor_code').notNull(),
    /** in: main → vendor; out: vendor → main. */
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    /** pending (money held in transfer_clearing), success, failed (money returned). */
    status: text('status').notNull(),
    clientRequestId: text('client_request_id'),
    attempts: integer('attempts').notNull().default(0),
    /** When the reconciliation job asks the vendor next. */
    nextCheckAt: ts('next_check_at'),
    lastError: text('last_error'),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    check('wallet_transfers_direction_check', sql`${t.direction} in ('in', 'out')`),
    check('wallet_transfers_status_check', sql`${t.status} in ('pending', 'success', 'failed')`),
    check('wallet_transfers_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('wallet_transfers_request_uq')
      .on(t.memberId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    index('wallet_transfers_member_idx').on(t.memberId, t.createdAt),
    index('wallet_transfers_pending_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// ── deposits ───────────────────────────────────────────────────────────────────────────────

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    code: text('code').notNull(),
    /** bank_transfer, ewallet, qr. */
    type: text('type').notNull(),
    /** The gateway adapter ('sandbox', …), or 'manual' for bank transfers credited by an operator. */
    gateway: text('gateway').notNull(),
    name: jsonb('name').$type<{ vi: string; en: string }>().notNull(),
    minAmount: money('min_amount').notNull(),
    maxAmount: money('max_amount').notNull(),
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixed: money('fee_fixed')
      .notNull()
      .default(sql`0`),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** bank_transfer: the brand's receiving account. */
    bank: jsonb('bank').$type<{ bankName: string; accountNo: string; accountName: string } | null>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('payment_channels_code_uq').on(t.merchantId, t.code),
    check('payment_channels_type_check', sql`${t.type} in ('bank_transfer', 'ewallet', 'qr')`),
    check('payment_channels_limits_check', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_fee_check', sql`${t.feeBps} between 0 and 10000 and ${t.feeFixed} >= 0`),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    channelType: text('channel_type').notNull(),
    gateway: text('gateway').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    bonusAmount: money('bonus_amount')
      .notNull()
      .default(sql`0`),
    status: text('status').notNull(),
    /** Bank transfers: the code the member writes in the transfer's message. */
    reference: text('reference'),
    payerName: text('payer_name'),
    /** The gateway's own reference of the payment (unique per gateway). */
    gatewayReference: text('gateway_reference'),
    redirectUrl: text('redirect_url'),
    /** The member's language when ordering: the inbox messages about it use it. */
    language: text('language').notNull(),
    clientRequestId: text('client_request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    creditedAt: ts('credited_at'),
    failedAt: ts('failed_at'),
    failureReason: text('failure_reason'),
    /** The operator who credited or rejected it by hand (issue 16), and when. */
    decidedBy: text('decided_by'),
    decidedAt: ts('decided_at'),
    /** The ledger entry that credited it. */
    entryId: bigint('entry_id', { mode: 'number' }),
  },
  (t) => [
    check('deposit_orders_status_check', sql`${t.status} in ('pending', 'credited', 'failed', 'expired')`),
    check('deposit_orders_amount_check', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.fee} < ${t.amount}`),
    uniqueIndex('deposit_orders_gateway_ref_uq')
      .on(t.gateway, t.gatewayReference)
      .where(sql`${t.gatewayReference} is not null`),
    uniqueIndex('deposit_orders_request_uq')
      .on(t.memberId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    uniqueIndex('deposit_orders_reference_uq')
      .on(t.merchantId, t.reference)
      .where(sql`${t.reference} is not null`),
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    /** The operator's reports: a brand's credited deposits by the time they were credited. */
    index('deposit_orders_credited_idx')
      .on(t.merchantId, t.creditedAt)
      .where(sql`${t.status} = 'credited'`),
    index('deposit_orders_pending_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Valid bets a member must place before withdrawing (one row per deposit or bonus that asks for it). */
export const turnoverRequirements = pgTable(
  'turnover_requirements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    /** 'deposit', or 'bonus' (a promotion's wagering: sourceRef is the bonus grant's id). */
    source: text('source').notNull(),
    sourceRef: text('source_ref').notNull(),
    required: money('required').notNull(),
    /** Contribution of each game category in basis points (a bonus's wagering); null: every valid bet counts in full. */
    weights: jsonb('weights').$type<Partial<Record<string, number>>>(),
    /** Valid bets counted towards it so far (FIFO over the member's open requirements). */
    progress: money('progress')
      .notNull()
      .default(sql`0`),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    unique('turnover_requirements_source_uq').on(t.memberId, t.source, t.sourceRef),
    check('turnover_requirements_amount_check', sql`${t.required} > 0 and ${t.progress} between 0 and ${t.required}`),
    index('turnover_requirements_open_idx')
      .on(t.memberId, t.id)
      .where(sql`${t.completedAt} is null`),
  ],
);

// ── withdrawals ─────────────────────────────────────────────────────────────────────────────

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
  },
  (t) => [
    uniqueIndex('bank_accounts_member_uq')
      .on(t.memberId, t.bankCode, t.accountNo)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    /** The bank account as it was when requested. */
    bank: jsonb('bank')
      .$type<{ bankCode: string; bankName: string; accountNo: string; accountName: string }>()
      .notNull(),
    amount: money('amount').notNull(),
    /** requested, approved, paid, rejected. */
    status: text('status').notNull(),
    language: text('language').notNull(),
    clientRequestId: text('client_request_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    approvedAt: ts('approved_at'),
    paidAt: ts('paid_at'),
    rejectedAt: ts('rejected_at'),
    rejectReason: text('reject_reason'),
    /** The operators who approved, paid or rejected it (issue 16). */
    approvedBy: text('approved_by'),
    paidBy: text('paid_by'),
    rejectedBy: text('rejected_by'),
    /** received, not_received, full_payment, auto_received (after payment only); a not_received report
     * becomes forced_received or refunded by the operator's decision. */
    confirmation: text('confirmation'),
    confirmedAt: ts('confirmed_at'),
    confirmDeadline: ts('confirm_deadline'),
    remark: text('remark'),
    /** The operator's decision on a not_received report: when, who, and what they noted (forced_received
     * or refunded; set together, once). */
    resolvedAt: ts('resolved_at'),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
    /** Issue 34: a requested order that waits for the member's approved identity check (KYC). */
    kycHold: boolean('kyc_hold').notNull().default(false),
    /** Issue 34, four-eyes: the first of two approvals (an order above the brand's threshold). */
    firstApprovedBy: text('first_approved_by'),
    firstApprovedByKind: text('first_approved_by_kind'),
    firstApprovedById: integer('first_approved_by_id'),
    firstApprovedAt: ts('first_approved_at'),
  },
  (t) => [
    check('withdrawal_orders_status_check', sql`${t.status} in ('requested', 'approved', 'paid', 'rejected')`),
    check(
      'withdrawal_orders_confirmation_check',
      sql`${t.confirmation} is null or (${t.status} = 'paid' and ${t.confirmation} in ('received', 'not_received', 'full_payment', 'auto_received', 'forced_received', 'refunded'))`,
    ),
    check(
      'withdrawal_orders_resolution_check',
      sql`(${t.confirmation} is not null and ${t.confirmation} in ('forced_received', 'refunded')) = (${t.resolvedAt} is not null and ${t.resolvedBy} is not null)`,
    ),
    check('withdrawal_orders_amount_check', sql`${t.amount} > 0`),
    uniqueIndex('withdrawal_orders_request_uq')
      .on(t.memberId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    index('withdrawal_orders_member_idx').on(t.memberId, t.createdAt),
    /** The operator's reports: a brand's paid withdrawals by the time they were paid. */
    index('withdrawal_orders_paid_idx')
      .on(t.merchantId, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('withdrawal_orders_status_idx').on(t.status, t.createdAt),
    index('withdrawal_orders_unconfirmed_idx')
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 'paid' and ${t.confirmation} is null`),
  ],
);

/** Proof images of "not received" (png or jpg by content, at most 5 MB, at most 3 per withdrawal). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawalOrders.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId)],
);

// ── inbox ───────────────────────────────────────────────────────────────────────────────────

/** A value of an inbox template: a text, an amount in minor units, or a text per site language. */
export type InboxValue = string | { minor: string; currency: string } | Record<SiteLanguage, string>;

export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantIdColumn(),
    memberId: memberIdColumn(),
    template: text('template').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /**
     * The template's values, rendered when the message is read, in the reader's language: a text, an
     * amount (minor units and currency) or a text per language. The title and content are as written.
     */
    params: jsonb('params').$type<Record<string, InboxValue>>().notNull().default({}),
    /** One message per event: a retried credit does not send it twice. */
    dedupeKey: text('dedupe_key'),
    readAt: ts('read_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inbox_messages_dedupe_uq')
      .on(t.memberId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('inbox_messages_member_idx').on(t.memberId, t.id),
    index('inbox_messages_unread_idx')
      .on(t.memberId)
      .where(sql`${t.readAt} is null`),
  ],
);

// ── the sandbox payment gateway's own books ──────────────────────────────────────────────────

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    /** The gateway's reference of the payment. */
    ref: text('ref').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    amountMinor: money('amount_minor').notNull(),
    currency: text('currency').notNull(),
    channelType: text('channel_type').notNull(),
    /** Where the member returns after paying (a path of the site). */
    returnPath: text('return_path').notNull(),
    /** pending, approved, declined. */
    status: text('status').notNull(),
    decidedAt: ts('decided_at'),
    callbackAttempts: integer('callback_attempts').notNull().default(0),
    /** When the next callback attempt is due; null when delivered or not yet decided. */
    callbackNextAt: ts('callback_next_at'),
    callbackDeliveredAt: ts('callback_delivered_at'),
    callbackLastError: text('callback_last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_gateway_payments_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    index('sandbox_gateway_payments_due_idx')
      .on(t.callbackNextAt)
      .where(sql`${t.callbackNextAt} is not null`),
  ],
);

// ── the sandbox transfer-wallet vendor's own books ───────────────────────────────────────────

export const sandboxVendorWallets = pgTable(
  'sandbox_vendor_wallets',
  {
    vendorCode: text('vendor_code').notNull(),
    player: text('player').notNull(),
    balance: money('balance')
      .notNull()
      .default(sql`0`),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.player] }),
    check('sandbox_vendor_wallets_balance_check', sql`${t.balance} >= 0`),
  ],
);

export const sandboxVendorTransfers = pgTable(
  'sandbox_vendor_transfers',
  {
    vendorCode: text('vendor_code').notNull(),
    reference: text('reference').notNull(),
    player: text('player').notNull(),
    direction: text('direction').notNull(),
    amount: money('amount').notNull(),
    /** success or failed (a definite refusal, e.g. not enough money at the vendor). */
    status: text('status').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.reference] })],
);

/** The sandbox vendor's behaviour switch (SANDBOX_VENDOR_MODES), per vendor code or '*' for all. */
export const sandboxVendorModes = pgTable('sandbox_vendor_modes', {
  vendorCode: text('vendor_code').primaryKey(),
  mode: text('mode').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
