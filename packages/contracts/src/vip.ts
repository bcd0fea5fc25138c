import { z } from 'zod';
import { localizedTextSchema } from './language';
import { decimalHundredths, moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * VIP ranks (issue 13): the brand's rank table with promotion and keep criteria and benefits, the
 * member's rank with its progress, rank history and rewards (level-up, weekly, monthly, birthday), and the
 * operator's configuration. docs/API.md, "VIP".
 */

export const VIP_PATHS = {
  /** The rank table and, for a signed-in member, the member's rank, progress and rewards. */
  overview: '/wps/vip',
  /** playerRank: the member's rank history. */
  history: '/wps/vip/history',
  /** Claims a VIP reward (into the bonus wallet). */
  claim: '/wps/vip/claim',
} as const;

export const OPS_VIP_PATHS = {
  ranks: '/ops/vip/ranks',
  rank: '/ops/vip/ranks/:level',
  member: '/ops/vip/members/:username',
  setLevel: '/ops/vip/members/:username/level',
  evaluate: '/ops/vip/evaluate',
} as const;

export const VIP_MAX_LEVEL = 20;
export const VIP_REWARD_KINDS = ['levelUp', 'weekly', 'monthly', 'birthday'] as const;
export type VipRewardKind = (typeof VIP_REWARD_KINDS)[number];

const levelSchema = z.number().int().min(0).max(VIP_MAX_LEVEL);

export const vipRankSchema = z.object({
  level: levelSchema,
  name: localizedTextSchema,
  color: z.string(),
  promoteDeposit: moneySchema,
  promoteValidBet: moneySchema,
  promoteDays: z.number().int(),
  keepDeposit: moneySchema,
  keepValidBet: moneySchema,
  levelUpBonus: moneySchema,
  weeklyBonus: moneySchema,
  monthlyBonus: moneySchema,
  birthdayBonus: moneySchema,
  /** The wagering multiple of the rank's bonuses (5 = 5× the bonus). */
  wageringMultiple: z.number(),
  /** Withdrawals per day at this rank; null: the brand's limit. */
  withdrawDailyMaxAmount: moneySchema.nullable(),
  withdrawDailyMaxCount: z.number().int().nullable(),
  /** Served by the VIP customer-service desk (ranks above 4). */
  vipService: z.boolean(),
});
export type VipRank = z.infer<typeof vipRankSchema>;

const criterionSchema = z.object({ required: moneySchema, done: moneySchema, missing: moneySchema });

export const vipRewardStateSchema = z.object({
  kind: z.enum(VIP_REWARD_KINDS),
  amount: moneySchema,
  /** claimable now; claimed this period (or this rank); unavailable (nothing at this rank, or not the birthday month). */
  status: z.enum(['claimable', 'claimed', 'unavailable']),
  /** The level a level-up reward is for. */
  level: z.number().int().nullable(),
});
export type VipRewardState = z.infer<typeof vipRewardStateSchema>;

export const vipMemberStatusSchema = z.object({
  level: z.number().int(),
  name: localizedTextSchema,
  since: z.string(),
  /** The next rank and what is missing over its rolling window; null at the top rank. */
  next: z
    .object({
      level: z.number().int(),
      name: localizedTextSchema,
      days: z.number().int(),
      deposit: criterionSchema,
      validBet: criterionSchema,
      /** 0–100, the lesser of the two criteria. */
      percent: z.number().int(),
    })
    .nullable(),
  /** Keeping the rank at the next monthly review: this month's figures against the rank's keep criteria. */
  keep: z.object({ deposit: criterionSchema, validBet: criterionSchema, reviewOn: z.string() }).nullable(),
  rewards: z.array(vipRewardStateSchema),
});
export type VipMemberStatus = z.infer<typeof vipMemberStatusSchema>;

export const vipOverviewSchema = z.object({
  currency: z.string(),
  ranks: z.array(vipRankSchema),
  member: vipMemberStatusSchema.nullable(),
});
export type VipOverview = z.infer<typeof vipOverviewSchema>;

export const vipHistoryItemSchema = z.object({
  id: z.number().int(),
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  fromName: localizedTextSchema,
  toName: localizedTextSchema,
  reason: z.enum(['promotion', 'demotion', 'operator']),
  deposits: moneySchema.nullable(),
  validBets: moneySchema.nullable(),
  createdAt: z.string(),
});
export type VipHistoryItem = z.infer<typeof vipHistoryItemSchema>;
export const vipHistoryQuerySchema = pageQuerySchema(20, 50);
export const vipHistoryPageSchema = pageOf(vipHistoryItemSchema);
export type VipHistoryPage = z.infer<typeof vipHistoryPageSchema>;

export const vipClaimBodySchema = z.object({ kind: z.enum(VIP_REWARD_KINDS) });
export const vipClaimResultSchema = z.object({
  kind: z.enum(VIP_REWARD_KINDS),
  amount: moneySchema,
  level: z.number(),
});

// ── operator ─────────────────────────────────────────────────────────────────────────────────

/** A non-negative amount in major units (two decimals at most) → minor units, read exactly from the number's
 * shortest decimal form as amountInputSchema reads one (0.1 + 0.2 is refused, never rounded). */
const amountInput = z
  .number()
  .min(0)
  .max(10_000_000_000)
  .transform((v, ctx) => {
    const minor = decimalHundredths(String(v), 11);
    if (typeof minor === 'bigint') return minor;
    ctx.addIssue({ code: 'custom', message: 'at most two decimals' });
    return z.NEVER;
  });

export const vipRankInputSchema = z.object({
  name: z.object({ vi: z.string().trim().min(1).max(40), en: z.string().trim().min(1).max(40) }),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour #rrggbb'),
  promoteDeposit: amountInput,
  promoteValidBet: amountInput,
  promoteDays: z.number().int().min(1).max(365),
  keepDeposit: amountInput,
  keepValidBet: amountInput,
  levelUpBonus: amountInput,
  weeklyBonus: amountInput,
  monthlyBonus: amountInput,
  birthdayBonus: amountInput,
  wageringMultiple: z.number().min(0).max(100).multipleOf(0.1),
  withdrawDailyMaxAmount: amountInput.nullable(),
  withdrawDailyMaxCount: z.number().int().min(1).max(1000).nullable(),
});
export type VipRankInput = z.input<typeof vipRankInputSchema>;
export const vipLevelParamsSchema = z.object({ level: z.coerce.number().int().min(0).max(VIP_MAX_LEVEL) });
export const vipUsernameParamsSchema = z.object({ username: z.string().trim().min(1).max(64) });
export const vipSetLevelBodySchema = z.object({ level: levelSchema, note: z.string().trim().max(200).optional() });
export const vipEvaluateBodySchema = z.object({ username: z.string().trim().min(1).max(64).optional() });
export const vipEvaluateResultSchema = z.object({
  evaluated: z.number().int(),
  promoted: z.number().int(),
  demoted: z.number().int(),
});
export type VipEvaluateResult = z.infer<typeof vipEvaluateResultSchema>;

export const opsVipMemberSchema = z.object({
  username: z.string(),
  level: z.number().int(),
  since: z.string().nullable(),
  evaluatedPeriod: z.string().nullable(),
  reviewedPeriod: z.string().nullable(),
  history: z.array(vipHistoryItemSchema.extend({ operator: z.string().nullable(), note: z.string().nullable() })),
  rewards: z.array(
    z.object({
      kind: z.enum(VIP_REWARD_KINDS),
      periodKey: z.string(),
      level: z.number().int(),
      amount: moneySchema,
      status: z.enum(['available', 'paid']),
      createdAt: z.string(),
    }),
  ),
});
export type OpsVipMember = z.infer<typeof opsVipMemberSchema>;
