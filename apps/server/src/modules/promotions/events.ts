import { generateServerSeed, hashServerSeed, roundRng } from '@lotus/house';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { DomainEvents } from '../../events';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { memberById } from '../accounts/service';
import { merchantById } from '../brands/service';
import { validBetRanking } from '../records/service';
import * as repo from './repository';
import type { PromotionRow } from './repository';
import { depositMatch, periodKey, rulesOf, visibleTo, windowState } from './rules';
import { payEntry } from './participation';

/**
 * What promotions do on their own: a credited deposit (deposit matches, deposit raffle tickets), the end
 * of a turnover race (prizes by rank) and of a raffle (the draw). docs/API.md "Promotions".
 */

/** A credited deposit as promotions see it (deposits' `deposit.credited` event, src/events.ts). */
export type CreditedDeposit = Omit<DomainEvents['deposit.credited'], 'balancesMoved'>;

/**
 * Called in the deposit's transaction. Each promotion works in a savepoint: a refusal (budget, an open
 * bonus) leaves the deposit and the other promotions untouched.
 */
export async function onDepositCredited(tx: Tx, d: CreditedDeposit): Promise<void> {
  const promos = await repo.livePromotionsOf(tx, d.merchantId, ['deposit_match', 'raffle']);
  if (promos.length === 0) return;
  const member = await memberById(tx, d.merchantId, d.memberId);
  const brand = await merchantById(tx, d.merchantId);
  if (!member || member.trial || !brand) return;
  for (const p of promos) {
    if (windowState(p, d.at) !== 'open' || !visibleTo(p, member, d.at)) continue;
    try {
      await tx.transaction(async (sp) => {
        if (p.kind === 'deposit_match') await matchDeposit(sp, p, d, brand.timeZone);
        else await addRaffleDeposit(sp, p, d);
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
}

async function matchDeposit(tx: Tx, p: PromotionRow, d: CreditedDeposit, timeZone: string) {
  const rules = rulesOf(p);
  if (rules.kind !== 'deposit_match' || p.participation === 'apply') return;
  if (rules.deposits === 'first' && !d.isFirst) return;
  const amount = depositMatch(rules, d.amount);
  if (amount <= 0n) return;
  const key = periodKey(p.limit as 'once', timeZone, d.at);
  const base = { merchantId: p.merchantId, promotionId: p.id, memberId: d.memberId, periodKey: key };
  const sourceRef = `${d.orderNo}:${d.amount}`;
  if (p.participation === 'join') {
    const e = await repo.entryOf(tx, p.id, d.memberId, key);
    if (!e || e.status !== 'joined') return;
    await repo.updateEntry(tx, e.id, { status: 'claimable', amount, sourceRef, updatedAt: d.at });
  } else {
    const { created } = await repo.upsertEntry(tx, {
      ...base,
      status: 'claimable',
      amount,
      sourceRef,
      createdAt: d.at,
      updatedAt: d.at,
    });
    if (!created) return;
  }
  if (p.participation === 'claim' || (await repo.activeGrant(tx, d.memberId))) return; // the member claims it
  const e = (await repo.entryOf(tx, p.id, d.memberId, key))!;
  await payEntry(tx, p, e, { amount, deposit: d.amount, status: 'issued', now: d.at });
}

async function addRaffleDeposit(tx: Tx, p: PromotionRow, d: CreditedDeposit) {
  const rules = rulesOf(p);
  if (rules.kind !== 'raffle' || rules.ticketSource !== 'deposit') return;
  let e = await repo.entryOf(tx, p.id, d.memberId, 'once');
  if (!e) {
    if (p.participation !== 'automatic') return;
    e = (
      await repo.upsertEntry(tx, {
        merchantId: p.merchantId,
        promotionId: p.id,
        memberId: d.memberId,
        periodKey: 'once',
        status: 'joined',
        createdAt: d.at,
        updatedAt: d.at,
      })
    ).row;
  }
  if (e.status !== 'joined') return;
  const turnover = (e.turnover ?? 0n) + d.amount;
  const tickets = Math.min(Number(turnover / rules.ticketUnit), rules.maxTicketsPerMember);
  await repo.updateEntry(tx, e.id, { turnover, tickets, updatedAt: d.at });
}

// ── the end of a race or a raffle ────────────────────────────────────────────────────────────

/** A new raffle commits to its draw seed at creation (the hash is public, the seed revealed at the draw). */
export function newDrawSeed() {
  const seed = generateServerSeed();
  return { drawSeed: seed, drawSeedHash: hashServerSeed(seed) };
}

/** Fixes a race's prizes by rank of valid bets over its window; each winner then claims theirs. */
export async function settleRace(ctx: AppContext, p: PromotionRow): Promise<number> {
  const rules = rulesOf(p);
  if (rules.kind !== 'turnover_race' || !p.endsAt) return 0;
  return inTransaction(ctx.db, async (tx) => {
    const locked = await repo.lockPromotion(tx, p.id);
    if (!locked || locked.settledAt) return 0;
    const joined =
      p.participation === 'automatic'
        ? null
        : new Set((await repo.entriesOfPromotion(tx, p.id, ['joined'])).map((r) => r.entry.memberId));
    const ranking = (
      await validBetRanking(tx, {
        merchantId: p.merchantId,
        from: p.startsAt ?? p.createdAt,
        to: p.endsAt!,
        limit: 2000,
      })
    ).filter((r) => r.validBet >= rules.minTurnover && (!joined || joined.has(r.memberId)));
    const now = ctx.now();
    let n = 0;
    for (const prize of rules.prizes) {
      const r = ranking[prize.rank - 1];
      if (!r) continue;
      const { row } = await repo.upsertEntry(tx, {
        merchantId: p.merchantId,
        promotionId: p.id,
        memberId: r.memberId,
        periodKey: 'once',
        status: 'joined',
        createdAt: now,
        updatedAt: now,
      });
      await repo.updateEntry(tx, row.id, {
        status: 'claimable',
        rank: prize.rank,
        amount: prize.amount,
        turnover: r.validBet,
        updatedAt: now,
      });
      n++;
    }
    await repo.updatePromotion(tx, p.merchantId, p.id, { settledAt: now, updatedAt: now });
    return n;
  });
}

export interface DrawResult {
  drawnAt: Date;
  serverSeed: string;
  serverSeedHash: string;
  tickets: number;
  winners: { rank: number; memberId: number; amount: bigint }[];
}

/**
 * Draws a raffle once its window has ended: every ticket in a list ordered by member id, ticket i picked by
 * the provably-fair RNG (server seed committed at creation, client seed the promotion's code, nonce 0);
 * prize k goes to the k-th drawn member (a member wins once). Anyone can replay it from the revealed seed.
 */
export async function drawRaffle(ctx: AppContext, merchantId: number, id: number): Promise<DrawResult> {
  return inTransaction(ctx.db, async (tx) => {
    const p = await repo.lockPromotion(tx, id);
    if (!p || p.merchantId !== merchantId || p.kind !== 'raffle') throw new AppError('promotion_not_found');
    if (p.drawnAt) throw new AppError('raffle_already_drawn');
    const now = ctx.now();
    if (!p.endsAt || now < p.endsAt) throw new AppError('raffle_not_ended');
    const rules = rulesOf(p);
    if (rules.kind !== 'raffle') throw new AppError('promotion_not_found');
    const holders = await ticketHolders(tx, p, rules);
    const total = holders.reduce((s, h) => s + h.tickets, 0);
    const winners: DrawResult['winners'] = [];
    if (total > 0) {
      const rng = roundRng(p.drawSeed!, p.code, 0);
      const won = new Set<number>();
      const prizes = [...rules.prizes].sort((a, b) => a.rank - b.rank);
      for (const prize of prizes) {
        if (won.size === holders.length) break;
        let memberId: number;
        do memberId = holderOf(holders, rng.nextInt(total));
        while (won.has(memberId));
        won.add(memberId);
        winners.push({ rank: prize.rank, memberId, amount: prize.amount });
      }
    }
    for (const h of holders) {
      const { row } = await repo.upsertEntry(tx, {
        merchantId,
        promotionId: p.id,
        memberId: h.memberId,
        periodKey: 'once',
        status: 'joined',
        createdAt: now,
        updatedAt: now,
      });
      const win = winners.find((w) => w.memberId === h.memberId);
      await repo.updateEntry(
        tx,
        row.id,
        win
          ? { status: 'claimable', rank: win.rank, amount: win.amount, tickets: h.tickets, updatedAt: now }
          : { tickets: h.tickets, updatedAt: now },
      );
    }
    await repo.updatePromotion(tx, merchantId, p.id, { drawnAt: now, updatedAt: now });
    return { drawnAt: now, serverSeed: p.drawSeed!, serverSeedHash: p.drawSeedHash!, tickets: total, winners };
  });
}

function holderOf(holders: { memberId: number; tickets: number }[], ticket: number): number {
  let t = ticket;
  for (const h of holders) {
    if (t < h.tickets) return h.memberId;
    t -= h.tickets;
  }
  throw new Error('ticket out of range');
}

async function ticketHolders(tx: Tx, p: PromotionRow, rules: Extract<ReturnType<typeof rulesOf>, { kind: 'raffle' }>) {
  const entries = await repo.entriesOfPromotion(tx, p.id, ['joined']);
  let holders: { memberId: number; tickets: number }[];
  if (rules.ticketSource === 'deposit') {
    holders = entries.map((r) => ({ memberId: r.entry.memberId, tickets: r.entry.tickets ?? 0 }));
  } else {
    const joined = p.participation === 'automatic' ? null : new Set(entries.map((r) => r.entry.memberId));
    const ranking = await validBetRanking(tx, {
      merchantId: p.merchantId,
      from: p.startsAt ?? p.createdAt,
      to: p.endsAt!,
      limit: 100_000,
    });
    holders = ranking
      .filter((r) => !joined || joined.has(r.memberId))
      .map((r) => ({
        memberId: r.memberId,
        tickets: Math.min(Number(r.validBet / rules.ticketUnit), rules.maxTicketsPerMember),
      }));
  }
  return holders.filter((h) => h.tickets > 0).sort((a, b) => a.memberId - b.memberId);
}

/** The promotions job: settle ended races and draw ended raffles. */
export async function settleEndedPromotions(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let n = 0;
  for (const p of await repo.endedUnsettled(ctx.db, 'turnover_race', now)) n += await settleRace(ctx, p);
  for (const p of await repo.endedUnsettled(ctx.db, 'raffle', now)) {
    await drawRaffle(ctx, p.merchantId, p.id);
    n++;
  }
  return n;
}
