import { z } from 'zod';
import { LEDGER_ENTRY_TYPES, MAX_POSTING_AMOUNT } from './ledger';
import { pageOf, pageQuerySchema } from './paging';

/** The built-in sandboxes (a payment gateway and a transfer-wallet vendor), served by the same server. */
export const SANDBOX_PATHS = {
  /** The sandbox gateway's payer page (HTML) and its form post. */
  payPage: '/sandbox/pay/:ref',
  /** The sandbox bank's page (HTML): reads a VietQR string (`?qr=`) and pays it (issue 35). */
  bankPage: '/sandbox/bank',
  /** The sandbox transfer vendor's API (HMAC-signed; see docs/API.md). */
  vendorTransfer: '/sandbox/vendor/:vendor/transfer',
  vendorTransferStatus: '/sandbox/vendor/:vendor/transfer/:reference',
  vendorBalance: '/sandbox/vendor/:vendor/balance',
} as const;

export const OPS_MONEY_PATHS = {
  deposits: '/ops/deposits',
  depositApprove: '/ops/deposits/:orderNo/approve',
  depositReject: '/ops/deposits/:orderNo/reject',
  /** The brands' deposit channels (GET, with disabled ones), a new channel (POST). */
  depositChannels: '/ops/deposit-channels',
  /** One channel's changes (PATCH), enabling and disabling included. */
  depositChannel: '/ops/deposit-channels/:id',
  withdrawals: '/ops/withdrawals',
  withdrawalApprove: '/ops/withdrawals/:orderNo/approve',
  withdrawalPay: '/ops/withdrawals/:orderNo/pay',
  withdrawalReject: '/ops/withdrawals/:orderNo/reject',
  /** One withdrawal with its proofs (GET). */
  withdrawal: '/ops/withdrawals/:orderNo',
  /** The decision on a not-received report: forced_received or refund (POST). */
  withdrawalResolve: '/ops/withdrawals/:orderNo/resolve',
  /** A proof image's bytes (GET). */
  withdrawalProof: '/ops/withdrawals/proofs/:id',
  transfers: '/ops/transfers',
  moneySettings: '/ops/money/settings',
  sandboxVendorMode: '/ops/sandbox/vendor',
  runJob: '/ops/jobs/run',
  /** Only on a server started with TEST_CLOCK=1 (acceptance tests): moves its clock forward. */
  testClock: '/ops/jobs/clock',
  verifyLedger: '/ops/ledger/verify',
} as const;

// ── amounts ─────────────────────────────────────────────────────────────────────────────────────

/** The largest amount a request may carry, in major units (MAX_POSTING_AMOUNT minor units). */
export const MAX_AMOUNT_TEXT = '10000000000000.00';
/** Digits, then optionally a point and more digits: nothing else (no sign, exponent, separator or space). */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Why a decimal text is not read: not digits with an optional point and decimals, more than two decimals,
 * more whole digits than allowed. */
export type DecimalProblem = 'invalid' | 'decimals' | 'tooLarge';

/**
 * Hundredths of a decimal with at most two decimals and at most `maxWholeDigits` digits before the point
 * ("12.5" → 1250n, "0" → 0n): the minor units of an amount in major units, the basis points of a
 * percentage. The one reading of such a text; the caller owns the sign and the bounds of the value.
 */
