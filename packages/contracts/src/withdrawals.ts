import { z } from 'zod';
import { idSchema, idParam } from './input';
import {
  amountInputSchema,
  moneySchema,
  clientRequestIdSchema,
  moneyPageQuerySchema,
  paymentPasswordInputSchema,
} from './money';
import { pageOf } from './paging';
import { queueClaimSchema } from './queues';
import { stripDiacritics } from './text';

/**
 * Withdrawals (issue 4): bank accounts bound by the member, withdrawal orders with limits and the
 * turnover check, the operator's approve / pay / reject, and the member's confirmation after payment
 * (SPEC §4). docs/API.md, "Money".
 */

/** Banks a member can bind (code → name). */
export const BANKS = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'VTB', name: 'VietinBank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'SHB', name: 'SHB' },
  { code: 'AGR', name: 'Agribank' },
  { code: 'HDB', name: 'HDBank' },
] as const;
export const BANK_CODES = BANKS.map((b) => b.code) as [string, ...string[]];
export const bankSchema = z.object({ code: z.string(), name: z.string() });
export const bankListSchema = z.array(bankSchema);

/** At most this many bank accounts per member. */
export const MAX_BANK_ACCOUNTS = 5;

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  /** Only the last 4 digits are shown ('******7890'). */
  maskedAccountNo: z.string(),
  accountName: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.array(bankAccountSchema);

/**
 * A name as Vietnamese banks print an account holder: diacritics folded (đ → d), upper case, single
 * spaces ('Nguyễn Văn Đức' → 'NGUYEN VAN DUC'). The profile's full name is family name first, in
 * the bank's order. A bank account's name must give the same as the profile's payee name.
 */
export function bankPrintedName(name: string): string {
  return stripDiacritics(name).toUpperCase().replace(/\s+/g, ' ').trim();
}
/** The value of a payee_name_mismatch answer: the name the bank account must have, as banks print it. */
export interface PayeeNameMismatch {
  expectedName: string;
}

export const bankAccountCreateBodySchema = z.object({
  bankCode: z.enum(BANK_CODES),
  /** 6–20 digits. */
  accountNo: z
    .string()
    .trim()
    .regex(/^\d{6,20}$/, '6 to 20 digits'),
  /** Must match the profile's payee name (else full name) as banks print it (bankPrintedName). */
  accountName: z.string().trim().min(1).max(64),
  paymentPassword: paymentPasswordInputSchema,
});
export type BankAccountCreateBody = z.input<typeof bankAccountCreateBodySchema>;
export const bankAccountDeleteBodySchema = z.object({ paymentPassword: paymentPasswordInputSchema });
export const idParamsSchema = z.object({ id: idParam });

export const withdrawalSettingsSchema = z.object({
  currency: z.string(),
  minAmount: moneySchema,
  maxAmount: moneySchema,
  dailyMaxCount: z.number().int(),
  dailyMaxAmount: moneySchema,
  /** Today (brand time zone) so far: withdrawals requested and not rejected. */
  usedTodayCount: z.number().int(),
  usedTodayAmount: moneySchema,
  /** The main wallet: what can be withdrawn now. */
  withdrawable: moneySchema,
  /** The deposits' own turnover rule (the brand's deposit.turnoverBps): valid bets still owed before a withdrawal.
   * A bonus's wagering is not here: it never holds the member's cash (see `bonus`). */
  turnover: z.object({ required: moneySchema, progress: moneySchema, outstanding: moneySchema }),
  /** The open bonus a withdrawal would give up (decision 0040): its bonus wallet (bonus and its winnings) goes back
   * when the member confirms with `forfeitBonus: true`; null: no open bonus. */
  bonus: z
    .object({
      grantId: z.number().int(),
      promotionId: z.number().int().nullable(),
      title: z.string(),
      /** The bonus wallet now: what the withdrawal forfeits. */
      balance: moneySchema,
      required: moneySchema,
      progress: moneySchema,
      expiresAt: z.string(),
    })
    .nullable(),
  hasPaymentPassword: z.boolean(),
  /** The profile's payee name (else full name); null: set it in the profile before binding a bank account. */
  payeeName: z.string().nullable(),
  autoReceiveMinutes: z.number().int(),
});
export type WithdrawalSettings = z.infer<typeof withdrawalSettingsSchema>;

export const withdrawalCreateBodySchema = z.object({
  bankAccountId: idSchema,
  amount: amountInputSchema,
  paymentPassword: paymentPasswordInputSchema,
  clientRequestId: clientRequestIdSchema.optional(),
  /** Required (true) while a bonus is open: the member agrees that the withdrawal gives it up (decision 0040). */
  forfeitBonus: z.boolean().optional(),
});
export type WithdrawalCreateBody = z.input<typeof withdrawalCreateBodySchema>;

/** requested: the money is in the locked wallet; approved: the operator accepted it; paid: sent to the
 * bank (the member confirms); rejected: the money went back to the main wallet. No member cancel. */
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

