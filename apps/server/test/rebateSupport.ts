import { expect } from 'vitest';
import { LAUNCH_PATHS, REBATE_PATHS } from '@lotus/contracts';
import { seedDemoRebateIfEmpty } from '../src/db/seed/demoRebate';
import { callback, houseGame } from './gamesSupport';
import type { TestApp } from './helpers';
import type { TestMember } from './moneySupport';

let seq = 0;

/** Cashback through HTTP: house slot rounds (category RNG) and the member's calls. */
export async function rebateHarness(t: TestApp) {
  await seedDemoRebateIfEmpty(t.ctx.db);
  const slot = await houseGame(t, 'lotus-slot');

  async function session(m: TestMember) {
    const launch = await t.app.inject({ url: `${LAUNCH_PATHS.launchGame}?gameId=${slot}&accountType=1`, headers: m.h });
    expect(launch.json().success, launch.body).toBe(true);
    const token = new URL(launch.json().value.game_url, 'http://x').searchParams.get('token')!;
    const auth = await callback(t, 'authenticate', { token });
    expect(auth.json().success, auth.body).toBe(true);
    return { token, playerId: auth.json().value.playerId as string };
  }

  return {
    /**
     * One slot round of `stake` minor units with a win of `win` that closes it (close: false leaves it open);
     * answers a function that rolls its bet back later.
     */
    async round(m: TestMember, stake: number, win = 0, o: { close?: boolean } = {}) {
      const s = await session(m);
      const n = ++seq;
      const common = { ...s, roundId: `rb-${n}-${m.id}`, gameCode: 'lotus-slot', currency: 'VND' };
      const bet = await callback(t, 'bet', { ...common, transactionId: `rbb-${n}-${m.id}`, amount: stake });
      expect(bet.json().success, bet.body).toBe(true);
      if (o.close !== false) {
        const w = await callback(t, 'win', {
          ...common,
          transactionId: `rbw-${n}-${m.id}`,
          amount: win,
          roundClosed: true,
        });
        expect(w.json().success, w.body).toBe(true);
      }
      return async () => {
        const r = await callback(t, 'rollback', {
          ...common,
          transactionId: `rbx-${n}-${m.id}`,
          referenceTransactionId: `rbb-${n}-${m.id}`,
        });
        expect(r.json().success, r.body).toBe(true);
      };
    },
    summary: (m: TestMember) => t.app.inject({ url: REBATE_PATHS.summary, headers: m.h }),
    claim: (m: TestMember, requestKey: unknown) =>
      t.app.inject({ method: 'POST', url: REBATE_PATHS.claim, headers: m.h, payload: { requestKey } }),
  };
}