export function decimalHundredths(text: string, maxWholeDigits: number): bigint | DecimalProblem {
  const m = DECIMAL.exec(text);
  if (!m) return 'invalid';
  const [, whole = '', fraction = ''] = m;
  if (fraction.length > 2) return 'decimals';
  if (whole.length > maxWholeDigits) return 'tooLarge';
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** Why an amount is refused; the web names each one to the member. */
export type AmountProblem = DecimalProblem | 'positive';

const NOT_AN_AMOUNT = 'must be a positive amount with at most two decimals';

/**
 * An amount in a request body: a number or a string of major units (12.5, "12.50", " 100 "), greater
 * than zero, at most two decimals, at most MAX_AMOUNT_TEXT; the request receives its minor units as a
 * bigint. Numbers are read through their shortest decimal form: 0.1 + 0.2 (0.30000000000000004) is
 * refused, never rounded. Negative, zero, 12.345, 1e21, "1,000", "abc", true → validation_failed with
 * the field's name; each refusal names its AmountProblem (amountProblemOf).
 */
export const amountInputSchema = z
  .union([z.number(), z.string().max(40)], { error: 'an amount is a number or a decimal string' })
  .transform((value, ctx) => {
    const refuse = (problem: AmountProblem, message = NOT_AN_AMOUNT) => {
      ctx.addIssue({ code: 'custom', message, params: { problem } });
      return z.NEVER;
    };
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    if (text.startsWith('-')) return refuse('positive');
    const minor = decimalHundredths(text, 20);
    if (typeof minor === 'string') return refuse(minor);
    if (minor === 0n) return refuse('positive', 'must be greater than zero');
    if (minor > MAX_POSTING_AMOUNT) return refuse('tooLarge', `must be at most ${MAX_AMOUNT_TEXT}`);
    return minor;
  });
export type AmountInput = z.input<typeof amountInputSchema>;

/** The problem of an amount amountInputSchema refused: a string over its 40 characters is too large, a
 * value neither number nor string invalid. */
export function amountProblemOf(error: z.ZodError): AmountProblem {
  const [issue] = error.issues;
  if (issue?.code === 'custom') return (issue.params as { problem: AmountProblem }).problem;
  return issue?.code === 'too_big' ? 'tooLarge' : 'invalid';
}

/** Minor units as they travel in JSON: an optional minus and 1 to 19 digits, nothing else. */
const MINOR_TEXT = /^-?\d{1,19}$/;

/**
 * Money in an answer (decision 0021): on the wire the integer of minor units as a JSON string
 * ("123450" is 1,234.50), exact past 2^53 and never a decimal to re-read; in both programs a `bigint`.
 * Parsing (the web) decodes the string to its bigint; the server's serializer encodes the bigint its
 * services return with `z.encode`. The wire side also takes a bigint so that the route types of
 * fastify-type-provider-zod, which type a reply as the schema's input, take the server's bigint.
 */
export const moneySchema = z.codec(
  z.union([z.string().regex(MINOR_TEXT, 'minor units as an integer string'), z.bigint()]),
  z.bigint(),
  {
    decode: (value) => BigInt(value),
    encode: (minor) => minor.toString(),
  },
);

/** The member's own id of a request, making a retried request move money once (1–64 chars). */
export const clientRequestIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ . : - only');

export const paymentPasswordInputSchema = z.string().min(1).max(64);

export const moneyPageQuerySchema = pageQuerySchema();

/** A vendor code as the catalogue knows it (SPEC "vassalage"). */
const vendorCode = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/, 'a vendor code');

// ── balance and wallets ────────────────────────────────────────────────────────────────────────

/** main: the main wallet; vendor: money at a transfer-wallet vendor; bonus: not yet withdrawable;
 * locked: withdrawals requested and not yet decided; trial: free-play credit (trial accounts only). */
export const WALLET_KINDS = ['main', 'vendor', 'bonus', 'locked', 'trial'] as const;
export const walletKindSchema = z.enum(WALLET_KINDS);
export type WalletKind = z.infer<typeof walletKindSchema>;

export const walletSchema = z.object({
  wallet: walletKindSchema,
  /** The vendor of a vendor wallet, else null. */
  vassalage: z.string().nullable(),
  displayName: z.string().nullable(),
  walletMode: z.enum(['seamless', 'transfer']).nullable(),
  balance: moneySchema,
  /** Money on its way to or from this vendor whose outcome is being confirmed (pending transfers). */
  pending: moneySchema,
});
export type Wallet = z.infer<typeof walletSchema>;

/** getBalanceV2. sumBalance = main + every vendor wallet + bonus (+ trial for trial accounts);
 * money locked in requested withdrawals is listed but not in the sum. Also the JSON `data` of a `balance`
 * server-sent event (sent once on connect). */
