import { z } from 'zod';
import { idSchema, idParam } from './input';
import { decimalHundredths, moneySchema } from './money';
import { pageNoParam, pageOf, pageSizeParam } from './paging';

/**
 * Salary and dividend contracts of the agent centre (issue 14, docs/API.md "Agent contracts"). An upline
 * offers a direct downline (agent or member) a contract: a kind, a period and a table of tiers; the
 * downline accepts or rejects it (the SPEC §7 relays); either side terminates. Each kind is served only
 * while its brand switch is on (MOD.DIVIDEND, DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY). Rates are
 * basis points. Money is minor units in answers (moneySchema, decision 0021): the tiers' thresholds, payouts and
 * income; an offer or a template types its thresholds in major units (thresholdInputSchema), as people type them.
 */
export const AGENT_CONTRACT_PATHS = {
  /** GET: contracts I offered (side=offered) or received (side=received); POST: offer one. */
  contracts: '/wps/agent/contracts',
  /** POST: ends a contract I offered or received. */
  terminate: '/wps/agent/contracts/:id/terminate',
  /** GET: payouts I received and paid to my contracted downlines, with their figures. */
  payouts: '/wps/agent/contracts/payouts',
  /** GET/PUT: my saved contract of a kind, ready to offer. */
  template: '/wps/agent/contracts/templates/:kind',
  /** GET: my income by day: salary, dividends and transfers. */
  income: '/wps/agent/income',
  /** The downline's side (member or agent): list, accept, reject, terminate (SPEC §7). */
  dividend: '/wps/relay/MCS2_processDividendReq',
  dailySalary: '/wps/relay/MCS2_processDailySalContract',
  hourlySalary: '/wps/relay/MCS2_processContractHourSalary',
  realtimeSalary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
} as const;

/** Operator: contracts, payouts, switches and re-runs (`npm run ops -- agent …`). */
export const OPS_AGENT_CONTRACT_PATHS = {
  contracts: '/ops/agent-contracts',
  terminate: '/ops/agent-contracts/terminate',
  payouts: '/ops/agent-contracts/payouts',
  features: '/ops/agent-contracts/features',
  rerun: '/ops/agent-contracts/rerun',
} as const;

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof contractKindSchema>;

export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', '5min'] as const;
export const contractPeriodSchema = z.enum(CONTRACT_PERIODS);
export type ContractPeriod = z.infer<typeof contractPeriodSchema>;

/** The periods each kind may use (dividend: SPEC §3's four; the salaries: their own). */
export const KIND_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['5min'],
};

/** The relay of each kind (the downline's side). */
export const KIND_RELAYS: Record<ContractKind, string> = {
  dividend: AGENT_CONTRACT_PATHS.dividend,
  daily_salary: AGENT_CONTRACT_PATHS.dailySalary,
  hourly_salary: AGENT_CONTRACT_PATHS.hourlySalary,
  realtime_salary: AGENT_CONTRACT_PATHS.realtimeSalary,
};

/** The feature flag (FEATURE_FLAGS) each kind depends on. */
export const KIND_FEATURES = {
  dividend: 'dividend',
  daily_salary: 'dailySalary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realtimeSalary',
} as const satisfies Record<ContractKind, string>;

/**
 * How a dividend treats a period the team won (issue 33): none (each period's loss alone); until_recovered (the
 * team's net win is carried forward and taken off later losses until they recover it); previous_period (only the
 * period just before: its win is taken off this period's loss, then forgotten). A salary carries nothing.
 */
export const CARRY_OVER_RULES = ['none', 'until_recovered', 'previous_period'] as const;
export const carryOverSchema = z.enum(CARRY_OVER_RULES);
export type CarryOver = z.infer<typeof carryOverSchema>;

export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'withdrawn', 'terminated'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
/** Who or what ended a contract; moved: the operator moved the downline under another upline. */
export const CONTRACT_END_REASONS = ['upline', 'downline', 'lower_rate', 'replaced', 'operator', 'moved'] as const;

export const MAX_CONTRACT_TIERS = 10;
export const MAX_RATE_BPS = 10_000;

/** The largest threshold: 1,000,000,000,000.00 in minor units. */
const MAX_THRESHOLD = 100_000_000_000_000n;

/**
 * A tier's threshold typed by a person: a number or a string of major units ("10000000", 2500.5), ≥ 0, at most
 * two decimals, at most 1,000,000,000,000; the request receives its minor units as a bigint (decision 0021). Read
 * through the shortest decimal form, as amountInputSchema reads an amount (0.1 + 0.2 is refused, never rounded).
 */
