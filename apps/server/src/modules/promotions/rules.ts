import { promotionRulesSchema, type PromotionLimit, type PromotionRules, type Wagering } from '@lotus/contracts';
import type { StoredRules, StoredWagering } from '../../db/schema/promotions';
import { dayIn, mondayOf, shiftDay, startOfDay } from '../../lib/zonedTime';
import type { MemberSummary } from '../accounts/service';
import type { PromotionRow } from './repository';

/** Rules and wagering as stored (jsonb cannot hold bigint: amounts are decimal strings). */
export function storeRules(rules: PromotionRules): StoredRules {
  return JSON.parse(
    JSON.stringify(rules, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ) as StoredRules;
}

export function rulesOf(p: Pick<PromotionRow, 'rules'>): PromotionRules {
  return promotionRulesSchema.parse(p.rules);
}

export function storeWagering(w: Wagering): StoredWagering {
  return { ...w, maxStake: w.maxStake === null ? null : w.maxStake.toString() };
}

export function wageringOf(p: Pick<PromotionRow, 'wagering'>) {
  const w = p.wagering;
  return { ...w, maxStake: w.maxStake === null ? null : BigInt(w.maxStake) };
}

// ── periods (brand time zone) ────────────────────────────────────────────────────────────────

/** The key of the period a member's entry belongs to ('once', 'd:2026-11-25', 'w:2026-11-23'). */
export function periodKey(limit: PromotionLimit, timeZone: string, at: Date): string {
  if (limit === 'once') return 'once';
  const day = dayIn(timeZone, at);
  return limit === 'daily' ? `d:${day}` : `w:${mondayOf(day)}`;
}

/** The last finished period of a rescue: yesterday, or last week (Monday to Monday). */
export function previousPeriod(kind: 'daily' | 'weekly', timeZone: string, at: Date) {
  const today = dayIn(timeZone, at);
  const start = kind === 'daily' ? shiftDay(today, -1) : shiftDay(mondayOf(today), -7);
  const end = kind === 'daily' ? today : mondayOf(today);
  return {
    key: `${kind === 'daily' ? 'd' : 'w'}:${start}`,
    from: startOfDay(timeZone, start),
    to: startOfDay(timeZone, end),
  };
}

/** The member's birthday window this year: claimable from the birthday for `days` days. */
export function birthdayWindow(birthday: string | null, days: number, timeZone: string, at: Date) {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const today = dayIn(timeZone, at);
  for (const year of [Number(today.slice(0, 4)), Number(today.slice(0, 4)) - 1]) {
    let day = `${year}${birthday.slice(4)}`;
    if (day.endsWith('02-29') && !isLeap(year)) day = `${year}-02-28`;
    if (day <= today && today < shiftDay(day, days)) return { key: `y:${year}` };
  }
  return null;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

// ── who may see and take part ────────────────────────────────────────────────────────────────

/** Whether the promotion's visibility lets this member (or a guest) see it. */
export function visibleTo(p: Pick<PromotionRow, 'visibility'>, m: MemberSummary | null, now: Date): boolean {
  const v = p.visibility;
  if (!m) return !v.vipLevels?.length && !v.labels?.length;
  if (v.vipLevels?.length && !v.vipLevels.includes(m.vipLevel)) return false;
  // Member labels are not kept yet (the VIP and agent issues add them): a label-only promotion is hidden.
  if (v.labels?.length) return false;
  if (v.newWithinDays !== undefined && now.getTime() - m.registeredAt.getTime() > v.newWithinDays * 86_400_000)
    return false;
  return true;
}

export type WindowState = 'coming_soon' | 'open' | 'closed';

export function windowState(p: Pick<PromotionRow, 'state' | 'startsAt' | 'endsAt'>, now: Date): WindowState {
  if (p.state === 'ended' || p.state === 'paused' || p.state === 'draft') return 'closed';
  if (p.startsAt && now < p.startsAt) return 'coming_soon';
  if (p.endsAt && now >= p.endsAt) return 'closed';
  return 'open';
}

/** A deposit match's bonus: percent of the deposit, at most the cap; 0 below the minimum deposit. */
export function depositMatch(rules: Extract<PromotionRules, { kind: 'deposit_match' }>, deposit: bigint): bigint {
  if (deposit < rules.minDeposit) return 0n;
  const bonus = (deposit * BigInt(rules.percentBps)) / 10_000n;
  return rules.cap > 0n && bonus > rules.cap ? rules.cap : bonus;
}
