import { z } from 'zod';
import { idSchema, idParam } from './input';
import { amountInputSchema, moneySchema, clientRequestIdSchema, moneyPageQuerySchema } from './money';
import { pageOf } from './paging';
import { queueClaimSchema } from './queues';

/**
 * Deposits (depositv2, issue 4): the brand's payment channels, deposit orders through a payment
 * gateway (the built-in sandbox gateway, or a production adapter) or by bank transfer with a
 * generated reference, and the gateway's signed callback. docs/API.md, "Money".
 */

/** bank_transfer: the member transfers to the brand's account with a reference, an operator credits it;
 * ewallet and qr: paid on the gateway's page (redirectUrl), credited by the gateway's callback. */
export const DEPOSIT_CHANNEL_TYPES = ['bank_transfer', 'ewallet', 'qr'] as const;
export const depositChannelTypeSchema = z.enum(DEPOSIT_CHANNEL_TYPES);
export type DepositChannelType = z.infer<typeof depositChannelTypeSchema>;

export const depositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: depositChannelTypeSchema,
  /** In the request's language. */
  name: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  /** Fee = floor(amount × feeBps / 10000) + feeFixed, taken from the amount credited. */
  feeBps: z.number().int(),
  feeFixed: moneySchema,
  sort: z.number().int(),
  /** Bank transfers: the bank the member pays to (the account number is shown on the order). */
  bankName: z.string().nullable(),
  /**
   * The member's own deposit limits lowered maxAmount to what they still let in this period (it may
   * then be below minAmount, or 0): the page says so rather than the channel's maximum.
   */
  rgLimited: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;
export const depositChannelListSchema = z.array(depositChannelSchema);

export const depositCreateBodySchema = z.object({
  channelId: idSchema,
  amount: amountInputSchema,
  /** Bank transfers: the name on the paying account (helps the operator match it). */
  payerName: z.string().trim().max(64).optional(),
  /** The same id again returns the first order instead of opening another. */
  clientRequestId: clientRequestIdSchema.optional(),
  /** Where the gateway's page sends the member back (a path of this site, default /index). */
  returnPath: z
    .string()
    .max(512)
    .regex(/^\/(?!\/)[^\s\\]*$/, 'a path of this site')
    .optional(),
});
export type DepositCreateBody = z.input<typeof depositCreateBodySchema>;

export const DEPOSIT_STATUSES = ['pending', 'credited', 'failed', 'expired'] as const;
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const bankInstructionsSchema = z.object({
  bankName: z.string(),
  accountNo: z.string(),
  accountName: z.string(),
  /** Write this in the transfer's message so the operator can match the payment. */
  reference: z.string(),
  amount: moneySchema,
  /** The bank's NAPAS BIN and short name (null: an account outside the NAPAS list). */
  bankBin: z.string().nullable().default(null),
  bankShortName: z.string().nullable().default(null),
  /** The order's VietQR string (bank, account, amount, reference; vietqr.ts), null without a BIN. */
  qr: z.string().nullable().default(null),
  /** Demos and tests (SANDBOX_ENABLED): the sandbox bank's page that pays this order. */
  sandboxPayUrl: z.string().nullable().default(null),
});

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channelId: z.number().int(),
  channelType: depositChannelTypeSchema,
  channelName: z.string(),
  amount: moneySchema,
  fee: moneySchema,
  /** amount − fee: what the main wallet receives. */
  creditAmount: moneySchema,
  /** The brand's deposit bonus, credited to the bonus wallet with the deposit. */
  bonusAmount: moneySchema,
  status: depositStatusSchema,
  /** Gateway channels: the payer page to open (same site for the sandbox gateway). */
  redirectUrl: z.string().nullable(),
  /** Bank transfers: where and how to pay. */
  instructions: bankInstructionsSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  creditedAt: z.string().nullable(),
  /** failed or expired: why (e.g. 'declined', 'rejected', 'expired'). */
  failureReason: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

export const depositListQuerySchema = moneyPageQuerySchema.extend({ status: depositStatusSchema.optional() });
export const depositPageSchema = pageOf(depositOrderSchema);
export const orderNoParamsSchema = z.object({
  orderNo: z
    .string()
    .min(1)
    .max(40)
    .regex(/^[A-Z0-9]+$/, 'an order number'),
});

/** The webhook's answer to a gateway (a replay gets the same). */
export const paymentCallbackResultSchema = z.object({
  received: z.literal(true),
  orderNo: z.string(),
  status: depositStatusSchema,
});

// ── the sandbox gateway's callback (what a production adapter would replace) ──────────────────

/** Headers of a sandbox gateway callback: `X-Sandbox-Timestamp` (unix seconds) and
 * `X-Sandbox-Signature` = hex HMAC-SHA256(secret, `${timestamp}.${raw body}`). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** Callbacks older or newer than this are refused (payment_callback_expired). */
