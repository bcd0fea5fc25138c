import { z } from 'zod';
import { idParam } from './input';
import { LEDGER_ENTRY_TYPES } from './ledger';
import { amountInputSchema, clientRequestIdSchema, moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * The operator's members (issue 16, "Members"): search, a member's profile, statement, bets,
 * sessions, notes and labels, lock and unlock, a temporary password, and manual balance adjustments
 * with four-eyes approval above the brand's threshold (money settings `adjustment.approvalThreshold`).
 * Paths: OPS_MEMBER_PATHS (paths.ts). Money in answers is moneySchema's (minor units, decision 0021); the
 * audit log's details and a failure's details give it in the same wire form (a minor-unit string).
 */

/** What a member search matches: any of them (default), or one key. */
export const MEMBER_SEARCH_KEYS = ['any', 'username', 'mobile', 'email', 'payee', 'ip'] as const;
export type MemberSearchKey = (typeof MEMBER_SEARCH_KEYS)[number];

export const opsMemberSearchQuerySchema = pageQuerySchema(20, 100).extend({
  brand: z.string().trim().min(1).max(32).optional(),
  by: z.enum(MEMBER_SEARCH_KEYS).default('any'),
  q: z.string().trim().min(1).max(100),
});

/** active; locked: by an operator (no sign-in, sessions ended); lockedOut: after failed sign-ins, until lockedUntil. */
export const MEMBER_STATUSES = ['active', 'locked', 'lockedOut'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const opsMemberListItemSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  username: z.string(),
  /** '84 912345678', or null. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  vipLevel: z.number().int(),
  isAgent: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type OpsMemberListItem = z.infer<typeof opsMemberListItemSchema>;
export const opsMemberPageSchema = pageOf(opsMemberListItemSchema);

export const opsMemberIdParamsSchema = z.object({ id: idParam });

export const opsMemberBalancesSchema = z.object({
  main: moneySchema,
  bonus: moneySchema,
  /** Money of requested withdrawals not yet decided. */
  locked: moneySchema,
  vendors: z.array(z.object({ vendor: z.string(), balance: moneySchema })),
  /** main + bonus + vendors (locked not included). */
  total: moneySchema,
});

export const opsMemberProfileSchema = opsMemberListItemSchema.extend({
  currency: z.string(),
  timeZone: z.string(),
  nickname: z.string().nullable(),
  fullName: z.string().nullable(),
  birthday: z.string().nullable(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  labels: z.array(z.string()),
  /** The agent above the member (its username), or null. */
  upline: z.string().nullable(),
  affiliateCode: z.string().nullable(),
  lockedUntil: z.string().nullable(),
  lockedAt: z.string().nullable(),
  registerIp: z.string().nullable(),
  registerMethod: z.string(),
  lastLoginIp: z.string().nullable(),
  /** A temporary password is set: the next sign-in must change it. */
  mustChangePassword: z.boolean(),
  balances: opsMemberBalancesSchema,
  turnover: z.object({ required: moneySchema, progress: moneySchema, outstanding: moneySchema }),
});
export type OpsMemberProfile = z.infer<typeof opsMemberProfileSchema>;

const day = z.iso.date();
export const opsMemberStatementQuerySchema = pageQuerySchema(50, 200).extend({
  /** Days in the brand's time zone, inclusive. */
  from: day.optional(),
  to: day.optional(),
  type: z.enum(LEDGER_ENTRY_TYPES).optional(),
});
export const opsStatementLineSchema = z.object({
  entryId: z.number().int(),
  at: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  /** main, bonus, locked, trial, or vendor:<code>. */
  wallet: z.string(),
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: z.string().nullable(),
  memo: z.string().nullable(),
});
export type OpsStatementLine = z.infer<typeof opsStatementLineSchema>;
export const opsStatementPageSchema = pageOf(opsStatementLineSchema);

export const opsMemberSessionsQuerySchema = pageQuerySchema(20, 100);
export const opsMemberSessionsSchema = z.object({
  active: z.array(
    z.object({
      id: z.string(),
      site: z.string(),
      method: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: z.string(),
      lastSeenAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  /** Sign-ins, newest first. */
  history: pageOf(
    z.object({
      at: z.string(),
      method: z.string(),
      ip: z.string(),
      country: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type OpsMemberSessions = z.infer<typeof opsMemberSessionsSchema>;

export const opsMemberNoteSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  at: z.string(),
});
export type OpsMemberNote = z.infer<typeof opsMemberNoteSchema>;
export const opsMemberNoteBodySchema = z.object({ text: z.string().trim().min(1).max(2000) });

const reason = z.string().trim().min(3).max(500);
export const opsMemberLockBodySchema = z.object({ reason });
export const opsMemberUnlockBodySchema = z.object({ reason: reason.optional() });
export const opsMemberStatusSchema = z.object({
  status: z.enum(MEMBER_STATUSES),
  /** Sessions ended by a lock. */
  sessionsEnded: z.number().int(),
});

/** show: the answer carries the temporary password (once); sms / email: sent to the member's number or address. */
export const PASSWORD_DELIVERIES = ['show', 'sms', 'email'] as const;
export const opsMemberPasswordBodySchema = z.object({ deliver: z.enum(PASSWORD_DELIVERIES).default('show') });
export const opsMemberPasswordSchema = z.object({
  deliveredBy: z.enum(PASSWORD_DELIVERIES),
  /** Only when deliveredBy is show: this answer is the only place it appears. */
  temporaryPassword: z.string().nullable(),
});

export const opsLabelNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_.-]{0,31}$/, 'a label is 1–32 letters, digits, dot, dash or underscore');
export const opsMemberLabelsBodySchema = z
  .object({
    add: z.array(opsLabelNameSchema).max(20).default([]),
    remove: z.array(opsLabelNameSchema).max(20).default([]),
  })
  .refine((b) => b.add.length + b.remove.length > 0, { message: 'nothing to add or remove', path: ['add'] });
export const opsMemberLabelsSchema = z.object({ labels: z.array(z.string()) });

// ── manual adjustments ──────────────────────────────────────────────────────────────────────

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

export const opsAdjustmentBodySchema = z.object({
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  /** Major units ("150000.50"), as every amount typed. */
  amount: amountInputSchema,
  reason,
  /** The caller's id of this request: the same key again answers the first adjustment. */
  requestKey: clientRequestIdSchema,
});
export type OpsAdjustmentBody = z.input<typeof opsAdjustmentBodySchema>;

export const opsAdjustmentSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: moneySchema,
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger entry, once posted. */
  entryId: z.number().int().nullable(),
  /** The main wallet's balance right before and after the posting (null until posted). */
  balanceBefore: moneySchema.nullable(),
  balanceAfter: moneySchema.nullable(),
  createdAt: z.string(),
  /** The brand's threshold above which an adjustment waits for a second operator. */
  threshold: moneySchema,
});
export type OpsAdjustment = z.infer<typeof opsAdjustmentSchema>;
export const opsAdjustmentPageSchema = pageOf(opsAdjustmentSchema);

export const opsAdjustmentsQuerySchema = pageQuerySchema(20, 100).extend({
  brand: z.string().trim().min(1).max(32).optional(),
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
});
export const opsAdjustmentIdParamsSchema = z.object({ id: idParam });
export const opsAdjustmentDecisionBodySchema = z.object({ note: z.string().trim().max(500).optional() });
export const opsAdjustmentRejectBodySchema = z.object({ note: reason });
