import { z } from 'zod';
import { idSchema, idParam } from './input';
import { amountInputSchema, moneyPageQuerySchema, moneySchema } from './money';
import { pageOf } from './paging';
import { queueClaimSchema } from './queues';
import { GAME_CATEGORIES } from './system';

/**
 * Promotions and bonuses (issue 12): definitions an operator configures per brand, the member's part in
 * each (SPEC §4 activity statuses), bonus grants with a wagering requirement, raffles and the winners
 * board. docs/API.md, "Promotions".
 */

// PROMO_PATHS lives in the zod-free ./paths (the web's first load names it for the header's rewards badge).

export const OPS_PROMO_PATHS = {
  promotions: '/ops/promotions',
  promotion: '/ops/promotions/:id',
  status: '/ops/promotions/:id/status',
  applications: '/ops/promotions/applications',
  review: '/ops/promotions/applications/:id',
  draw: '/ops/promotions/:id/draw',
  report: '/ops/promotions/:id/report',
} as const;

export const PROMOTION_KINDS = [
  'deposit_match',
  'free_credit',
  'rescue',
  'birthday',
  'turnover_race',
  'raffle',
] as const;
export const promotionKindSchema = z.enum(PROMOTION_KINDS);
export type PromotionKind = z.infer<typeof promotionKindSchema>;

/**
 * How a member takes part: automatic (the system issues it when the member qualifies), claim (a
 * button), join (sign up first, then qualify by activity), apply (with a remark; an operator decides).
 */
export const PARTICIPATIONS = ['automatic', 'claim', 'join', 'apply'] as const;
export const participationSchema = z.enum(PARTICIPATIONS);
export type Participation = z.infer<typeof participationSchema>;

/** The filter tabs of /promotions. */
export const PROMOTION_CATEGORIES = ['welcome', 'deposit', 'daily', 'rebate', 'event', 'vip'] as const;
export const promotionCategorySchema = z.enum(PROMOTION_CATEGORIES);
export type PromotionCategory = z.infer<typeof promotionCategorySchema>;

/** The operator's lifecycle of a definition. */
export const PROMOTION_STATES = ['draft', 'live', 'paused', 'ended'] as const;
export const promotionStateSchema = z.enum(PROMOTION_STATES);
export type PromotionState = z.infer<typeof promotionStateSchema>;

/** SPEC §4 activity statuses, as the member sees a promotion. */
export const ACTIVITY_STATUSES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'processing',
  'joined',
  'coming_soon',
] as const;
export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

export const PROMOTION_ACTIONS = ['claim', 'join', 'apply'] as const;
export const promotionActionSchema = z.enum(PROMOTION_ACTIONS);
export type PromotionAction = z.infer<typeof promotionActionSchema>;

/** How often one member may take part: once ever, once a day, once a week (brand time zone). */
export const PROMOTION_LIMITS = ['once', 'daily', 'weekly'] as const;
export const promotionLimitSchema = z.enum(PROMOTION_LIMITS);
export type PromotionLimit = z.infer<typeof promotionLimitSchema>;

/** An activity remark is at most 140 characters (SPEC §5, §9). */
export const ACTIVITY_REMARK_MAX = 140;
export const activityRemarkSchema = z.string().trim().min(1).max(ACTIVITY_REMARK_MAX);

/**
 * Minor units as a rule carries them: a bigint, an integer, or a string of digits (JSON has no bigint).
 * Nothing else is read as a number: no arrays, booleans, blanks or empty strings (issue 29).
 */
const minorOf = (min: bigint) =>
  z
    .union([z.bigint(), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[0-9]{1,19}$/)])
    .transform((v) => BigInt(v))
    .pipe(z.bigint().min(min).max(1_000_000_000_000_000n));
const minor = minorOf(0n);
/** Basis points: 10000 = 100 %. */
const bps = z.number().int().min(0).max(100_000);

