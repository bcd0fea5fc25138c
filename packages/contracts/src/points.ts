import { z } from 'zod';
import { INT4_MAX, idSchema, idParam } from './input';
import { localizedTextSchema } from './language';
import { moneySchema, paymentPasswordInputSchema } from './money';
import { promotionBlockSchema } from './promotions';
import { queueClaimSchema } from './queues';

/**
 * Points and the points mall (issue 13, docs/API.md "Points"). Members earn points on valid bets per
 * category and on deposits at the brand's rates (points per 1,000 major units, rounded down); points
 * never expire. They redeem products (bonus credit, free spins, physical goods) or convert points to
 * main money at the brand's exchange value (money for 1,000 points, rounded down).
 */
export const POINT_PATHS = {
  /** getPointBalance */
  balance: '/wps/relay/MCS2_getPointBalance',
  /** getPointReward: the mall's products, filtered. */
  products: '/wps/relay/MCS2_getPointReward',
  /** getRedeemPointList: the member's redeem history. */
  history: '/wps/relay/MCS2_getRedeemPointList',
  /** getPointConfig: whether points are on, the least points one conversion takes. */
  config: '/wps/relay/MCS2_getPointConfig',
  redeem: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  convert: '/wps/relay/passwordCheck/MCS2_convertPoint',
} as const;

export const OPS_POINT_PATHS = {
  settings: '/ops/points/settings',
  products: '/ops/points/products',
  product: '/ops/points/products/:id',
  redemptions: '/ops/points/redemptions',
  fulfil: '/ops/points/redemptions/:ref/fulfil',
  reject: '/ops/points/redemptions/:ref/reject',
  adjust: '/ops/points/adjust',
} as const;

/** Where points come from (earning sources of SPEC §9). */
export const POINT_EARN_SOURCES = ['LIVE', 'LOTTERY', 'PVP', 'SLOTS', 'SPORTS', 'DEPOSIT'] as const;
export type PointEarnSource = (typeof POINT_EARN_SOURCES)[number];

/** Points per 1,000 major units of valid bet (or deposit), per source. */
const rate = z.number().int().min(0).max(1_000_000);
export const pointRatesSchema = z.object({
  LIVE: rate,
  LOTTERY: rate,
  PVP: rate,
  SLOTS: rate,
  SPORTS: rate,
  DEPOSIT: rate,
});
export type PointRates = z.infer<typeof pointRatesSchema>;

export const POINT_PRODUCT_KINDS = ['bonus', 'free_spins', 'goods'] as const;
export const pointProductKindSchema = z.enum(POINT_PRODUCT_KINDS);
export type PointProductKind = z.infer<typeof pointProductKindSchema>;

export const POINT_REDEEM_STATUSES = ['processing', 'rejected', 'complete'] as const;
export const pointRedeemStatusSchema = z.enum(POINT_REDEEM_STATUSES);
export type PointRedeemStatus = z.infer<typeof pointRedeemStatusSchema>;

// ── member ───────────────────────────────────────────────────────────────────────────────────────

export const pointBalanceSchema = z.object({ points: z.number().int(), earned: z.number().int() });
export type PointBalance = z.infer<typeof pointBalanceSchema>;

export const pointConfigSchema = z.object({
  enabled: z.boolean(),
  /** The least points one conversion takes. */
  minConvert: z.number().int(),
  /** Points are converted in steps of this many (one minor unit of money each, at least 1). */
  convertStep: z.number().int(),
});
export type PointConfig = z.infer<typeof pointConfigSchema>;

export const pointProductsQuerySchema = z.object({
  kind: pointProductKindSchema.optional(),
  /** Only what the member can afford now. */
  affordable: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  minPoints: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
  maxPoints: z.coerce.number().int().min(0).max(INT4_MAX).optional(),
});

export const pointProductSchema = z.object({
  id: z.number().int(),
  kind: pointProductKindSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  points: z.number().int(),
  /** bonus: the credit paid into the bonus wallet. */
  bonusAmount: moneySchema.nullable(),
  /** bonus: the wagering multiple (e.g. 3 = three times the bonus in valid bets). */
  wagering: z.number().nullable(),
  spins: z.number().int().nullable(),
  /** What is left; null when unlimited. */
  remaining: z.number().int().nullable(),
  /** Why the member cannot redeem it now (issue 33): `bonus_active` for bonus credit while a bonus is open. */
  blockedBy: promotionBlockSchema.nullable(),
});
export type PointProduct = z.infer<typeof pointProductSchema>;
export const pointProductListSchema = z.array(pointProductSchema);

const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ]{6,20}$/, 'a phone number');

export const pointRedeemBodySchema = z.object({
  productId: idSchema,
  quantity: z.number().int().min(1).max(99).default(1),
  paymentPassword: paymentPasswordInputSchema,
  /** goods: where to send it. */
  shippingAddress: z.string().trim().min(5).max(300).optional(),
  phone: phoneSchema.optional(),
  /** A replay with the same id answers the first redemption. */
  clientRequestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});
export type PointRedeemBody = z.input<typeof pointRedeemBodySchema>;

export const pointConvertBodySchema = z.object({
  points: z.number().int().positive().max(1_000_000_000),
  paymentPassword: paymentPasswordInputSchema,
  clientRequestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});