/** SPEC §4 after payment: received; not_received (with proof: a dispute, under review by the operator);
 * full_payment (full payment made); auto_received (no answer within autoReceiveMinutes: counts as
 * received, no refund). A dispute ends with the operator's decision: forced_received (the payment went
 * out: counts as received, not refunded) or refunded (it did not arrive: the amount is back in the main
 * wallet). */
export const WITHDRAWAL_CONFIRMATIONS = [
  'received',
  'not_received',
  'full_payment',
  'auto_received',
  'forced_received',
  'refunded',
] as const;
export const withdrawalConfirmationSchema = z.enum(WITHDRAWAL_CONFIRMATIONS);
export type WithdrawalConfirmation = z.infer<typeof withdrawalConfirmationSchema>;

export const withdrawalProofSchema = z.object({ id: z.string(), url: z.string(), size: z.number().int() });

export const withdrawalOrderSchema = z.object({
  orderNo: z.string(),
  amount: moneySchema,
  status: withdrawalStatusSchema,
  bankAccount: z.object({
    bankCode: z.string(),
    bankName: z.string(),
    maskedAccountNo: z.string(),
    accountName: z.string(),
  }),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  confirmation: withdrawalConfirmationSchema.nullable(),
  confirmedAt: z.string().nullable(),
  /** paid: until when the member may confirm; afterwards it counts as received. */
  confirmDeadline: z.string().nullable(),
  /** The member may confirm now (paid, not confirmed, before the deadline). */
  canConfirm: z.boolean(),
  remark: z.string().nullable(),
  proofs: z.array(withdrawalProofSchema),
  /** When the operator decided a not-received report (confirmation forced_received or refunded). */
  resolvedAt: z.string().nullable(),
  /**
   * A requested order that waits (issue 34): for the member's approved identity check (kyc), or for a
   * second operator's approval (second_approval); null otherwise.
   */
  waitingFor: z.enum(['kyc', 'second_approval']).nullable(),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrderSchema>;
export const withdrawalListQuerySchema = moneyPageQuerySchema.extend({ status: withdrawalStatusSchema.optional() });
export const withdrawalPageSchema = pageOf(withdrawalOrderSchema);

export const withdrawalConfirmBodySchema = z.object({ outcome: z.enum(['received', 'full_payment']) });

/** Proof uploads of "not received" (multipart/form-data: files `proof` 1–3, field `remark` ≤ 140 chars). */
export const PROOF_MAX_FILES = 3;
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const REMARK_MAX_LENGTH = 140;
export const proofParamsSchema = z.object({ id: z.string().uuid() });

// ── operator ────────────────────────────────────────────────────────────────────────────────

export const opsWithdrawalsQuerySchema = z.object({
  brand: z.string().min(1).max(32).optional(),
  status: withdrawalStatusSchema.optional(),
  /** Only paid withdrawals the member said were not received. */
  disputed: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** Only orders waiting for an operator: requested or approved (the withdrawals queue). */
  open: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});
/** A proof image as the operator sees it: `url` is the operator API's (GET with the operator key). */
export const opsWithdrawalProofSchema = withdrawalProofSchema.extend({
  contentType: z.enum(['image/png', 'image/jpeg']),
  createdAt: z.string(),
});
export const opsWithdrawalSchema = withdrawalOrderSchema.extend({
  brand: z.string(),
  username: z.string(),
  /** The full account number, for the operator who pays. */
  accountNo: z.string(),
  proofs: z.array(opsWithdrawalProofSchema),
  /** Who decided the dispute (the operator's name) and the operator's note; never shown to the member. */
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  /** The operators who approved, paid or rejected it. */
  approvedBy: z.string().nullable(),
  paidBy: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  /** Four-eyes (issue 34): the operator who gave the first of two approvals, and when (null: none yet). */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  /** Who works on it in the withdrawals queue, and in the not-received disputes queue (null: nobody). */
  claim: queueClaimSchema.nullable(),
  disputeClaim: queueClaimSchema.nullable(),
});
export type OpsWithdrawal = z.infer<typeof opsWithdrawalSchema>;

/**
 * The operator's decision on a disputed withdrawal (confirmation not_received), once:
 * forced_received (the payment went out; no money moves) or refund (it did not arrive; the amount goes
 * back to the member's main wallet, confirmation refunded).
 */
export const WITHDRAWAL_DISPUTE_OUTCOMES = ['forced_received', 'refund'] as const;
export type WithdrawalDisputeOutcome = (typeof WITHDRAWAL_DISPUTE_OUTCOMES)[number];
export const opsWithdrawalResolveBodySchema = z.object({
  outcome: z.enum(WITHDRAWAL_DISPUTE_OUTCOMES),
  /** What the operator found (kept with the order, not shown to the member). */
  note: z.string().trim().max(500).optional(),
  /** Who decided, for the shared operator key only (the CLI sends the operator's login name; default
   * "automation"); a signed-in operator is recorded by its own name and this is ignored. */
  by: z.string().trim().min(1).max(64).optional(),
});
export type OpsWithdrawalResolveBody = z.input<typeof opsWithdrawalResolveBodySchema>;
