import { z } from 'zod';

/**
 * Bank transfers matched automatically (issue 35): the brand's receiving accounts, the bank-statement
 * feeds that forward each incoming transfer (signed; modelled on the statement-forwarding services
 * Vietnamese operators use), the console's CSV import, and the queue of lines that could not be
 * matched. docs/API.md, "Bank transfers".
 */

export const BANK_PATHS = {
  /** A statement feed's webhook: one line per call, signed with the feed's secret (no token, no brand). */
  statementFeed: '/wps/bank/statement/:feed',
} as const;

export const OPS_BANK_PATHS = {
  accounts: '/ops/bank/accounts',
  account: '/ops/bank/accounts/:id',
  feeds: '/ops/bank/feeds',
  feedRotate: '/ops/bank/feeds/:code/rotate',
  lines: '/ops/bank/lines',
  lineResolve: '/ops/bank/lines/:id/resolve',
  import: '/ops/bank/import',
} as const;

/** The feed's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const BANK_SIGNATURE_HEADER = 'x-bank-signature';
/** Lines signed longer ago (or later) than this are refused (bank_signature_invalid). */
export const BANK_SIGNATURE_TOLERANCE_SECONDS = 300;
/** The built-in sandbox bank's feed code (SANDBOX_ENABLED only). */
export const SANDBOX_BANK_FEED = 'sandbox';

// ── the feed ─────────────────────────────────────────────────────────────────────────────────

/**
 * One statement line as a feed sends it (SePay's webhook fields; Casso's `id`/`description` too):
 * the bank's transaction id (idempotency key), the receiving account, in or out, the amount in whole
 * dong and the transfer's content, where the payer wrote the order's reference.
 */
export const bankStatementLineSchema = z.object({
  id: z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative().safe()]).transform(String),
  /** The bank's name as the feed gives it (informative). */
  gateway: z.string().max(64).optional(),
  /** The bank's booking time: ISO 8601, or "yyyy-MM-dd HH:mm:ss" in Vietnam's time (UTC+7). */
  transactionDate: z.string().min(1).max(40),
  accountNumber: z.string().regex(/^[A-Za-z0-9]{1,19}$/, 'an account number'),
  transferType: z.enum(['in', 'out']).default('in'),
  /** Whole dong. */
  transferAmount: z.number().int().positive().max(1e13),
  /** The transfer's content (SePay `content`; Casso sends `description`, accepted as well). */
  content: z.string().max(500).optional(),
  description: z.string().max(500).optional(),
  referenceCode: z.string().max(64).optional(),
});
export type BankStatementLineInput = z.input<typeof bankStatementLineSchema>;

export const BANK_LINE_STATUSES = ['matched', 'queued', 'resolved', 'ignored'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];
/** Why a line waits for an operator. */
export const BANK_LINE_REASONS = ['amount_mismatch', 'unknown_reference', 'late', 'duplicate'] as const;
export type BankLineReason = (typeof BANK_LINE_REASONS)[number];

export const bankFeedResultSchema = z.object({
  received: z.literal(true),
  lineId: z.number().int(),
  status: z.enum(BANK_LINE_STATUSES),
  reason: z.enum(BANK_LINE_REASONS).nullable(),
  /** The order it credited (matched) or suggests (queued). */
  orderNo: z.string().nullable(),
});
export type BankFeedResult = z.infer<typeof bankFeedResultSchema>;

// ── operator: receiving accounts ─────────────────────────────────────────────────────────────

export const opsReceivingAccountSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  bankBin: z.string(),
  bankCode: z.string(),
  bankShortName: z.string(),
  /** The bank's Vietnamese name. */
  bankName: z.string(),
  accountNo: z.string(),
  /** As the bank prints it: upper case, no diacritics. */
  holderName: z.string(),
  /** Minor units a day (brand time) this account takes in orders; 0: no limit. */
  dailyLimit: z.number().int(),
  /** Minor units of the orders opened on it today (brand time), pending and credited. */
  usedToday: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type OpsReceivingAccount = z.infer<typeof opsReceivingAccountSchema>;

const minorInput = z.number().int().safe();

