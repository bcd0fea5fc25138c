import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from './helpers';
import { balanceOf, callback, deposit, expectLedgerSound, houseGame, launchToken, newMember } from './gamesSupport';

/**
 * Concurrent seamless bets on one wallet never overdraw it, and concurrent replays of one
 * transaction move money once. Meaningful on PostgreSQL (TEST_DATABASE_URL); PGlite runs them one
 * at a time, which the same assertions hold for.
 */
let t: TestApp;
let token: string;
let playerId: string;
let memberId: number;
/** A round whose bet went through in the first test (which ten win the race varies). */
let paidRound: string;

beforeAll(async () => {
  t = await createTestApp();
  const m = await newMember(t);
  memberId = m.id;
  await deposit(t, m.id, 10_000n);
  token = await launchToken(t, m.token, await houseGame(t, 'lotus-slot'));
  playerId = `LOTUS-${m.id}`;
});
afterAll(() => t.close());

describe(`concurrent bets on one wallet (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('40 parallel bets of 1,000 on 10,000: exactly 10 succeed, the rest are insufficient_balance', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        callback(t, 'bet', {
          token,
          playerId,
          transactionId: `cb-${i}`,
          roundId: `cr-${i}`,
          gameCode: 'lotus-slot',
          amount: 1_000,
          currency: 'VND',
        }),
      ),
    );
    const ok = results.filter((r) => r.json().success);
    paidRound = `cr-${results.findIndex((r) => r.json().success)}`;
    const refused = results.filter((r) => !r.json().success);
    expect(ok).toHaveLength(10);
    expect(refused.every((r) => r.json().errorCode === 'insufficient_balance')).toBe(true);
    const balances = ok.map((r) => r.json().value.balance as number).sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 10 }, (_, i) => i * 1_000));
    expect(await balanceOf(t, memberId)).toBe(0n);
    await expectLedgerSound(t);
  });

  it('20 parallel deliveries of one win pay it once and all answer the same', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        callback(t, 'win', {
          token,
          playerId,
          transactionId: 'cw-1',
          roundId: paidRound,
          amount: 2_500,
          currency: 'VND',
        }),
      ),
    );
    expect(results.every((r) => r.json().success)).toBe(true);
    expect(new Set(results.map((r) => r.json().value.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.json().value.replayed)).toHaveLength(1);
    expect(await balanceOf(t, memberId)).toBe(2_500n);
    await expectLedgerSound(t);
  });
});
