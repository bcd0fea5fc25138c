import { z } from 'zod';
import { languageSchema } from './language';
import { gameCategorySchema } from './system';
import { moneySchema } from './money';
import { pageNoParam, pageOf, pageSizeParam } from './paging';

/** Date presets (SPEC §9: 7 and 30 days); TODAY and YESTERDAY for the usual tabs. */
export const RECORD_DATE_PRESETS = ['TODAY', 'YESTERDAY', '7D', '30D'] as const;
/** The longest range a custom startDate/endDate may span. */
export const RECORD_MAX_DAYS = 90;
export const RECORD_PAGE_SIZE = 20;

export const ROUND_STATUSES = ['open', 'settled', 'cancelled'] as const;
export const roundStatusSchema = z.enum(ROUND_STATUSES);

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/**
 * The period: `datePreset` (default 7D: today and the 6 days before), or `startDate` and `endDate`
 * (inclusive days, both required, at most RECORD_MAX_DAYS apart), which win over the preset.
 */
const periodFields = {
  datePreset: z.enum(RECORD_DATE_PRESETS).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  gameType: gameCategorySchema.optional(),
  vassalage: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  language: languageSchema.optional(),
};

export const historyQuerySchema = z.object({
  ...periodFields,
  status: roundStatusSchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(RECORD_PAGE_SIZE),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const betRecordSchema = z.object({
  /** The vendor's round id (unique per vendor). */
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  gameType: gameCategorySchema,
  /** Sum of the round's bets less rolled-back ones. */
  stake: moneySchema,
  /** What counts towards turnover: the stake, 0 for a cancelled round or a full push (win = stake). */
  validBet: moneySchema,
  /** Sum of the round's wins (gross, stakes returned included). */
  win: moneySchema,
  /** win − stake; null while open (no result yet: the stake is at play, not lost). */
  profit: moneySchema.nullable(),
  status: roundStatusSchema,
  betTime: z.string(),
  /** When the round was settled or cancelled; null while open. */
  settleTime: z.string().nullable(),
  /** Number of bet, win and rollback transactions of the round. */
  transactions: z.number().int(),
  /** The vendor's replay page of the round (game recall), for vendors that have one (the house games). */
  recallUrl: z.string().nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

/** Totals of the settled rounds only: an open round is no loss yet, a cancelled one nothing (issue 33). */
export const recordTotalsSchema = z.object({
  count: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  profit: moneySchema,
});
export type RecordTotals = z.infer<typeof recordTotalsSchema>;

const periodValue = {
  /** First and last day of the period (inclusive), in the brand's time zone. */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  currency: z.string(),
};

export const historySchema = pageOf(betRecordSchema).extend({
  ...periodValue,
  /** Totals of every round matching the filters (not just this page). */
  summary: recordTotalsSchema,
});
export type History = z.infer<typeof historySchema>;

export const profitQuerySchema = z.object(periodFields);
export const profitSchema = z.object({
  ...periodValue,
  total: recordTotalsSchema,
  /** Categories with at least one round, in GAME_CATEGORIES order. */
  byCategory: z.array(recordTotalsSchema.extend({ gameType: gameCategorySchema })),
  /** Every day of the period, oldest first (zeros for days without rounds): the chart's series. */
  byDay: z.array(recordTotalsSchema.extend({ date: z.string() })),
});
export type Profit = z.infer<typeof profitSchema>;
