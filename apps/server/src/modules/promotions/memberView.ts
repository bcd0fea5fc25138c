import {
  GAME_CATEGORIES,
  PROMOTION_CATEGORIES,
  type ActivityStatus,
  type GameCategory,
  type PromotionAction,
  type PromotionBlock,
  type PromotionCategory,
  type PromotionDetail,
  type PromotionItem,
  type PromotionList,
  type SiteLanguage,
  type WageringWeights,
} from '@lotus/contracts';
import type { Tx } from '../../db/client';
import type { MemberSummary } from '../accounts/service';
import { maskPlayerName } from '../games/service';
import * as repo from './repository';
import type { EntryRow, PromotionRow } from './repository';
import { birthdayWindow, periodKey, previousPeriod, rulesOf, visibleTo, wageringOf, windowState } from './rules';

/**
 * What a member (or a guest) sees of the brand's promotions: SPEC §4 activity statuses and the action
 * they can take now (docs/API.md "Promotions", Statuses).
 */

export interface Viewer {
  member: MemberSummary | null;
  language: SiteLanguage;
  timeZone: string;
  now: Date;
  /** What may block the member's actions (issue 33): an open bonus, a credited deposit. Absent for a guest. */
  standing?: Standing;
}

export interface Standing {
  bonusOpen: boolean;
  deposited: boolean;
}

/** A deposit match of the first deposit only. */
export const isFirstDepositOffer = (p: PromotionRow) => {
  const rules = rulesOf(p);
  return rules.kind === 'deposit_match' && rules.deposits === 'first';
};

/**
 * Why the member cannot take the promotion's action now, said before the tap: every claim pays a bonus, refused
 * while another is open; a first-deposit offer is over once the member deposited (a joined entry then waits for
 * nothing).
 */
function blockOf(p: PromotionRow, e: EntryRow | undefined, s: ItemStatus, v: Viewer): PromotionBlock | null {
  if (!v.member || !v.standing) return null;
  if (v.standing.deposited && isFirstDepositOffer(p) && (!e || e.status === 'joined')) return 'first_deposit_made';
  if (s.action === 'claim' && v.standing.bonusOpen) return 'bonus_active';
  return null;
}

type ItemStatus = { status: ActivityStatus; action: PromotionAction | null };

/** The key of the member's current entry: the period of the limit, a rescue's loss period, a birthday's year. */
export function currentKey(p: PromotionRow, v: Pick<Viewer, 'member' | 'timeZone' | 'now'>): string {
  const rules = rulesOf(p);
  if (rules.kind === 'rescue') return previousPeriod(rules.period, v.timeZone, v.now).key;
  if (rules.kind === 'birthday')
    return (
      birthdayWindow(v.member?.birthday ?? null, rules.days, v.timeZone, v.now)?.key ?? `y:${v.now.getUTCFullYear()}`
    );
  if (rules.kind === 'turnover_race' || rules.kind === 'raffle') return 'once';
  return periodKey(p.limit as 'once' | 'daily' | 'weekly', v.timeZone, v.now);
}

/** The entry that decides the member's status: a reward waiting to be claimed, else the current period's. */
export function entryFor(p: PromotionRow, entries: EntryRow[], key: string): EntryRow | undefined {
  const mine = entries.filter((e) => e.promotionId === p.id);
  return mine.find((e) => e.status === 'claimable') ?? mine.find((e) => e.periodKey === key);
}

export function statusOf(
  p: PromotionRow,
  e: EntryRow | undefined,
  v: Pick<Viewer, 'member' | 'now'>,
): { status: ActivityStatus; action: PromotionAction | null } {
  const w = windowState(p, v.now);
  switch (e?.status) {
    case 'claimable':
      return { status: 'claim', action: 'claim' };
    case 'issued':
      return { status: 'issued', action: null };
    case 'claimed':
      return { status: 'claimed', action: null };
    case 'applying':
      return { status: 'applying', action: null };
    case 'rejected':
      return { status: 'rejected', action: w === 'open' && p.participation === 'apply' ? 'apply' : null };
    case 'joined':
      if (w !== 'open') return { status: p.kind === 'raffle' && !p.drawnAt ? 'processing' : 'closed', action: null };
      return { status: (e.tickets ?? 0) > 0 || (e.turnover ?? 0n) > 0n ? 'processing' : 'joined', action: null };
  }
  if (w === 'coming_soon') return { status: 'coming_soon', action: null };
  if (w === 'closed') return { status: 'closed', action: null };
  switch (p.participation) {
    case 'join':
      return { status: 'join', action: 'join' };
    case 'apply':
      return { status: 'join', action: 'apply' };
    case 'claim':
      // A guest is shown the button (it asks them to sign in); a member once they qualify (quoted by the caller).
      return { status: 'claim', action: 'claim' };
    default:
      return { status: 'joined', action: null };
  }
}

const text = (t: { vi: string; en: string }, language: SiteLanguage) => t[language] || t.vi;

