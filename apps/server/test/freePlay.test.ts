import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, balanceSchema, MONEY_PATHS, TRIAL_CURRENCY } from '@lotus/contracts';
import { callback, houseSlotApp, launchToken } from './gamesSupport';
import { headers, nextIp } from './accounts/support';

/**
 * A free-play (trial) account has one play-money balance: the site shows what its games show, play
 * moves it, and it is never labelled as the brand's real currency.
 */
const app = houseSlotApp();

async function trialAccount() {
  const res = await app.t.app.inject({
    method: 'POST',
    url: ACCOUNT_PATHS.freePlay,
    headers: headers(nextIp()),
    payload: { os: 'linux', platform: 'W' },
  });
  expect(res.json().success, res.body).toBe(true);
  return res.json().value.token as string;
}
const siteBalance = async (token: string) =>
  balanceSchema.parse(
    (await app.t.app.inject({ url: MONEY_PATHS.balance, headers: { authorization: token, merchant: 'LOTUS' } })).json()
      .value,
  );

let seq = 0;
const play = async (token: string, playerId: string, bet: number, win: number) => {
  const roundId = `fp-r-${++seq}`;
  const b = await callback(app.t, 'bet', {
    token,
    playerId,
    transactionId: `fp-b-${seq}`,
    roundId,
    gameCode: 'lotus-slot',
    amount: bet,
    currency: 'VND',
  });
  expect(b.json().success, b.body).toBe(true);
  const w = await callback(app.t, 'win', {
    token,
    playerId,
    transactionId: `fp-w-${seq}`,
    roundId,
    amount: win,
    currency: 'VND',
  });
  expect(w.json().success, w.body).toBe(true);
  return w.json().value.balance as number;
};

describe('free play balance', () => {
  it('is one play-money balance: the game starts from the site’s figure, and play moves the site’s', async () => {
    const session = await trialAccount();
    const start = await siteBalance(session);
    expect(start).toMatchObject({ trial: true, currency: TRIAL_CURRENCY });
    expect(start.sumBalance).toBeGreaterThan(0n);

    const game = await launchToken(app.t, session, app.slot, 0);
    const auth = (await callback(app.t, 'authenticate', { token: game })).json().value;
    expect(auth).toMatchObject({ mode: 'trial', balance: Number(start.sumBalance) });

    const after = await play(game, auth.playerId, 50_000, 12_000);
    expect(after).toBe(Number(start.sumBalance) - 38_000);
    expect((await siteBalance(session)).sumBalance).toBe(start.sumBalance - 380_00n);

    // Another game (or the same one again) goes on from there; the first one has nothing left to play with.
    const again = await launchToken(app.t, session, app.slot, 0);
    expect((await callback(app.t, 'authenticate', { token: again })).json().value.balance).toBe(after);
    expect((await callback(app.t, 'balance', { token: game, playerId: auth.playerId })).json().value.balance).toBe(0);
    expect((await siteBalance(session)).sumBalance).toBe(start.sumBalance - 380_00n);
  });
});
