import { z } from 'zod';
import { amountInputSchema, moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * The operator console's dashboard, reports and agent tree (issue 16). Every figure is a SQL aggregate
 * over the brand's own tables, counted per calendar day of the brand's time zone; money is minor units
 * (moneySchema, decision 0021), never summed across brands (each has its currency).
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
  firstDepositAmount: moneySchema,
  /** Credited deposits. */
  deposits: z.number().int(),
  depositAmount: moneySchema,
  /** Paid withdrawals (refunded ones left out). */
  withdrawals: z.number().int(),
  withdrawalAmount: moneySchema,
  /** Rounds of real money by the time of the bet, their stake and payout; GGR = stake − payout. */
  bets: z.number().int(),
  stake: moneySchema,
  payout: moneySchema,
  ggr: moneySchema,
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
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  /** stake − payout: what the brand kept (negative when the players won). */
  ggr: moneySchema,
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
  grantedAmount: moneySchema,
  /** Bonuses whose wagering was met in the period, and the money they became. */
  converted: z.number().int(),
  convertedAmount: moneySchema,
  /** Bonuses that expired or were given up in the period, and the bonus money that was left. */
  forfeited: z.number().int(),
  forfeitedAmount: moneySchema,
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
  teamDeposits: moneySchema,
  teamValidBet: moneySchema,
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

// ── business reports from the day tables (issue 34) ─────────────────────────────────────────────

/**
 * The business reports read the pre-summed day tables (docs/architecture/reports.md): figures only of settled
 * rounds (records' one definition: status settled; open and cancelled ones left out), per local day of the
 * brand; money as minor units (moneySchema, decision 0021).
 */
export const BUSINESS_REPORT_PATHS = {
  /** GET: GGR (and NGR by day) by day, vendor, category or game (reports.read); `format=csv` for a file. */
  ggr: '/ops/reports/ggr',
  /** GET: registrations, first-time depositors, active players and retention by cohort week (reports.read). */
  players: '/ops/reports/players',
} as const;

export const GGR_DIMENSIONS = ['day', 'vendor', 'category', 'game'] as const;
export type GgrDimension = (typeof GGR_DIMENSIONS)[number];

export const ggrQuerySchema = z
  .object({
    brand: brand.optional(),
    by: z.enum(GGR_DIMENSIONS).default('day'),
    from: day,
    to: day,
    format: z.enum(REPORT_FORMATS).default('json'),
  })
  .refine((q) => q.from <= q.to, { message: 'from is after to', path: ['from'] });
export type GgrQuery = z.input<typeof ggrQuerySchema>;

const ggrFigures = {
  /** Settled rounds. */
  rounds: z.number().int(),
  stake: moneySchema,
  validBet: moneySchema,
  payout: moneySchema,
  /** stake − payout. */
  ggr: moneySchema,
};

export const ggrRowSchema = z.object({
  brand: z.string(),
  /** The day (by day), vendor code, category code or game id. */
  key: z.string(),
  /** The vendor's or game's name; else the key. */
  label: z.string(),
  ...ggrFigures,
  /** Members with a settled round: by day only (a sum of days would count a member once per day). */
  players: z.number().int().nullable(),
  /** What the promotion account paid out that day, agent payouts left out (by day only). */
  bonusCost: moneySchema.nullable(),
  /** ggr − bonusCost (by day only). */
  ngr: moneySchema.nullable(),
});
export type GgrRow = z.infer<typeof ggrRowSchema>;

export const ggrTotalSchema = z.object({
  brand: z.string(),
  currency: z.string(),
  ...ggrFigures,
  /** Members with a settled round in the period, counted once. */
  players: z.number().int(),
  bonusCost: moneySchema,
  ngr: moneySchema,
  /** Bonus liability as of now (not of the period): bonus money members hold, in how many open bonuses. */
  openBonusMoney: moneySchema,
  openBonuses: z.number().int(),
  /** Valid bets the open bonuses still need before they convert. */
  wageringLeft: moneySchema,
});

export const ggrTrendPointSchema = z.object({ brand: z.string(), day, ggr: moneySchema, ngr: moneySchema });

export const ggrReportSchema = z.object({
  by: z.enum(GGR_DIMENSIONS),
  from: day,
  to: day,
  /** By day: one row per day with a round or a cost, oldest first; else one row per key, largest GGR first. */
  rows: z.array(ggrRowSchema),
  /** Every day of the period per brand (zeros included): the chart. */
  trend: z.array(ggrTrendPointSchema),
  totals: z.array(ggrTotalSchema),
});
export type GgrReport = z.infer<typeof ggrReportSchema>;

export const playerDaySchema = z.object({
  brand: z.string(),
  day,
  registrations: z.number().int(),
  firstDeposits: z.number().int(),
  /** Members with a settled round that day. */
  activePlayers: z.number().int(),
});

export const cohortSchema = z.object({
  brand: z.string(),
  /** The Monday (brand time zone) of the week the cohort registered. */
  week: day,
  size: z.number().int(),
  /** Members of the cohort with a settled round in their week 0, 1, 2, … (up to the period's end). */
  active: z.array(z.number().int()),
});

export const playersReportSchema = z.object({
  from: day,
  to: day,
  days: z.array(playerDaySchema),
  cohorts: z.array(cohortSchema),
  totals: z.array(
    z.object({
      brand: z.string(),
      registrations: z.number().int(),
      firstDeposits: z.number().int(),
      activePlayers: z.number().int(),
    }),
  ),
});
export type PlayersReport = z.infer<typeof playersReportSchema>;

// ── significant events (issue 34, GLI-19 §2.8.8) ────────────────────────────────────────────────

/**
 * The kinds of significant events: each is a class of audit-chain rows (the chain is their one record), by
 * their action; the ones no other call site records (large wins and bets, sign-in bursts, large withdrawals)
 * are written as `significant.<kind>` rows.
 */
export const SIGNIFICANT_EVENT_KINDS = [
  'signin_failed_burst',
  'large_win',
  'large_bet',
  'large_withdrawal',
  'manual_adjustment',
  'config_change',
  'result_correction',
  'void',
  'clock_change',
  'vendor_suspension',
  'rg_override',
] as const;
export type SignificantEventKind = (typeof SIGNIFICANT_EVENT_KINDS)[number];

export const SIGNIFICANT_EVENT_PATHS = {
  /** GET: the significant events, newest first, with filters (audit.read). */
  list: '/ops/significant-events',
  /** GET: how many of each kind in the last `hours` (audit.read): the console home. */
  counts: '/ops/significant-events/counts',
  /** GET / PUT: the brand's thresholds (config.manage). */
  settings: '/ops/significant-events/settings',
} as const;

export const significantEventQuerySchema = pageQuerySchema(50, 200).extend({
  kind: z.enum(SIGNIFICANT_EVENT_KINDS).optional(),
  brand: brand.optional(),
  from: day.optional(),
  to: day.optional(),
});

export const significantEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(SIGNIFICANT_EVENT_KINDS),
  action: z.string(),
  actorName: z.string(),
  brand: z.string().nullable(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type SignificantEvent = z.infer<typeof significantEventSchema>;
export const significantEventPageSchema = pageOf(significantEventSchema);

export const significantEventCountsQuerySchema = z.object({
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 31)
    .default(24),
  brand: brand.optional(),
});
export const significantEventCountsSchema = z.object({
  hours: z.number().int(),
  counts: z.array(z.object({ kind: z.enum(SIGNIFICANT_EVENT_KINDS), n: z.number().int() })),
});
export type SignificantEventCounts = z.infer<typeof significantEventCountsSchema>;

export const significantEventSettingsSchema = z.object({
  brand: z.string(),
  /** A settled round winning at least this much (minor units); null: never. */
  largeWin: moneySchema.nullable(),
  /** A round staking at least this much; null: never. */
  largeBet: moneySchema.nullable(),
  /** A withdrawal asked for at least this much; null: never. */
  largeWithdrawal: moneySchema.nullable(),
  /** Failed sign-ins of one account within 10 minutes that make a burst. */
  failedSignInBurst: z.number().int(),
});
export type SignificantEventSettings = z.infer<typeof significantEventSettingsSchema>;

export const significantEventSettingsQuerySchema = z.object({ brand: brand.optional() });
export const significantEventSettingsBodySchema = z.object({
  brand: brand.optional(),
  largeWin: amountInputSchema.nullable().optional(),
  largeBet: amountInputSchema.nullable().optional(),
  largeWithdrawal: amountInputSchema.nullable().optional(),
  failedSignInBurst: z.number().int().min(2).max(100).optional(),
});
export type SignificantEventSettingsBody = z.input<typeof significantEventSettingsBodySchema>;
