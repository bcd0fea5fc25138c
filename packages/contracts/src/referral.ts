import { z } from 'zod';
import { moneySchema } from './money';
import { pageOf, pageQuerySchema } from './paging';

/**
 * Referral, invite friends (issue 13, SPEC §2 member-centre page `referral`, §6: shown when the referral
 * promotion REFERRAL3 is on). A member's code and link; friends who register with it (`?ref=<code>` or the
 * registration's referralCode) move registered → deposited → qualified (the reward credited to the referrer
 * once through the ledger) or rejected with the reason. docs/API.md, "Referral".
 */

export const REFERRAL_PATHS = {
  /** The member's code, link, rules and totals. */
  summary: '/wps/member/referral',
  /** The member's invited friends (usernames masked), newest first. */
  friends: '/wps/member/referral/friends',
} as const;

export const OPS_REFERRAL_PATHS = {
  settings: '/ops/referral/settings',
  referrals: '/ops/referral/referrals',
  member: '/ops/referral/members/:username',
  /** Evaluates the friends that are due now (what the referral.qualify job does). */
  evaluate: '/ops/referral/evaluate',
} as const;

export const REFERRAL_REWARD_KINDS = ['fixed', 'deposit_share', 'bet_share'] as const;
export const referralRewardKindSchema = z.enum(REFERRAL_REWARD_KINDS);
export type ReferralRewardKind = z.infer<typeof referralRewardKindSchema>;

export const REFERRAL_STATES = ['registered', 'deposited', 'qualified', 'rejected'] as const;
export const referralStateSchema = z.enum(REFERRAL_STATES);
export type ReferralState = z.infer<typeof referralStateSchema>;

/** Why a friend did not qualify. */
export const REFERRAL_REJECT_REASONS = [
  'same_payee',
  'same_device',
  'same_ip',
  'deposit_below_minimum',
  'deposit_too_late',
  'no_reward',
  'referrer_unavailable',
] as const;
export type ReferralRejectReason = (typeof REFERRAL_REJECT_REASONS)[number];

/** The brand's rules as the API shows them (money: minor units, decision 0021). */
export const referralRulesSchema = z.object({
  rewardKind: referralRewardKindSchema,
  /** fixed: paid per qualified friend. */
  fixedAmount: moneySchema,
  /** deposit_share / bet_share: basis points (100 = 1%). */
  shareBps: z.number().int(),
  /** bet_share: the friend's valid bets over this many days from registration. */
  betDays: z.number().int(),
  minFirstDeposit: moneySchema,
  /** 0 = no cap. */
  maxReward: moneySchema,
  /** 0 = any time. */
  depositWithinDays: z.number().int(),
});
export type ReferralRules = z.infer<typeof referralRulesSchema>;

export const referralSummarySchema = z.object({
  code: z.string(),
  /** The registration link with the code (`<origin>/register?ref=<code>`). */
  link: z.string(),
  rules: referralRulesSchema,
  invited: z.number().int(),
  deposited: z.number().int(),
  qualified: z.number().int(),
  /** Rewards credited so far. */
  earned: moneySchema,
});
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralFriendsQuerySchema = pageQuerySchema(20, 50);

export const referralFriendSchema = z.object({
  /** Masked: the first two and last characters (ab***z). */
  username: z.string(),
  state: referralStateSchema,
  registeredAt: z.string(),
  firstDepositAt: z.string().nullable(),
  qualifiedAt: z.string().nullable(),
  reward: moneySchema.nullable(),
  /** deposited under bet_share: when the friend is evaluated. */
  dueAt: z.string().nullable(),
  rejectReason: z.enum(REFERRAL_REJECT_REASONS).nullable(),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;
export const referralFriendsPageSchema = pageOf(referralFriendSchema);

// ── operator ──────────────────────────────────────────────────────────────────────────────────────

const bps = z.number().int().min(0).max(10_000);
const majorAmount = z.number().min(0).max(1e13);

/** Sets the brand's rules (amounts in major units, at most two decimals). */
export const opsReferralSettingsBodySchema = z.object({
  brand: z.string().min(1).max(64).optional(),
  rewardKind: referralRewardKindSchema,
  fixedAmount: majorAmount,
  shareBps: bps,
  betDays: z.number().int().min(1).max(90),
  minFirstDeposit: majorAmount,
  maxReward: majorAmount,
  depositWithinDays: z.number().int().min(0).max(365),
});
export type OpsReferralSettingsBody = z.input<typeof opsReferralSettingsBodySchema>;

export const opsReferralSettingsSchema = referralRulesSchema.extend({
  brand: z.string(),
  /** The referral promotion switch (REFERRAL3). */
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type OpsReferralSettings = z.infer<typeof opsReferralSettingsSchema>;

export const opsReferralListQuerySchema = pageQuerySchema(20, 100).extend({
  brand: z.string().min(1).max(64).optional(),
  state: referralStateSchema.optional(),
  /** A referrer's or friend's username. */
  username: z.string().trim().min(1).max(64).optional(),
});

export const opsReferralSchema = z.object({
  id: z.number().int(),
  brand: z.string(),
  referrer: z.string(),
  friend: z.string(),
  code: z.string(),
  state: referralStateSchema,
  registeredAt: z.string(),
  registerIp: z.string().nullable(),
  firstDeposit: moneySchema.nullable(),
  firstDepositAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  validBets: moneySchema.nullable(),
  reward: moneySchema.nullable(),
  rewardKind: referralRewardKindSchema.nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.enum(REFERRAL_REJECT_REASONS).nullable(),
});
export type OpsReferral = z.infer<typeof opsReferralSchema>;
export const opsReferralPageSchema = pageOf(opsReferralSchema);

/** A member's side: their code, whom they invited and who invited them. */
export const opsReferralMemberSchema = z.object({
  username: z.string(),
  code: z.string().nullable(),
  referredBy: opsReferralSchema.nullable(),
  invited: z.array(opsReferralSchema),
  earned: moneySchema,
});
export type OpsReferralMember = z.infer<typeof opsReferralMemberSchema>;

export const opsReferralEvaluateSchema = z.object({ processed: z.number().int() });
