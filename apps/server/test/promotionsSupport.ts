import { expect } from 'vitest';
import {
  LAUNCH_PATHS,
  MONEY_PATHS as P,
  OPS_MONEY_PATHS as O,
  OPS_PROMO_PATHS as OP,
  PROMO_PATHS as PP,
  type PromotionDefinitionInput,
} from '@lotus/contracts';
import { callback, houseGame } from './gamesSupport';
import { ops, type TestApp } from './helpers';
import { newMember, type TestMember } from './moneySupport';

/** Promotions through HTTP: the operator's definitions, a member's calls, deposits and house slot rounds. */

export type Definition = Partial<PromotionDefinitionInput> &
  Pick<PromotionDefinitionInput, 'code' | 'kind' | 'rules'> & { state?: string };

/** A definition with test defaults: a live claim promotion, 1× wagering on slots (live 10 %). */
export const definition = (o: Definition) => ({
  participation: 'claim',
  category: 'deposit',
  title: { vi: `KM ${o.code}`, en: `Promo ${o.code}` },
  summary: { vi: 'Tóm tắt', en: 'Summary' },
  terms: { vi: '<p>Điều khoản</p><script>alert(1)</script>', en: '<p>Terms</p><img src=x onerror=alert(1)>' },
  wagering: {
    multipleTenths: 10,
    includeDeposit: false,
    weights: { RNG: 10_000, LIVE: 1_000 },
    maxStake: null,
    expiryDays: 7,
  },
  state: 'live',
  ...o,
});

export const path = (p: string, id: number) => p.replace(':id', String(id));

let seq = 0;

export async function promoHarness(t: TestApp) {
  const slot = await houseGame(t, 'lotus-slot');
  const someone = await newMember(t);
  const channels = (await t.app.inject({ url: P.depositChannels, headers: someone.h })).json().value;
  const bankChannel = channels.find((c: { code: string }) => c.code === 'BANK_VCB').id as number;

  const post = (m: TestMember, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: m.h, ...(payload === undefined ? {} : { payload }) });

  return {
    post,
    async createPromo(o: Definition) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${OP.promotions}?brand=LOTUS`,
        headers: ops(),
        payload: definition(o),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { id: number; code: string };
    },
    async detail(m: TestMember | null, id: number) {
      return (await t.app.inject({ url: path(PP.promotion, id), headers: m ? m.h : { merchant: 'LOTUS' } })).json()
        .value;
    },
    /** A deposit through the bank channel, credited by the operator (the real deposit path). */
    async bankDeposit(m: TestMember, amount: number) {
      const o = (await post(m, P.depositOrders, { channelId: bankChannel, amount })).json().value;
      const res = await t.app.inject({
        method: 'POST',
        url: O.depositApprove.replace(':orderNo', o.orderNo),
        headers: ops(),
      });
      expect(res.json().value.status).toBe('credited');
    },
    /** One house slot round: a bet of `stake` (minor units), then a win (0: a loss) that closes it. */
    async playRound(m: TestMember, stake: number, win = 0, o: { rollback?: boolean } = {}) {
      const launch = await t.app.inject({
        url: `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`,
        headers: m.h,
      });
      if (!launch.json().success) return launch.json(); // e.g. launch_game_balance_not_enough
      const token = new URL(launch.json().value.game_url, 'http://x').searchParams.get('token')!;
      const auth = await callback(t, 'authenticate', { token });
      expect(auth.json().success, auth.body).toBe(true);
      const playerId = auth.json().value.playerId as string;
      const n = ++seq;
      const common = { token, playerId, roundId: `pr-${n}`, gameCode: 'lotus-slot', currency: 'VND' };
      const bet = await callback(t, 'bet', { ...common, transactionId: `pb-${n}`, amount: stake });
      if (!bet.json().success) return bet.json();
      if (o.rollback)
        return (
          await callback(t, 'rollback', { ...common, transactionId: `px-${n}`, referenceTransactionId: `pb-${n}` })
        ).json();
      return (await callback(t, 'win', { ...common, transactionId: `pw-${n}`, amount: win, roundClosed: true })).json();
    },
  };
}
export type PromoHarness = Awaited<ReturnType<typeof promoHarness>>;
