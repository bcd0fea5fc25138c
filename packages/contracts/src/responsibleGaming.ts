import { z } from 'zod';
import { amountInputSchema, moneySchema } from './money';

/**
 * Responsible gaming (issue 17): limits the member sets on deposits, losses and wagers; a session time
 * limit and reality checks; time-outs and self-exclusion; the activity statement. Enforced on the server
 * in the deposit, launch, bet and promotion paths. docs/API.md, "Responsible gaming".
 * Paths: RG_PATHS and OPS_RG_PATHS in paths.ts.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const;
export const rgLimitKindSchema = z.enum(RG_LIMIT_KINDS);
export type RgLimitKind = z.infer<typeof rgLimitKindSchema>;

export const RG_PERIODS = ['day', 'week', 'month'] as const;
export const rgPeriodSchema = z.enum(RG_PERIODS);
export type RgPeriod = z.infer<typeof rgPeriodSchema>;

/** Raising or removing a limit waits this long, then needs the member's confirmation. */
export const RG_COOLING_OFF_HOURS = 24;

/** Set a limit (amount in major units), or remove it (amount null). Lowering applies at once. */
export const rgLimitBodySchema = z.object({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  amount: amountInputSchema.nullable(),
});
export type RgLimitBody = z.input<typeof rgLimitBodySchema>;
export const rgConfirmBodySchema = z.object({ kind: rgLimitKindSchema, period: rgPeriodSchema });

export const rgLimitSchema = z.object({
  kind: rgLimitKindSchema,
  period: rgPeriodSchema,
  /** The limit in force; null: none. */
  amount: moneySchema.nullable(),
  /** Used in the current period. */
  used: moneySchema,
  /** A raise or removal waiting for its cooling-off (amount null: removal). */
  pending: z
    .object({
      amount: moneySchema.nullable(),
      /** From then the member may confirm it. */
      confirmableAt: z.string(),
      confirmable: z.boolean(),
    })
    .nullable(),
});
export type RgLimit = z.infer<typeof rgLimitSchema>;

/** Minutes a member may choose for the session limit and the reality check. */
export const RG_SESSION_MINUTES = [30, 60, 90, 120, 180, 240] as const;
export const RG_REALITY_MINUTES = [15, 30, 45, 60, 90, 120] as const;
const choice = <T extends readonly number[]>(values: T) =>
  z.number().refine((n) => (values as readonly number[]).includes(n), { message: `one of ${values.join(', ')}` });

export const rgSessionBodySchema = z.object({
  sessionMinutes: choice(RG_SESSION_MINUTES).nullable(),
  realityCheckMinutes: choice(RG_REALITY_MINUTES).nullable(),
});

export const RG_TIMEOUTS = ['24h', '1w', '1m', '6w'] as const;
export const rgTimeoutBodySchema = z.object({ period: z.enum(RG_TIMEOUTS) });
export const RG_EXCLUSION_MONTHS = [6, 12, 24, 36, 60] as const;
export const rgExclusionBodySchema = z.object({
  months: choice(RG_EXCLUSION_MONTHS),
  /** The member confirms they understand it cannot be undone. */
  confirm: z.literal(true),
});

export const rgBlockSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  until: z.string(),
});
export type RgBlock = z.infer<typeof rgBlockSchema>;

export const rgSettingsSchema = z.object({
  limits: z.array(rgLimitSchema),
  sessionMinutes: z.number().int().nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  /** A time-out or self-exclusion in force. */
  block: rgBlockSchema.nullable(),
});
export type RgSettings = z.infer<typeof rgSettingsSchema>;

/** The reality check: time played and the net result since the session began. */
export const rgRealitySchema = z.object({
  sessionStartedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Wins − stakes since the session began (negative: a loss). */
  net: moneySchema,
  /** When the next check is due (null: reality checks off). */
  nextCheckAt: z.string().nullable(),
  /** The session limit is reached: play is refused until the next sign-in. */
  sessionLimitReached: z.boolean(),
});
export type RgReality = z.infer<typeof rgRealitySchema>;

export const rgStatementQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });
export const rgStatementSchema = z.array(
  z.object({
    /** yyyy-MM in the brand's time zone. */
    month: z.string(),
    deposits: moneySchema,
    withdrawals: moneySchema,
    /** Wins − stakes. */
    net: moneySchema,
  }),
);
export type RgStatement = z.infer<typeof rgStatementSchema>;

/**
 * What a row of a member's responsible-gaming history records. `by` member: the member's own changes;
 * `by` system: the ends the server records once (timeout_ended, self_exclusion_ended, at the block's end;
 * limit_cooling_off_ended, at the moment a raise or removal became confirmable).
 */
export const RG_HISTORY_ACTIONS = [
  'limit_set',
  'limit_raise_requested',
  'limit_removal_requested',
  'limit_pending_dropped',
  'limit_confirmed',
  'limit_cooling_off_ended',
  'session_set',
  'timeout',
  'timeout_kept',
  'timeout_ended',
  'self_exclusion',
  'self_exclusion_kept',
  'self_exclusion_ended',
] as const;
export type RgHistoryAction = (typeof RG_HISTORY_ACTIONS)[number];
export const RG_HISTORY_BY = ['member', 'operator', 'system'] as const;

/**
 * The values of a history row, for a console to word it in its own language (`detail` is the same in
 * English). Limits: `kind`, `period`, the amount in force `before` and `after` the change (money;
 * null: no limit), for a requested raise or removal `after` is the waiting amount and `confirmableAt` its
 * end of cooling-off. Session: the minutes before and after (null: off). Blocks: `until` (the end of the
 * block in force after the change, or that ended), `requested` (what the member asked: 24h … 6w, or months).
 */
export const rgHistoryDataSchema = z.object({
  kind: rgLimitKindSchema.optional(),
  period: rgPeriodSchema.optional(),
  before: moneySchema.nullable().optional(),
  after: moneySchema.nullable().optional(),
  confirmableAt: z.string().optional(),
  sessionMinutes: z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() }).optional(),
  realityCheckMinutes: z.object({ before: z.number().int().nullable(), after: z.number().int().nullable() }).optional(),
  until: z.string().optional(),
  requested: z.string().optional(),
});
export type RgHistoryData = z.infer<typeof rgHistoryDataSchema>;

export const rgHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(RG_HISTORY_ACTIONS),
  by: z.enum(RG_HISTORY_BY),
  /** The change in one English line (the CLI's view). */
  detail: z.string(),
  data: rgHistoryDataSchema,
});
export type RgHistoryEntry = z.infer<typeof rgHistoryEntrySchema>;
/** Newest first (by id, which follows `at`). */
export const rgHistorySchema = z.array(rgHistoryEntrySchema);

/**
 * Operator (OPS_RG_PATHS.member): a member's settings and their whole history, read only. `settings` is
 * what the member sees: the limits in force with `used` and any waiting raise or removal (`pending`), the
 * session and reality-check minutes, the time-out or self-exclusion in force (`block`, with its end).
 * `blockSince`: when the block in force began (null: none).
 */
export const opsRgMemberSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  settings: rgSettingsSchema,
  blockSince: z.string().nullable(),
  /** The settings row's last change (null: the member never set anything). */
  updatedAt: z.string().nullable(),
  history: rgHistorySchema,
});
export type OpsRgMember = z.infer<typeof opsRgMemberSchema>;