export const depositMatchRulesSchema = z.object({
  kind: z.literal('deposit_match'),
  /** first: only the member's first credited deposit; any: every deposit (a reload). */
  deposits: z.enum(['first', 'any']),
  percentBps: bps.min(1),
  /** The largest bonus of one deposit (minor units). */
  cap: minor,
  minDeposit: minor,
});
export const freeCreditRulesSchema = z.object({ kind: z.literal('free_credit'), amount: minorOf(1n) });
export const rescueRulesSchema = z.object({
  kind: z.literal('rescue'),
  /** A share of the net loss (stakes − wins) of the last finished period. */
  percentBps: bps.min(1),
  minLoss: minor,
  cap: minor,
  period: z.enum(['daily', 'weekly']),
});
export const birthdayRulesSchema = z.object({
  kind: z.literal('birthday'),
  amount: minorOf(1n),
  /** Claimable from the birthday for this many days. */
  days: z.number().int().min(1).max(31).default(7),
});
export const prizeSchema = z.object({ rank: z.number().int().min(1).max(1000), amount: minorOf(1n) });
export const turnoverRaceRulesSchema = z.object({
  kind: z.literal('turnover_race'),
  /** Prizes by rank of valid bets over the promotion's window; paid when the window ends. */
  prizes: z.array(prizeSchema).min(1).max(100),
  minTurnover: minor.default(0n),
});
export const raffleRulesSchema = z.object({
  kind: z.literal('raffle'),
  /** One ticket for each `ticketUnit` of deposits or of valid bets within the window. */
  ticketSource: z.enum(['deposit', 'bet']),
  ticketUnit: minorOf(1n),
  maxTicketsPerMember: z.number().int().min(1).max(100_000).default(1000),
  /** Prize i goes to the i-th ticket drawn (one prize per member). */
  prizes: z.array(prizeSchema).min(1).max(100),
});
export const promotionRulesSchema = z.discriminatedUnion('kind', [
  depositMatchRulesSchema,
  freeCreditRulesSchema,
  rescueRulesSchema,
  birthdayRulesSchema,
  turnoverRaceRulesSchema,
  raffleRulesSchema,
]);
export type PromotionRules = z.infer<typeof promotionRulesSchema>;
export type PromotionRulesInput = z.input<typeof promotionRulesSchema>;

/** Contribution of each game category to wagering, in basis points (absent = 0 %). */
export const wageringWeightsSchema = z.partialRecord(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(10_000));
export type WageringWeights = z.infer<typeof wageringWeightsSchema>;

export const wageringSchema = z.object({
  /** Required wagering = multiple × bonus (+ the deposit when includeDeposit), in tenths (35 = 3.5×). */
  multipleTenths: z.number().int().min(0).max(1000),
  includeDeposit: z.boolean().default(false),
  weights: wageringWeightsSchema,
  /** The largest stake of one bet while the bonus is open (null: no limit). */
  maxStake: minor.nullable().default(null),
  expiryDays: z.number().int().min(1).max(365).default(7),
});
export type Wagering = z.infer<typeof wageringSchema>;
export type WageringInput = z.input<typeof wageringSchema>;

