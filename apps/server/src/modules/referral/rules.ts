import crypto from 'node:crypto';
import type { ReferralRewardKind, ReferralRules } from '@lotus/contracts';
import type { SettingsRow } from './repository';

/** Letters and digits without look-alikes (no 0/O, 1/I/L): what a friend types from a picture or a chat. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A new random referral code (8 characters: within the brand's referralCode rule of 4–16 letters or digits). */
export function newCode(): string {
  const bytes = crypto.randomBytes(CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
  return code;
}

/** A code as typed: trimmed and upper-cased. */
export const canonicalCode = (code: string) => code.trim().toUpperCase();

/** A friend's username as the referrer sees it: the first two and the last character (ab***z). */
export function maskUsername(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** The rules a brand without a row has: nothing is paid. */
export const NO_RULES: Omit<SettingsRow, 'merchantId' | 'updatedAt' | 'updatedBy'> = {
  rewardKind: 'fixed',
  fixedAmount: 0n,
  shareBps: 0,
  betDays: 7,
  minFirstDeposit: 0n,
  maxReward: 0n,
  depositWithinDays: 0,
};

export type Rules = typeof NO_RULES;

export function rulesView(r: Rules): ReferralRules {
  return {
    rewardKind: r.rewardKind as ReferralRewardKind,
    fixedAmount: r.fixedAmount,
    shareBps: r.shareBps,
    betDays: r.betDays,
    minFirstDeposit: r.minFirstDeposit,
    maxReward: r.maxReward,
    depositWithinDays: r.depositWithinDays,
  };
}

const DAY_MS = 86_400_000;

/** When a friend who first deposited at `depositAt` is evaluated: at once, or (bet_share) when the bet window closes. */
export function dueAtOf(r: Rules, registeredAt: Date, depositAt: Date): Date {
  if (r.rewardKind !== 'bet_share') return depositAt;
  const end = betWindowEnd(r, registeredAt);
  return end > depositAt ? end : depositAt;
}

/** bet_share counts the friend's valid bets over [registeredAt, this). */
export const betWindowEnd = (r: Rules, registeredAt: Date) => new Date(registeredAt.getTime() + r.betDays * DAY_MS);

/** Whether the first deposit came too late (depositWithinDays after registering; 0 = never too late). */
export const depositTooLate = (r: Rules, registeredAt: Date, depositAt: Date) =>
  r.depositWithinDays > 0 && depositAt.getTime() > registeredAt.getTime() + r.depositWithinDays * DAY_MS;

/** The reward for one friend (minor units, rounded down, at most maxReward when set). */
export function rewardOf(r: Rules, firstDeposit: bigint, validBets: bigint): bigint {
  let amount: bigint;
  if (r.rewardKind === 'fixed') amount = r.fixedAmount;
  else if (r.rewardKind === 'deposit_share') amount = (firstDeposit * BigInt(r.shareBps)) / 10_000n;
  else amount = (validBets * BigInt(r.shareBps)) / 10_000n;
  if (r.maxReward > 0n && amount > r.maxReward) amount = r.maxReward;
  return amount > 0n ? amount : 0n;
}
