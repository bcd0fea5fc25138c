import { z } from 'zod';
import { amountInputSchema, clientRequestIdSchema, moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';
import { gameCategorySchema } from './system';

/**
 * Cashback, the member centre's manualRebate (issue 13, docs/API.md "Cashback"). Shown and served only while
 * the brand's manual-rebate switch (MOD.MANUAL_REBATE) is on. Rates are basis points per VIP level and game
 * category; each category's cashback is rounded down to a minor unit.
 */
export const REBATE_PATHS = {
  /** The member's valid bets per category since the last claim, the rates and what a claim pays now. */
  summary: '/wps/relay/MCS2_manualRebate',
  /** Claims it (body: requestKey; a replay answers the first claim). */
  claim: '/wps/relay/MCS2_claimManualRebate',
  /** The member's claims, newest first. */
  claims: '/wps/member/rebate/claims',
} as const;

/** Operator: the brand's rates and payout, and the claims report (`npm run ops -- rebate …`). */
export const OPS_REBATE_PATHS = {
  settings: '/ops/rebate/settings',
  rates: '/ops/rebate/rates',
  claims: '/ops/rebate/claims',
} as const;

export const REBATE_PAYOUTS = ['main', 'bonus'] as const;
export const rebatePayoutSchema = z.enum(REBATE_PAYOUTS);
export type RebatePayout = z.infer<typeof rebatePayoutSchema>;

/** Why a claim is not possible now (null: it is). */
export const REBATE_BLOCKS = ['nothing', 'below_minimum', 'daily_cap'] as const;

export const rebateLineSchema = z.object({
  gameType: gameCategorySchema,
  /** Valid bets not yet claimed (negative when bets rolled back after a claim are still to be deducted). */
  validBet: moneySchema,
  rateBps: z.number().int(),
  /** validBet × rate, rounded down to a minor unit. */
  amount: moneySchema,
});
export type RebateLine = z.infer<typeof rebateLineSchema>;

export const rebateSummarySchema = z.object({
  currency: z.string(),
  vipLevel: z.number().int(),
  /** One line per category with valid bets or a rate. */
  lines: z.array(rebateLineSchema),
  validBet: moneySchema,
  /** The lines' sum. */
  amount: moneySchema,
  /** What a claim pays now: amount under the daily cap, 0 when blocked. */
  claimable: moneySchema,
  minClaim: moneySchema,
  dailyCap: moneySchema.nullable(),
  paidToday: moneySchema,
  payout: rebatePayoutSchema,
  /** Wagering required of a bonus payout, as a multiple of the cashback (1.5 = 1.5×). */
  wageringMultiple: z.number(),
  lastClaimAt: z.string().nullable(),
  blocked: z.enum(REBATE_BLOCKS).nullable(),
});
export type RebateSummary = z.infer<typeof rebateSummarySchema>;

export const rebateClaimBodySchema = z.object({ requestKey: clientRequestIdSchema });

export const rebateClaimSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  vipLevel: z.number().int(),
  validBet: moneySchema,
  /** Cashback the bets earned; amount is less when the daily cap held it back. */
  earned: moneySchema,
  amount: moneySchema,
  payout: rebatePayoutSchema,
  wageringMultiple: z.number(),
  lines: z.array(rebateLineSchema),
});
export type RebateClaim = z.infer<typeof rebateClaimSchema>;

export const rebateClaimsQuerySchema = pageQuerySchema(10, 50);
export const rebateClaimPageSchema = pageOf(rebateClaimSchema);
export type RebateClaimPage = z.infer<typeof rebateClaimPageSchema>;

// ── operator ──────────────────────────────────────────────────────────────────────────────────

export const rebateSettingsSchema = z.object({
  enabled: z.boolean(),
  payout: rebatePayoutSchema,
  wageringMultiple: z.number(),
  bonusExpiryDays: z.number().int(),
  minClaim: moneySchema,
  dailyCap: moneySchema.nullable(),
});
export type RebateSettings = z.infer<typeof rebateSettingsSchema>;

/** A change of the brand's payout (fields left out are unchanged; dailyCap null removes the cap). */
export const rebateSettingsPatchSchema = z
  .object({
    payout: rebatePayoutSchema,
    /** One decimal at most, 0–100. */
    wageringMultiple: z
      .number()
      .min(0)
      .max(100)
      .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: 'at most one decimal' }),
    bonusExpiryDays: z.number().int().min(1).max(365),
    minClaim: amountInputSchema,
    dailyCap: amountInputSchema.nullable(),
  })
  .partial();
export type RebateSettingsPatch = z.input<typeof rebateSettingsPatchSchema>;

export const rebateRateSchema = z.object({
  vipLevel: z.number().int().min(0).max(100),
  gameType: gameCategorySchema,
  /** Basis points of valid bets paid back: 10000 = 100 %. */
  rateBps: z.number().int().min(0).max(10_000),
});
export type RebateRate = z.infer<typeof rebateRateSchema>;

/** Sets these rates (others unchanged); rateBps 0 keeps a row at 0 %. */
export const rebateRatesBodySchema = z.object({ rates: z.array(rebateRateSchema).min(1).max(1000) });

export const opsRebateClaimsQuerySchema = pageQuerySchema(20, 100).extend({
  brand: z.string().min(1).max(64),
  username: z.string().trim().min(1).max(64).optional(),
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});

export const opsRebateClaimSchema = rebateClaimSchema.extend({ username: z.string(), requestKey: z.string() });
export const opsRebateClaimReportSchema = pageOf(opsRebateClaimSchema).extend({
  totals: z.object({ count: z.number().int(), validBet: moneySchema, earned: moneySchema, amount: moneySchema }),
});
export type OpsRebateClaimReport = z.infer<typeof opsRebateClaimReportSchema>;