export const CALLBACK_TOLERANCE_SECONDS = 300;
export const sandboxCallbackBodySchema = z.object({
  gatewayReference: z.string().min(1).max(64),
  orderNo: z.string().min(1).max(40),
  /** Minor units, as an integer string. */
  amountMinor: z.string().regex(/^\d{1,16}$/),
  currency: z.string().length(3),
  status: z.enum(['success', 'failed']),
  paidAt: z.string(),
});
export type SandboxCallbackBody = z.infer<typeof sandboxCallbackBodySchema>;

// ── operator ────────────────────────────────────────────────────────────────────────────────

export const opsDepositsQuerySchema = z.object({
  brand: z.string().min(1).max(32).optional(),
  status: depositStatusSchema.optional(),
  /** Only one gateway's orders ('manual': bank transfers, the deposits queue). */
  gateway: z.string().min(1).max(32).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
export const opsDepositSchema = depositOrderSchema.extend({
  brand: z.string(),
  username: z.string(),
  payerName: z.string().nullable(),
  reference: z.string().nullable(),
  gateway: z.string(),
  /** The operator who credited or rejected it by hand, and when (null: not decided by an operator). */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Who works on it in the deposits queue (null: nobody). */
  claim: queueClaimSchema.nullable(),
});
export const opsRejectBodySchema = z.object({ reason: z.string().trim().min(1).max(200).optional() });

// ── operator: deposit channels ────────────────────────────────────────────────────────────────

/** Names of a channel: 1…DEPOSIT_CHANNEL_NAME_MAX characters in each language. */
export const DEPOSIT_CHANNEL_NAME_MAX = 64;
/** A channel code: upper-case letters, digits and _ (unique per brand). */
export const DEPOSIT_CHANNEL_CODE = /^[A-Z0-9_]{1,32}$/;

/** An amount of the operator API: whole minor units (1/100), checked by the server (limits, fee). */
const minorInput = z.number().int().safe();
const bankDetailsSchema = z.object({ bankName: z.string(), accountNo: z.string(), accountName: z.string() });

/**
 * A new channel. Amounts in minor units, fee rate in basis points (100 = 1 %). The server checks the
 * meaning (type, names, limits, fee, bank details) and answers deposit_channel_*_invalid.
 */
export const opsDepositChannelCreateSchema = z.object({
  brand: z.string().min(1).max(32),
  /** bank_transfer (or bank), ewallet, qr. */
  type: z.string().max(32),
  /** Default: made from the English name. */
  code: z.string().max(64).optional(),
  name: z.object({ vi: z.string().max(500), en: z.string().max(500) }),
  /** Gateway channels: the payment gateway adapter (default sandbox); bank channels are always manual. */
  gateway: z
    .string()
    .min(1)
    .max(32)
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  minAmount: minorInput,
  maxAmount: minorInput,
  feeBps: z.number().int().safe().default(0),
  feeFixed: minorInput.default(0),
  /** Position in the member's list (ascending); default after the brand's last channel. */
  sort: z.number().int().min(0).max(1_000_000).optional(),
  enabled: z.boolean().default(true),
  /** Bank channels: the brand's receiving account. */
  bank: bankDetailsSchema.nullable().optional(),
});
export type OpsDepositChannelCreate = z.input<typeof opsDepositChannelCreateSchema>;

/** Changes to a channel: only what is given changes (its brand, type and code stay). */
export const opsDepositChannelUpdateSchema = z
  .object({
    name: z.object({ vi: z.string().max(500), en: z.string().max(500) }).partial(),
    gateway: opsDepositChannelCreateSchema.shape.gateway,
    minAmount: minorInput,
    maxAmount: minorInput,
    feeBps: z.number().int().safe(),
    feeFixed: minorInput,
    sort: z.number().int().min(0).max(1_000_000),
    enabled: z.boolean(),
    bank: bankDetailsSchema.partial(),
  })
  .partial()
  .strict();
export type OpsDepositChannelUpdate = z.input<typeof opsDepositChannelUpdateSchema>;

export const opsDepositChannelsQuerySchema = z.object({ brand: z.string().min(1).max(32).optional() });
export const opsDepositChannelParamsSchema = z.object({ id: idParam });

/** A channel as the operator sees it: amounts in minor units, both names, disabled ones too. */
export const opsDepositChannelSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  code: z.string(),
  type: depositChannelTypeSchema,
  gateway: z.string(),
  name: z.object({ vi: z.string(), en: z.string() }),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  feeBps: z.number().int(),
  feeFixed: z.number().int(),
  sort: z.number().int(),
  enabled: z.boolean(),
  bank: z.object({ bankName: z.string(), accountNo: z.string(), accountName: z.string() }).nullable(),
  createdAt: z.string(),
});
export type OpsDepositChannel = z.infer<typeof opsDepositChannelSchema>;