export const visibilitySchema = z.object({
  vipLevels: z.array(z.number().int().min(0).max(100)).max(100).optional(),
  labels: z.array(z.string().trim().min(1).max(40)).max(50).optional(),
  /** Only members registered within this many days. */
  newWithinDays: z.number().int().min(1).max(3650).optional(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

const localized = (max: number) =>
  z.object({ vi: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
const isoDate = z.iso.datetime({ offset: true });

/** What an operator writes (ops API and `npm run ops -- promo create --file`). */
export const promotionDefinitionSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{1,47}$/, 'lower-case letters, digits and dashes'),
  kind: promotionKindSchema,
  participation: participationSchema,
  category: promotionCategorySchema,
  title: localized(120),
  summary: localized(300),
  /** HTML, sanitised by the server. */
  terms: localized(20_000),
  bannerUrl: z.string().trim().max(500).nullable().default(null),
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  visibility: visibilitySchema.default({}),
  rules: promotionRulesSchema,
  wagering: wageringSchema,
  limit: promotionLimitSchema.default('once'),
  budget: minor.nullable().default(null),
  sortOrder: z.number().int().min(0).max(10_000).default(100),
});
export type PromotionDefinition = z.infer<typeof promotionDefinitionSchema>;
export type PromotionDefinitionInput = z.input<typeof promotionDefinitionSchema>;
export const promotionPatchSchema = promotionDefinitionSchema.omit({ code: true, kind: true }).partial();
export const promotionStateBodySchema = z.object({ state: promotionStateSchema });

// ── what a member sees ─────────────────────────────────────────────────────────────────────────

export const promotionIdParamsSchema = z.object({ id: idParam });
export const promotionListQuerySchema = z.object({ category: promotionCategorySchema.optional() });

/**
 * Why a member cannot take a promotion's action now, said before the tap (issue 33): `bonus_active` (a bonus is
 * open: a new one waits until it is converted, expires or is given up in the reward centre), `first_deposit_made`
 * (a first-deposit offer once the member has deposited).
 */
export const PROMOTION_BLOCKS = ['bonus_active', 'first_deposit_made'] as const;
export const promotionBlockSchema = z.enum(PROMOTION_BLOCKS);
export type PromotionBlock = z.infer<typeof promotionBlockSchema>;

export const promotionItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKindSchema,
  participation: participationSchema,
  category: promotionCategorySchema,
  title: z.string(),
  summary: z.string(),
  bannerUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  status: activityStatusSchema,
  /** What the member can do now (null: nothing; a guest is asked to sign in first). */
  action: promotionActionSchema.nullable(),
  /** Why the action the promotion would offer cannot be taken now (action is then null); null: nothing blocks. */
  blockedBy: promotionBlockSchema.nullable(),
});
export type PromotionItem = z.infer<typeof promotionItemSchema>;
export const promotionListSchema = z.object({
  list: z.array(promotionItemSchema),
  /** Categories with at least one promotion, in PROMOTION_CATEGORIES order. */
  categories: z.array(promotionCategorySchema),
});
export type PromotionList = z.infer<typeof promotionListSchema>;
export const availablePromotionsSchema = z.object({ count: z.number().int() });

export const myParticipationSchema = z.object({
  status: activityStatusSchema,
  remark: z.string().nullable(),
  /** The operator's reason (an application's decision). */
  reviewNote: z.string().nullable(),
  /** The bonus or prize, when known. */
  amount: moneySchema.nullable(),
  tickets: z.number().int().nullable(),
  rank: z.number().int().nullable(),
  /** Valid bets counted for a race or tickets. */
  turnover: moneySchema.nullable(),
  updatedAt: z.string(),
});
export type MyParticipation = z.infer<typeof myParticipationSchema>;

export const promotionDetailSchema = promotionItemSchema.extend({
  terms: z.string(),
  /** The rules' other values: counts, percentages, words. */
  rules: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])),
  /** The rules' money values by name (minimum deposit, cap, ticket unit, …), apart so that each is read as money
   * (decision 0021). */
  ruleAmounts: z.record(z.string(), moneySchema),
  prizes: z.array(z.object({ rank: z.number().int(), amount: moneySchema })),
  wagering: z.object({
    multiple: z.number(),
    includeDeposit: z.boolean(),
    weights: z.array(z.object({ category: z.enum(GAME_CATEGORIES), percent: z.number() })),
    maxStake: moneySchema.nullable(),
    expiryDays: z.number().int(),
  }),
  limit: promotionLimitSchema,
  mine: myParticipationSchema.nullable(),
  /** The raffle's result once drawn: masked winners by prize. */
  draw: z
    .object({
      drawnAt: z.string(),
      serverSeedHash: z.string(),
      serverSeed: z.string(),
      winners: z.array(z.object({ rank: z.number().int(), player: z.string(), amount: moneySchema })),
    })
    .nullable(),
});
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

export const applyBodySchema = z.object({ remark: activityRemarkSchema });
export const joinResultSchema = z.object({ status: activityStatusSchema });

export const BONUS_STATUSES = ['active', 'converted', 'expired', 'forfeited'] as const;
export const bonusStatusSchema = z.enum(BONUS_STATUSES);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

export const bonusGrantSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  title: z.string(),
  amount: moneySchema,
  required: moneySchema,
  progress: moneySchema,
  status: bonusStatusSchema,
  maxStake: moneySchema.nullable(),
  weights: z.array(z.object({ category: z.enum(GAME_CATEGORIES), percent: z.number() })),
  expiresAt: z.string(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  /** What moved to the main wallet on conversion, or back on expiry / forfeit. */
  settledAmount: moneySchema.nullable(),
});
export type BonusGrant = z.infer<typeof bonusGrantSchema>;
export const claimResultSchema = z.object({ status: activityStatusSchema, bonus: bonusGrantSchema.nullable() });
export type ClaimResult = z.infer<typeof claimResultSchema>;