export const balanceSchema = z.object({
  sumBalance: moneySchema,
  mainBalance: moneySchema,
  lockedBalance: moneySchema,
  bonusBalance: moneySchema,
  currency: z.string(),
  /** A trial account: the balance is free-play credit, not money. */
  trial: z.boolean(),
  wallets: z.array(walletSchema),
  /** ISO time of the answer. */
  at: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const merchantWalletSchema = z.object({
  /** True when the brand has no transfer-wallet vendor: every game plays from the main wallet. */
  isSingle: z.boolean(),
  vendors: z.array(
    z.object({ vassalage: z.string(), displayName: z.string(), walletMode: z.enum(['seamless', 'transfer']) }),
  ),
});
export type MerchantWallet = z.infer<typeof merchantWalletSchema>;

/** 'MAIN' or a transfer-wallet vendor's code; exactly one side is MAIN. */
export const MAIN_WALLET = 'MAIN';
export const walletTransferBodySchema = z.object({
  from: vendorCode,
  to: vendorCode,
  amount: amountInputSchema,
  /** Optional: the same id again replays the first transfer instead of moving money twice. */
  clientRequestId: clientRequestIdSchema.optional(),
});
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;

export const TRANSFER_STATUSES = ['pending', 'success', 'failed'] as const;
export const walletTransferSchema = z.object({
  reference: z.string(),
  /** 'MAIN' or the vendor code. */
  from: z.string(),
  to: z.string(),
  vassalage: z.string(),
  /** in: main → vendor; out: vendor → main. */
  direction: z.enum(['in', 'out']),
  amount: moneySchema,
  /** pending: the vendor's answer is unknown; the money is held aside and reconciled by asking the vendor. */
  status: z.enum(TRANSFER_STATUSES),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  /** Set when the transfer failed (the money went back). */
  failureReason: z.string().nullable(),
});
export type WalletTransfer = z.infer<typeof walletTransferSchema>;
export const walletTransferListQuerySchema = moneyPageQuerySchema.extend({
  status: z.enum(TRANSFER_STATUSES).optional(),
});
export const walletTransferPageSchema = pageOf(walletTransferSchema);

export const consolidatedSchema = z.object({
  /** One transfer per vendor wallet that held money. */
  transfers: z.array(walletTransferSchema),
  balance: balanceSchema,
});

export const balanceTicketSchema = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export const balanceEventsQuerySchema = z.object({ ticket: z.string().max(512).optional() });

// ── account records (transactionHistory) ──────────────────────────────────────────────────────

export const HISTORY_PRESETS = ['today', '7', '30', '90'] as const;
/** How far back account records reach (days). */
export const HISTORY_MAX_DAYS = 186;
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd');
const typeList = z
  .string()
  .max(512)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(LEDGER_ENTRY_TYPES)).max(LEDGER_ENTRY_TYPES.length));

export const transactionHistoryQuerySchema = moneyPageQuerySchema.extend({
  /** Entry types, comma-separated (deposit, withdrawal_request, transfer, bet, win, …). */
  type: typeList.optional(),
  wallet: walletKindSchema.optional(),
  /** The last N days (brand time zone) including today; ignored when from/to are given. Default 7. */
  preset: z.enum(HISTORY_PRESETS).optional(),
  /** yyyy-MM-dd in the brand's time zone, inclusive. */
  from: dateText.optional(),
  to: dateText.optional(),
});
export type TransactionHistoryQuery = z.input<typeof transactionHistoryQuerySchema>;

