import { z } from 'zod';
import { amountSchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * The operator console's dashboard, reports and agent tree (issue 16). Every figure is a SQL aggregate
 * over the brand's own tables, counted per calendar day of the brand's time zone; amounts are in major
 * units with two decimals (the API's number form), never summed across brands (each has its currency).
 */
export const OPS_REPORT_PATHS = {
  /** GET: today, yesterday and the daily trend of the last 7 or 30 days, per brand (dashboard.read). */
  dashboard: '/ops/dashboard',
  /** GET: daily profit and loss by game category, vendor or agent (reports.read); `format=csv` for a file. */
  pnl: '/ops/reports/pnl',
  /** GET: bonuses granted, converted and forfeited per promotion (reports.read); `format=csv` for a file. */
  promotionCost: '/ops/reports/promotion-cost',
  /** GET: one level of a brand's agent tree (agents.read). */
  agents: '/ops/agents',
  /** GET: one account of the tree with its upline path and figures (agents.read). */
  agent: '/ops/agents/:username',
  /** POST: moves a member (and its downline) under another agent (agents.manage). */
  agentMove: '/ops/agents/move',
} as const;

/** The longest period a report or the agent figures cover (days). */
export const REPORT_MAX_DAYS = 366;
export const DASHBOARD_DAYS = [7, 30] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date yyyy-MM-dd');
const brand = z.string().trim().min(1).max(32);

export const dashboardQuerySchema = z.object({
  /** One brand's code; left out: every brand of the operator. */
  brand: brand.optional(),
  days: z.coerce
    .number()
    .int()
    .refine((n) => (DASHBOARD_DAYS as readonly number[]).includes(n), 'expected 7 or 30')
    .default(7),
});

/** One day's (or a period's) figures of a brand. */
export const dashboardFiguresSchema = z.object({
  /** New accounts (trial accounts left out). */
  registrations: z.number().int(),
  /** Members whose first credited deposit fell in the period, and its amount. */
  firstDeposits: z.number().int(),
  firstDepositAmount: amountSchema,
  /** Credited deposits. */
  deposits: z.number().int(),
  depositAmount: amountSchema,
  /** Paid withdrawals (refunded ones left out). */
  withdrawals: z.number().int(),
  withdrawalAmount: amountSchema,
  /** Rounds of real money by the time of the bet, their stake and payout; GGR = stake − payout. */
  bets: z.number().int(),
  stake: amountSchema,
  payout: amountSchema,
  ggr: amountSchema,
  /** Members with at least one round. */
  activePlayers: z.number().int(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

export const dashboardDaySchema = dashboardFiguresSchema.extend({ day });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardBrandSchema = z.object({
  brand: z.string(),
  name: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  /** Today in the brand's time zone (yyyy-MM-dd). */
  today: day,
  figures: dashboardFiguresSchema,
  yesterday: dashboardFiguresSchema,
  /** One entry per day, oldest first, today last. */
  trend: z.array(dashboardDaySchema),
  /** The whole trend's period (active players counted once). */
  period: dashboardFiguresSchema,
});
export type DashboardBrand = z.infer<typeof dashboardBrandSchema>;

export const dashboardSchema = z.object({ days: z.number().int(), brands: z.array(dashboardBrandSchema) });
export type Dashboard = z.infer<typeof dashboardSchema>;

// ── reports ─────────────────────────────────────────────────────────────────────────────────────

export const REPORT_FORMATS = ['json', 'csv'] as const;
export const PNL_DIMENSIONS = ['category', 'vendor', 'agent'] as const;
export type PnlDimension = (typeof PNL_DIMENSIONS)[number];

/** A period of whole days in the brand's time zone, both ends included. */
export const reportRangeSchema = z
  .object({ brand: brand.optional(), from: day, to: day, format: z.enum(REPORT_FORMATS).default('json') })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] });

export const pnlQuerySchema = z
  .object({
    brand: brand.optional(),
    by: z.enum(PNL_DIMENSIONS),
    from: day,
    to: day,
    format: z.enum(REPORT_FORMATS).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type PnlQuery = z.input<typeof pnlQuerySchema>;

/** The betting figures of a group of rounds. */
const betFigures = {
  rounds: z.number().int(),
  /** Members with at least one round. */
  players: z.number().int(),
  stake: amountSchema,
  validBet: amountSchema,
  payout: amountSchema,
  /** stake − payout: what the brand kept (negative when the players won). */
  ggr: amountSchema,
};

export const pnlRowSchema = z.object({
  brand: z.string(),
  day,
  /** The category code, the vendor code, or the agent's username ('' for members without an agent). */
  key: z.string(),
  /** The vendor's name; the agent's nickname; else the key. */
  label: z.string(),
  ...betFigures,
});
export type PnlRow = z.infer<typeof pnlRowSchema>;

export const pnlTotalSchema = z.object({ brand: z.string(), currency: z.string(), ...betFigures });
export type PnlTotal = z.infer<typeof pnlTotalSchema>;

export const pnlReportSchema = z.object({
  by: z.enum(PNL_DIMENSIONS),
  from: day,
  to: day,
  /** Per brand, day (oldest first) and key; days without rounds are left out. */
  rows: z.array(pnlRowSchema),
  /** The period's totals per brand. */
  totals: z.array(pnlTotalSchema),
});
export type PnlReport = z.infer<typeof pnlReportSchema>;

const costFigures = {
  /** Bonuses given in the period and their amount. */
  granted: z.number().int(),
  grantedAmount: amountSchema,
  /** Bonuses whose wagering was met in the period, and the money they became. */
  converted: z.number().int(),
  convertedAmount: amountSchema,
  /** Bonuses that expired or were given up in the period, and the bonus money that was left. */
  forfeited: z.number().int(),
  forfeitedAmount: amountSchema,
};

export const promotionCostRowSchema = z.object({
  brand: z.string(),
  /** null: bonuses of no promotion (rebates and prizes given by the system). */
  promotionId: z.number().int().nullable(),
  code: z.string(),
  title: z.string(),
  ...costFigures,
});
export type PromotionCostRow = z.infer<typeof promotionCostRowSchema>;

export const promotionCostTotalSchema = z.object({ brand: z.string(), currency: z.string(), ...costFigures });

export const promotionCostReportSchema = z.object({
  from: day,
  to: day,
  rows: z.array(promotionCostRowSchema),
  totals: z.array(promotionCostTotalSchema),
});
export type PromotionCostReport = z.infer<typeof promotionCostReportSchema>;

// ── agents ──────────────────────────────────────────────────────────────────────────────────────

export const agentListQuerySchema = pageQuerySchema(20, 100)
  .extend({
    /** The brand's code; left out: the operator's first brand. */
    brand: brand.optional(),
    /** Whose direct downline to list; left out: the top-level agents (no upline). */
    parent: z.string().trim().min(1).max(64).optional(),
    /** The figures' period (brand time zone, both ends included); left out: the last 30 days. */
    from: day.optional(),
    to: day.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type AgentListQuery = z.input<typeof agentListQuerySchema>;

export const agentNodeSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** 0 member, 1/2/41/42 agent types, 4 trial. */
  isAgent: z.number().int(),
  createdAt: z.string(),
  /** Accounts directly under it. */
  directCount: z.number().int(),
  /** Its whole downline (every level), itself left out. */
  teamSize: z.number().int(),
  /** Credited deposits and valid bets of the account and its whole downline in the period. */
  teamDeposits: amountSchema,
  teamValidBet: amountSchema,
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

export const agentListSchema = pageOf(agentNodeSchema).extend({
  brand: z.string(),
  currency: z.string(),
  from: day,
  to: day,
  /** The listed level's parent with its upline path (top first); null at the top level. */
  parent: agentNodeSchema.extend({ path: z.array(z.string()) }).nullable(),
});
export type AgentList = z.infer<typeof agentListSchema>;

export const agentDetailSchema = agentNodeSchema.extend({
  brand: z.string(),
  currency: z.string(),
  from: day,
  to: day,
  /** Usernames of its uplines, top first. */
  path: z.array(z.string()),
});
export type AgentDetail = z.infer<typeof agentDetailSchema>;

export const agentDetailQuerySchema = z
  .object({ brand: brand.optional(), from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from is after to', path: ['from'] });

export const agentMoveBodySchema = z.object({
  brand: brand.optional(),
  /** The account to move (its downline moves with it). */
  username: z.string().trim().min(1).max(64),
  /** The new upline: an agent of the same brand. */
  agent: z.string().trim().min(1).max(64),
});
export type AgentMoveBody = z.infer<typeof agentMoveBodySchema>;

export const agentMoveResultSchema = z.object({
  username: z.string(),
  /** The previous upline's username (null: none). */
  from: z.string().nullable(),
  to: z.string(),
});
export type AgentMoveResult = z.infer<typeof agentMoveResultSchema>;
