import { z } from 'zod';
import { moneySchema } from './money';
import { pageNoParam, pageOf, pageSizeParam } from './paging';
import { RECORD_DATE_PRESETS, recordTotalsSchema, roundStatusSchema } from './records';
import { gameCategorySchema } from './system';

/**
 * The agent centre's reports (issue 14, pages 5 and 6): the team's bets and each downline's profit and
 * loss over a period, for the signed-in agent's own subtree only. `format=csv` answers a CSV file.
 */
export const AGENT_REPORT_PATHS = {
  teamBetting: '/wps/agent/report/team-betting',
  userProfit: '/wps/agent/report/user-profit',
} as const;

export const AGENT_REPORT_PAGE_SIZE = 20;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** A downline's username (exact, any case); left out: the whole team. */
const usernameParam = z.string().trim().min(1).max(64).optional();

/** The period (as the betting records: datePreset, default 7D, or startDate and endDate) and the page. */
const reportQueryFields = {
  datePreset: z.enum(RECORD_DATE_PRESETS).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
  username: usernameParam,
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(AGENT_REPORT_PAGE_SIZE),
  /** csv: the whole report as a CSV file (every row, not one page). */
  format: z.enum(['json', 'csv']).optional(),
};

export const teamBettingQuerySchema = z.object({
  ...reportQueryFields,
  gameType: gameCategorySchema.optional(),
  vassalage: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});
export type TeamBettingQuery = z.infer<typeof teamBettingQuerySchema>;

export const teamBetSchema = z.object({
  username: z.string(),
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: gameCategorySchema,
  stake: moneySchema,
  validBet: moneySchema,
  win: moneySchema,
  /** win − stake: the downline's result (negative when the downline lost). */
  profit: moneySchema,
  status: roundStatusSchema,
  betTime: z.string(),
});
export type TeamBet = z.infer<typeof teamBetSchema>;

const periodValue = {
  /** First and last day of the period (inclusive), in the brand's time zone. */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
  currency: z.string(),
};

/** Team betting: totals, by category, by vendor and by day, and one page of the bets, newest first. */
export const teamBettingSchema = pageOf(teamBetSchema).extend({
  ...periodValue,
  /** How many downlines placed at least one bet matching the filters. */
  players: z.number().int(),
  summary: recordTotalsSchema,
  byCategory: z.array(recordTotalsSchema.extend({ gameType: gameCategorySchema })),
  byVendor: z.array(recordTotalsSchema.extend({ vassalage: z.string(), vendorName: z.string() })),
  /** Every day of the period, oldest first (zeros included). */
  byDay: z.array(recordTotalsSchema.extend({ date: z.string() })),
});
export type TeamBetting = z.infer<typeof teamBettingSchema>;

export const USER_PROFIT_SORTS = [
  'username',
  'validBet',
  'payout',
  'profit',
  'deposits',
  'withdrawals',
  'bonuses',
] as const;
export type UserProfitSort = (typeof USER_PROFIT_SORTS)[number];

export const userProfitQuerySchema = z.object({
  ...reportQueryFields,
  sort: z.enum(USER_PROFIT_SORTS).default('validBet'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserProfitQuery = z.infer<typeof userProfitQuerySchema>;

const profitFigures = {
  validBet: moneySchema,
  /** What the rounds paid back (wins, stakes returned included). */
  payout: moneySchema,
  /** payout − stake: the downline's result (negative when the downline lost). */
  profit: moneySchema,
  /** Credited deposits. */
  deposits: moneySchema,
  /** Paid withdrawals (refunded ones left out). */
  withdrawals: moneySchema,
  /** Bonuses credited (promotions, VIP, cashback, referral, missions: the ledger's bonus entries). */
  bonuses: moneySchema,
};

export const userProfitRowSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.number().int(),
  /** The downline's direct upline (the agent itself for a direct downline). */
  upline: z.string().nullable(),
  ...profitFigures,
});
export type UserProfitRow = z.infer<typeof userProfitRowSchema>;

/** User profit and loss: one row per downline (all of the team, sorted), its totals over the period. */
export const userProfitSchema = pageOf(userProfitRowSchema).extend({
  ...periodValue,
  sort: z.enum(USER_PROFIT_SORTS),
  order: z.enum(['asc', 'desc']),
  summary: z.object(profitFigures),
});
export type UserProfit = z.infer<typeof userProfitSchema>;