export const opsReceivingAccountCreateSchema = z.object({
  brand: z.string().min(1).max(32),
  /** The bank's BIN (970436) or code (VCB) from the NAPAS list. */
  bank: z.string().min(1).max(16),
  accountNo: z.string().max(40),
  holderName: z.string().max(200),
  dailyLimit: minorInput.default(0),
  sort: z.number().int().min(0).max(1_000_000).optional(),
  enabled: z.boolean().default(true),
});
export type OpsReceivingAccountCreate = z.input<typeof opsReceivingAccountCreateSchema>;

/** The bank and the number stay (another account is a new one). */
export const opsReceivingAccountUpdateSchema = z
  .object({
    holderName: z.string().max(200),
    dailyLimit: minorInput,
    sort: z.number().int().min(0).max(1_000_000),
    enabled: z.boolean(),
  })
  .partial()
  .strict();
export type OpsReceivingAccountUpdate = z.input<typeof opsReceivingAccountUpdateSchema>;

export const opsBankIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// ── operator: feeds ──────────────────────────────────────────────────────────────────────────

export const BANK_FEED_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;
export const opsBankFeedSchema = z.object({
  code: z.string(),
  brand: z.string(),
  /** The webhook the forwarding service calls. */
  path: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
});
export type OpsBankFeed = z.infer<typeof opsBankFeedSchema>;
export const opsBankFeedCreateSchema = z.object({
  brand: z.string().min(1).max(32),
  code: z.string().regex(BANK_FEED_CODE, 'a-z, 0-9 and - (2-32)'),
});
export const opsBankFeedCodeParamsSchema = z.object({ code: z.string().regex(BANK_FEED_CODE) });
/** A new feed or a rotated secret: the secret is shown this once. */
export const opsBankFeedSecretSchema = z.object({ feed: opsBankFeedSchema, secret: z.string() });

// ── operator: statement lines and their queue ────────────────────────────────────────────────

const orderRef = z.object({
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  status: z.string(),
  reference: z.string().nullable(),
  expiresAt: z.string(),
});

export const opsBankLineSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  /** feed:<code>, csv or sandbox. */
  source: z.string(),
  bankTxId: z.string(),
  accountNo: z.string(),
  /** Minor units. */
  amount: z.number().int(),
  content: z.string(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  status: z.enum(BANK_LINE_STATUSES),
  reason: z.enum(BANK_LINE_REASONS).nullable(),
  /** The order the line names or resembles (queued), or credited (matched, resolved by credit). */
  order: orderRef.nullable(),
  resolution: z.enum(['credited', 'linked', 'refund']).nullable(),
  /** The order the resolution credited. */
  creditedOrderNo: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type OpsBankLine = z.infer<typeof opsBankLineSchema>;

export const opsBankLinesQuerySchema = z.object({
  brand: z.string().min(1).max(32).optional(),
  status: z.enum(BANK_LINE_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * An operator's decision on a queued line: credit it to an order (default the suggested one; its
 * amount becomes what arrived), link it to another member (a new order of theirs, credited), or
 * record that the money goes back to the payer (no credit).
 */
export const opsBankResolveSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('credit'),
    orderNo: z
      .string()
      .regex(/^[A-Z0-9]{1,40}$/)
      .optional(),
    note: z.string().trim().max(500).optional(),
  }),
  z.object({
    action: z.literal('link'),
    username: z.string().trim().min(1).max(64),
    note: z.string().trim().max(500).optional(),
  }),
  z.object({ action: z.literal('refund'), note: z.string().trim().min(1).max(500) }),
]);
export type OpsBankResolve = z.input<typeof opsBankResolveSchema>;

/**
 * A bank's statement export: CSV with a header row naming at least the columns id, date, account,
 * amount and content (also accepted: transaction_id, time, account_number, credit, description).
 * Lines with no or a negative amount (money out) are skipped.
 */
export const opsBankImportSchema = z.object({
  brand: z.string().min(1).max(32),
  csv: z.string().min(1).max(1_000_000),
});
export const opsBankImportResultSchema = z.object({
  lines: z.number().int(),
  matched: z.number().int(),
  queued: z.number().int(),
  /** Lines seen before (same bank transaction id): nothing moved again. */
  repeated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type OpsBankImportResult = z.infer<typeof opsBankImportResultSchema>;