export const transactionRecordSchema = z.object({
  /** `${entryId}-${accountId}`: unique per line. */
  id: z.string(),
  entryId: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  wallet: walletKindSchema,
  vassalage: z.string().nullable(),
  /** Signed: positive credits the wallet, negative debits it. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  time: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;
export const transactionHistorySchema = pageOf(transactionRecordSchema).extend({
  /** The period listed (ISO instants; `to` exclusive) and the brand's time zone. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type TransactionHistory = z.infer<typeof transactionHistorySchema>;

// ── transfers between people ─────────────────────────────────────────────────────────────────

export const transferUplineBodySchema = z.object({
  amount: amountInputSchema,
  paymentPassword: paymentPasswordInputSchema,
  clientRequestId: clientRequestIdSchema.optional(),
});
export const transferDownlineBodySchema = transferUplineBodySchema.extend({
  /** The direct downline's username. */
  username: z.string().trim().min(1).max(64),
});
export const memberTransferSchema = z.object({
  reference: z.string(),
  toUsername: z.string(),
  amount: moneySchema,
  /** The sender's main balance after the transfer. */
  balanceAfter: moneySchema,
  createdAt: z.string(),
  /** True when the clientRequestId was seen before and this is the first result. */
  replayed: z.boolean(),
});
export type MemberTransfer = z.infer<typeof memberTransferSchema>;

// ── brand money settings (operator) ──────────────────────────────────────────────────────────

/** The brand's money rules; amounts in minor units (integers), rates in basis points. */
export const moneySettingsSchema = z.object({
  withdrawal: z.object({
    minAmount: z.number().int().min(1),
    maxAmount: z.number().int().min(1),
    dailyMaxCount: z.number().int().min(1),
    dailyMaxAmount: z.number().int().min(1),
    /** SPEC §4: without a confirmation within this many minutes of payment, it counts as received. */
    autoReceiveMinutes: z.number().int().min(1).max(100_000),
    /** Four-eyes (issue 34): a withdrawal above this (minor units) needs a second operator's approval; 0 = never. */
    approvalThreshold: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
  }),
  deposit: z.object({
    /** The brand's deposit limits (minor units): every channel's min and max lie within them. */
    minAmount: z.number().int().min(1),
    maxAmount: z.number().int().min(1).max(Number(MAX_POSTING_AMOUNT)),
    /** Bonus on each credited deposit, basis points of the amount, rounded down; 0 = none. */
    bonusBps: z.number().int().min(0).max(100_000),
    /** Cap of one deposit's bonus (minor units); 0 = no cap. */
    bonusMax: z.number().int().min(0),
    /** Valid bets required before withdrawing: basis points of (deposit + bonus); 10000 = 1×; 0 = none. */
    turnoverBps: z.number().int().min(0).max(1_000_000),
    /** Minutes a gateway order waits for its payment before it expires. */
    gatewayExpiryMinutes: z.number().int().min(1).max(10_080),
    /** Minutes a bank-transfer order waits for the operator. */
    bankTransferExpiryMinutes: z.number().int().min(1).max(43_200),
  }),
  memberTransfer: z.object({ minAmount: z.number().int().min(1), maxAmount: z.number().int().min(1) }),
  /** Free-play credit granted to a new trial account (minor units of the trial wallet). */
  trialCredit: z.number().int().min(0),
  /** Operators' manual adjustments (minor units): above approvalThreshold a second operator approves. */
  adjustment: z.object({
    approvalThreshold: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
    /** Four-eyes (issue 34): a bonus granted on an application above this needs a second operator; 0 = never. */
    bonusApprovalThreshold: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
    /**
     * Four-eyes (issue 34): a correction of a lottery or sports result on which this brand's bets staked more than
     * this waits for a second operator (modules/corrections); 0 = never.
     */
    correctionApprovalThreshold: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
  }),
  /**
   * Identity checks (issue 34, minor units; 0 = no such rule): a withdrawal above `withdrawalAmount`, or
   * one that takes the member's withdrawals in all above `lifetimeTotal`, waits for an approved KYC check.
   */
  kyc: z.object({
    withdrawalAmount: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
    lifetimeTotal: z.number().int().min(0).max(Number(MAX_POSTING_AMOUNT)),
    /** Days an approval stays valid: the kyc.expire job expires older ones (the hold applies again); 0 = forever. */
    validDays: z.number().int().min(0).max(3650),
  }),
});
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  // A brand's usual limits (issue 33): 100,000,000 VND a request and 500,000,000 a day, 10 requests; VIP ranks set
  // their own daily limits above these (modules/vip, the demo's in db/seed/demoVip.ts).
  withdrawal: {
    minAmount: 100_00,
    maxAmount: 100_000_000_00,
    dailyMaxCount: 10,
    dailyMaxAmount: 500_000_000_00,
    autoReceiveMinutes: 30,
    approvalThreshold: 0,
  },
  deposit: {
    minAmount: 1_00,
    maxAmount: 1_000_000_000_00,
    bonusBps: 0,
    bonusMax: 0,
    turnoverBps: 0,
    gatewayExpiryMinutes: 30,
    bankTransferExpiryMinutes: 1440,
  },
  memberTransfer: { minAmount: 1_00, maxAmount: 100_000_000_00 },
  trialCredit: 2_000_00,
  adjustment: { approvalThreshold: 10_000_000, bonusApprovalThreshold: 0, correctionApprovalThreshold: 0 },
  kyc: { withdrawalAmount: 0, lifetimeTotal: 0, validDays: 0 },
};

