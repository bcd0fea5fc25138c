import { z } from 'zod';
import { idSchema, idParam } from './input';
import { localizedTextSchema } from './language';
import { moneySchema } from './money';
import { gameCategorySchema } from './system';

/**
 * Missions, the member centre's missionLeaderboard (issue 13, docs/API.md "Missions"). Daily, weekly and
 * one-off missions per brand; periods follow the brand's time zone (a week starts on Monday). Progress is
 * read from the records of the period (sign-ins, credited deposits, valid bets and rounds of the betting
 * records, qualified referrals); a reward (points and/or a bonus with wagering) is claimed once per mission,
 * member and period. Mission points (the points of the claimed rewards) rank the week's leaderboard.
 */

/** Operator: the brand's missions and a member's progress (`npm run ops -- mission …`). */
export const OPS_MISSION_PATHS = {
  missions: '/ops/missions',
  mission: '/ops/missions/:id',
  member: '/ops/missions/member',
} as const;

export const MISSION_PERIODS = ['daily', 'weekly', 'once'] as const;
export const missionPeriodSchema = z.enum(MISSION_PERIODS);
export type MissionPeriod = z.infer<typeof missionPeriodSchema>;

/** login: sign in; deposit: credited deposits of N; bet: valid bets of N (on a category); rounds: N settled
 * rounds (of a game or category); invite: N qualified referrals. */
export const MISSION_KINDS = ['login', 'deposit', 'bet', 'rounds', 'invite'] as const;
export const missionKindSchema = z.enum(MISSION_KINDS);
export type MissionKind = z.infer<typeof missionKindSchema>;

/** Kinds whose target and progress are money (targetAmount, progressAmount); the others count (targetCount,
 * progressCount). Decision 0021: money and counts travel in fields of their own. */
export const MONEY_MISSION_KINDS: readonly MissionKind[] = ['deposit', 'bet'];

export const MISSION_STATUSES = ['in_progress', 'claimable', 'claimed'] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const LEADERBOARD_SIZE = 10;

// ── member ───────────────────────────────────────────────────────────────────────────────────────

export const memberMissionSchema = z.object({
  id: z.number().int(),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  /** In the request's language. */
  name: z.string(),
  description: z.string(),
  /** Money kinds (deposit, bet): the amount to reach; null for the counting kinds. */
  targetAmount: moneySchema.nullable(),
  /** Money kinds: what the period holds so far, capped at the target; null for the counting kinds. */
  progressAmount: moneySchema.nullable(),
  /** Counting kinds (login, rounds, invite): the count to reach; null for the money kinds. */
  targetCount: z.number().int().nullable(),
  /** Counting kinds: what the period holds so far, capped at the target; null for the money kinds. */
  progressCount: z.number().int().nullable(),
  gameType: gameCategorySchema.nullable(),
  gameName: z.string().nullable(),
  rewardPoints: z.number().int(),
  rewardBonus: moneySchema,
  /** Wagering required of the bonus, as a multiple of it. */
  wageringMultiple: z.number(),
  status: z.enum(MISSION_STATUSES),
  /** When the period ends and the mission starts again (null: one-off). */
  resetAt: z.string().nullable(),
});
export type MemberMission = z.infer<typeof memberMissionSchema>;

export const missionSummarySchema = z.object({
  /** Missions completed and not yet claimed in their period: the menu badge. */
  claimable: z.number().int(),
  currency: z.string(),
  /** The next daily and weekly resets. */
  dailyResetAt: z.string(),
  weeklyResetAt: z.string(),
  missions: z.array(memberMissionSchema),
});
export type MissionSummary = z.infer<typeof missionSummarySchema>;

export const missionClaimBodySchema = z.object({ missionId: idSchema });

export const missionClaimSchema = z.object({
  missionId: z.number().int(),
  points: z.number().int(),
  bonus: moneySchema,
  /** Claimable missions left after this claim. */
  claimable: z.number().int(),
});
export type MissionClaim = z.infer<typeof missionClaimSchema>;

export const missionLeaderboardRowSchema = z.object({
  rank: z.number().int(),
  /** Masked username. */
  player: z.string(),
  points: z.number().int(),
});