function item(p: PromotionRow, s: ItemStatus & { blockedBy: PromotionBlock | null }, v: Viewer): PromotionItem {
  return {
    id: p.id,
    code: p.code,
    kind: p.kind as PromotionItem['kind'],
    participation: p.participation as PromotionItem['participation'],
    category: p.category as PromotionCategory,
    title: text(p.title, v.language),
    summary: text(p.summary, v.language),
    bannerUrl: p.bannerUrl,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    ...s,
  };
}

/**
 * A claim promotion the member has not claimed: whether they qualify now decides between the claim
 * button and "processing" (not yet qualified). `qualifies` is the participation module's quote.
 */
export type Qualifies = (p: PromotionRow) => Promise<boolean>;

export async function listFor(
  db: Tx,
  merchantId: number,
  v: Viewer,
  qualifies: Qualifies,
  category?: PromotionCategory,
): Promise<PromotionList> {
  const all = (await repo.visiblePromotions(db, merchantId)).filter((p) => visibleTo(p, v.member, v.now));
  const entries = v.member
    ? await repo.memberEntries(
        db,
        v.member.id,
        all.map((p) => p.id),
      )
    : [];
  const list: PromotionItem[] = [];
  for (const p of all) {
    if (category && p.category !== category) continue;
    list.push(item(p, await memberStatus(p, entries, v, qualifies), v));
  }
  const present = new Set(all.map((p) => p.category));
  return { list, categories: PROMOTION_CATEGORIES.filter((c) => present.has(c)) };
}

/** The member's status and action, or why the action is blocked (the action is then null). */
export async function memberStatus(p: PromotionRow, entries: EntryRow[], v: Viewer, qualifies: Qualifies) {
  const e = entryFor(p, entries, currentKey(p, v));
  const s = statusOf(p, e, v);
  if (!e && v.member && s.action === 'claim' && !(await qualifies(p)))
    return { status: 'processing' as const, action: null, blockedBy: null };
  const blockedBy = blockOf(p, e, s, v);
  return blockedBy ? { ...s, action: null, blockedBy } : { ...s, blockedBy: null };
}

/** How many promotions the member can act on now (the header's badge): a blocked one is not counted. */
export async function availableCount(db: Tx, merchantId: number, v: Viewer, qualifies: Qualifies): Promise<number> {
  const { list } = await listFor(db, merchantId, v, qualifies);
  return list.filter((i) => i.action !== null).length;
}

export function weightsList(weights: WageringWeights) {
  return GAME_CATEGORIES.filter((c) => (weights[c] ?? 0) > 0).map((c: GameCategory) => ({
    category: c,
    percent: (weights[c] ?? 0) / 100,
  }));
}

export async function detailFor(db: Tx, p: PromotionRow, v: Viewer, qualifies: Qualifies): Promise<PromotionDetail> {
  const entries = v.member ? await repo.memberEntries(db, v.member.id, [p.id]) : [];
  const s = await memberStatus(p, entries, v, qualifies);
  const e = entryFor(p, entries, currentKey(p, v));
  const rules = rulesOf(p);
  const w = wageringOf(p);
  const { kind: _kind, ...ruleValues } = rules;
  // Money values of the rules (bigints of minor units) travel apart from the others, as money (decision 0021).
  const shown: Record<string, number | string | boolean | null> = {};
  const ruleAmounts: Record<string, bigint> = {};
  for (const [k, value] of Object.entries(ruleValues)) {
    if (k === 'prizes') continue;
    if (typeof value === 'bigint') ruleAmounts[k] = value;
    else shown[k] = value as number | string | boolean;
  }
  // A raffle's commitment: the hash of the seed its draw will use, public before the draw.
  if (p.kind === 'raffle') shown.serverSeedHash = p.drawSeedHash;
  const prizes = 'prizes' in rules ? rules.prizes.map((x) => ({ rank: x.rank, amount: x.amount })) : [];
  let draw: PromotionDetail['draw'] = null;
  if (p.kind === 'raffle' && p.drawnAt) {
    const winners = await repo.entriesOfPromotion(db, p.id);
    draw = {
      drawnAt: p.drawnAt.toISOString(),
      serverSeedHash: p.drawSeedHash ?? '',
      serverSeed: p.drawSeed ?? '',
      winners: winners
        .filter((r) => r.entry.rank !== null && r.entry.amount !== null)
        .map((r) => ({
          rank: r.entry.rank!,
          player: maskPlayerName(r.username),
          amount: r.entry.amount!,
        })),
    };
  }
  return {
    ...item(p, s, v),
    terms: text(p.terms, v.language),
    rules: shown,
    ruleAmounts,
    prizes,
    wagering: {
      multiple: w.multipleTenths / 10,
      includeDeposit: w.includeDeposit,
      weights: weightsList(w.weights),
      maxStake: w.maxStake,
      expiryDays: w.expiryDays,
    },
    limit: p.limit as PromotionDetail['limit'],
    mine: e
      ? {
          status: s.status,
          remark: e.remark,
          reviewNote: e.reviewNote,
          amount: e.amount,
          tickets: e.tickets,
          rank: e.rank,
          turnover: e.turnover,
          updatedAt: e.updatedAt.toISOString(),
        }
      : null,
    draw,
  };
}