export const rewardSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  kind: promotionKindSchema,
  status: activityStatusSchema,
  action: promotionActionSchema.nullable(),
  amount: moneySchema.nullable(),
  endsAt: z.string().nullable(),
  /** Whether the claim can be taken now; else `reason` says why (shown before the tap). */
  claimable: z.boolean(),
  reason: promotionBlockSchema.nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardCenterSchema = z.object({
  /** Rewards waiting for the member: claimable now, or with the reason they are not. */
  waiting: z.array(rewardSchema),
  /** The open bonus and its wagering progress (at most one at a time). */
  active: bonusGrantSchema.nullable(),
  /** The latest bonuses, newest first. */
  history: z.array(bonusGrantSchema),
});
export type RewardCenter = z.infer<typeof rewardCenterSchema>;

export const BONUS_RECORD_TYPES = ['bonus', 'rebate', 'prize'] as const;
export const bonusRecordTypeSchema = z.enum(BONUS_RECORD_TYPES);
export const bonusDetailsQuerySchema = moneyPageQuerySchema.extend({
  type: bonusRecordTypeSchema.optional(),
  /** Days back from today (SPEC §9 presets 7 and 30). */
  days: z.coerce.number().int().min(1).max(186).default(7),
});
export type BonusDetailsQuery = z.input<typeof bonusDetailsQuerySchema>;
export const bonusRecordSchema = bonusGrantSchema.extend({ type: bonusRecordTypeSchema });
export type BonusRecord = z.infer<typeof bonusRecordSchema>;
export const bonusDetailsPageSchema = pageOf(bonusRecordSchema);
export type BonusDetailsPage = z.infer<typeof bonusDetailsPageSchema>;

export const claimRaffleBodySchema = z.object({ promotionId: idSchema });

export const winnerSchema = z.object({
  player: z.string(),
  /** 'win': a big win in a game; 'raffle' or 'race': a prize. */
  source: z.enum(['win', 'raffle', 'race']),
  title: z.string(),
  amount: moneySchema,
  at: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnerBoardSchema = z.array(winnerSchema);

// ── operator ───────────────────────────────────────────────────────────────────────────────────

export const opsPromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: promotionKindSchema,
  participation: participationSchema,
  state: promotionStateSchema,
  title: z.object({ vi: z.string(), en: z.string() }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  budget: moneySchema.nullable(),
  spent: moneySchema,
});
export const opsPromotionListSchema = z.array(opsPromotionSchema);
export const applicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionCode: z.string(),
  username: z.string(),
  remark: z.string().nullable(),
  status: activityStatusSchema,
  createdAt: z.string(),
  /** Who works on it in the applications queue (null: nobody). */
  claim: queueClaimSchema.nullable(),
  /** Four-eyes (issue 34): the first of two approvals of a bonus above the brand's threshold, and its amount. */
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  proposedAmount: moneySchema.nullable(),
});
export const applicationListSchema = z.array(applicationSchema);
export const reviewBodySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** The reason the member reads in the inbox (required to reject). */
  reason: z.string().trim().max(500).optional(),
  /** The bonus to issue on approval (major units); default: the promotion's own rule. */
  amount: amountInputSchema.optional(),
});
export const promotionReportSchema = z.object({
  promotionId: z.number().int(),
  takers: z.number().int(),
  bonusPaid: moneySchema,
  converted: moneySchema,
  forfeited: moneySchema,
  active: moneySchema,
  /** What the promotion cost the brand: paid − forfeited. */
  cost: moneySchema,
  budget: moneySchema.nullable(),
});
export type PromotionReport = z.infer<typeof promotionReportSchema>;
export const drawResultSchema = z.object({
  drawnAt: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string(),
  tickets: z.number().int(),
  winners: z.array(z.object({ rank: z.number().int(), username: z.string(), amount: moneySchema })),
});