export const missionLeaderboardSchema = z.object({
  /** The week ranked (its Monday, yyyy-MM-dd) and when it ends. */
  weekStart: z.string(),
  resetAt: z.string(),
  list: z.array(missionLeaderboardRowSchema),
  /** The member's own place (rank null: no mission points this week). */
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int(), player: z.string() }),
});
export type MissionLeaderboard = z.infer<typeof missionLeaderboardSchema>;

// ── operator ─────────────────────────────────────────────────────────────────────────────────────

export const opsMissionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  /** Money kinds (deposit, bet): the amount to reach; null for the counting kinds. */
  targetAmount: moneySchema.nullable(),
  /** Counting kinds (login, rounds, invite): the count to reach; null for the money kinds. */
  targetCount: z.number().int().nullable(),
  gameType: gameCategorySchema.nullable(),
  gameId: z.number().int().nullable(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  rewardPoints: z.number().int(),
  rewardBonus: moneySchema,
  wageringMultiple: z.number(),
  bonusExpiryDays: z.number().int(),
  active: z.boolean(),
  sortOrder: z.number().int(),
  /** Claims so far (all periods). */
  claims: z.number().int(),
  updatedAt: z.string(),
});
export type OpsMission = z.infer<typeof opsMissionSchema>;

const text = z.object({ vi: z.string().trim().min(1).max(120), en: z.string().trim().min(1).max(120) });
const longText = z.object({ vi: z.string().trim().max(500), en: z.string().trim().max(500) });

const missionFields = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, _ and - only'),
  period: missionPeriodSchema,
  kind: missionKindSchema,
  /** deposit, bet: an amount (two decimals at most); login, rounds, invite: a whole count. */
  target: z.number().positive().max(1e12),
  gameType: gameCategorySchema.nullable(),
  gameId: idSchema.nullable(),
  name: text,
  description: longText,
  rewardPoints: z.number().int().min(0).max(1e9),
  /** An amount (two decimals at most), paid into the bonus wallet. */
  rewardBonus: z.number().min(0).max(1e12),
  /** One decimal at most, 0–100. */
  wageringMultiple: z
    .number()
    .min(0)
    .max(100)
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, { message: 'at most one decimal' }),
  bonusExpiryDays: z.number().int().min(1).max(365),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(10_000),
});

/** A new mission (fields with defaults may be left out). */
export const opsMissionCreateSchema = missionFields.extend({
  target: missionFields.shape.target.default(1),
  gameType: missionFields.shape.gameType.default(null),
  gameId: missionFields.shape.gameId.default(null),
  description: missionFields.shape.description.default({ vi: '', en: '' }),
  rewardPoints: missionFields.shape.rewardPoints.default(0),
  rewardBonus: missionFields.shape.rewardBonus.default(0),
  wageringMultiple: missionFields.shape.wageringMultiple.default(1),
  bonusExpiryDays: missionFields.shape.bonusExpiryDays.default(7),
  active: missionFields.shape.active.default(true),
  sortOrder: missionFields.shape.sortOrder.default(0),
});
export type OpsMissionCreate = z.input<typeof opsMissionCreateSchema>;

/** A change of a mission (fields left out are unchanged; the code, period and kind stay). */
export const opsMissionPatchSchema = missionFields.omit({ code: true, period: true, kind: true }).partial();
export type OpsMissionPatch = z.input<typeof opsMissionPatchSchema>;

export const missionIdParamsSchema = z.object({ id: idParam });

export const opsMissionMemberQuerySchema = z.object({
  brand: z.string().min(1).max(64),
  username: z.string().trim().min(1).max(64),
});

/** A member's missions as they see them, with their claims of the last 30 days. */
export const opsMissionMemberSchema = z.object({
  username: z.string(),
  summary: missionSummarySchema,
  claims: z.array(
    z.object({
      missionId: z.number().int(),
      code: z.string(),
      periodKey: z.string(),
      points: z.number().int(),
      bonus: moneySchema,
      createdAt: z.string(),
    }),
  ),
});
export type OpsMissionMember = z.infer<typeof opsMissionMemberSchema>;