const thresholdInputSchema = z
  .union([z.number(), z.string().max(24)], { error: 'a threshold is a number or a decimal string' })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    const minor = decimalHundredths(text, 13);
    if (typeof minor === 'bigint' && minor <= MAX_THRESHOLD) return minor;
    ctx.addIssue({ code: 'custom', message: 'an amount from 0 to 1000000000000 with at most two decimals' });
    return z.NEVER;
  });

const tierRate = z.number().int().min(0).max(MAX_RATE_BPS);
const tierMembers = z.number().int().min(0).max(1_000_000);

/**
 * One row of a contract (SPEC §3): the period's team valid bet, the team's loss (profit and loss, for a
 * dividend), the active members (team members whose valid bet in the period reaches betAmount, the
 * daily or hourly bet amount), and the rate paid when all are met. The highest tier met applies. An answer's
 * thresholds are money (minor units).
 */
export const contractTierSchema = z.object({
  validBet: moneySchema,
  profitLoss: moneySchema,
  activeMembers: tierMembers,
  betAmount: moneySchema,
  rateBps: tierRate,
});
/** A tier as an offer or a template sends it: thresholds in major units. */
const contractTierInputSchema = z.object({
  validBet: thresholdInputSchema,
  profitLoss: thresholdInputSchema,
  activeMembers: tierMembers,
  betAmount: thresholdInputSchema,
  rateBps: tierRate,
});
/** A tier as the server reads a request's: thresholds in minor units. */
export type ContractTierValues = z.output<typeof contractTierInputSchema>;
export type ContractTier = z.infer<typeof contractTierSchema>;

const tiersSchema = z.array(contractTierInputSchema).min(1).max(MAX_CONTRACT_TIERS);

const usernameSchema = z.string().trim().min(1).max(64);

export const contractOfferBodySchema = z.object({
  downline: usernameSchema,
  kind: contractKindSchema,
  /** Left out: the kind's first period (daily for a dividend). */
  period: contractPeriodSchema.optional(),
  tiers: tiersSchema,
  /** A dividend's carry-over rule; left out: none. */
  carryOver: carryOverSchema.optional(),
  /**
   * The upline's confirmation that the downline's own contracts with a higher rate end (at once); without
   * it such an offer answers agent_contract_confirm_required with those contracts and changes nothing.
   */
  confirm: z.boolean().optional(),
});
export type ContractOfferBody = z.input<typeof contractOfferBodySchema>;

export const contractTemplateBodySchema = z.object({
  period: contractPeriodSchema.optional(),
  tiers: tiersSchema,
  carryOver: carryOverSchema.optional(),
});
export const contractKindParamsSchema = z.object({ kind: contractKindSchema });
export const contractIdParamsSchema = z.object({ id: idParam });

const partySchema = z.object({ username: z.string(), isAgent: z.number().int() });

export const agentContractSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  period: contractPeriodSchema,
  status: contractStatusSchema,
  endReason: z.enum(CONTRACT_END_REASONS).nullable(),
  upline: partySchema,
  downline: partySchema,
  tiers: z.array(contractTierSchema),
  carryOver: carryOverSchema,
  maxRateBps: z.number().int(),
  replacesId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
});
export type AgentContract = z.infer<typeof agentContractSchema>;

export const contractTemplateSchema = z.object({
  kind: contractKindSchema,
  period: contractPeriodSchema,
  tiers: z.array(contractTierSchema),
  carryOver: carryOverSchema,
  updatedAt: z.string().nullable(),
});
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/** What agent_contract_confirm_required carries: the downline contracts the offer would end. */
export const contractConfirmDetailsSchema = z.object({ contracts: z.array(agentContractSchema) });

export const CONTRACT_SIDES = ['offered', 'received'] as const;

export const agentContractsQuerySchema = z.object({
  side: z.enum(CONTRACT_SIDES).default('offered'),
  kind: contractKindSchema.optional(),
  status: contractStatusSchema.optional(),
  downline: usernameSchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(20, 100),
});
export const agentContractPageSchema = pageOf(agentContractSchema);
export type AgentContractPage = z.infer<typeof agentContractPageSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

/** 7D (default) or 30D (SPEC §9), or startDate/endDate (inclusive days of the brand, at most 90 apart). */
const periodQuery = {
  datePreset: z.enum(['7D', '30D']).optional(),
  startDate: day.optional(),
  endDate: day.optional(),
};

export const PAYOUT_SIDES = ['all', 'received', 'offered'] as const;

export const agentPayoutsQuerySchema = z.object({
  ...periodQuery,
  side: z.enum(PAYOUT_SIDES).default('all'),
  kind: contractKindSchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(20, 100),
});