// ── operator: transfers, settings, sandbox, jobs ──────────────────────────────────────────────

const brandOption = z.string().min(1).max(32).optional();

export const opsTransfersQuerySchema = z.object({
  brand: brandOption,
  status: z.enum(TRANSFER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsTransferSchema = walletTransferSchema.extend({
  brand: z.string(),
  username: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

/** Deep-partial settings: only the given values change. */
export const opsMoneySettingsBodySchema = z.object({
  brand: brandOption,
  settings: z.object({
    withdrawal: moneySettingsSchema.shape.withdrawal.partial().optional(),
    deposit: moneySettingsSchema.shape.deposit.partial().optional(),
    memberTransfer: moneySettingsSchema.shape.memberTransfer.partial().optional(),
    trialCredit: moneySettingsSchema.shape.trialCredit.optional(),
    adjustment: moneySettingsSchema.shape.adjustment.partial().optional(),
    kyc: moneySettingsSchema.shape.kyc.partial().optional(),
  }),
});
export const opsMoneySettingsSchema = z.array(z.object({ brand: z.string(), settings: moneySettingsSchema }));

/**
 * The sandbox transfer vendor's behaviour: ok; reject (every transfer refused: a definite failure);
 * timeout (applies the transfer but answers after the caller gave up); error (applies it, answers
 * 500); drop (does not apply it, answers 500); status_unknown (ok, and status queries answer 500).
 */
export const SANDBOX_VENDOR_MODES = ['ok', 'reject', 'timeout', 'error', 'drop', 'status_unknown'] as const;
export type SandboxVendorMode = (typeof SANDBOX_VENDOR_MODES)[number];
export const opsSandboxVendorBodySchema = z.object({
  /** A vendor code, or '*' for every sandbox vendor (default). */
  vendor: z.string().min(1).max(32).default('*'),
  mode: z.enum(SANDBOX_VENDOR_MODES),
});

export const JOB_NAMES = [
  'transfers.reconcile',
  'referral.qualify',
  'deposits.expire',
  'payments.callbacks',
  'withdrawals.autoReceive',
  'bonuses.expire',
  'promotions.settle',
  'rg.settle',
  'points.accrue',
  'vip.evaluate',
  'agents.settle',
  'lottery.run',
  'sports.run',
  'reports.sumDays',
  'kyc.expire',
  'significant.alerts',
] as const;
export type JobName = (typeof JOB_NAMES)[number];
export const opsRunJobBodySchema = z.object({ job: z.enum(JOB_NAMES) });
export const opsRunJobSchema = z.object({ job: z.string(), ran: z.boolean(), processed: z.number().int() });
/** Moves a TEST_CLOCK server's clock forward by whole minutes (at most 40 days at once). */
export const opsTestClockBodySchema = z.object({ advanceMinutes: z.number().int().min(1).max(57_600) });
export const opsTestClockSchema = z.object({ now: z.string() });