export type PointConvertBody = z.input<typeof pointConvertBodySchema>;

/** A points redeem record (SPEC §3). */
export const pointRedeemRecordSchema = z.object({
  transactionNo: z.string(),
  redeemType: z.enum(['product', 'convert']),
  productKind: pointProductKindSchema.nullable(),
  productName: z.string().nullable(),
  quantity: z.number().int(),
  pointsRequired: z.number().int(),
  /** Money: the conversion's amount or the bonus credit; null for free spins and goods. */
  amountRequired: moneySchema.nullable(),
  status: pointRedeemStatusSchema,
  time: z.string(),
  /** Negative: the points the redemption took (a rejected one's are given back). */
  pointsChange: z.number().int(),
  /** The member's points right after the redemption. */
  accumulatedPoints: z.number().int(),
  note: z.string().nullable(),
  /** Money for 1,000 points (conversions). */
  exchangeRate: moneySchema.nullable(),
  shippingAddress: z.string().nullable(),
  phone: z.string().nullable(),
});
export type PointRedeemRecord = z.infer<typeof pointRedeemRecordSchema>;

export const pointHistoryQuerySchema = z.object({
  status: pointRedeemStatusSchema.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});
export const pointHistorySchema = z.object({
  list: z.array(pointRedeemRecordSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PointHistory = z.infer<typeof pointHistorySchema>;

// ── operator ─────────────────────────────────────────────────────────────────────────────────────

const pointSettingsFields = z.object({
  enabled: z.boolean(),
  rates: pointRatesSchema,
  /** Money (major units) for 1,000 points. */
  exchangeValue: z.number().min(0).max(1_000_000_000),
  minConvert: z.number().int().min(1).max(1_000_000_000),
});
/** The brand's points settings; exchangeValue is money (decision 0021). */
export const opsPointSettingsSchema = pointSettingsFields.extend({ exchangeValue: moneySchema });
export type OpsPointSettings = z.infer<typeof opsPointSettingsSchema>;
/** Only the fields given change; exchangeValue in major units, as typed. */
export const opsPointSettingsPatchSchema = pointSettingsFields.partial();

const productFields = z.object({
  kind: pointProductKindSchema,
  name: localizedTextSchema.refine((t) => t.vi.trim() !== '' && t.en.trim() !== '', 'vi and en names'),
  description: localizedTextSchema,
  image: z.string().max(300).nullable(),
  points: z.number().int().min(1).max(1_000_000_000),
  /** bonus: major units. */
  bonusAmount: z.number().positive().max(1_000_000_000).nullable(),
  /** bonus: the wagering multiple (0–100). */
  wagering: z.number().min(0).max(100),
  spins: z.number().int().min(1).max(10_000).nullable(),
  /** null: unlimited. */
  stock: z.number().int().min(0).max(1_000_000_000).nullable(),
  active: z.boolean(),
  sort: z.number().int().min(0).max(100_000),
});
export const opsPointProductBodySchema = productFields.extend({
  description: productFields.shape.description.default({ vi: '', en: '' }),
  image: productFields.shape.image.default(null),
  bonusAmount: productFields.shape.bonusAmount.default(null),
  wagering: productFields.shape.wagering.default(0),
  spins: productFields.shape.spins.default(null),
  stock: productFields.shape.stock.default(null),
  active: productFields.shape.active.default(true),
  sort: productFields.shape.sort.default(0),
});
/** Only the fields given change. */
export const opsPointProductPatchSchema = productFields.partial();

export const opsPointProductSchema = z.object({
  id: z.number().int(),
  kind: pointProductKindSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  image: z.string().nullable(),
  points: z.number().int(),
  bonusAmount: moneySchema.nullable(),
  wagering: z.number(),
  spins: z.number().int().nullable(),
  stock: z.number().int().nullable(),
  redeemed: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
});
export type OpsPointProduct = z.infer<typeof opsPointProductSchema>;

export const pointProductIdParamsSchema = z.object({ id: idParam });
export const pointRedemptionRefParamsSchema = z.object({ ref: z.string().regex(/^PR[0-9A-Z]{4,32}$/) });

export const opsRedemptionsQuerySchema = z.object({
  brand: z.string().min(1).max(64),
  status: pointRedeemStatusSchema.optional(),
});

export const opsPointRedemptionSchema = pointRedeemRecordSchema.extend({
  username: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  claim: queueClaimSchema.nullable(),
});
export type OpsPointRedemption = z.infer<typeof opsPointRedemptionSchema>;

export const opsRejectRedemptionBodySchema = z.object({ reason: z.string().trim().min(1).max(300) });
export const opsFulfilRedemptionBodySchema = z.object({ note: z.string().trim().max(300).optional() });

export const opsPointAdjustBodySchema = z.object({
  username: z.string().min(1).max(64),
  /** Positive adds, negative takes away (never below 0). */
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'not 0'),
  reason: z.string().trim().min(1).max(300),
  /** Makes the adjustment once. */
  requestId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});
export const opsPointAdjustResultSchema = z.object({
  username: z.string(),
  points: z.number().int(),
  balance: z.number().int(),
});