/** One settlement row with the figures it was computed from. */
export const contractPayoutSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: contractKindSchema,
  /** payout: the period's own; adjustment: a correction of forPeriod written in period. */
  type: z.enum(['payout', 'adjustment']),
  period: z.string(),
  forPeriod: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The payee and the upline that offered the contract. */
  member: z.string(),
  upline: z.string(),
  teamValidBet: moneySchema,
  teamProfit: moneySchema,
  /** A dividend's team win carried into the period by its rule, taken off the team's loss; 0 otherwise. */
  carried: moneySchema,
  /** The team win the period carries into the next one. */
  carryForward: moneySchema,
  activeMembers: z.number().int(),
  /** The tier met (1-based), null when none. */
  tier: z.number().int().nullable(),
  rateBps: z.number().int(),
  gross: moneySchema,
  downlineGross: moneySchema,
  amount: moneySchema,
  paid: moneySchema,
  computedAt: z.string(),
});
export type ContractPayout = z.infer<typeof contractPayoutSchema>;
export const contractPayoutPageSchema = pageOf(contractPayoutSchema);
export type ContractPayoutPage = z.infer<typeof contractPayoutPageSchema>;

export const agentIncomeQuerySchema = z.object(periodQuery);

export const incomeDaySchema = z.object({
  day: z.string(),
  /** Salary and dividends my contracts paid me. */
  salary: moneySchema,
  dividend: moneySchema,
  /** Transfers into and out of my main wallet. */
  transfersIn: moneySchema,
  transfersOut: moneySchema,
  /** What the contracts I offered paid my downlines (the brand pays it; shown, not taken from me). */
  downlinePaid: moneySchema,
});
export const agentIncomeSchema = z.object({
  currency: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(incomeDaySchema),
  totals: incomeDaySchema.omit({ day: true }),
});
export type AgentIncome = z.infer<typeof agentIncomeSchema>;

/** The relays' body: list (default) my contracts of the kind, or act on one offered to me. */
export const CONTRACT_ACTIONS = ['list', 'accept', 'reject', 'terminate'] as const;
export const contractRelayBodySchema = z
  .object({
    action: z.enum(CONTRACT_ACTIONS).default('list'),
    contractId: idSchema.optional(),
  })
  .refine((b) => b.action === 'list' || b.contractId !== undefined, {
    message: 'contractId is required',
    path: ['contractId'],
  });
export const contractRelayResultSchema = z.object({
  /** The contract acted on (null for list). */
  contract: agentContractSchema.nullable(),
  /** My pending and active contracts of the kind, offered to me by my upline. */
  contracts: z.array(agentContractSchema),
});
export type ContractRelayResult = z.infer<typeof contractRelayResultSchema>;

// ── operator ────────────────────────────────────────────────────────────────────────────────

const brand = z.string().trim().min(1).max(32);

export const opsContractsQuerySchema = z.object({
  brand,
  /** An agent or member: the contracts it offered or received. */
  username: usernameSchema.optional(),
  kind: contractKindSchema.optional(),
  status: contractStatusSchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(20, 100),
});
export const opsPayoutsQuerySchema = z.object({
  brand,
  username: usernameSchema.optional(),
  contractId: idParam.optional(),
  kind: contractKindSchema.optional(),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(20, 100),
});
export const opsTerminateBodySchema = z.object({ brand, contractId: idSchema });

export const contractFeaturesSchema = z.object({
  dividend: z.boolean(),
  dailySalary: z.boolean(),
  hourlySalary: z.boolean(),
  realtimeSalary: z.boolean(),
});
export type ContractFeatures = z.infer<typeof contractFeaturesSchema>;
export const opsContractBrandQuerySchema = z.object({ brand });
export const opsFeaturesBodySchema = contractFeaturesSchema.partial();

export const opsRerunBodySchema = z.object({
  brand,
  /** One contract; left out: every active contract of kind (required then). */
  contractId: idSchema.optional(),
  kind: contractKindSchema.optional(),
  /** A period key as payouts show it (D2026-11-25, H2026-11-25T13, …); left out: every ended period due. */
  period: z
    .string()
    .regex(/^[DHMWSN]\d{4}-\d{2}(-\d{2})?(T\d{2}(:\d{2})?)?(-[12])?$/)
    .optional(),
});
export const rerunResultSchema = z.object({
  /** Settlements written now (0 when every period asked for was already paid). */
  settled: z.number().int(),
  paid: moneySchema,
});
export type RerunResult = z.infer<typeof rerunResultSchema>;
