import type {
  BonusDetailsPage,
  BonusGrant,
  bonusDetailsQuerySchema,
  Reward,
  RewardCenter,
  SiteLanguage,
  Winner,
} from '@lotus/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { maskPlayerName, rankList } from '../games/service';
import type { Merchant } from '../brands/service';
import { grantProgress } from './bonus';
import { listFor, weightsList, type Qualifies, type Viewer } from './memberView';
import * as repo from './repository';
import type { GrantRow } from './repository';
import { listPage, pageWindow } from '../../db/paging';

/** The member centre's rewardCenter and bonusDetails, and the home page's winners board. */

export async function grantView(db: Tx, g: GrantRow, language: SiteLanguage): Promise<BonusGrant> {
  return {
    id: g.id,
    promotionId: g.promotionId,
    title: g.title[language] || g.title.vi,
    amount: g.amount,
    required: g.required,
    progress: await grantProgress(db, g),
    status: g.status as BonusGrant['status'],
    maxStake: g.maxStake,
    weights: weightsList(g.weights),
    expiresAt: g.expiresAt.toISOString(),
    createdAt: g.createdAt.toISOString(),
    closedAt: g.closedAt?.toISOString() ?? null,
    settledAmount: g.settledAmount,
  };
}

export async function rewardCenter(
  db: Tx,
  merchantId: number,
  v: Viewer & { member: NonNullable<Viewer['member']> },
  qualifies: Qualifies,
): Promise<RewardCenter> {
  const { list } = await listFor(db, merchantId, v, qualifies);
  const entries = await repo.memberEntries(db, v.member.id);
  // A reward waiting is shown even while it cannot be taken, with the reason (an open bonus), never offered and refused.
  const waiting: Reward[] = list
    .filter((i) => i.action === 'claim' || (i.status === 'claim' && i.blockedBy !== null))
    .map((i) => {
      const e = entries.find((x) => x.promotionId === i.id && x.status === 'claimable');
      return {
        promotionId: i.id,
        title: i.title,
        kind: i.kind,
        status: i.status,
        action: i.action,
        amount: e?.amount ?? null,
        endsAt: i.endsAt,
        claimable: i.action === 'claim',
        reason: i.blockedBy,
      };
    });
  const active = await repo.activeGrant(db, v.member.id);
  const { rows } = await repo.memberGrants(db, { memberId: v.member.id, offset: 0, limit: 10 });
  return {
    waiting,
    active: active ? await grantView(db, active, v.language) : null,
    history: await Promise.all(rows.filter((g) => g.status !== 'active').map((g) => grantView(db, g, v.language))),
  };
}

export async function bonusDetails(
  db: Tx,
  memberId: number,
  q: z.output<typeof bonusDetailsQuerySchema>,
  language: SiteLanguage,
  now: Date,
): Promise<BonusDetailsPage> {
  const { rows, total } = await repo.memberGrants(db, {
    memberId,
    type: q.type,
    from: new Date(now.getTime() - q.days * 86_400_000),
    ...pageWindow(q),
  });
  const list = await Promise.all(
    rows.map(async (g) => ({ ...(await grantView(db, g, language)), type: g.type as 'bonus' | 'rebate' | 'prize' })),
  );
  return listPage(list, total, q);
}

/** Recent big wins in the games and raffle / race prizes, newest first, names masked. */
export async function winnerBoard(db: Tx, merchant: Merchant, language: SiteLanguage, now: Date): Promise<Winner[]> {
  const wins = await rankList(db, { merchant, language, now } as Parameters<typeof rankList>[1], {
    type: 'WIN',
    period: 'WEEK',
    limit: 20,
  });
  const prizes = await repo.recentPrizes(db, merchant.id, 20);
  const list: Winner[] = [
    ...wins.list.map((w) => ({
      player: w.playerName ?? '***',
      source: 'win' as const,
      title: w.gameName,
      amount: w.amount,
      at: w.time,
    })),
    ...prizes.map((r) => ({
      player: maskPlayerName(r.username),
      source: r.promotion.kind === 'raffle' ? ('raffle' as const) : ('race' as const),
      title: r.promotion.title[language] || r.promotion.title.vi,
      amount: r.entry.amount!,
      at: r.entry.updatedAt.toISOString(),
    })),
  ];
  return list.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 30);
}
